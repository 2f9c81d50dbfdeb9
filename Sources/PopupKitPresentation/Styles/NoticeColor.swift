import PopupKitCore
@_spi(Tools) import PopupKitCore

/// An sRGB colour with alpha, components in 0…1. Written in JSON as `"#RRGGBB"`
/// or `"#RRGGBBAA"`.
public struct NoticeColor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// Gray `white` (0 black … 1 white) with `alpha`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = NoticeColor(white: 0)
    public static let white = NoticeColor(white: 1)
    public static let clear = NoticeColor(white: 0, alpha: 0)

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> NoticeColor {
        NoticeColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        var digits = Substring(hex)
        guard digits.first == "#" else { return nil }
        digits.removeFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
                  blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    /// `#RRGGBBAA` (a component set outside 0…1 after creation is read as clamped,
    /// NaN as 0, as ``init(red:green:blue:alpha:)`` would have stored it).
    public var hex: String {
        [red, green, blue, alpha].map { component in
            let byte = Int((Self.unit(component) * 255).rounded())
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined().prefixed("#")
    }

    public var description: String { hex }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = NoticeColor(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\""))
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    private static func unit(_ value: Double) -> Double {
        value.isFinite ? min(1, max(0, value)) : 0
    }
}

extension String {
    fileprivate func prefixed(_ prefix: String) -> String { prefix + self }
}

/// A font by family, size and weight. The back end resolves the family; layout
/// only passes it to ``TextMeasuring``.
public struct NoticeFont: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Weight: String, Hashable, Sendable, Codable {
        case regular, bold
    }

    public var family: String
    public var size: Double
    public var weight: Weight

    public init(family: String = NoticeFont.defaultFamily, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The family used when a style does not name one (its metrics are stable
    /// across machines, which keeps snapshots stable).
    public static let defaultFamily = "DejaVu Sans"

    public static func system(_ size: Double) -> NoticeFont { NoticeFont(size: size) }
    public static func bold(_ size: Double) -> NoticeFont { NoticeFont(size: size, weight: .bold) }

    public var description: String { "\"\(family)\" \(Format.number(size)) \(weight.rawValue)" }
}

/// Horizontal alignment of text inside its frame. `natural` follows the layout
/// direction (left in LTR, right in RTL).
public enum TextAlign: String, Hashable, Sendable, Codable {
    case natural, left, center, right

    /// The physical alignment in a layout direction.
    public func resolved(_ direction: WritingDirection) -> TextAlign {
        guard self == .natural else { return self }
        return direction == .rightToLeft ? .right : .left
    }
}
