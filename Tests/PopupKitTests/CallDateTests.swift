import CenterHarness
import Clocks
import Foundation
import PopupKit
import Testing

/// Calls are dated when they are made, not when they reach the main actor.
@MainActor
@Suite("Call dates")
struct CallDateTests {
    /// A clock a test sets synchronously, so time moves before a posted call can
    /// reach the main actor; its sleeps end only when cancelled (flush() fires what is due).
    final class SetClock: Clock, @unchecked Sendable {
        private let lock = NSLock()
        private var time = ContinuousClock.Instant.now
        var now: ContinuousClock.Instant { lock.withLock { time } }
        var minimumResolution: Duration { .zero }
        func set(_ duration: Duration) { lock.withLock { time = time.advanced(by: duration) } }
        func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
            try await Task.sleep(for: .seconds(3_600))
        }
    }

    @Test("a call made before the clock moves is dated before the move, though it reaches the main actor after")
    func datedWhenMade() async {
        let clock = SetClock()
        var events: [String] = []
        let center = PopupCenter(clock: clock)
        center.eventHandler = { events.append("\($0.time.seconds) \($0.kind.name)") }
        center.toast("Saved", duration: .seconds(1))
        clock.set(.milliseconds(500))
        await center.flush()
        #expect(events == ["0.0 received", "0.0 queued", "0.0 shown", "0.2 appeared"])
        clock.set(.seconds(1))
        await center.flush()
        #expect(events.suffix(2) == ["1.0 dismissed", "1.2 left"], "\(events)")
    }

    @Test("a call dated before a timeout that fired first applies at the engine's time: time never runs back")
    func neverBeforeTheEngine() async {
        let harness = Harness()
        let first = harness.center.toast("First", duration: .seconds(1))
        await harness.center.flush()
        await harness.clock.advance(by: .seconds(2))
        await harness.center.flush()
        let second = harness.center.toast("Second")
        await harness.center.flush()
        #expect(harness.lines(first.id).last == "1.0 dismissed timeout")
        #expect(harness.lines(second.id).first == "2.0 received")
        #expect(harness.warnings.isEmpty, "\(harness.warnings)")
    }
}
