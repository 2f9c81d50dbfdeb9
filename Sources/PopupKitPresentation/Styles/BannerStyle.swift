import PopupKitCore

/// How a banner looks: a system-notification card that slides from the top edge,
/// near-white with dark text on a light screen, near-black with light text on a
/// dark one. The card is near-opaque (98 %) with a hairline edge, as the system's
/// notification banners: the app's own text behind never reads through the
/// banner's, and the card's edge still shows on a white screen.
public struct BannerStyle: Hashable, Sendable, Codable {
    /// Which colours it draws with: the container's appearance by default.
    public var appearance = StyleAppearance.automatic
    /// Near-white at 98 % (light), near-black at 98 % (dark).
    public var backgroundColor = DynamicColor(light: NoticeColor(white: 0.98, alpha: 0.98), dark: NoticeColor(white: 0.17, alpha: 0.98))
    /// The card's hairline edge: black at 10 % (light), white at 12 % (dark).
    public var borderColor = DynamicColor(light: NoticeColor.black.withAlpha(0.1), dark: NoticeColor.white.withAlpha(0.12))
    /// The hairline's width in points; 0 draws none.
    public var borderWidth = 0.5
    public var titleColor = DynamicColor(light: .black, dark: .white)
    public var subtitleColor = DynamicColor(light: NoticeColor(white: 0.25), dark: NoticeColor(white: 0.75))
    public var titleFont = NoticeFont.bold(15)
    public var subtitleFont = NoticeFont.system(15)
    /// 0 means no limit.
    public var titleNumberOfLines = 1
    /// 0 means no limit.
    public var subtitleNumberOfLines = 3
    public var iconSize = Size(width: 38, height: 38)
    /// Distance from the safe area's left, right and top edges.
    public var margin = 8.0
    /// Space inside the card around its content.
    public var padding = 14.0
    /// Space between the icon and the text.
    public var spacing = 10.0
    /// Space between the title and the subtitle (a banner with only one of them
    /// has none).
    public var titleSpacing = 2.0
    public var cornerRadius = 13.0
    public var displayShadow = true
    public var shadowColor = DynamicColor.black
    public var shadowOpacity = 0.2
    public var shadowRadius = 10.0
    public var shadowOffset = Size(width: 0, height: 3)
    /// Space between banners when several are visible.
    public var stackSpacing = 8.0

    public init() {}
}
