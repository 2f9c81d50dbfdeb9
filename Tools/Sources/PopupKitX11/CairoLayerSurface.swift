import PopupKit
import PopupKitCairo
import PopupKitHost

/// A host surface drawn with Cairo: it performs each committed transaction on a
/// ``LayeredRenderer`` (layers kept between frames, a frame painted again only
/// where the operations touched it) and hands the frame to ``onFrame``: the X11
/// window sends the damaged pixels to the screen; a probe or a test reads them.
@MainActor
public final class CairoLayerSurface: HostSurface {
    /// One composited frame, lent for the duration of ``onFrame``.
    public struct Frame {
        /// Premultiplied `0xAARRGGBB` words, `bytesPerRow` apart; valid only during the call.
        public var pixels: UnsafeRawPointer
        public var width: Int
        public var height: Int
        public var bytesPerRow: Int
        /// The pixels the frame painted again (``LayeredRenderer/lastDamage``).
        public var damage: PixelBox?
        /// The screen's size in points, and whether it changed with this frame.
        public var size: Size
        public var resized: Bool
    }

    /// Keeps the layers and composites the frames.
    public let layers: LayeredRenderer
    /// Receives every frame drawn.
    public var onFrame: (@MainActor (Frame) -> Void)?
    /// Receives the requests (announcements, focus moves, haptics): a Linux window
    /// has no screen reader to hand them to, so it logs them.
    public var onRequest: (@MainActor (HostRequest) -> Void)?
    /// Receives the screen reader's elements when they change (a Linux window
    /// hands them to no screen reader; a test or a log may read them).
    public var onAccessibility: (@MainActor (AccessibilityChange) -> Void)?
    /// Called when a frame cannot be drawn.
    public var onError: (@MainActor (any Error) -> Void)?
    /// How many frames it drew.
    public private(set) var framesDrawn = 0

    public init(renderer: CairoRenderer) {
        layers = LayeredRenderer(renderer: renderer)
    }

    public func commit(_ transaction: LayerTransaction) {
        do {
            try layers.commit(transaction) { pixels, width, height, bytesPerRow in
                framesDrawn += 1
                onFrame?(Frame(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow,
                               damage: layers.lastDamage, size: transaction.size, resized: transaction.resized))
            }
        } catch {
            onError?(error)
        }
    }

    public func accessibilityChanged(_ change: AccessibilityChange) {
        onAccessibility?(change)
    }

    public func perform(_ request: HostRequest, focus: AccessibilityElement?) {
        onRequest?(request)
    }
}
