import CenterHarness
import Clocks
import ConcurrencyExtras
import PopupKit
import Testing

/// A call nobody awaits costs nothing once it has run: tickets of one notice share
/// what waits for its end, so a HUD updated a hundred thousand times keeps one.
@MainActor
@Suite("Waiters stay per notice, not per call")
struct WaiterMemoryTests {
    @Test("100,000 showProgress on one HUD keep O(1) waiters; every ticket and completion still ends once")
    func progressStorm() async {
        let harness = Harness()
        let hud = harness.center.hud
        let calls = CallCounter()
        let first = hud.show(status: "Uploading")
        await harness.settle()
        #expect(hud.isVisible)
        for step in 1..<100_000 { hud.showProgress(Double(step % 100) / 100, status: "Uploading") }
        let last = hud.showProgress(1, status: "Uploading")
        harness.center.toast("With a completion", duration: .seconds(1)) { _ in calls.record("toast") }
        await harness.settle()
        let waiters = harness.center.tableSizes["waiters"] ?? -1
        #expect(waiters <= 3, "\(waiters) waiters for one HUD and one toast with a completion")

        hud.dismiss { calls.record("hud dismissed") }
        await harness.advance(by: 30)
        #expect(await first.outcome == .dismissed(.api))
        #expect(await last.outcome == .dismissed(.api))
        #expect(last.endedOutcome == .dismissed(.api))
        #expect(calls.all == ["toast": 1, "hud dismissed": 1])
        #expect(harness.center.waitingCount == 0)
        #expect(harness.center.tableSizes["waiters"] == 0)
    }

    @Test("a ticket awaited before its call has run still gets its notice's outcome")
    func awaitedBeforeTheCallRuns() async {
        let harness = Harness()
        let ticket = harness.center.toast("Saved", duration: .seconds(1))
        async let outcome = ticket.outcome
        await harness.advance(by: 5)
        #expect(await outcome == .dismissed(.timeout))
        #expect(harness.center.waitingCount == 0)
    }
}
