import Foundation
import PopupKitCore

/// Why a rule book could not be read from JSON (``PopupCenter/loadRules(json:)``).
public struct RuleBookError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the JSON: `rules[2].window`; `rules` for the document itself.
    public var path: String
    /// What is wrong there.
    public var message: String

    public var description: String { "\(path): \(message)" }

    /// The error of a failed decoding, with its coding path spelled as a JSON path.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(context, "expected \(Self.name(of: type))")
        case .valueNotFound(let type, let context):
            self.init(context, "expected \(Self.name(of: type)), got null")
        case .keyNotFound(let key, let context):
            self.init(DecodingError.Context(codingPath: context.codingPath + [key], debugDescription: ""), "required")
        case .dataCorrupted(let context):
            self.init(context, context.debugDescription)
        @unknown default:
            self.init(path: "rules", message: "\(error)")
        }
    }

    /// An error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    private init(_ context: DecodingError.Context, _ message: String) {
        var path = "rules"
        for key in context.codingPath {
            if let index = key.intValue { path += "[\(index)]" } else { path += "." + key.stringValue }
        }
        self.init(path: path, message: message)
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is [FrequencyRule].Type, is [Any].Type: "an array of rules"
        default: "\(type)"
        }
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
    /// - Throws: ``RuleBookError`` naming the bad field (`rules[2].window`), or
    ///   `rules` when the document is larger than ``maximumJSONBytes``.
    public init(json data: Data) throws(RuleBookError) {
        guard data.count <= Self.maximumJSONBytes else {
            throw RuleBookError(path: "rules", message: "the rule book is \(data.count) bytes, more than the limit of "
                                    + "\(Self.maximumJSONBytes) bytes (1 MiB)")
        }
        do {
            self = try JSONDecoder().decode(RuleBook.self, from: data)
        } catch let error as DecodingError {
            throw RuleBookError(error)
        } catch {
            throw RuleBookError(path: "rules", message: "\(error)")
        }
    }
}
