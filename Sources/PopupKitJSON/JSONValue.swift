import PopupKitCore

import Foundation

/// A parsed JSON document, kept as data so readers can check every field by hand,
/// reject unknown ones and name the exact path of a problem.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON text strictly: no trailing commas, no duplicate keys, no byte
    /// order mark, no number beyond `Double`'s range.
    /// - Parameter root: the document's name in error paths (`rules` makes a
    ///   duplicate key `rules[0].priority`); empty for none.
    /// - Throws: ``JSONInputError`` with the line and column of the problem.
    public static func parse(_ data: Data, root: String = "") throws(JSONInputError) -> JSONValue {
        try StrictJSONParser.parse(data, root: root)
    }

    /// A short name of the value's kind for error messages.
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
