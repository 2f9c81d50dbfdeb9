import PopupKitCore

/// How a popup looks: a centred card over a dimmed screen.
public struct PopupStyle: Hashable, Sendable, Codable {
    public var backgroundColor = Color.white
    public var titleColor = Color.black
    public var messageColor = Color(white: 0.2)
    public var titleFont = Font.bold(17)
    public var messageFont = Font.system(15)
    public var dimColor = Color.black.withAlpha(0.4)
    public var width = 300.0
    public var padding = 20.0
    public var spacing = 8.0
    public var cornerRadius = 14.0

    public init() {}
}
