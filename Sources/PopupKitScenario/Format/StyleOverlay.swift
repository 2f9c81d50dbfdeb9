import PopupKitPresentation
import PopupKitCore
import PopupKitJSON

import Foundation

/// Applies "any subset of a style's properties" from JSON onto a style value,
/// through the style's own `Codable` form: unknown properties, wrong types,
/// negative sizes, numbers above 1e9 and fractional line counts are errors naming
/// their path.
enum StyleOverlay {
    /// Numbers under these keys may be negative (offsets); all others must be ≥ 0.
    static let signedKeys: Set<String> = ["shadowOffset", "offsetFromCenter"]

    /// Style numbers beyond this are mistakes, as the format's other numbers.
    static let largestMagnitude = JSONObjectReader.largestMagnitude

    /// Whether the property under `key` counts lines (a whole number).
    static func isLineCount(_ key: String) -> Bool { key.hasSuffix("NumberOfLines") }

    static func apply<Style: Codable>(_ overrides: JSONValue, to base: Style, path: String) throws(ScenarioError) -> Style {
        let encoded: JSONValue
        do {
            encoded = try JSONValue.parse(JSONEncoder().encode(base))
        } catch {
            throw ScenarioError(path: path, message: "internal: cannot encode the default style (\(error))")
        }
        let merged = try merge(overrides, into: encoded, path: path, key: "", signed: false)
        do {
            return try JSONDecoder().decode(Style.self, from: Data(merged.serialized().utf8))
        } catch let DecodingError.dataCorrupted(context) {
            throw ScenarioError(path: join(path, context.codingPath), message: context.debugDescription)
        } catch let DecodingError.typeMismatch(_, context) {
            throw ScenarioError(path: join(path, context.codingPath), message: "wrong type: \(context.debugDescription)")
        } catch {
            throw ScenarioError(path: path, message: "\(error)")
        }
    }

    private static func merge(_ overrides: JSONValue, into base: JSONValue, path: String, key: String,
                              signed: Bool) throws(ScenarioError) -> JSONValue {
        if let variants = colorVariants(base) { return try mergeColor(overrides, into: variants, path: path) }
        switch (overrides, base) {
        case (.object(let changes), .object(var fields)):
            for key in changes.keys.sorted() {
                let fieldPath = path.isEmpty ? key : "\(path).\(key)"
                guard let current = fields[key] else {
                    throw ScenarioError(path: fieldPath, message: "unknown style property; expected one of: \(fields.keys.sorted().joined(separator: ", "))")
                }
                fields[key] = try merge(changes[key] ?? .null, into: current, path: fieldPath, key: key,
                                        signed: signed || signedKeys.contains(key))
            }
            return .object(fields)
        case (.object, _):
            throw ScenarioError(path: path, message: "expected \(base.kindName), got an object")
        case (.number(let value), .number):
            if !signed && value < 0 { throw ScenarioError(path: path, message: "must be ≥ 0, got \(value)") }
            if abs(value) > largestMagnitude { throw ScenarioError(path: path, message: "must be at most 1e9, got \(value)") }
            if isLineCount(key) && value != value.rounded() {
                throw ScenarioError(path: path, message: "expected a whole number of lines, got \(value)")
            }
            return overrides
        case (.array(let values), .array):
            for (index, value) in values.enumerated() {
                guard case .number(let number) = value else {
                    throw ScenarioError(path: "\(path)[\(index)]", message: "expected a number, got \(value.kindName)")
                }
                if number < 0 { throw ScenarioError(path: "\(path)[\(index)]", message: "must be ≥ 0, got \(number)") }
                if number > largestMagnitude {
                    throw ScenarioError(path: "\(path)[\(index)]", message: "must be at most 1e9, got \(number)")
                }
            }
            return overrides
        case (.string, .string), (.bool, .bool):
            return overrides
        default:
            throw ScenarioError(path: path, message: "expected \(base.kindName), got \(overrides.kindName)")
        }
    }

    /// A style colour's light and dark variants when `base` is one (`"#RRGGBBAA"` for
    /// both, or `{"light", "dark"}`).
    private static func colorVariants(_ base: JSONValue) -> [String: JSONValue]? {
        switch base {
        case .string(let text) where NoticeColor(hex: text) != nil:
            return ["light": base, "dark": base]
        case .object(let fields) where Set(fields.keys) == ["light", "dark"]:
            return fields
        default:
            return nil
        }
    }

    /// A colour over a style colour: a string is the colour for both appearances; an
    /// object sets the variants it names (`{"dark": "#…"}` keeps the light one). The
    /// style's decoder then checks every colour string.
    private static func mergeColor(_ overrides: JSONValue, into variants: [String: JSONValue],
                                   path: String) throws(ScenarioError) -> JSONValue {
        switch overrides {
        case .string:
            return overrides
        case .object(let changes):
            var merged = variants
            for key in changes.keys.sorted() {
                guard merged[key] != nil else {
                    throw ScenarioError(path: "\(path).\(key)", message: "unknown appearance; expected one of: dark, light")
                }
                guard case .string = changes[key] else {
                    throw ScenarioError(path: "\(path).\(key)",
                                        message: "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \(changes[key]?.kindName ?? "null")")
                }
                merged[key] = changes[key]
            }
            return .object(merged)
        default:
            throw ScenarioError(path: path, message: "expected a colour: \"#RRGGBB\", \"#RRGGBBAA\" or "
                                + "{\"light\": \"#…\", \"dark\": \"#…\"}, got \(overrides.kindName)")
        }
    }

    private static func join(_ path: String, _ codingPath: [CodingKey]) -> String {
        ([path] + codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
            .filter { !$0.isEmpty }.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }
}
