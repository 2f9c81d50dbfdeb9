import PopupKitCore
import PopupKitPresentation

/// Conservative bounds of what a node draws, so a translucent group is composited
/// through an intermediate surface of its own size rather than the whole screen's.
extension CairoRenderer {
    /// A rectangle that contains everything `nodes` draw, or nil.
    static func bounds(of nodes: [RenderNode]) -> Rect? {
        union(nodes.map(bounds(of:)))
    }

    /// A rectangle that contains everything `node` draws (in its parent's
    /// coordinates), or nil when it draws nothing or its extent is unknown.
    static func bounds(of node: RenderNode) -> Rect? {
        switch node {
        case .group(let group):
            guard group.hasFiniteTransform, let inner = bounds(of: group.children) else { return nil }
            return group.placed(inner)
        case .box(let box):
            guard let shadow = box.shadow else { return box.rect.outset(by: 1) }
            let reach = abs(shadow.radius) * 2 + max(abs(shadow.offset.width), abs(shadow.offset.height)) + 2
            return box.rect.outset(by: reach.isFinite ? reach : 0)
        case .text(let text):
            // Ink stays in the frame; a margin of one size covers clipped fallbacks.
            return text.placement.frame.outset(by: text.placement.font.size.isFinite ? text.placement.font.size : 0)
        case .image(let image): return image.rect.outset(by: 1)
        case .glyph(let glyph): return glyph.rect.outset(by: max(glyph.rect.width, glyph.rect.height) * 0.1 + 1)
        case .spinner(let spinner): return square(spinner.center, spinner.radius + spinner.thickness + 1)
        case .ring(let ring): return square(ring.center, ring.radius + ring.thickness + 1)
        case .dot(let dot): return square(dot.center, dot.radius + 1)
        case .mask(let mask): return mask.rect
        case .slot(let slot): return slot.rect.outset(by: 1)
        case .path(let path):
            guard let first = path.points.first else { return nil }
            var rect = Rect(origin: first, size: .zero)
            for point in path.points.dropFirst() { rect = union(rect, Rect(origin: point, size: .zero)) }
            return rect.outset(by: (path.strokeWidth.isFinite ? path.strokeWidth : 0) * 2 + 1)
        }
    }

    private static func square(_ center: Point, _ half: Double) -> Rect {
        Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
    }

    private static func union(_ rects: [Rect?]) -> Rect? {
        rects.reduce(nil as Rect?) { partial, next in
            guard let next, next.isFinite else { return partial }
            return partial.map { union($0, next) } ?? next
        }
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
