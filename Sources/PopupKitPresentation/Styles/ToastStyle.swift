import PopupKitCore

/// How a toast looks: every property of Toast-Swift's `ToastStyle`, same defaults
/// but its box: near-opaque (black at 95 %, where Toast-Swift has 80 %), so the
/// app's own text behind a toast never reads through its message. The dark colours
/// turn the toast light, so it still stands out on a dark screen: light grey at
/// 96 % with black text.
public struct ToastStyle: Hashable, Sendable, Codable {
    /// Which colours it draws with: the container's appearance by default.
    public var appearance = StyleAppearance.automatic
    /// Black at 95 % (light); light grey at 96 % (dark): opaque enough that the
    /// app's own text and lines behind show through at under 1.1:1.
    public var backgroundColor = DynamicColor(light: Self.lightBackground, dark: Self.darkBackground)
    public var titleColor = DynamicColor(light: .white, dark: .black)
    public var messageColor = DynamicColor(light: .white, dark: .black)
    /// At most this share of the container's width.
    public var maxWidthPercentage = 0.8
    /// At most this share of the container's height.
    public var maxHeightPercentage = 0.8
    /// Padding left and right of the content (and from the container edge).
    public var horizontalPadding = 10.0
    /// Padding above and below the content (and from the safe area edge).
    public var verticalPadding = 10.0
    public var cornerRadius = 10.0
    public var titleFont = NoticeFont.bold(16)
    public var messageFont = NoticeFont.system(16)
    public var titleAlignment = TextAlign.natural
    public var messageAlignment = TextAlign.natural
    /// 0 means no limit.
    public var titleNumberOfLines = 0
    /// 0 means no limit.
    public var messageNumberOfLines = 0
    public var displayShadow = false
    public var shadowColor = DynamicColor.black
    public var shadowOpacity = 0.8
    public var shadowRadius = 6.0
    public var shadowOffset = Size(width: 4, height: 4)
    public var imageSize = Size(width: 80, height: 80)
    public var activitySize = Size(width: 100, height: 100)
    public var activityIndicatorColor = DynamicColor(light: .white, dark: .black)
    public var activityBackgroundColor = DynamicColor(light: Self.lightBackground, dark: Self.darkBackground)
    /// Space between toasts stacked at the same position (they never overlap).
    public var stackSpacing = 8.0
    /// The lane's stacking order (read from the lane's style only: the stack is
    /// one for all toasts): the newest toast nearest the edge its toasts sit at
    /// (`true`, Toast-Swift's look), or farthest from it (`false`) — newest below
    /// older top toasts, above older bottom toasts. react-toastify's `newestOnTop`
    /// is `true` here for top toasts and `false` for bottom ones.
    public var newestNearestEdge = true

    public init() {}

    /// The light appearance's box: black at 95 %, like the system's dark HUD material.
    static let lightBackground = NoticeColor.black.withAlpha(0.95)
    /// The dark appearance's box: light grey at 96 %.
    static let darkBackground = NoticeColor(white: 0.9, alpha: 0.96)
}
