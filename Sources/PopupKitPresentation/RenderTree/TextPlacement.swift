import PopupKitCore

/// A piece of text placed by layout; the back end draws it in `frame`, wrapped at
/// the frame's width, with its font and line limit, and measures nothing again:
/// layout already lowered the line limit to the lines that fit the frame.
public struct TextPlacement: Hashable, Sendable {
    public var text: String
    public var frame: Rect
    public var font: NoticeFont
    /// Already resolved for the layout direction (never `natural`).
    public var alignment: TextAlign
    /// How many lines to draw at most; 0 means no limit. In a layout it is the
    /// style's limit, lowered to the lines that fit `frame` (at least one).
    public var lineLimit: Int

    public init(text: String, frame: Rect, font: NoticeFont, alignment: TextAlign, lineLimit: Int) {
        self.text = text
        self.frame = frame
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
    }
}
