import Foundation

/// The clock a live scenario plays on: scenario time, running at a speed from when
/// playback starts, or held at one instant (a still frame).
///
/// - `run()` starts (or resumes) time at ``speed`` times real time.
/// - `hold(at:)` stops it at an instant: `popupkit live --freeze-at`.
/// - `pinned(at:_:)` makes `now` read a given instant while its body runs, so a
///   scenario input handed to the center is dated at its scenario time rather than
///   at the moment the player woke up for it (a few milliseconds later).
///
/// Sleeping follows the clock: at speed 2 a second of scenario time takes half a
/// second; while held, a sleep past the held instant waits (checking every quarter
/// of a second whether the clock runs again) until it is cancelled.
final class PlaybackClock: Clock, @unchecked Sendable {
    /// A point in scenario time: the time since the scenario started.
    struct Instant: InstantProtocol, Hashable, Sendable {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// Scenario seconds per real second.
    let speed: Double
    private let lock = NSLock()
    /// Running: the real instant and the scenario time it stood for. Held: `nil`.
    private var running: (real: ContinuousClock.Instant, base: Duration)?
    /// The instant while held.
    private var held: Duration = .zero
    private var pin: Duration?

    /// A clock held at 0 until ``run()``.
    init(speed: Double) {
        self.speed = speed
    }

    var now: Instant {
        lock.withLock { Instant(offset: pin ?? unpinnedNow()) }
    }

    var minimumResolution: Duration { .microseconds(1) }

    /// Whether time is moving.
    var isRunning: Bool { lock.withLock { running != nil } }

    /// Time moves from now on, from where it stands.
    func run() {
        lock.withLock {
            guard running == nil else { return }
            running = (ContinuousClock.now, held)
        }
    }

    /// Time stops at `time` (scenario time since the start).
    func hold(at time: Duration) {
        lock.withLock {
            running = nil
            held = time
        }
    }

    /// Runs `body` with `now` reading `time`.
    func pinned<T>(at time: Duration, _ body: () throws -> T) rethrows -> T {
        lock.withLock { pin = time }
        defer { lock.withLock { pin = nil } }
        return try body()
    }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        while true {
            try Task.checkCancellation()
            let (remaining, moving) = lock.withLock { (deadline.offset - unpinnedNow(), running != nil) }
            guard remaining > .zero else { return }
            try await Task.sleep(for: moving ? remaining / speed : .milliseconds(250))
        }
    }

    /// Call with the lock held.
    private func unpinnedNow() -> Duration {
        guard let running else { return held }
        return running.base + (ContinuousClock.now - running.real) * speed
    }
}
