import PopupKitCore

/// One composited frame, lent to whoever shows it for the duration of the call:
/// what a ``CompositorThread`` and a main-queue surface hand a window.
public struct CompositedFrame {
    /// Premultiplied `0xAARRGGBB` words, `bytesPerRow` apart; valid only during the call.
    public var pixels: UnsafeRawPointer
    public var width: Int
    public var height: Int
    public var bytesPerRow: Int
    /// The pixels the frame painted again (``LayeredRenderer/lastDamage``), or
    /// `nil` when the whole frame is to be sent (a new size, or a window that lost
    /// its pixels).
    public var damage: PixelBox?
    /// The screen's size in points, and whether it changed with this frame.
    public var size: Size
    public var resized: Bool
    /// Whether the frame played motions between transactions (no operations).
    public var isComposited: Bool

    public init(pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, damage: PixelBox?, size: Size,
                resized: Bool, isComposited: Bool) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.damage = damage
        self.size = size
        self.resized = resized
        self.isComposited = isComposited
    }
}
