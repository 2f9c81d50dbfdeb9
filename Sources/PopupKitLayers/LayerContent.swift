import PopupKitCore
import PopupKitPresentation

/// What a layer draws: its group's nodes in the group's own coordinates, minus
/// the keyed child groups (a spinner), which are layers of their own on top.
///
/// A host draws the nodes once per `insert` or `redraw` (Core Graphics into the
/// layer's contents, Cairo into a kept surface). When they are one plain
/// rectangle (a dimmed background, a HUD's mask) ``plainFill`` says so, and a
/// host fills it natively (a `CALayer`'s `backgroundColor`) instead of drawing.
public struct LayerContent: Hashable, Sendable {
    /// One rectangle of one colour, no corners, border or shadow.
    public struct PlainFill: Hashable, Sendable {
        public var color: NoticeColor
        public var rect: Rect
    }

    public var nodes: [RenderNode]

    public init(nodes: [RenderNode]) {
        self.nodes = nodes
    }

    /// The plain rectangle the content is, if that is all it is: a solid or clear
    /// mask (clear blocks touches and draws nothing), or a square-cornered box
    /// without border or shadow.
    public var plainFill: PlainFill? {
        guard nodes.count == 1 else { return nil }
        switch nodes[0] {
        case .mask(let mask):
            switch mask.fill {
            case .solid(let color): return PlainFill(color: color, rect: mask.rect)
            case .clear: return PlainFill(color: .clear, rect: mask.rect)
            case .radialGradient: return nil
            }
        case .box(let box) where box.cornerRadius == 0 && box.shadow == nil && (box.borderColor == nil || box.borderWidth <= 0):
            return PlainFill(color: box.fill, rect: box.rect)
        default:
            return nil
        }
    }
}
