/// The frequency rules by banner type; usually loaded from JSON.
public struct RuleBook: Hashable, Sendable {
    public private(set) var rules: [String: FrequencyRule]

    /// Creates a rule book; a later rule for the same type replaces an earlier one.
    public init(_ rules: [FrequencyRule] = []) {
        var byType: [String: FrequencyRule] = [:]
        for rule in rules { byType[rule.type] = rule }
        self.rules = byType
    }

    /// The rule of `type`: its own, else the `"default"` rule, else no limits.
    /// `nil` when `rejectingUnknown` and the type has no rule of its own.
    public func rule(for type: String, rejectingUnknown: Bool) -> FrequencyRule? {
        if let own = rules[type] { return own }
        if rejectingUnknown { return nil }
        if var fallback = rules[FrequencyRule.defaultType] {
            fallback.type = type
            return fallback
        }
        return .unlimited(type: type)
    }
}
