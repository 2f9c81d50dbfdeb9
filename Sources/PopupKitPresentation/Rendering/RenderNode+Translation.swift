import PopupKitCore

extension RenderNode {
    /// The node moved by `delta`: every point and rectangle it draws at, a
    /// group's position. Used to put a notice's parts, laid out in container
    /// coordinates, into its group's own coordinates (the group's position then
    /// holds the move, so a notice that moves keeps its drawing).
    /// - Complexity: O(n) in the points it holds (a path's points, a group's children).
    func translated(by delta: Point) -> RenderNode {
        switch self {
        case .group(var group):
            group.position = group.position.moved(by: delta)
            return .group(group)
        case .box(var box):
            box.rect.origin = box.rect.origin.moved(by: delta)
            return .box(box)
        case .text(var text):
            text.placement.frame.origin = text.placement.frame.origin.moved(by: delta)
            return .text(text)
        case .image(var image):
            image.rect.origin = image.rect.origin.moved(by: delta)
            return .image(image)
        case .glyph(var glyph):
            glyph.rect.origin = glyph.rect.origin.moved(by: delta)
            return .glyph(glyph)
        case .spinner(var spinner):
            spinner.center = spinner.center.moved(by: delta)
            return .spinner(spinner)
        case .ring(var ring):
            ring.center = ring.center.moved(by: delta)
            return .ring(ring)
        case .path(var path):
            path.points = path.points.map { $0.moved(by: delta) }
            return .path(path)
        case .dot(var dot):
            dot.center = dot.center.moved(by: delta)
            return .dot(dot)
        case .mask(var mask):
            mask.rect.origin = mask.rect.origin.moved(by: delta)
            if case .radialGradient(let center, let edge) = mask.fill {
                mask.fill = .radialGradient(center: center.moved(by: delta), edge: edge)
            }
            return .mask(mask)
        }
    }
}

extension Point {
    /// This point moved by `delta`.
    public func moved(by delta: Point) -> Point {
        Point(x: x + delta.x, y: y + delta.y)
    }

    /// The point mirrored through the origin: a move back.
    public var negated: Point { Point(x: -x, y: -y) }
}
