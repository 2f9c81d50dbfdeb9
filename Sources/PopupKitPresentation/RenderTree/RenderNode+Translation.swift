import PopupKitCore

extension RenderNode {
    /// The node moved by `delta`: every point and rectangle it draws at, a
    /// group's position. Used to put a notice's parts, laid out in container
    /// coordinates, into its group's own coordinates (the group's position then
    /// holds the move, so a notice that moves keeps its drawing).
    ///
    /// The moved coordinates (and the sizes of rectangles) are snapped to 2⁻²⁰ pt (a millionth, far below what
    /// a screen shows): subtracting a frame's origin from a part laid out at
    /// origin + padding gives the padding only up to rounding (770.8 − 760.8 is
    /// 10.000000000000036), and a notice moved elsewhere would otherwise get
    /// slightly different local coordinates for the same drawing and be drawn again.
    /// - Complexity: O(n) in the points it holds (a path's points, a group's children).
    package func translated(by delta: Point) -> RenderNode {
        switch self {
        case .group(var group):
            group.position = group.position.localized(by: delta)
            return .group(group)
        case .box(var box):
            box.rect = box.rect.localized(by: delta)
            return .box(box)
        case .text(var text):
            text.placement.frame = text.placement.frame.localized(by: delta)
            return .text(text)
        case .image(var image):
            image.rect = image.rect.localized(by: delta)
            return .image(image)
        case .glyph(var glyph):
            glyph.rect = glyph.rect.localized(by: delta)
            return .glyph(glyph)
        case .spinner(var spinner):
            spinner.center = spinner.center.localized(by: delta)
            return .spinner(spinner)
        case .ring(var ring):
            ring.center = ring.center.localized(by: delta)
            return .ring(ring)
        case .path(var path):
            path.points = path.points.map { $0.localized(by: delta) }
            return .path(path)
        case .dot(var dot):
            dot.center = dot.center.localized(by: delta)
            return .dot(dot)
        case .mask(var mask):
            mask.rect = mask.rect.localized(by: delta)
            if case .radialGradient(let center, let edge) = mask.fill {
                mask.fill = .radialGradient(center: center.localized(by: delta), edge: edge)
            }
            return .mask(mask)
        case .slot(var slot):
            slot.rect = slot.rect.localized(by: delta)
            return .slot(slot)
        }
    }
}

extension Rect {
    /// This rectangle moved by `delta`, its origin and size on a grid of 2⁻²⁰ pt:
    /// a size layout computed from container coordinates (a bottom edge minus a
    /// top) carries their rounding too.
    func localized(by delta: Point) -> Rect {
        Rect(origin: origin.localized(by: delta), size: Size(width: Point.snap(width), height: Point.snap(height)))
    }
}

extension Point {
    /// This point moved by `delta`.
    public func moved(by delta: Point) -> Point {
        Point(x: x + delta.x, y: y + delta.y)
    }

    /// This point moved by `delta`, on a grid of 2⁻²⁰ pt (see ``RenderNode/translated(by:)``).
    func localized(by delta: Point) -> Point {
        Point(x: Self.snap(x + delta.x), y: Self.snap(y + delta.y))
    }

    static func snap(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let grid = 1_048_576.0
        return (value * grid).rounded() / grid
    }

    /// The point mirrored through the origin: a move back.
    public var negated: Point { Point(x: -x, y: -y) }
}
