import PopupKitCore

/// How a popup's action buttons look, as UIAlertController draws its actions:
/// full-width rows under a hairline, titles in the tint colour, the cancel action
/// bold, a destructive one red, and a highlight while a finger is down on one.
///
/// The colours are a shade deeper than the system's on a light card and a shade
/// brighter on a dark one, so every title keeps WCAG AA contrast (4.5:1) with the
/// popup's own card colours: the system blue and red give about 4:1 and 3.5:1 on
/// white.
public struct PopupButtonStyle: Hashable, Sendable, Codable {
    /// The title of a `default` or `destructive` action.
    public var font = NoticeFont.system(17)
    /// The title of the `cancel` action: bold, as iOS sets it apart.
    public var cancelFont = NoticeFont.bold(17)
    /// The title colour of `default` and `cancel` actions (the tint).
    public var titleColor = DynamicColor(light: NoticeColor(red: 0, green: 0.4, blue: 0.859),
                                         dark: NoticeColor(red: 0.251, green: 0.612, blue: 1))
    /// The title colour of a `destructive` action.
    public var destructiveColor = DynamicColor(light: NoticeColor(red: 0.843, green: 0, blue: 0.082),
                                               dark: NoticeColor(red: 1, green: 0.412, blue: 0.38))
    /// What fills a button while a finger is down on it.
    public var pressedColor = DynamicColor(light: NoticeColor.black.withAlpha(0.1), dark: NoticeColor.white.withAlpha(0.12))
    /// The hairlines above each row of buttons and between buttons side by side.
    public var separatorColor = DynamicColor(light: NoticeColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29),
                                             dark: NoticeColor(red: 0.329, green: 0.329, blue: 0.345, alpha: 0.6))
    /// The hairlines' thickness (0: none).
    public var separatorWidth = 0.5
    /// The height of one row of buttons (44 points, the least comfortable tap target).
    public var height = 44.0
    /// The room kept on each side of a title inside its button: two titles sit
    /// side by side only if each fits half the card less this on both sides.
    public var padding = 8.0

    public init() {}

    /// The title font of an action with `role`.
    public func font(for role: PopupAction.Role) -> NoticeFont {
        role == .cancel ? cancelFont : font
    }

    /// The title colour of an action with `role`.
    public func titleColor(for role: PopupAction.Role) -> DynamicColor {
        role == .destructive ? destructiveColor : titleColor
    }

    /// The style with every number layout reads clamped (see `StyleNumbers`).
    var sanitized: PopupButtonStyle {
        var style = self
        style.font = StyleNumbers.font(font)
        style.cancelFont = StyleNumbers.font(cancelFont)
        style.separatorWidth = StyleNumbers.length(separatorWidth)
        style.height = StyleNumbers.length(height)
        style.padding = StyleNumbers.length(padding)
        return style
    }
}
