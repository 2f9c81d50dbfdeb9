/// Frequency rules as JSON, the form a server sends (WPToastManager's rules):
/// `{"type": "promo", "priority": 10, "minInterval": 3, "expiration": 10,
///   "maxCount": 3, "window": 60, "onLimit": "wait"}`, times in seconds.
///
/// The fields are checked as the scenario reader checks them: an unknown key, a
/// negative or non-finite time, a `maxCount` below 1 or without a `window` is an
/// error naming the key, and times are whole microseconds. The JSON syntax is the
/// decoder's: `JSONDecoder` lets a duplicate key, a trailing comma or a byte order
/// mark through. Read a rule book from a server with `RuleBook(json:)` (PopupKit),
/// whose reader refuses those too, and write one with `RuleBook.jsonData()`.
extension FrequencyRule: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, priority, minInterval, expiration, maxCount, window, onLimit
    }

    public init(from decoder: any Decoder) throws {
        try Self.rejectUnknownKeys(in: decoder)
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        self.init(type: try keys.decode(String.self, forKey: .type))
        priority = try keys.decodeIfPresent(Int.self, forKey: .priority) ?? 0
        minInterval = try Self.seconds(.minInterval, in: keys) ?? .zero
        expiration = try Self.seconds(.expiration, in: keys)
        maxCount = try keys.decodeIfPresent(Int.self, forKey: .maxCount)
        if let window = try Self.seconds(.window, in: keys) {
            guard window > .zero else { throw Self.invalid(.window, in: keys, "must be > 0 seconds, got 0") }
            self.window = window
        }
        onLimit = try keys.decodeIfPresent(LimitBehavior.self, forKey: .onLimit) ?? .wait
        if let problem, let key = CodingKeys(rawValue: problem.field) {
            throw Self.invalid(key, in: keys, problem.message)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(type, forKey: .type)
        try keys.encode(priority, forKey: .priority)
        try keys.encode(minInterval.inSeconds, forKey: .minInterval)
        try keys.encodeIfPresent(expiration?.inSeconds, forKey: .expiration)
        try keys.encodeIfPresent(maxCount, forKey: .maxCount)
        if window > .zero { try keys.encode(window.inSeconds, forKey: .window) }
        try keys.encode(onLimit, forKey: .onLimit)
    }

    /// Times beyond this are mistakes (a billion seconds is 31 years); refusing
    /// them keeps every instant exact in microseconds.
    static let largestSeconds = 1e9

    private static func seconds(_ key: CodingKeys, in keys: KeyedDecodingContainer<CodingKeys>) throws -> Duration? {
        guard let value = try keys.decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value.isFinite, value >= 0, value <= largestSeconds else {
            throw invalid(key, in: keys, "must be a number of seconds in 0…\(Int(largestSeconds)), got \(value)")
        }
        // Whole microseconds, as the engine and the strict reader count.
        return TimeSpan.seconds(value).duration
    }

    private static func invalid(_ key: CodingKeys, in keys: KeyedDecodingContainer<CodingKeys>,
                                _ message: String) -> DecodingError {
        .dataCorruptedError(forKey: key, in: keys, debugDescription: message)
    }

    private static func rejectUnknownKeys(in decoder: any Decoder) throws {
        let all = try decoder.container(keyedBy: AnyKey.self)
        let known = Set(CodingKeys.allCases.map(\.rawValue))
        guard let unknown = all.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) else { return }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath + [AnyKey(stringValue: unknown)],
            debugDescription: "unknown field; expected one of: \(CodingKeys.allCases.map(\.rawValue).joined(separator: ", "))"))
    }
}

/// Any key, to list the keys an object really has.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// A rule book is its rules as a JSON array; two rules for one type are an error.
extension RuleBook: Codable {
    public init(from decoder: any Decoder) throws {
        let list = try [FrequencyRule](from: decoder)
        var seen: Set<String> = []
        for (index, rule) in list.enumerated() where !seen.insert(rule.type).inserted {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath + [AnyKey(intValue: index), FrequencyRule.CodingKeys.type],
                debugDescription: "duplicate rule for type \"\(rule.type)\""))
        }
        self.init(list)
    }

    /// The rules sorted by type, so the same book always encodes the same way.
    public func encode(to encoder: any Encoder) throws {
        try rules.values.sorted { $0.type < $1.type }.encode(to: encoder)
    }
}
