import PopupKitCore

/// A style colour with a light and a dark variant, as a dynamic colour in UIKit: a
/// single colour means both. Styles hold these; the scene resolves each one for the
/// appearance in force when it is built (``StyleAppearance``), so render nodes and
/// back ends only ever see a concrete ``NoticeColor``.
///
/// Written in JSON as one colour for both appearances (`"#RRGGBB"` or
/// `"#RRGGBBAA"`) or as `{"light": "#…", "dark": "#…"}`.
public struct DynamicColor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The colour on a light screen.
    public var light: NoticeColor
    /// The colour on a dark screen.
    public var dark: NoticeColor

    /// One colour for both appearances.
    public init(_ color: NoticeColor) {
        light = color
        dark = color
    }

    /// A colour for each appearance.
    public init(light: NoticeColor, dark: NoticeColor) {
        self.light = light
        self.dark = dark
    }

    public static let black = DynamicColor(.black)
    public static let white = DynamicColor(.white)
    public static let clear = DynamicColor(.clear)

    /// The variant for `appearance`.
    public func resolved(_ appearance: Appearance) -> NoticeColor {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }

    /// Whether the two variants differ.
    public var isDynamic: Bool { light != dark }

    /// `#RRGGBBAA` for one colour, `light #… dark #…` for two.
    public var description: String { isDynamic ? "light \(light) dark \(dark)" : light.description }

    private enum CodingKeys: String, CodingKey {
        case light, dark
    }

    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let color = NoticeColor(hex: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                    "expected \"#RRGGBB\", \"#RRGGBBAA\" or {\"light\": …, \"dark\": …}, got \"\(text)\""))
            }
            self.init(color)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(light: try container.decode(NoticeColor.self, forKey: .light),
                  dark: try container.decode(NoticeColor.self, forKey: .dark))
    }

    /// One string when both variants are the same colour, else an object.
    public func encode(to encoder: Encoder) throws {
        if isDynamic {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(light, forKey: .light)
            try container.encode(dark, forKey: .dark)
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(light)
        }
    }
}
