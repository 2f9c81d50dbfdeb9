import PopupKitCore

/// How a toast looks: every property of Toast-Swift's `ToastStyle`, same defaults.
public struct ToastStyle: Hashable, Sendable, Codable {
    /// Black at 80 %.
    public var backgroundColor = Color.black.withAlpha(0.8)
    public var titleColor = Color.white
    public var messageColor = Color.white
    /// At most this share of the container's width.
    public var maxWidthPercentage = 0.8
    /// At most this share of the container's height.
    public var maxHeightPercentage = 0.8
    /// Padding left and right of the content (and from the container edge).
    public var horizontalPadding = 10.0
    /// Padding above and below the content (and from the safe area edge).
    public var verticalPadding = 10.0
    public var cornerRadius = 10.0
    public var titleFont = Font.bold(16)
    public var messageFont = Font.system(16)
    public var titleAlignment = TextAlignment.natural
    public var messageAlignment = TextAlignment.natural
    /// 0 means no limit.
    public var titleNumberOfLines = 0
    /// 0 means no limit.
    public var messageNumberOfLines = 0
    public var displayShadow = false
    public var shadowColor = Color.black
    public var shadowOpacity = 0.8
    public var shadowRadius = 6.0
    public var shadowOffset = Size(width: 4, height: 4)
    public var imageSize = Size(width: 80, height: 80)
    public var activitySize = Size(width: 100, height: 100)
    public var activityIndicatorColor = Color.white
    public var activityBackgroundColor = Color.black.withAlpha(0.8)
    /// Space between toasts stacked at the same position (they never overlap).
    public var stackSpacing = 8.0
    /// The lane's stacking order (read from the lane's style only: the stack is
    /// one for all toasts): the newest toast nearest the edge its toasts sit at
    /// (`true`, Toast-Swift's look), or farthest from it (`false`) — newest below
    /// older top toasts, above older bottom toasts. react-toastify's `newestOnTop`
    /// is `true` here for top toasts and `false` for bottom ones.
    public var newestNearestEdge = true

    public init() {}
}
