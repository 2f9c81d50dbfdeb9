/// The constraints of a rule, in one place for every reader of rules (the
/// scenario format, `Codable` JSON from a server).
extension FrequencyRule {
    /// A field of a rule that breaks its constraints, and why.
    public struct Problem: Hashable, Sendable {
        /// The field's JSON name (`window`, `maxCount`…).
        public var field: String
        /// What is wrong with it.
        public var message: String
    }

    /// The first broken constraint, or `nil` when the rule is valid: a type is not
    /// empty, times are not negative, `maxCount` is at least 1 and comes with a
    /// `window` longer than 0.
    public var problem: Problem? {
        if type.isEmpty { return Problem(field: "type", message: "must not be empty") }
        if minInterval < .zero { return Problem(field: "minInterval", message: "must be ≥ 0 seconds, got \(Format.number(minInterval.inSeconds))") }
        if let expiration, expiration < .zero {
            return Problem(field: "expiration", message: "must be ≥ 0 seconds, got \(Format.number(expiration.inSeconds))")
        }
        if let maxCount {
            if maxCount < 1 { return Problem(field: "maxCount", message: "must be ≥ 1, got \(maxCount)") }
            if window == .zero { return Problem(field: "window", message: "required with maxCount") }
        }
        if window < .zero { return Problem(field: "window", message: "must be > 0 seconds, got \(Format.number(window.inSeconds))") }
        return nil
    }
}
