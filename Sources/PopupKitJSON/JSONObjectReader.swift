import PopupKitCore

/// Reads one JSON object field by field, strictly: wrong types and unknown fields
/// are errors that name their path.
package struct JSONObjectReader {
    package let path: String
    private let fields: [String: JSONValue]
    private var used: Set<String> = []

    package init(_ value: JSONValue, path: String) throws(JSONInputError) {
        guard case .object(let fields) = value else {
            throw JSONInputError(path: path, message: "expected an object, got \(value.kindName)")
        }
        self.fields = fields
        self.path = path
    }

    package var keys: [String] { fields.keys.sorted() }

    package func has(_ key: String) -> Bool { fields[key] != nil }

    package func fieldPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    package func error(_ key: String, _ message: String) -> JSONInputError {
        JSONInputError(path: fieldPath(key), message: message)
    }

    /// The raw value of `key` without marking it as read.
    package func peek(_ key: String) -> JSONValue? { fields[key] }

    /// The raw value of `key`, marking it as read.
    package mutating func value(_ key: String) -> JSONValue? {
        used.insert(key)
        return fields[key]
    }

    /// Fails on fields nobody read, naming the field a misspelt one was meant to be.
    package func rejectUnknownFields(allowed: String) throws(JSONInputError) {
        let unknown = fields.keys.filter { !used.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let names = allowed.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        if let intended = FieldNameSuggestion.intended(first, among: names) {
            throw error(first, "unknown field; did you mean \"\(intended)\"? expected one of: \(allowed)")
        }
        throw error(first, "unknown field; expected one of: \(allowed)")
    }

    /// The error for a required `key` that is not there: a field nobody read that
    /// misspells it is named instead (`"evnts"` for `"events"`), since that is the
    /// mistake to fix.
    package func missing(_ key: String) -> JSONInputError {
        let unread = fields.keys.filter { !used.contains($0) }.sorted()
        if let misspelt = unread.first(where: { FieldNameSuggestion.intended($0, among: [key]) == key }) {
            return error(misspelt, "unknown field; did you mean \"\(key)\"?")
        }
        return error(key, "missing required field")
    }

    package mutating func string(_ key: String) throws(JSONInputError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw error(key, "expected a string, got \(value.kindName)") }
        return text
    }

    package mutating func requiredString(_ key: String) throws(JSONInputError) -> String {
        guard let text = try string(key) else { throw missing(key) }
        return text
    }

    package mutating func bool(_ key: String) throws(JSONInputError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw error(key, "expected true or false, got \(value.kindName)") }
        return flag
    }

    package mutating func number(_ key: String) throws(JSONInputError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value else { throw error(key, "expected a number, got \(value.kindName)") }
        guard number.isFinite else { throw error(key, "expected a finite number") }
        return number
    }

    /// A finite number ≥ 0 of seconds (times and durations).
    package mutating func seconds(_ key: String) throws(JSONInputError) -> Double? {
        try nonNegative(key, unit: "seconds")
    }

    /// A time: a finite number ≥ 0 of seconds, at most a billion, in whole
    /// microseconds as the engine counts (so `0.4` is exactly 400 ms).
    package mutating func time(_ key: String) throws(JSONInputError) -> Duration? {
        try seconds(key).map { .microseconds(TimeSpan.seconds($0).microseconds) }
    }

    /// A finite number ≥ 0 of points (sizes and insets).
    package mutating func points(_ key: String) throws(JSONInputError) -> Double? {
        try nonNegative(key, unit: "points")
    }

    /// Times, durations and sizes beyond this are mistakes (a billion seconds is 31
    /// years); refusing them keeps every instant exact in microseconds.
    package static let largestMagnitude = 1e9

    private mutating func nonNegative(_ key: String, unit: String) throws(JSONInputError) -> Double? {
        guard let number = try number(key) else { return nil }
        guard number >= 0 else { throw error(key, "must be ≥ 0 \(unit), got \(number)") }
        guard number <= Self.largestMagnitude else { throw error(key, "must be at most 1e9 \(unit), got \(number)") }
        return number
    }

    package mutating func integer(_ key: String, minimum: Int = Int.min) throws(JSONInputError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard number == number.rounded(), abs(number) < 1e15 else {
            throw error(key, "expected a whole number, got \(number)")
        }
        guard Int(number) >= minimum else { throw error(key, "must be ≥ \(minimum), got \(Int(number))") }
        return Int(number)
    }

    /// A string that must be one of `choices`.
    package mutating func choice<T>(_ key: String, _ choices: [String: T]) throws(JSONInputError) -> T? {
        guard let text = try string(key) else { return nil }
        guard let choice = choices[text] else {
            throw error(key, "\"\(text)\" is not one of: \(choices.keys.sorted().joined(separator: ", "))")
        }
        return choice
    }

    /// A nested object's reader.
    package mutating func object(_ key: String) throws(JSONInputError) -> JSONObjectReader? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader(value, path: fieldPath(key))
    }

    /// A duration: seconds ≥ 0, `"forever"` or `"automatic"`.
    package mutating func duration(_ key: String) throws(JSONInputError) -> DisplayDuration? {
        guard let value = value(key) else { return nil }
        switch value {
        case .string("forever"): return .forever
        case .string("automatic"): return .automatic
        case .number(let seconds) where seconds >= 0 && seconds <= Self.largestMagnitude:
            return .fixed(.microseconds(TimeSpan.seconds(seconds).microseconds))
        case .number(let seconds) where seconds < 0: throw error(key, "must be ≥ 0 seconds, got \(seconds)")
        case .number(let seconds): throw error(key, "must be at most 1e9 seconds, got \(seconds)")
        default: throw error(key, "expected seconds, \"forever\" or \"automatic\", got \(value.kindName)")
        }
    }

    /// A transition: `{"appear": s, "disappear": s}`, or a number of seconds for
    /// both ways. Without a `base` both ways are required; with one, either may be
    /// left out and keeps `base`'s.
    package mutating func transition(_ key: String, base: NoticeTransition? = nil) throws(JSONInputError) -> NoticeTransition? {
        guard let value = value(key) else { return nil }
        if case .number = value {
            return try time(key).map(NoticeTransition.fade)
        }
        var reader = try JSONObjectReader(value, path: fieldPath(key))
        if base == nil {
            for way in ["appear", "disappear"] where !reader.has(way) { throw reader.missing(way) }
        }
        var transition = base ?? .none
        if let appear = try reader.time("appear") { transition.appear = appear }
        if let disappear = try reader.time("disappear") { transition.disappear = disappear }
        try reader.rejectUnknownFields(allowed: "appear, disappear")
        return transition
    }
}
