import CenterHarness
import Clocks
import ConcurrencyExtras
import PopupKit
import Synchronization
import Testing

/// Popup conditions are asked when something they read can have changed — the app
/// going idle, `reevaluate()`, a popup ending — not after every call: a toast
/// must not cost a call of every waiting popup's condition.
@MainActor
@Suite("Conditions are asked when they can have changed")
struct ConditionCostTests {
    /// Counts calls of condition closures, from the main actor.
    final class Asked: Sendable {
        private let count = Atomic(0)
        func record() { count.add(1, ordering: .relaxed) }
        var value: Int { count.load(ordering: .relaxed) }
    }

    @Test("with 4,000 waiting conditional popups a toast asks none of them; going idle asks each once")
    func toastAsksNoCondition() async {
        let harness = Harness()
        let center = harness.center
        let asked = Asked()
        for index in 0..<4_000 {
            center.popups.add(Popup(title: "P\(index)"), condition: { asked.record(); return false })
        }
        await harness.settle()
        #expect(center.popups.waitingCount == 4_000)

        let before = asked.value
        center.toast("Saved")
        await harness.settle()
        #expect(asked.value - before == 0, "a toast asked \(asked.value - before) popup conditions")

        let beforeIdle = asked.value
        center.appDidBecomeIdle()
        await harness.settle()
        #expect(asked.value - beforeIdle == 4_000, "going idle asks every condition once")

        let beforeReevaluate = asked.value
        center.popups.reevaluate()
        await harness.settle()
        #expect(asked.value - beforeReevaluate == 4_000)
        center.popups.removeAll()
        center.hideAll(.toast)
        await harness.advance(by: 1)
    }

    @Test("a popup ending lets the next one whose condition now holds show, as FGPopupScheduler does at idle")
    func popupEndAsksAgain() async {
        let harness = Harness()
        let center = harness.center
        let ready = Mutex(false)
        let first = center.popups.add(Popup(title: "First"))
        let second = center.popups.add(Popup(title: "Second"), condition: { ready.withLock { $0 } })
        await harness.settle()
        ready.withLock { $0 = true }
        center.popups.remove(first.id)
        await harness.advance(by: 1)
        #expect(center.stage.engine.phase(of: second.id) == .visible)
        center.popups.remove(second.id)
        await harness.advance(by: 1)
    }
}
