import PopupKitCore

import Foundation

/// Reads frequency rules from JSON (a scenario's `rules`, or a rule book from a server).
package enum RuleParser {
    package static func ruleBook(from value: JSONValue, path: String) throws(JSONInputError) -> RuleBook {
        guard case .array(let list) = value else {
            throw JSONInputError(path: path, message: "expected an array of rules, got \(value.kindName)")
        }
        var rules: [FrequencyRule] = []
        var seen: Set<String> = []
        for (index, item) in list.enumerated() {
            var reader = try JSONObjectReader(item, path: "\(path)[\(index)]")
            let rule = try self.rule(&reader)
            guard seen.insert(rule.type).inserted else {
                throw reader.error("type", "duplicate rule for type \"\(rule.type)\"")
            }
            rules.append(rule)
        }
        return RuleBook(rules)
    }

    package static func rule(_ reader: inout JSONObjectReader) throws(JSONInputError) -> FrequencyRule {
        var rule = FrequencyRule(type: try reader.requiredString("type"))
        rule.priority = try reader.integer("priority") ?? 0
        rule.minInterval = try reader.time("minInterval") ?? .zero
        rule.expiration = try reader.time("expiration")
        rule.maxCount = try reader.integer("maxCount", minimum: 1)
        // In whole microseconds like every other time, so a window written back
        // is the number that was read.
        if let window = try reader.time("window") {
            guard window > .zero else { throw reader.error("window", "must be > 0 seconds, got 0") }
            rule.window = window
        }
        rule.onLimit = try reader.choice("onLimit", ["wait": .wait, "discard": .discard]) ?? .wait
        try reader.rejectUnknownFields(allowed: "type, priority, minInterval, expiration, maxCount, window, onLimit")
        if let problem = rule.problem { throw reader.error(problem.field, problem.message) }
        return rule
    }
}
