import PopupKitPresentation
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

    /// Parses JSON text strictly (no trailing commas, no duplicate keys).
    /// - Throws: ``ScenarioError`` with the line and column of the problem.
    public static func parse(_ data: Data) throws(ScenarioError) -> JSONValue {
        try StrictJSONParser.parse(data)
    }

    /// A short name of the value's kind for error messages.
    var kindName: String {
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

/// A problem in scenario or rule JSON, with the path of the offending field
/// (`events[3].toast.duration`).
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: `events[3].toast.duration`; empty for the whole document.
    public var path: String
    /// What is wrong.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
