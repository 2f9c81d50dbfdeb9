import Foundation
@_spi(Tools) import PopupKitCore

extension RuleBook {
    /// The rule book as JSON, in the form ``init(json:)`` reads: one rule per line,
    /// sorted by type, times in seconds written exactly (a `window` of 0.3 seconds
    /// is `0.3`, not the nearest binary fraction's seventeen digits).
    ///
    /// What ``init(json:)`` read, this writes back with the same numbers, so
    /// `RuleBook(json: book.jsonData()) == book` for every book that was read, and
    /// the bytes of one book are always the same (a store can compare files, a
    /// server can sign them). A book built in code with values the reader refuses
    /// (a negative time) is written as it is, and reading it names the field.
    public func jsonData() -> Data {
        let lines = rules.values.sorted { $0.type < $1.type }.map(Self.line)
        guard !lines.isEmpty else { return Data("[]\n".utf8) }
        return Data(("[\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n").utf8)
    }

    /// One rule as a JSON object; the fields `FrequencyRule`'s `Codable` form writes.
    private static func line(_ rule: FrequencyRule) -> String {
        var fields = ["\"type\": \(Format.quoted(rule.type))", "\"priority\": \(rule.priority)",
                      "\"minInterval\": \(exactSeconds(rule.minInterval))"]
        if let expiration = rule.expiration { fields.append("\"expiration\": \(exactSeconds(expiration))") }
        if let maxCount = rule.maxCount { fields.append("\"maxCount\": \(maxCount)") }
        if rule.window > .zero { fields.append("\"window\": \(exactSeconds(rule.window))") }
        fields.append("\"onLimit\": \(Format.quoted(rule.onLimit.rawValue))")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// The duration in seconds as decimal text, exact to the attosecond: its whole
    /// seconds, then the fraction's digits without trailing zeros (`0.3`, `60`,
    /// `-1.5`).
    static func exactSeconds(_ duration: Duration) -> String {
        let negative = duration < .zero
        let (seconds, attoseconds) = (negative ? .zero - duration : duration).components
        var text = (negative ? "-" : "") + String(seconds)
        if attoseconds > 0 {
            var digits = String(attoseconds)
            digits = String(repeating: "0", count: 18 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
