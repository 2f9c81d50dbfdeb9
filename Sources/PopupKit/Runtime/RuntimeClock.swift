import PopupKitCore
import PopupKitPresentation
/// A `Clock` reduced to what ``PopupCenter`` needs: the time elapsed since the
/// center started, as an engine ``Instant``, and a sleep until such an instant.
///
/// Erasing the clock's own instant type lets the center take any clock — the
/// `ContinuousClock` in an app, a test clock in tests — without being generic.
struct RuntimeClock: Sendable {
    /// The time since the clock was wrapped.
    let now: @Sendable () -> Instant
    /// Sleeps until `now()` reaches the instant; throws `CancellationError` when cancelled.
    let sleep: @Sendable (Instant) async throws -> Void

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        now = { Instant(microseconds: Self.microseconds(start.duration(to: clock.now))) }
        sleep = { instant in
            try await clock.sleep(until: start.advanced(by: .microseconds(instant.microseconds)), tolerance: nil)
        }
    }

    /// Whole microseconds of a duration, rounded down (saturating far outside any real
    /// run; ``Instant`` then clamps to its range).
    static func microseconds(_ duration: Duration) -> Int64 {
        TimeSpan.microseconds(of: duration, truncating: true)
    }
}
