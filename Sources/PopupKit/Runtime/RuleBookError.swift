import Foundation
import PopupKitCore
import PopupKitJSON

/// Why a rule book could not be read from JSON (``PopupCenter/loadRules(json:)``,
/// ``RuleBookStore/accept(_:)``, `popupkit rules check`).
public struct RuleBookError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the JSON: `rules[2].window`; `rules` for the document itself.
    public var path: String
    /// What is wrong there.
    public var message: String

    public var description: String { "\(path): \(message)" }

    /// An error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The strict reader's error; a problem of the whole document (malformed JSON)
    /// is at `rules`.
    init(_ error: JSONInputError) {
        self.init(path: error.path.isEmpty ? "rules" : error.path, message: error.message)
    }
}

extension RuleBook {
    /// The largest rule book read, in bytes: 1 MiB. A rule takes about a hundred
    /// bytes and an app has a few dozen message types; a rule book comes from a
    /// server, so a larger one is refused before it is parsed rather than costing
    /// memory and time in proportion.
    public static let maximumJSONBytes = 1024 * 1024

    /// Reads rules from a JSON array such as
    /// `[{"type": "promo", "priority": 10, "minInterval": 3, "maxCount": 3, "window": 60}]`.
    ///
    /// The reader is the scenario format's, and as strict: a duplicate key (which
    /// a first-wins and a last-wins reader would read differently), a trailing
    /// comma, a byte order mark, a number beyond `Double`'s range, a whole number
    /// of 1e15 or more in magnitude, a time outside 0…1e9 seconds and an unknown
    /// field are errors. Times are kept in whole microseconds, as the engine counts,
    /// so ``jsonData()`` gives the same numbers back.
    /// - Throws: ``RuleBookError`` naming the bad field (`rules[2].window`), or
    ///   `rules` when the document is larger than ``maximumJSONBytes`` or is not
    ///   JSON.
    public init(json data: Data) throws(RuleBookError) {
        guard data.count <= Self.maximumJSONBytes else {
            throw RuleBookError(path: "rules", message: "the rule book is \(data.count) bytes, more than the limit of "
                                    + "\(Self.maximumJSONBytes) bytes (1 MiB)")
        }
        do throws(JSONInputError) {
            self = try RuleParser.ruleBook(from: JSONValue.parse(data, root: "rules"), path: "rules")
        } catch {
            throw RuleBookError(error)
        }
    }
}
