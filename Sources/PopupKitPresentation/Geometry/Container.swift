import PopupKitCore

/// The screen or window notices are laid out in.
///
/// Two sets of insets: the screen's ``safeArea`` (status bar, notch, home
/// indicator) and the app's ``contentInsets``, the safe area plus the app's own
/// bars (navigation bar, tab bar, toolbars), as a view controller's
/// `safeAreaInsets` include them. Toasts, the HUD, popup cards and bubble bodies
/// stay inside the content insets (``contentRect``, ``availableRect``), as
/// Toast-Swift's toasts keep inside their view's safe area; banners come down
/// over the top of the screen from the safe area, over the app's navigation bar,
/// as the system's notifications do.
///
/// Bad geometry never reaches layout: ``sanitized`` turns NaN, infinite and
/// negative values into 0 and shrinks insets that do not fit, so every frame
/// computed from a container is finite (a zero-size container yields zero-size
/// frames at its origin).
public struct Container: Hashable, Sendable, Codable {
    public var size: Size
    public var safeArea: Insets
    /// How far the app's bars reach in from each edge of the screen, the safe area
    /// included (a view controller's `safeAreaInsets`: a navigation bar's bottom,
    /// a tab bar's top from the bottom edge).
    ///
    /// Each side counts at least the safe area's: a side smaller than it (every
    /// side of the default, `.zero`) means the safe area's, so a container
    /// without bars keeps its notices where the safe area alone puts them. Bad
    /// values are cleaned as the safe area's are (``sanitized``); a pair of sides
    /// that does not fit the screen falls back to the safe area's.
    public var contentInsets: Insets
    /// The keyboard's height from the bottom edge (0 when hidden).
    public var keyboardHeight: Double
    public var layoutDirection: WritingDirection
    /// Whether the screen is light or dark: styles that follow the container
    /// (``StyleAppearance/automatic``, the default) draw their colours for it. It
    /// never changes layout.
    public var appearance: Appearance

    /// An iPhone-sized portrait container (390×844 points, 47/34 safe area), light.
    public init(size: Size = Size(width: 390, height: 844),
                safeArea: Insets = Insets(top: 47, left: 0, bottom: 34, right: 0),
                contentInsets: Insets = .zero, keyboardHeight: Double = 0,
                layoutDirection: WritingDirection = .leftToRight, appearance: Appearance = .light) {
        self.size = size
        self.safeArea = safeArea
        self.contentInsets = contentInsets
        self.keyboardHeight = keyboardHeight
        self.layoutDirection = layoutDirection
        self.appearance = appearance
    }

    private enum CodingKeys: String, CodingKey {
        case size, safeArea, contentInsets, keyboardHeight, layoutDirection, appearance
    }

    /// Reads a container; one written without an appearance is light, one
    /// without content insets has no bars (its content insets are the safe area).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(size: try container.decode(Size.self, forKey: .size),
                  safeArea: try container.decode(Insets.self, forKey: .safeArea),
                  contentInsets: try container.decodeIfPresent(Insets.self, forKey: .contentInsets) ?? .zero,
                  keyboardHeight: try container.decode(Double.self, forKey: .keyboardHeight),
                  layoutDirection: try container.decode(WritingDirection.self, forKey: .layoutDirection),
                  appearance: try container.decodeIfPresent(Appearance.self, forKey: .appearance) ?? .light)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The container inside its safe area.
    public var safeRect: Rect { bounds.inset(by: safeArea) }

    /// The content insets as layout uses them: each side at least the safe area's.
    public var resolvedContentInsets: Insets {
        Insets(top: max(safeArea.top, contentInsets.top), left: max(safeArea.left, contentInsets.left),
                   bottom: max(safeArea.bottom, contentInsets.bottom), right: max(safeArea.right, contentInsets.right))
    }

    /// The container inside the app's bars and the safe area: where the app's
    /// content shows, and notices but banners.
    public var contentRect: Rect { bounds.inset(by: resolvedContentInsets) }

    /// The content rect above the keyboard: where toasts, the HUD, popup cards and
    /// bubbles go.
    public var availableRect: Rect {
        var insets = resolvedContentInsets
        insets.bottom = max(insets.bottom, keyboardHeight)
        return bounds.inset(by: insets)
    }

    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// The container with every bad value replaced (see the type's documentation).
    public var sanitized: Container {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, 1e7) : 0 }
        var result = self
        result.size = Size(width: clean(size.width), height: clean(size.height))
        result.safeArea = Insets(top: clean(safeArea.top), left: clean(safeArea.left),
                                     bottom: clean(safeArea.bottom), right: clean(safeArea.right))
        if result.safeArea.top + result.safeArea.bottom > result.size.height {
            result.safeArea.top = 0
            result.safeArea.bottom = 0
        }
        if result.safeArea.left + result.safeArea.right > result.size.width {
            result.safeArea.left = 0
            result.safeArea.right = 0
        }
        result.contentInsets = Insets(top: clean(contentInsets.top), left: clean(contentInsets.left),
                                          bottom: clean(contentInsets.bottom), right: clean(contentInsets.right))
        let content = result.resolvedContentInsets
        if content.top + content.bottom > result.size.height {
            result.contentInsets.top = 0
            result.contentInsets.bottom = 0
        }
        if content.left + content.right > result.size.width {
            result.contentInsets.left = 0
            result.contentInsets.right = 0
        }
        result.keyboardHeight = min(clean(keyboardHeight), max(0, result.size.height - result.safeArea.top))
        return result
    }
}
