import PopupKitCore

/// Which variant of its colours (``DynamicColor``) a style draws with: the
/// container's appearance, or always one of them. A toast that must stay dark on
/// a light screen says `.dark`; most styles follow the screen.
public enum StyleAppearance: String, Hashable, Sendable, Codable, CaseIterable {
    /// The container's appearance (``Container/appearance``).
    case automatic
    /// Always the light variants.
    case light
    /// Always the dark variants.
    case dark

    /// The appearance the style draws with on a container of `appearance`.
    public func resolved(in appearance: Appearance) -> Appearance {
        switch self {
        case .automatic: appearance
        case .light: .light
        case .dark: .dark
        }
    }

    /// Reads a name, refusing unknown ones with the names it knows.
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = StyleAppearance(rawValue: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                "\"\(text)\" is not one of: \(Self.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        self = value
    }
}
