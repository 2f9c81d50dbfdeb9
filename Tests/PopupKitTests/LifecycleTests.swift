import CenterHarness
import Clocks
import ConcurrencyExtras
import PopupKit
import Testing

/// The center in virtual time: timeouts, background, grace, counted HUD,
/// conditions and task-bound HUDs.
@MainActor
@Suite("PopupCenter on a test clock")
struct LifecycleTests {
    @Test("a toast ends after its duration; its outcome is known then, its completion runs once it has left the screen")
    func autoDismiss() async {
        let harness = Harness()
        let calls = CallCounter()
        let ticket = harness.center.toast("Saved", duration: .seconds(2)) { didTap in calls.record("saved \(didTap)") }
        await harness.settle()
        #expect(harness.center.phase(of: ticket.id) == .visible)
        await harness.advance(by: 1.9)
        #expect(harness.center.phase(of: ticket.id) == .visible)
        #expect(calls.all.isEmpty)
        await harness.advance(by: 0.1)
        #expect(ticket.endedOutcome == .dismissed(.timeout), "decided at the dismissal")
        #expect(await ticket.outcome == .dismissed(.timeout))
        #expect(calls.all.isEmpty, "still fading out")
        await harness.advance(by: 0.2)
        #expect(calls.all == ["saved false": 1], "run once it has left the screen")
        #expect(harness.lines(ticket.id, instants: true) == [
            "0.0 received", "0.0 queued", "0.0 shown", "0.2 appeared", "2.0 dismissed timeout", "2.2 left",
        ])
        #expect(harness.center.waitingCount == 0)
    }

    @Test("two centers are independent: the same id lives in both, each on its own clock")
    func independentCenters() async {
        let window = Harness()
        let other = Harness()
        let here = window.center.toast("Here", duration: .seconds(1), id: "same")
        let there = other.center.toast("There", duration: .seconds(3), id: "same")
        await window.settle()
        await other.settle()
        await window.advance(by: 1)
        #expect(here.endedOutcome == .dismissed(.timeout))
        #expect(there.endedOutcome == nil)
        #expect(other.center.phase(of: "same") == .visible)
        #expect(window.center.phase(of: "same") == .leaving, "ended there, and fading out")
    }

    @Test("generated ids have one form, toast#n; a notice sent without an id never gets the id of a later call")
    func generatedIDs() async {
        let harness = Harness()
        harness.center.send(.submit(Notice(.toast(Toast(message: "Sent")), duration: .forever)))
        let called = harness.center.toast("Called", duration: .forever)
        await harness.settle()
        #expect(called.id == "toast#2")
        #expect(harness.events.filter { $0.kind == .received }.map(\.id) == ["toast#1", "toast#2"])
        #expect(!harness.events.contains { $0.kind == .updated }, "two toasts, not one updated in place")
        #expect(harness.center.stage.engine.screen.map(\.id) == ["toast#1", "toast#2"])
    }

    @Test("events() streams every lifecycle event in order")
    func eventStream() async {
        let harness = Harness()
        let stream = harness.center.events()
        let ticket = harness.center.toast("Saved", duration: .seconds(1))
        await harness.settle()
        await harness.advance(by: 1)
        var seen: [String] = []
        await harness.advance(by: 0.2)
        for await event in stream where event.id == ticket.id {
            seen.append(event.kind.name)
            if event.kind == .left { break }
        }
        #expect(seen == ["received", "queued", "shown", "appeared", "dismissed", "left"])
    }

    @Test("awaiting the outcome while the clock runs returns when the notice ends")
    func awaitedOutcome() async {
        let harness = Harness()
        let ticket = harness.center.bubble(text: "Tip", pointingAt: Rect(x: 10, y: 100, width: 40, height: 40),
                                           duration: .seconds(1))
        async let outcome = ticket.outcome
        await harness.advance(by: 1)
        #expect(await outcome == .dismissed(.timeout))
    }

    @Test("in the background a toast's time stands still; in the foreground it runs out what was left")
    func backgroundKeepsRemainingTime() async {
        let harness = Harness()
        let ticket = harness.center.toast("Synced", duration: .seconds(3))
        await harness.advance(by: 1)
        harness.center.didEnterBackground()
        await harness.advance(by: 10)
        #expect(harness.center.phase(of: ticket.id) == .visible)
        harness.center.willEnterForeground()
        await harness.advance(by: 1.9)
        #expect(harness.center.phase(of: ticket.id) == .visible)
        await harness.advance(by: 0.1)
        #expect(ticket.endedOutcome == .dismissed(.timeout))
        await harness.settle()
        #expect(harness.lines(ticket.id).suffix(3) == ["1.0 paused", "11.0 resumed", "13.0 dismissed timeout"])
    }

    @Test("a HUD dismissed within its grace time never shows; its dismiss completion still runs once")
    func graceTime() async {
        let harness = Harness()
        harness.center.update { $0.hud = HUDSettings(graceTime: .milliseconds(500)) }
        let ticket = harness.center.hud.show(status: "Checking")
        await harness.advance(by: 0.3)
        #expect(harness.center.hud.isVisible == false)
        let calls = CallCounter()
        harness.center.hud.dismiss { calls.record("dismissed") }
        await harness.advance(by: 1)
        #expect(calls.all == ["dismissed": 1])
        #expect(ticket.endedOutcome == .discarded(.withdrawn))
        await harness.settle()
        #expect(!harness.lines(NoticeEngine.hudID).contains { $0.hasSuffix("shown") })
    }

    @Test("the HUD counts show and popActivity: it stays until the last activity pops")
    func countedHUD() async {
        let harness = Harness()
        let ticket = harness.center.hud.show(status: "Loading")
        harness.center.hud.show(status: "Loading")
        await harness.advance(by: 0.1)
        #expect(harness.hudContent()?.activityCount == 2)
        harness.center.hud.popActivity()
        await harness.advance(by: 0.1)
        #expect(harness.center.hud.isVisible)
        harness.center.hud.popActivity()
        await harness.advance(by: 0.1)
        #expect(!harness.center.hud.isVisible)
        #expect(ticket.endedOutcome == .dismissed(.api))
    }

    @Test("progress and success change the HUD in place; success dismisses itself")
    func hudModes() async {
        let harness = Harness()
        harness.center.hud.showProgress(0.4, status: "Uploading")
        await harness.advance(by: 0.1)
        #expect(harness.hudContent()?.mode == .progress(0.4))
        let ticket = harness.center.hud.showSuccess(status: "Done")
        await harness.settle()
        #expect(harness.hudContent()?.mode == .success)
        await harness.advance(by: 10)
        #expect(ticket.endedOutcome == .dismissed(.timeout))
    }

    @Test("a popup condition closure is asked on reevaluate and after every change of the center")
    func conditions() async {
        let harness = Harness()
        let loggedIn = LockIsolated(false)
        let hasCoupon = LockIsolated(false)
        let popups = PopupScheduler.configured(center: harness.center, strategy: .priority)
        let rate = popups.add(Popup(title: "Rate us"), priority: 5, condition: { loggedIn.value })
        let coupon = popups.add(Popup(title: "Coupon"), priority: 1, condition: { hasCoupon.value })
        await harness.settle()
        #expect(harness.center.phase(of: rate.id) == .waiting)
        loggedIn.setValue(true)
        popups.reevaluate()
        await harness.settle()
        #expect(harness.center.phase(of: rate.id) == .visible)
        popups.remove(rate.id)
        hasCoupon.setValue(true)
        harness.center.toast("Anything")
        await harness.advance(by: 0.5)
        #expect(harness.center.phase(of: coupon.id) == .visible, "re-evaluated after the toast call")
        #expect(rate.endedOutcome == .dismissed(.api))
    }

    @Test("suspend keeps popups waiting; resume shows the next")
    func suspendResume() async {
        let harness = Harness()
        let popups = harness.center.popups
        popups.suspend()
        let first = popups.add(Popup(title: "First"))
        await harness.settle()
        #expect(harness.center.phase(of: first.id) == .waiting)
        popups.resume()
        await harness.settle()
        #expect(harness.center.phase(of: first.id) == .visible)
        popups.removeAll()
        await harness.settle()
        #expect(first.endedOutcome == .dismissed(.cleared))
    }

    @Test("a task-bound HUD shows loading, then success in place, then leaves")
    func taskBoundSuccess() async {
        let harness = Harness()
        let clock = harness.clock
        let task = Task { try await clock.sleep(for: .seconds(2)); return 42 }
        let ticket = harness.center.hud(for: task, loading: "Uploading", success: "Uploaded", failure: "Failed")
        await harness.advance(by: 1)
        #expect(harness.hudContent(ticket.id).map { [$0.mode == .spinner, $0.status == "Uploading"] } == [true, true])
        await harness.advance(by: 1)
        await harness.settle()
        #expect(harness.hudContent(ticket.id)?.mode == .success)
        #expect(harness.hudContent(ticket.id)?.status == "Uploaded")
        await harness.advance(by: 10)
        #expect(ticket.endedOutcome == .dismissed(.timeout))
    }

    @Test("a task-bound HUD the app dismissed does not come back as a result when its task ends")
    func taskBoundDismissedStaysGone() async {
        let harness = Harness()
        let clock = harness.clock
        let task = Task { try await clock.sleep(for: .seconds(3)); return 42 }
        let ticket = harness.center.hud(for: task, loading: "Uploading", success: "Uploaded", failure: "Failed")
        await harness.advance(by: 1)
        harness.center.hud(id: ticket.id).dismiss()
        await harness.advance(by: 3)
        await harness.settle()
        await harness.advance(by: 10)
        #expect(ticket.endedOutcome == .dismissed(.api))
        #expect(harness.lines(ticket.id) == ["0.0 received", "0.0 queued", "0.0 shown", "1.0 dismissed api"])
        #expect(harness.hudContent(ticket.id) == nil)
    }

    @Test("a task-bound HUD whose task fails shows the error text from the error")
    func taskBoundFailure() async {
        struct Offline: Error {}
        let harness = Harness()
        let task = Task<Int, any Error> { throw Offline() }
        let ticket = harness.center.hud(for: task, loading: "Sending", success: "Sent", failure: { "Failed: \(type(of: $0))" })
        await harness.settle()
        await harness.advance(by: 0)
        #expect(harness.hudContent(ticket.id)?.mode == .error)
        #expect(harness.hudContent(ticket.id)?.status == "Failed: Offline")
    }
}
