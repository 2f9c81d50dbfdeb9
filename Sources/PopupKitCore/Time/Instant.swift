/// A point on the engine's timeline.
///
/// The engine never reads a clock: every call carries the current `Instant`, and
/// timers are stored as instants. Time is kept in whole microseconds so that
/// `0.1 + 0.2` seconds is exactly `0.3` seconds and same-time events tie exactly,
/// which keeps event order deterministic.
///
/// An instant lies between ``distantPast`` and ``distantFuture`` (`Int64.max / 2`
/// microseconds, about 146,000 years either side of the origin): larger values,
/// and sums that would pass them, are clamped to them, so time arithmetic never
/// traps. At the distant future every new deadline falls on that same instant.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storage: Int64

    /// Microseconds since the origin the caller picked (scenarios use their `0`),
    /// clamped to ``distantPast`` … ``distantFuture``.
    public var microseconds: Int64 {
        get { storage }
        set { storage = TimeSpan.clamped(newValue) }
    }

    /// The origin of the timeline.
    public static let zero = Instant(microseconds: 0)

    /// The latest instant: `Int64.max / 2` microseconds after the origin.
    public static let distantFuture = Instant(microseconds: TimeSpan.limit)

    /// The earliest instant: `Int64.max / 2` microseconds before the origin.
    public static let distantPast = Instant(microseconds: -TimeSpan.limit)

    /// Creates an instant from whole microseconds (clamped to ``distantPast`` … ``distantFuture``).
    public init(microseconds: Int64) {
        self.storage = TimeSpan.clamped(microseconds)
    }

    /// Creates an instant from seconds, rounded to the nearest microsecond.
    ///
    /// Seconds beyond the range are clamped to ``distantPast`` or ``distantFuture``;
    /// non-finite input is clamped to ``zero`` (negative infinity, NaN) or to the
    /// distant future (positive infinity). Callers validate input before this.
    public init(seconds: Double) {
        self.storage = TimeSpan.microseconds(fromSeconds: seconds)
    }

    /// Seconds since the origin.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.microseconds < rhs.microseconds
    }

    /// The instant `rhs` later, clamped to the range.
    public static func + (lhs: Instant, rhs: TimeSpan) -> Instant {
        Instant(microseconds: lhs.microseconds.addingClamped(rhs.microseconds))
    }

    /// The span from `rhs` to `lhs`, clamped to the range.
    public static func - (lhs: Instant, rhs: Instant) -> TimeSpan {
        TimeSpan(microseconds: lhs.microseconds.subtractingClamped(rhs.microseconds))
    }

    public var description: String { "\(seconds)s" }
}

/// A length of time, in whole microseconds, never negative in engine state.
///
/// Like ``Instant``, a span lies within ±`Int64.max / 2` microseconds; larger
/// values and sums are clamped.
public struct TimeSpan: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storage: Int64

    /// The length in microseconds, clamped to ±`Int64.max / 2`.
    public var microseconds: Int64 {
        get { storage }
        set { storage = Self.clamped(newValue) }
    }

    /// No time at all.
    public static let zero = TimeSpan(microseconds: 0)

    /// Creates a span from whole microseconds (clamped to ±`Int64.max / 2`).
    public init(microseconds: Int64) {
        self.storage = Self.clamped(microseconds)
    }

    /// Creates a span from seconds, rounded to the nearest microsecond (clamped
    /// to the range; NaN and negative infinity are 0, positive infinity the largest).
    public init(seconds: Double) {
        self.storage = Self.microseconds(fromSeconds: seconds)
    }

    /// A span of `value` seconds.
    public static func seconds(_ value: Double) -> TimeSpan { TimeSpan(seconds: value) }

    /// The length in seconds.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool {
        lhs.microseconds < rhs.microseconds
    }

    /// The sum, clamped to the range.
    public static func + (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
        TimeSpan(microseconds: lhs.microseconds.addingClamped(rhs.microseconds))
    }

    /// The span scaled by `factor`, clamped to the range (a NaN product is 0).
    public static func * (lhs: TimeSpan, factor: Double) -> TimeSpan {
        TimeSpan(seconds: lhs.seconds * factor)
    }

    public var description: String { "\(seconds)s" }

    /// The largest magnitude of an instant or span, in microseconds: half of
    /// `Int64.max`, so the sum or difference of two in range never overflows.
    static let limit = Int64.max / 2

    /// `microseconds` clamped to ±``limit``.
    static func clamped(_ microseconds: Int64) -> Int64 {
        Swift.min(Swift.max(microseconds, -limit), limit)
    }

    /// Converts seconds to microseconds, saturating instead of trapping.
    static func microseconds(fromSeconds seconds: Double) -> Int64 {
        let micros = (seconds * 1_000_000).rounded()
        guard micros.isFinite else { return micros > 0 ? limit : 0 }
        if micros >= Double(limit) { return limit }
        if micros <= Double(-limit) { return -limit }
        return Int64(micros)
    }
}

extension Int64 {
    /// Adds without trapping, clamped to ±``TimeSpan/limit``.
    func addingClamped(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        if overflow { return other > 0 ? TimeSpan.limit : -TimeSpan.limit }
        return TimeSpan.clamped(sum)
    }

    /// Subtracts without trapping, clamped to ±``TimeSpan/limit``.
    func subtractingClamped(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        if overflow { return other < 0 ? TimeSpan.limit : -TimeSpan.limit }
        return TimeSpan.clamped(difference)
    }
}
