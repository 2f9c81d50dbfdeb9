import PopupKitCore
import PopupKitPresentation

extension PaintCommand {
    /// The commands that draw `node`: the one drawing of a render tree, which the
    /// Cairo back end and the Core Graphics painter both paint. Nothing for a node
    /// that would show nothing (non-finite geometry, an empty or clear shape).
    /// - Parameter slot: what stands in a hosted view's slot. Nothing by default:
    ///   the platform puts the app's view there. A back end without app views
    ///   (Cairo on Linux) draws a placeholder.
    public static func commands(for node: RenderNode,
                                slot: (SlotNode) -> [PaintCommand] = { _ in [] }) -> [PaintCommand] {
        switch node {
        case .group(let group): return groupCommands(group, slot: slot)
        case .box(let box): return boxCommands(box)
        case .text(let text):
            let frame = text.placement.frame
            guard frame.isFinite, frame.width >= 0, frame.height >= 0, !text.placement.text.isEmpty,
                  text.color.alpha > 0 else { return [] }
            return [.text(text.placement, text.color)]
        case .image(let image):
            guard image.rect.isFinite, image.rect.width > 0, image.rect.height > 0 else { return [] }
            return [.image(ImagePaint(name: image.name, rect: image.rect, fallback: imageFallback(image), tint: image.tint))]
        case .glyph(let glyph): return glyphCommands(glyph)
        case .spinner(let spinner): return spinnerCommands(spinner)
        case .ring(let ring): return ringCommands(ring)
        case .path(let path): return pathCommands(path)
        case .dot(let dot):
            guard dot.center.isFinite, dot.radius.isFinite, dot.radius > 0, dot.color.alpha > 0 else { return [] }
            return [.fill(.circle(center: dot.center, radius: dot.radius), dot.color)]
        case .mask(let mask): return maskCommands(mask)
        case .slot(let node):
            // The app's own view is shown there, on top of the layer; on Linux
            // the Cairo back end's placeholder stands in for it.
            return slot(node)
        }
    }

    /// A group inside a layer's content (custom content's own groups): its
    /// children's commands under its transform and opacity.
    private static func groupCommands(_ group: RenderGroup, slot: (SlotNode) -> [PaintCommand]) -> [PaintCommand] {
        guard group.hasFiniteTransform, group.opacity.isFinite, group.opacity > 0, group.scale > 0 else { return [] }
        let inner = group.children.flatMap { commands(for: $0, slot: slot) }
        guard !inner.isEmpty else { return [] }
        return [.group(PaintGroup(transform: LayerTransform(group), opacity: min(1, group.opacity), commands: inner))]
    }

    /// The fill, with its shadow under it, then a border inside the edge. The
    /// shadow is as strong under a translucent fill as under an opaque one (as
    /// a layer's `shadowPath` casts it) up to the fill's
    /// own alpha: Core Graphics cannot cast more shadow than the fill has alpha.
    private static func boxCommands(_ box: BoxNode) -> [PaintCommand] {
        let rect = box.rect
        guard rect.isFinite, rect.width > 0, rect.height > 0, box.cornerRadius.isFinite else { return [] }
        var result: [PaintCommand] = []
        let shape = PaintPath.roundedRect(rect, radius: box.cornerRadius)
        if var shadow = box.shadow.flatMap(ShadowPaint.init), box.fill.alpha > 0 {
            // Core Graphics multiplies a shadow by the alpha of what casts it; the
            // box's shadow is the shape's, however translucent the fill.
            shadow.color = shadow.color.withAlpha(min(1, shadow.color.alpha / box.fill.alpha))
            result.append(.fillWithShadow(shape, box.fill, shadow))
        } else if box.fill.alpha > 0 {
            result.append(.fill(shape, box.fill))
        }
        if let border = box.borderColor, box.borderWidth.isFinite, box.borderWidth > 0, border.alpha > 0 {
            let width = min(box.borderWidth, rect.width / 2, rect.height / 2)
            result.append(.stroke(.roundedRect(rect.outset(by: -width / 2), radius: box.cornerRadius - width / 2), border,
                                  StrokeStyle(width: width)))
        }
        return result
    }

    /// A placeholder colour's rounded rectangle (corners a fifth of the shorter
    /// side), or the missing-image look: a light grey box with a darker border and
    /// a cross, visible on dark and light backgrounds.
    private static func imageFallback(_ image: ImageNode) -> [PaintCommand] {
        let rect = image.rect
        if let placeholder = image.placeholder {
            return placeholder.alpha > 0
                ? [.fill(.roundedRect(rect, radius: min(rect.width, rect.height) / 5), placeholder)] : []
        }
        let inset = rect.outset(by: -0.5)
        let edge = NoticeColor(white: 0.45)
        return [
            .fill(.roundedRect(rect, radius: 0), NoticeColor(white: 0.85)),
            .stroke(.roundedRect(inset, radius: 0), edge, StrokeStyle(width: 1)),
            .stroke(.line(from: inset.origin, to: Point(x: inset.maxX, y: inset.maxY)), edge, StrokeStyle(width: 1)),
            .stroke(.line(from: Point(x: inset.maxX, y: inset.minY), to: Point(x: inset.minX, y: inset.maxY)), edge,
                    StrokeStyle(width: 1)),
        ]
    }

    /// A filled polygon and/or a (dashed) stroke: bubble arrows and dotted lines.
    private static func pathCommands(_ path: PathNode) -> [PaintCommand] {
        guard path.points.count >= 2, path.points.allSatisfy(\.isFinite) else { return [] }
        var result: [PaintCommand] = []
        if let fill = path.fill, fill.alpha > 0 {
            result.append(.fill(.polyline(path.points, closed: true), fill))
        }
        if let stroke = path.strokeColor, stroke.alpha > 0, path.strokeWidth.isFinite, path.strokeWidth > 0 {
            let dashes = path.dash.filter { $0.isFinite && $0 >= 0 }
            let style = StrokeStyle(width: path.strokeWidth, cap: .butt, join: .round,
                                    dash: dashes.contains { $0 > 0 } ? dashes : [])
            result.append(.stroke(.polyline(path.points, closed: path.closed), stroke, style))
        }
        return result
    }

    /// Clear: nothing. Solid: the colour over the rectangle. Gradient: clear at the
    /// centre to the edge colour at the rectangle's corner farthest from it.
    private static func maskCommands(_ mask: MaskNode) -> [PaintCommand] {
        let rect = mask.rect
        guard rect.isFinite, rect.width > 0, rect.height > 0 else { return [] }
        switch mask.fill {
        case .clear:
            return []
        case .solid(let color):
            return color.alpha > 0 ? [.fill(.roundedRect(rect, radius: 0), color)] : []
        case .radialGradient(let center, let edge):
            guard center.isFinite, edge.alpha > 0 else { return [] }
            let dx = max(abs(rect.minX - center.x), abs(rect.maxX - center.x))
            let dy = max(abs(rect.minY - center.y), abs(rect.maxY - center.y))
            let radius = (dx * dx + dy * dy).squareRoot()
            guard radius > 0 else { return [] }
            return [.radialGradient(clip: rect, center: center, radius: radius, inner: edge.withAlpha(0), outer: edge)]
        }
    }
}
