/// Swift's `Duration` is the time vocabulary of the public API; the engine counts
/// whole microseconds (``TimeSpan``) so that its instants compare exactly.
extension TimeSpan {
    /// The span of `duration`, rounded to the nearest whole microsecond; spans
    /// beyond the range are clamped to the largest (or smallest) span.
    public init(_ duration: Duration) {
        self.init(microseconds: Self.microseconds(of: duration, truncating: false))
    }

    /// Whole microseconds of `duration`, rounded to the nearest or truncated toward
    /// zero, saturating at `Int64.min`/`Int64.max` instead of trapping.
    package static func microseconds(of duration: Duration, truncating: Bool) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let fraction = truncating ? attoseconds / 1_000_000_000_000 : Int64((Double(attoseconds) / 1e12).rounded())
        let (total, overflowed) = whole.addingReportingOverflow(fraction)
        guard !overflowed else { return whole < 0 ? .min : .max }
        return total
    }

    /// The span as a Swift `Duration`.
    public var duration: Duration { .microseconds(microseconds) }
}

extension Duration {
    /// The duration in seconds, for checks, clamps, messages and JSON.
    ///
    /// The fraction is divided by 1e18 rather than multiplied by 1e-18: 1e-18 has
    /// no exact binary form, and the product carries its error (0.3 s came out
    /// as 0.30000000000000004); 1e18 is exact, so the quotient is the double
    /// nearest to the fraction and 0.3 s is `0.3`.
    @_spi(Tools) public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
