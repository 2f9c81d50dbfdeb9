import PopupKitCore
import PopupKitPresentation

/// What a platform does to show one layer's content, decided once here: a plain
/// colour, a shadow the layer casts itself, and drawing commands for a bitmap of
/// ``bounds``.
///
/// - A plain rectangle (a dimmed background, a HUD's mask: ``LayerContent/plainFill``)
///   becomes ``background`` and draws nothing (Core Animation: `backgroundColor`).
/// - The shadow of a content's first node, when it is a shadowed box, becomes
///   ``shadow``: the layer casts it from a path (`shadowPath`), so its bitmap
///   holds no blurred pixels and stays the size of the box.
/// - Everything else is ``commands``, drawn once into a bitmap covering
///   ``bounds`` at the screen's scale (`contents`), and never per frame.
public struct LayerPaint: Hashable, Sendable {
    /// A rectangle of one colour the layer fills itself, in layer coordinates.
    public struct Background: Hashable, Sendable {
        public var color: NoticeColor
        public var rect: Rect
    }

    /// A shadow the layer casts from `path` (layer coordinates).
    public struct Shadow: Hashable, Sendable {
        public var path: PaintPath
        public var paint: ShadowPaint
    }

    /// The part of the layer's coordinates its bitmap covers: every command's ink,
    /// grown to whole pixels. `nil` when nothing is drawn.
    public var bounds: Rect?
    public var background: Background?
    public var shadow: Shadow?
    public var commands: [PaintCommand]

    public init(bounds: Rect?, background: Background? = nil, shadow: Shadow? = nil, commands: [PaintCommand] = []) {
        self.bounds = bounds
        self.background = background
        self.shadow = shadow
        self.commands = commands
    }

    /// The paint of `content` on a screen of `scale` pixels per point.
    public init(_ content: LayerContent, scale: Double) {
        if let plain = content.plainFill {
            let rect = plain.rect.isFinite ? plain.rect : .zero
            self.init(bounds: nil, background: plain.color.alpha > 0 ? Background(color: plain.color, rect: rect) : nil)
            return
        }
        var nodes = content.nodes[...]
        var shadow: Shadow?
        if case .box(var box)? = nodes.first, let cast = box.shadow.flatMap(ShadowPaint.init), box.rect.isFinite,
           box.rect.width > 0, box.rect.height > 0 {
            shadow = Shadow(path: .roundedRect(box.rect, radius: box.cornerRadius), paint: cast)
            box.shadow = nil
            nodes = [.box(box)] + nodes.dropFirst()
        }
        let commands = nodes.flatMap { PaintCommand.commands(for: $0) }
        let ink = PaintCommand.inkBounds(of: commands)
        self.init(bounds: ink?.pixelAligned(scale: scale), shadow: shadow, commands: commands)
    }

    /// The rectangle the layer's geometry is built on: the bitmap's bounds, else
    /// the background's, else none.
    public var frame: Rect? { bounds ?? background?.rect }
}
