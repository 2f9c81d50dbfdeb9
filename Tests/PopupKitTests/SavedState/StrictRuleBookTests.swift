import Foundation
import PopupKit
import Testing
@_spi(Tools) import PopupKitCore

/// Rule books from a server are read as strictly as scenarios (D10), and times
/// are written back with the numbers that were read (D11).
@Suite("Rule books: strict reading and exact writing")
struct StrictRuleBookTests {
    struct Bad: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let path: String
        let fragment: String
        var testDescription: String { name }
    }

    static let bad: [Bad] = [
        // JSONDecoder keeps the first priority (0); a last-wins validator sees 7.
        Bad(name: "duplicate key", json: #"[{"type": "promo", "priority": 0, "priority": 7}]"#,
            path: "rules[0].priority", fragment: #"duplicate key "priority""#),
        Bad(name: "duplicate key in the second rule", json: #"[{"type": "a"}, {"type": "b", "window": 1, "window": 2}]"#,
            path: "rules[1].window", fragment: "duplicate key"),
        Bad(name: "trailing comma in a rule", json: #"[{"type": "promo", "priority": 1,}]"#,
            path: "rules", fragment: "trailing ','"),
        Bad(name: "trailing comma in the array", json: #"[{"type": "promo"},]"#, path: "rules", fragment: "trailing ','"),
        Bad(name: "byte order mark", json: "\u{FEFF}[{\"type\": \"promo\"}]", path: "rules", fragment: "a UTF-8 byte order mark (EF BB BF) before the JSON"),
        Bad(name: "misspelt key", json: #"[{"type": "promo", "prority": 3}]"#, path: "rules[0].prority",
            fragment: #"unknown field; did you mean "priority"?"#),
        Bad(name: "number beyond Double", json: #"[{"type": "promo", "window": 1e400}]"#, path: "rules", fragment: "out of range"),
        Bad(name: "priority of Int.max", json: #"[{"type": "promo", "priority": 9223372036854775807}]"#,
            path: "rules[0].priority", fragment: "expected a whole number"),
        Bad(name: "priority of 1e15", json: #"[{"type": "promo", "priority": 1000000000000000}]"#,
            path: "rules[0].priority", fragment: "expected a whole number"),
        Bad(name: "maxCount of 1e300", json: #"[{"type": "promo", "maxCount": 1e300, "window": 60}]"#,
            path: "rules[0].maxCount", fragment: "expected a whole number"),
        Bad(name: "window over a billion seconds", json: #"[{"type": "promo", "maxCount": 1, "window": 1e10}]"#,
            path: "rules[0].window", fragment: "at most 1e9"),
        Bad(name: "negative interval", json: #"[{"type": "promo", "minInterval": -1}]"#,
            path: "rules[0].minInterval", fragment: "must be ≥ 0"),
        Bad(name: "unknown key", json: #"[{"type": "promo", "prio": 3}]"#, path: "rules[0].prio", fragment: "unknown field"),
        Bad(name: "not an array", json: #"{"type": "promo"}"#, path: "rules", fragment: "expected an array of rules"),
        Bad(name: "cut document", json: #"[{"type": "promo"}"#, path: "rules", fragment: "expected ',' or ']'"),
    ]

    @Test("a malformed or out-of-range book is refused with the field's path", arguments: bad)
    func refused(_ bad: Bad) {
        do {
            let book = try RuleBook(json: Data(bad.json.utf8))
            Issue.record("read as \(book)")
        } catch {
            #expect(error.path == bad.path, "\(error)")
            #expect(error.message.contains(bad.fragment), "\(error)")
        }
    }

    /// Strings are checked as UTF-8 by decoding and comparing, which every Apple
    /// platform the package names supports (`String(validating:as:)` is iOS 18).
    @Test("a type name that is not valid UTF-8 is refused; multi-byte UTF-8 and escapes read exactly")
    func utf8() throws {
        func book(_ type: [UInt8]) throws(RuleBookError) -> RuleBook {
            try RuleBook(json: Data(Array(#"[{"type": ""#.utf8) + type + Array(#""}]"#.utf8)))
        }
        for invalid: [UInt8] in [[0xC3, 0x28], [0xE2, 0x82], [0xFF], [0xED, 0xA0, 0x80], [0x61, 0x80]] {
            #expect(throws: RuleBookError.self, "\(invalid)") { try book(invalid) }
            do {
                _ = try book(invalid)
            } catch {
                #expect(error.message.contains("not valid UTF-8"), "\(error)")
            }
        }
        let read = try book(Array("pr\u{F6}mo-\u{1F600}".utf8) + Array(#"\u00e9\ud83d\ude00"#.utf8))
        #expect(Array(read.rules.keys) == ["pr\u{F6}mo-\u{1F600}\u{E9}\u{1F600}"])
        // A replacement character the sender wrote is text like any other.
        #expect(Array(try book([0xEF, 0xBF, 0xBD]).rules.keys) == ["\u{FFFD}"])
    }

    @Test("the center's loadRules(json:) is the strict reader and keeps its rules on a bad book")
    @MainActor func centerKeepsRules() throws {
        let center = PopupCenter(rules: RuleBook([FrequencyRule(type: "promo", priority: 5)]), clock: ContinuousClock())
        #expect(throws: RuleBookError.self) {
            try center.loadRules(json: Data(#"[{"type": "promo", "priority": 0, "priority": 7}]"#.utf8))
        }
        #expect(center.stage.engine.rules.rules["promo"]?.priority == 5)
    }

    @Test("seconds are the double nearest to the duration (0.3 s is 0.3, not 0.30000000000000004)")
    func inSeconds() {
        #expect(Duration.microseconds(300_000).inSeconds == 0.3)
        #expect(Duration.milliseconds(100).inSeconds == 0.1)
        #expect(Duration.seconds(60).inSeconds == 60)
        // Every whole number of microseconds below a second is its decimal.
        for micros in stride(from: Int64(1), to: 1_000_000, by: 7) {
            #expect(Duration.microseconds(micros).inSeconds == Double("0.\(String(format: "%06lld", micros))"), "\(micros) µs")
        }
    }

    @Test("a rule encoded with JSONEncoder has the numbers it was read with")
    func codableEncoding() throws {
        let book = try RuleBook(json: Data(#"[{"type": "promo", "maxCount": 1, "window": 0.3, "minInterval": 0.1}]"#.utf8))
        let text = String(decoding: try JSONEncoder().encode(book), as: UTF8.self)
        #expect(text.contains(#""window":0.3"#), "\(text)")
        #expect(text.contains(#""minInterval":0.1"#), "\(text)")
    }

    @Test("jsonData() writes what was read: the same numbers, the same book")
    func exactRoundTrip() throws {
        let json = """
            [
              {"type": "news", "priority": -3, "minInterval": 0.000001, "expiration": 999999999.999999, "onLimit": "wait"},
              {"type": "promo", "priority": 10, "minInterval": 0.3, "expiration": 10.25, "maxCount": 2, "window": 86400, "onLimit": "discard"}
            ]

            """
        let book = try RuleBook(json: Data(json.utf8))
        let written = book.jsonData()
        #expect(String(decoding: written, as: UTF8.self) == json)
        #expect(try RuleBook(json: written) == book)
        #expect(RuleBook().jsonData() == Data("[]\n".utf8))
    }

    @Test("every time read, written and read again is the same (seeded sweep)")
    func roundTripSweep() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<2_000 {
            let micros = Int64.random(in: 1...1_000_000_000_000_000, using: &generator)
            let text = BannerSeconds.decimal(micros)
            let book = try RuleBook(json: Data(#"[{"type": "t", "maxCount": 1, "window": \#(text)}]"#.utf8))
            #expect(book.rules["t"]?.window == .microseconds(micros), "\(text)")
            let written = String(decoding: book.jsonData(), as: UTF8.self)
            #expect(written.contains("\"window\": \(text), \"onLimit\""), "\(text): \(written)")
            #expect(try RuleBook(json: book.jsonData()) == book, "\(text)")
        }
    }
}

/// Whole microseconds as the decimal seconds a person would write.
enum BannerSeconds {
    static func decimal(_ micros: Int64) -> String {
        let fraction = micros % 1_000_000
        guard fraction > 0 else { return "\(micros / 1_000_000)" }
        var digits = String(format: "%06lld", fraction)
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(micros / 1_000_000).\(digits)"
    }
}

/// SplitMix64: a seeded generator, so a failing sweep can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
