/// Swift's `Duration` is the time vocabulary of the public API; the engine counts
/// whole microseconds (``TimeSpan``) so that its instants compare exactly.
extension TimeSpan {
    /// The span of `duration`, rounded to whole microseconds; spans beyond about
    /// 292,000 years are clamped to the largest (or smallest) span.
    public init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else {
            self.init(microseconds: seconds < 0 ? .min : .max)
            return
        }
        let fraction = Int64((Double(attoseconds) / 1e12).rounded())
        let (total, overflowed) = whole.addingReportingOverflow(fraction)
        self.init(microseconds: overflowed ? (whole < 0 ? .min : .max) : total)
    }

    /// The span as a Swift `Duration`.
    public var duration: Duration { .microseconds(microseconds) }
}

extension Duration {
    /// The duration in seconds, for checks, clamps and messages.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
