import PopupKitCore
import PopupKitPresentation

/// A WPToastManager style message: its `type` picks its frequency rule.
public struct BannerMessage: Sendable {
    public var type: String
    public var title: String?
    public var subtitle: String?
    public var image: String?
    /// How long it stays once shown (`nil`: the banner lane's default).
    public var displayTime: Duration?
    public var style: BannerStyle?
    /// Runs once, on the main actor, when the user taps the banner.
    public var onTap: (@Sendable @MainActor () -> Void)?

    public init(type: String = FrequencyRule.defaultType, title: String? = nil, subtitle: String? = nil,
                image: String? = nil, displayTime: Duration? = nil, style: BannerStyle? = nil,
                onTap: (@Sendable @MainActor () -> Void)? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.displayTime = displayTime
        self.style = style
        self.onTap = onTap
    }
}
