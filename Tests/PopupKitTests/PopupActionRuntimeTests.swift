import CenterHarness
import ConcurrencyExtras
import PopupKit
import Testing

/// `PopupScheduler.add(_:handlers:…)`: a tapped action's handler runs once, on the
/// main actor; the ticket's outcome and the completion name the action.
@MainActor
@Suite("Runtime: popup actions")
struct PopupActionRuntimeTests {
    private let question = Popup(title: "Rate us", message: "Enjoying the app?", actions: [
        PopupAction(id: "later", title: "Later", role: .cancel),
        PopupAction(id: "rate", title: "Rate"),
    ])

    @Test("A tap on each action runs its handler once, and no other; the outcome names it",
          arguments: ["later", "rate"] as [PopupAction.ID])
    func handlerOnce(action: PopupAction.ID) async {
        let harness = Harness()
        let calls = LockIsolated<[PopupAction.ID]>([])
        let completed = LockIsolated<[Outcome]>([])
        let ticket = harness.center.popups.add(question, handlers: [
            "later": { MainActor.assertIsolated(); calls.withValue { $0.append("later") } },
            "rate": { MainActor.assertIsolated(); calls.withValue { $0.append("rate") } },
        ], completion: { outcome in completed.withValue { $0.append(outcome) } })
        await harness.settle()
        harness.center.send(.action(ticket.id, action))
        // A second tap of the instant, and one later, find the popup gone: only warnings.
        harness.center.send(.action(ticket.id, action))
        await harness.settle()
        #expect(await ticket.outcome == .action(action))
        #expect(calls.value == [action], "the handler ran at the decision, before the fade-out")
        #expect(completed.value.isEmpty, "the completion waits for the popup to leave")
        await harness.advance(by: 1)
        harness.center.send(.action(ticket.id, action))
        await harness.settle()
        #expect(calls.value == [action])
        #expect(completed.value == [.action(action)])
        #expect(harness.lines(ticket.id) == ["0.0 received", "0.0 queued", "0.0 shown", "0.0 dismissed action"])
        #expect(harness.events.last(where: \.isTerminal)?.action == action)
    }

    @Test("A pointer press on a button, released on it, runs the handler")
    func pointerPress() async {
        let harness = Harness()
        let calls = LockIsolated(0)
        let ticket = harness.center.popups.add(question, handlers: ["rate": { calls.withValue { $0 += 1 } }])
        await harness.settle()
        // "Rate" is the trailing half of the button row: (195, 449.7, 150, 44).
        harness.center.pointer(.down, at: Point(x: 270, y: 470))
        harness.center.pointer(.up, at: Point(x: 272, y: 471))
        await harness.settle()
        #expect(calls.value == 1)
        #expect(await ticket.outcome == .action("rate"))
    }

    @Test("A popup ended another way runs no handler, and its outcome says how it ended")
    func otherEndings() async {
        let harness = Harness()
        let calls = LockIsolated(0)
        let ticket = harness.center.popups.add(question, handlers: ["rate": { calls.withValue { $0 += 1 } },
                                                                    "later": { calls.withValue { $0 += 1 } }])
        await harness.settle()
        harness.center.popups.remove(ticket.id)
        await harness.advance(by: 1)
        #expect(await ticket.outcome == .dismissed(.api))
        #expect(calls.value == 0)
    }

    @Test("A popup with bad actions is discarded invalid, and runs no handler")
    func invalidActions() async {
        let harness = Harness()
        let calls = LockIsolated(0)
        let bad = Popup(title: "T", actions: [PopupAction(id: "ok", title: "OK"), PopupAction(id: "ok", title: "Fine")])
        let ticket = harness.center.popups.add(bad, handlers: ["ok": { calls.withValue { $0 += 1 } }])
        await harness.settle()
        #expect(await ticket.outcome == .discarded(.invalid))
        #expect(harness.events.last?.detail == #"two actions have the id "ok""#)
        #expect(calls.value == 0)
    }
}
