import CenterHarness
import Clocks
import PopupKit
import Testing

/// The show → hide → show races peers' issue trackers are full of: each ends with
/// the right thing on screen and every completion called once.
@MainActor
@Suite("Show and hide races")
struct RaceTests {
    @Test("show, dismiss and show the same id again inside one fade: the new toast is on screen")
    func showDismissShowInOneFade() async {
        let harness = Harness()
        let calls = CallCounter()
        let first = harness.center.toast("First", id: "t") { _ in calls.record("first") }
        await harness.settle()
        await harness.advance(by: 1)
        harness.center.hideToast("t")
        let second = harness.center.toast("Second", id: "t") { _ in calls.record("second") }
        await harness.settle()
        await harness.advance(by: 0.1)  // the first one's 0.2 s fade is still running
        let onScreen = harness.center.stage.engine.screen.map { item -> String in
            guard case .toast(let toast) = item.content else { return "?" }
            return "\(toast.message ?? "") \(item.isVisible ? "visible" : "fading")"
        }
        #expect(onScreen.sorted() == ["First fading", "Second visible"])
        #expect(calls.all.isEmpty, "the first one's completion waits until it has left the screen")
        #expect(first.endedOutcome == .dismissed(.api))
        await harness.advance(by: 0.1)
        #expect(calls.all == ["first": 1])
        await harness.advance(by: 5)
        #expect(calls.all == ["first": 1, "second": 1])
        #expect(second.endedOutcome == .dismissed(.timeout))
        #expect(harness.center.stage.engine.screen.isEmpty)
    }

    @Test("with the queue on, a toast shown during another's fade waits for the fade, then shows")
    func queuedShowDuringFade() async {
        let harness = Harness()
        harness.center.update { $0.toastDefaults.isQueueEnabled = true }
        let first = harness.center.toast("First", duration: .seconds(1))
        await harness.settle()
        await harness.advance(by: 1.1)
        let second = harness.center.toast("Second", duration: .seconds(1))
        await harness.settle()
        #expect(harness.center.phase(of: second.id) == .waiting)
        await harness.advance(by: 0.1)
        #expect(harness.center.phase(of: second.id) == .visible)
        #expect(first.endedOutcome == .dismissed(.timeout))
    }

    @Test("hiding a HUD that is already hiding calls both completions once, when it has faded out; a new show waits for the fade")
    func hideHidingHUD() async {
        let harness = Harness()
        let calls = CallCounter()
        let shown = harness.center.hud.show(status: "Saving")
        await harness.settle()
        await harness.advance(by: 1)
        harness.center.hud.dismiss { calls.record("first dismiss") }
        harness.center.hud.dismiss { calls.record("second dismiss") }
        let again = harness.center.hud.show(status: "Again")
        await harness.settle()
        #expect(calls.all.isEmpty, "the HUD is fading out")
        #expect(shown.endedOutcome == .dismissed(.api))
        #expect(harness.center.hud.isVisible == false, "the old HUD is fading; the new one waits")
        await harness.advance(by: 0.15)
        #expect(calls.all == ["first dismiss": 1, "second dismiss": 1])
        await harness.advance(by: 0.35)
        #expect(harness.center.hud.isVisible)
        #expect(harness.hudContent()?.status == "Again")
        #expect(again.endedOutcome == nil)
        await harness.advance(by: 1)
        #expect(calls.all == ["first dismiss": 1, "second dismiss": 1])
    }

    @Test("dismiss during the grace time, then show again: one HUD shows, after its own grace time")
    func dismissDuringGraceThenShow() async {
        let harness = Harness()
        harness.center.update { $0.hud = HUDSettings(graceTime: .milliseconds(500)) }
        let withdrawn = harness.center.hud.show(status: "One")
        await harness.settle()
        await harness.advance(by: 0.2)
        harness.center.hud.dismiss()
        let kept = harness.center.hud.show(status: "Two")
        await harness.settle()
        await harness.advance(by: 0.4)
        #expect(!harness.center.hud.isVisible)
        await harness.advance(by: 0.1)
        #expect(harness.center.hud.isVisible)
        #expect(harness.hudContent()?.status == "Two")
        #expect(withdrawn.endedOutcome == .discarded(.withdrawn))
        #expect(kept.endedOutcome == nil)
    }

    @Test("hideAllToasts during a show from another thread: every toast ends once, in call order")
    func hideAllAgainstShows() async {
        let harness = Harness()
        let calls = CallCounter()
        let center = harness.center
        await Task.detached {
            for index in 0..<50 {
                center.toast("T\(index)", id: NoticeID("t\(index)")) { _ in calls.record("t\(index)") }
                if index % 10 == 9 { center.hideAllToasts(includeActivity: true, clearQueue: true) }
            }
        }.value
        await harness.settle()
        await harness.advance(by: 5)
        #expect(calls.all.count == 50)
        #expect(calls.all.values.allSatisfy { $0 == 1 })
        let received = harness.events.filter { $0.kind == .received }.map(\.id.rawValue)
        #expect(received == (0..<50).map { "t\($0)" }, "calls from one thread keep their order")
        #expect(harness.center.waitingCount == 0)
    }
}
