import CenterHarness
import Clocks
import ConcurrencyExtras
import PopupKit
import Testing

/// Callbacks that belong to one way of ending: they run once when the notice ends
/// that way, and never for any other ending or any other notice.
@MainActor
@Suite("Callbacks that run once, and only when they should")
struct CallbackTests {
    // MARK: HUD dismiss completion

    @Test("hud.dismiss with no HUD up runs its completion once, at once; a later HUD ending does not run it again")
    func hudDismissWithNothingUp() async {
        let harness = Harness()
        let calls = CallCounter()
        harness.center.hud.dismiss { calls.record("first dismiss") }
        await harness.settle()
        #expect(calls.all == ["first dismiss": 1])
        #expect(harness.center.waitingCount == 0, "the completion ran; nothing may still wait for the HUD")

        // A HUD with the same id shows and ends, by an explicit dismissal…
        let shown = harness.center.hud.show(status: "Loading")
        await harness.settle()
        #expect(harness.center.hud.isVisible)
        harness.center.hud.dismiss { calls.record("second dismiss") }
        await harness.advance(by: 1)
        #expect(shown.endedOutcome == .dismissed(.api))
        // …and another by its own timeout.
        let success = harness.center.hud.showSuccess(status: "Done")
        await harness.advance(by: 10)
        #expect(success.endedOutcome == .dismissed(.timeout))
        #expect(calls.all == ["first dismiss": 1, "second dismiss": 1])
        #expect(harness.center.waitingCount == 0)
    }

    @Test("hud.dismiss with no live HUD warns unknownID as center.dismiss does, once per call, and still runs its completion")
    func hudDismissWithNothingUpWarns() async {
        let harness = Harness()
        let calls = CallCounter()
        harness.center.hud.dismiss { calls.record("controller") }
        harness.center.dismiss(NoticeEngine.hudID)
        await harness.settle()
        #expect(calls.all == ["controller": 1])
        #expect(harness.engineWarnings.map(\.kind) == [.unknownID(NoticeEngine.hudID, call: "dismiss"),
                                                       .unknownID(NoticeEngine.hudID, call: "dismiss")])
    }

    // MARK: Banner onTap

    /// A banner with an `onTap` that counts, and a completion that records the outcome.
    private func pushBanner(_ harness: Harness, _ calls: CallCounter, type: String = FrequencyRule.defaultType,
                            title: String, displayTime: Duration? = nil) -> NoticeTicket {
        harness.center.push(BannerMessage(type: type, title: title, displayTime: displayTime,
                                          onTap: { calls.record("\(title) onTap") })) { outcome in
            calls.record("\(title) ended")
        }
    }

    @Test("a banner's onTap runs once when it is tapped")
    func bannerOnTapOnTap() async {
        let harness = Harness()
        let calls = CallCounter()
        let ticket = pushBanner(harness, calls, title: "Ana")
        await harness.settle()
        harness.center.tap(ticket.id)
        await harness.advance(by: 1)
        #expect(ticket.endedOutcome == .dismissed(.tap))
        #expect(calls.all == ["Ana onTap": 1, "Ana ended": 1])
    }

    @Test("a banner that times out never runs its onTap")
    func bannerOnTapNotOnTimeout() async {
        let harness = Harness()
        let calls = CallCounter()
        let ticket = pushBanner(harness, calls, title: "Ana", displayTime: .seconds(2))
        await harness.advance(by: 3)
        #expect(ticket.endedOutcome == .dismissed(.timeout))
        #expect(calls.all == ["Ana ended": 1])
    }

    @Test("a banner dismissed by the app never runs its onTap")
    func bannerOnTapNotOnDismissal() async {
        let harness = Harness()
        let calls = CallCounter()
        let ticket = pushBanner(harness, calls, title: "Ana")
        await harness.settle()
        harness.center.dismiss(ticket.id)
        await harness.advance(by: 1)
        #expect(ticket.endedOutcome == .dismissed(.api))
        #expect(calls.all == ["Ana ended": 1])
    }

    @Test("a banner preempted by a higher-priority one never runs its onTap")
    func bannerOnTapNotOnPreemption() async {
        let harness = Harness()
        harness.center.loadRules([FrequencyRule(type: "promo", priority: 1), FrequencyRule(type: "chat", priority: 9)])
        let calls = CallCounter()
        let promo = pushBanner(harness, calls, type: "promo", title: "Sale")
        await harness.settle()
        #expect(harness.center.phase(of: promo.id) == .visible)
        let chat = pushBanner(harness, calls, type: "chat", title: "Ana", displayTime: .seconds(2))
        await harness.advance(by: 5)
        #expect(promo.endedOutcome == .dismissed(.preempted))
        #expect(chat.endedOutcome == .dismissed(.timeout))
        #expect(calls.all == ["Sale ended": 1, "Ana ended": 1])
    }
}
