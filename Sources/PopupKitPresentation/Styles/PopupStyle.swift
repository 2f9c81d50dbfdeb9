import PopupKitCore

/// How a popup looks: a centred card over a dimmed screen; white with dark text on
/// a light screen, dark grey with light text on a dark one (dimmed a little more).
public struct PopupStyle: Hashable, Sendable, Codable {
    /// Which colours it draws with: the container's appearance by default.
    public var appearance = StyleAppearance.automatic
    public var backgroundColor = DynamicColor(light: .white, dark: NoticeColor(white: 0.17))
    public var titleColor = DynamicColor(light: .black, dark: .white)
    public var messageColor = DynamicColor(light: NoticeColor(white: 0.2), dark: NoticeColor(white: 0.8))
    public var titleFont = NoticeFont.bold(17)
    public var messageFont = NoticeFont.system(15)
    /// What covers the screen behind the card: black at 40 % (light), 60 % (dark).
    public var dimColor = DynamicColor(light: NoticeColor.black.withAlpha(0.4), dark: NoticeColor.black.withAlpha(0.6))
    public var width = 300.0
    public var padding = 20.0
    public var spacing = 8.0
    public var cornerRadius = 14.0
    /// The action buttons under the title and message (``Popup/actions``).
    public var buttons = PopupButtonStyle()

    public init() {}
}
