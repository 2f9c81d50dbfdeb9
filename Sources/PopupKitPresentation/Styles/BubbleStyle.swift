import PopupKitCore

/// How a bubble tip looks (BubblePopup's options): blue with white text, a
/// brighter blue on a dark screen. Both blues are deep enough for the white text
/// to keep WCAG AA contrast (4.5:1): the system blue itself gives only 4:1.
public struct BubbleStyle: Hashable, Sendable, Codable {
    /// Which colours it draws with: the container's appearance by default.
    public var appearance = StyleAppearance.automatic
    public var backgroundColor = DynamicColor(light: Self.lightBlue, dark: Self.darkBlue)
    public var textColor = DynamicColor.white
    public var font = NoticeFont.system(14)
    public var cornerRadius = 8.0
    /// Space inside the bubble around the text.
    public var padding = Insets(top: 8, left: 12, bottom: 8, right: 12)
    /// Text wraps at this width (the bubble adds its padding).
    public var maxWidth = 240.0
    /// The triangle arrow: its base width and its height.
    public var arrowSize = Size(width: 16, height: 8)
    /// The dotted line's dot on the target's edge.
    public var dotDiameter = 8.0
    /// A ring of the line's colour at 30 % around the dot (BubblePopup's link
    /// point: a 10 pt halo round a 6 pt dot); 0 (the default) draws none, and a
    /// halo no larger than the dot shows nothing.
    public var dotHaloDiameter = 0.0
    /// The dotted line's length from the bubble to the dot.
    public var lineLength = 24.0
    public var lineWidth = 2.0
    /// Dash lengths of the dotted line: on, off, on, off…
    public var dashPattern = [2.0, 4.0]
    public var lineColor = DynamicColor(light: Self.lightBlue, dark: Self.darkBlue)
    /// Least distance between the bubble and the safe area's edges.
    public var screenMargin = 8.0

    public init() {}

    /// `#0066DB`: 5.3:1 with white.
    static let lightBlue = NoticeColor(red: 0, green: 0.4, blue: 0.86)
    /// The blue lifted for a dark screen (as the system blue is), `#0A70EB`: 4.6:1 with white.
    static let darkBlue = NoticeColor(red: 0.04, green: 0.44, blue: 0.92)
}
