import Foundation

/// A parsed JSON document, kept as data so readers can check every field by hand,
/// reject unknown ones and name the exact path of a problem.
public enum JSONValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text; malformed input throws ``ScenarioError``.
    public static func parse(_ data: Data) throws(ScenarioError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw ScenarioError(path: "", message: "malformed JSON: \(underlying ?? context.debugDescription)")
        } catch {
            throw ScenarioError(path: "", message: "malformed JSON: \(error)")
        }
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
