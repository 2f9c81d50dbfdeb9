/// A point on the engine's timeline.
///
/// The engine never reads a clock: every call carries the current `Instant`, and
/// timers are stored as instants. Time is kept in whole microseconds so that
/// `0.1 + 0.2` seconds is exactly `0.3` seconds and same-time events tie exactly,
/// which keeps event order deterministic.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Microseconds since the origin the caller picked (scenarios use their `0`).
    public var microseconds: Int64

    /// The origin of the timeline.
    public static let zero = Instant(microseconds: 0)

    /// Creates an instant from whole microseconds.
    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// Creates an instant from seconds, rounded to the nearest microsecond.
    ///
    /// Non-finite input is clamped to ``zero`` (negative infinity, NaN) or to the
    /// far future (positive infinity); callers validate input before this.
    public init(seconds: Double) {
        self.microseconds = TimeSpan.microseconds(fromSeconds: seconds)
    }

    /// Seconds since the origin.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.microseconds < rhs.microseconds
    }

    public static func + (lhs: Instant, rhs: TimeSpan) -> Instant {
        Instant(microseconds: lhs.microseconds.addingClamped(rhs.microseconds))
    }

    public static func - (lhs: Instant, rhs: Instant) -> TimeSpan {
        TimeSpan(microseconds: lhs.microseconds.addingClamped(-rhs.microseconds))
    }

    public var description: String { "\(seconds)s" }
}

/// A length of time, in whole microseconds, never negative in engine state.
public struct TimeSpan: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in microseconds.
    public var microseconds: Int64

    /// No time at all.
    public static let zero = TimeSpan(microseconds: 0)

    /// Creates a span from whole microseconds.
    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// Creates a span from seconds, rounded to the nearest microsecond.
    public init(seconds: Double) {
        self.microseconds = Self.microseconds(fromSeconds: seconds)
    }

    /// A span of `value` seconds.
    public static func seconds(_ value: Double) -> TimeSpan { TimeSpan(seconds: value) }

    /// The length in seconds.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool {
        lhs.microseconds < rhs.microseconds
    }

    public static func + (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
        TimeSpan(microseconds: lhs.microseconds.addingClamped(rhs.microseconds))
    }

    public static func * (lhs: TimeSpan, factor: Double) -> TimeSpan {
        TimeSpan(seconds: lhs.seconds * factor)
    }

    public var description: String { "\(seconds)s" }

    /// Converts seconds to microseconds, saturating instead of trapping.
    static func microseconds(fromSeconds seconds: Double) -> Int64 {
        let micros = (seconds * 1_000_000).rounded()
        guard micros.isFinite else { return micros > 0 ? Int64.max / 2 : 0 }
        if micros >= Double(Int64.max / 2) { return Int64.max / 2 }
        if micros <= Double(Int64.min / 2) { return Int64.min / 2 }
        return Int64(micros)
    }
}

extension Int64 {
    /// Adds without trapping: the engine's far future is `Int64.max / 2`.
    func addingClamped(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        if overflow { return other > 0 ? Int64.max / 2 : Int64.min / 2 }
        return Swift.min(Swift.max(sum, Int64.min / 2), Int64.max / 2)
    }
}
