import PopupKitCore

/// How the HUD looks: SVProgressHUD's appearance settings and defaults, plus a
/// hairline edge and a soft shadow, so the white HUD still stands out on a white
/// screen (SVProgressHUD's has neither and vanishes there).
public struct HUDStyle: Hashable, Sendable, Codable {
    /// SVProgressHUD's `SVProgressHUDStyle`: the HUD's per-style appearance choice
    /// (``StyleAppearance``), plus SVProgressHUD's `custom`.
    public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
        /// `light` on a light container, `dark` on a dark one (SVProgressHUD's
        /// automatic style, its default).
        case automatic
        /// White HUD, black content, whatever the container.
        case light
        /// Black HUD, white content, whatever the container.
        case dark
        /// ``HUDStyle/backgroundColor`` and ``HUDStyle/foregroundColor``, each in its
        /// variant for the container's appearance.
        case custom

        /// Reads a name, refusing unknown ones with the names it knows.
        public init(from decoder: Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let value = Appearance(rawValue: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                    "\"\(text)\" is not one of: \(Self.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            self = value
        }
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

    /// Which colours the HUD draws with (see ``Appearance``).
    public var appearance = Appearance.automatic
    public var mask = Mask.none
    /// Used by `custom` appearance: white on a light container, black on a dark one.
    public var backgroundColor = DynamicColor(light: .white, dark: .black)
    /// Used by `custom` appearance: black on a light container, white on a dark one.
    public var foregroundColor = DynamicColor(light: .black, dark: .white)
    /// The `black` and `gradient` masks' colour (SVProgressHUD dims to 50 %).
    public var maskColor = DynamicColor(NoticeColor.black.withAlpha(0.5))
    public var font = NoticeFont.system(15)
    /// The HUD is never smaller than this.
    public var minimumSize = Size.zero
    public var ringThickness = 2.0
    public var ringRadius = 18.0
    /// The ring's radius when there is no status text.
    public var ringNoTextRadius = 24.0
    public var cornerRadius = 14.0
    /// The box's hairline edge: black at 12 % (light), white at 16 % (dark).
    public var borderColor = DynamicColor(light: NoticeColor.black.withAlpha(0.12), dark: NoticeColor.white.withAlpha(0.16))
    /// The hairline's width in points; 0 draws none.
    public var borderWidth = 0.5
    /// Whether the box casts a shadow (on by default: it lifts the white HUD off a
    /// white screen).
    public var displayShadow = true
    public var shadowColor = DynamicColor.black
    public var shadowOpacity = 0.18
    public var shadowRadius = 14.0
    public var shadowOffset = Size(width: 0, height: 4)
    public var imageViewSize = Size(width: 28, height: 28)
    /// Moves the HUD from the centre of the area above the keyboard.
    public var offsetFromCenter = Point.zero
    public var spinner = Spinner.ring
    /// Status text wraps at this width (SVProgressHUD: 200).
    public var maximumTextWidth = 200.0

    public init() {}

    /// The appearance the HUD draws with on a container of `appearance`: its own
    /// when it is `light` or `dark`, else the container's.
    public func resolvedAppearance(in appearance: PopupKitCore.Appearance) -> PopupKitCore.Appearance {
        switch self.appearance {
        case .light: .light
        case .dark: .dark
        case .automatic, .custom: appearance
        }
    }

    /// The HUD's fill colour on a container of `appearance`: SVProgressHUD's white
    /// (light) or black (dark), or the `custom` colour.
    public func background(in appearance: PopupKitCore.Appearance) -> NoticeColor {
        let resolved = resolvedAppearance(in: appearance)
        if self.appearance == .custom { return backgroundColor.resolved(resolved) }
        return resolved == .light ? .white : .black
    }

    /// The HUD's content colour on a container of `appearance`: SVProgressHUD's
    /// black (light) or white (dark), or the `custom` colour.
    public func foreground(in appearance: PopupKitCore.Appearance) -> NoticeColor {
        let resolved = resolvedAppearance(in: appearance)
        if self.appearance == .custom { return foregroundColor.resolved(resolved) }
        return resolved == .light ? .black : .white
    }
}
