import PopupKitCore

/// The screen or window notices are laid out in.
///
/// Bad geometry never reaches layout: ``sanitized`` turns NaN, infinite and
/// negative values into 0 and shrinks insets that do not fit, so every frame
/// computed from a container is finite (a zero-size container yields zero-size
/// frames at its origin).
public struct Container: Hashable, Sendable, Codable {
    public var size: Size
    public var safeArea: EdgeInsets
    /// The keyboard's height from the bottom edge (0 when hidden).
    public var keyboardHeight: Double
    public var layoutDirection: LayoutDirection
    /// Whether the screen is light or dark: styles that follow the container
    /// (``StyleAppearance/automatic``, the default) draw their colours for it. It
    /// never changes layout.
    public var appearance: Appearance

    /// An iPhone-sized portrait container (390×844 points, 47/34 safe area), light.
    public init(size: Size = Size(width: 390, height: 844),
                safeArea: EdgeInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                keyboardHeight: Double = 0, layoutDirection: LayoutDirection = .leftToRight,
                appearance: Appearance = .light) {
        self.size = size
        self.safeArea = safeArea
        self.keyboardHeight = keyboardHeight
        self.layoutDirection = layoutDirection
        self.appearance = appearance
    }

    private enum CodingKeys: String, CodingKey {
        case size, safeArea, keyboardHeight, layoutDirection, appearance
    }

    /// Reads a container; one written without an appearance is light.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(size: try container.decode(Size.self, forKey: .size),
                  safeArea: try container.decode(EdgeInsets.self, forKey: .safeArea),
                  keyboardHeight: try container.decode(Double.self, forKey: .keyboardHeight),
                  layoutDirection: try container.decode(LayoutDirection.self, forKey: .layoutDirection),
                  appearance: try container.decodeIfPresent(Appearance.self, forKey: .appearance) ?? .light)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The container inside its safe area.
    public var safeRect: Rect { bounds.inset(by: safeArea) }

    /// The safe area above the keyboard: where bottom and center items go.
    public var availableRect: Rect {
        var insets = safeArea
        insets.bottom = max(safeArea.bottom, keyboardHeight)
        return bounds.inset(by: insets)
    }

    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// The container with every bad value replaced (see the type's documentation).
    public var sanitized: Container {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, 1e7) : 0 }
        var result = self
        result.size = Size(width: clean(size.width), height: clean(size.height))
        result.safeArea = EdgeInsets(top: clean(safeArea.top), left: clean(safeArea.left),
                                     bottom: clean(safeArea.bottom), right: clean(safeArea.right))
        if result.safeArea.top + result.safeArea.bottom > result.size.height {
            result.safeArea.top = 0
            result.safeArea.bottom = 0
        }
        if result.safeArea.left + result.safeArea.right > result.size.width {
            result.safeArea.left = 0
            result.safeArea.right = 0
        }
        result.keyboardHeight = min(clean(keyboardHeight), max(0, result.size.height - result.safeArea.top))
        return result
    }
}
