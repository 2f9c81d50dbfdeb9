import PopupKitCore

/// How the HUD looks: SVProgressHUD's appearance settings and defaults.
public struct HUDStyle: Hashable, Sendable, Codable {
    /// SVProgressHUD's `SVProgressHUDStyle`.
    public enum Appearance: String, Hashable, Sendable, Codable {
        /// White HUD, black content.
        case light
        /// Black HUD, white content.
        case dark
        /// ``HUDStyle/backgroundColor`` and ``HUDStyle/foregroundColor``.
        case custom
    }

    /// What covers the screen behind the HUD. Any mask but `none` blocks touches.
    public enum Mask: String, Hashable, Sendable, Codable, CaseIterable {
        /// Touches pass through to what is below.
        case none
        /// Invisible, but touches are blocked.
        case clear
        /// Dims the screen (``HUDStyle/maskColor``).
        case black
        /// A radial gradient, clear at the HUD and dark at the edges.
        case gradient
    }

    /// The spinner's look (SVProgressHUD's animation types).
    public enum Spinner: String, Hashable, Sendable, Codable {
        /// An arc that turns (SVProgressHUD's flat animation).
        case ring
        /// Twelve spokes fading around (the system activity indicator).
        case system
    }

    public var appearance = Appearance.light
    public var mask = Mask.none
    /// Used by `custom` appearance.
    public var backgroundColor = Color.white
    /// Used by `custom` appearance.
    public var foregroundColor = Color.black
    /// The `black` mask's colour (SVProgressHUD dims to 50 %).
    public var maskColor = Color.black.withAlpha(0.5)
    public var font = Font.system(15)
    /// The HUD is never smaller than this.
    public var minimumSize = Size.zero
    public var ringThickness = 2.0
    public var ringRadius = 18.0
    /// The ring's radius when there is no status text.
    public var ringNoTextRadius = 24.0
    public var cornerRadius = 14.0
    public var imageViewSize = Size(width: 28, height: 28)
    /// Moves the HUD from the centre of the area above the keyboard.
    public var offsetFromCenter = Point.zero
    public var spinner = Spinner.ring
    /// Status text wraps at this width (SVProgressHUD: 200).
    public var maximumTextWidth = 200.0

    public init() {}

    /// The HUD's fill colour for its appearance.
    public var resolvedBackground: Color {
        switch appearance {
        case .light: .white
        case .dark: .black
        case .custom: backgroundColor
        }
    }

    /// The HUD's content colour for its appearance.
    public var resolvedForeground: Color {
        switch appearance {
        case .light: .black
        case .dark: .white
        case .custom: foregroundColor
        }
    }
}
