import Foundation
import PopupKit

/// The rule-book fuzz target's check: bytes → `RuleBook(json:)` (what
/// `PopupCenter.loadRules(json:)` reads) → when accepted, written with
/// `jsonData()` and read again: the book read back must equal the one first read
/// (the round trip is exact, times included), and writing it again must give the
/// same bytes (the encoding is a fixed point). `JSONEncoder`'s encoding must read
/// back as the same book too.
///
/// A document the reader refuses is fine when the refusal is a ``RuleBookError``
/// with a message.
public enum RuleBookFuzzCheck {
    /// What broke for the document `bytes`; empty when nothing did.
    public static func problems(_ bytes: some Collection<UInt8>) -> [String] {
        let book: RuleBook
        do {
            book = try RuleBook(json: Data(bytes))
        } catch {
            return error.description.isEmpty ? ["refused with an empty message"] : []
        }
        let first = book.jsonData()
        let text = String(decoding: first, as: UTF8.self)
        let again: RuleBook
        do {
            again = try RuleBook(json: first)
        } catch {
            return ["its own encoding is refused: \(error) in \(text)"]
        }
        var problems: [String] = []
        if book != again {
            problems.append("read back differently: \(book.rules) became \(again.rules) through \(text)")
        }
        let second = again.jsonData()
        if second != first {
            problems.append("encoding is not a fixed point: \(text) became \(String(decoding: second, as: UTF8.self))")
        }
        do {
            let coded = try JSONEncoder().encode(book)
            let decoded = try RuleBook(json: coded)
            if decoded != book {
                problems.append("JSONEncoder's encoding reads back differently: \(String(decoding: coded, as: UTF8.self))")
            }
        } catch {
            problems.append("JSONEncoder's encoding does not read back: \(error)")
        }
        return problems
    }

    /// Whether two books hold the same rules, exactly.
    public static func same(_ a: RuleBook, _ b: RuleBook) -> Bool {
        a == b
    }
}
