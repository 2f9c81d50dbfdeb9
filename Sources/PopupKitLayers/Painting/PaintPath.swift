import PopupKitCore
import PopupKitPresentation
import RealModule

/// A shape as moves, straight lines and cubic Bézier curves: what every 2D API
/// draws the same way (Core Graphics: `move(to:)`, `addLine(to:)`,
/// `addCurve(to:control1:control2:)`, `closeSubpath()`).
///
/// Circles, arcs and rounded corners are turned into curves here, once, so no
/// platform's arc conventions (Core Graphics' `clockwise` flag means the opposite
/// on a flipped, y-down context) can draw one the wrong way round.
public struct PaintPath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func close() { elements.append(.close) }

    /// Every point the path names, control points included: its curves lie inside
    /// their convex hull, so these bound the shape.
    public var points: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let point), .line(let point): [point]
            case let .curve(to, control1, control2): [control1, control2, to]
            case .close: []
            }
        }
    }
}

extension PaintPath {
    /// A polygon or polyline through `points`.
    public static func polyline(_ points: [Point], closed: Bool) -> PaintPath {
        var path = PaintPath()
        guard let first = points.first else { return path }
        path.move(to: first)
        for point in points.dropFirst() { path.line(to: point) }
        if closed { path.close() }
        return path
    }

    /// A straight segment.
    public static func line(from start: Point, to end: Point) -> PaintPath {
        .polyline([start, end], closed: false)
    }

    /// A rectangle with corners of `radius`, clamped to half the shorter side
    /// (negative and NaN radii are square corners), drawn clockwise on screen from
    /// the top edge.
    public static func roundedRect(_ rect: Rect, radius: Double) -> PaintPath {
        let r = radius.isFinite ? min(max(0, radius), rect.width / 2, rect.height / 2) : 0
        var path = PaintPath()
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        guard r > 0 else { return .polyline([rect.origin, Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)], closed: true) }
        path.move(to: Point(x: minX + r, y: minY))
        path.line(to: Point(x: maxX - r, y: minY))
        path.appendArc(center: Point(x: maxX - r, y: minY + r), radius: r, from: -.pi / 2, to: 0)
        path.line(to: Point(x: maxX, y: maxY - r))
        path.appendArc(center: Point(x: maxX - r, y: maxY - r), radius: r, from: 0, to: .pi / 2)
        path.line(to: Point(x: minX + r, y: maxY))
        path.appendArc(center: Point(x: minX + r, y: maxY - r), radius: r, from: .pi / 2, to: .pi)
        path.line(to: Point(x: minX, y: minY + r))
        path.appendArc(center: Point(x: minX + r, y: minY + r), radius: r, from: .pi, to: 3 * .pi / 2)
        path.close()
        return path
    }

    /// A whole circle.
    public static func circle(center: Point, radius: Double) -> PaintPath {
        var path = PaintPath()
        path.move(to: Point(x: center.x + radius, y: center.y))
        path.appendArc(center: center, radius: radius, from: 0, to: 2 * .pi)
        path.close()
        return path
    }

    /// An open arc from angle `start` to `end` (radians; angles grow clockwise on
    /// a y-down screen, 0 pointing right), as a new subpath.
    public static func arc(center: Point, radius: Double, from start: Double, to end: Double) -> PaintPath {
        var path = PaintPath()
        path.move(to: Self.point(on: center, radius: radius, angle: start))
        path.appendArc(center: center, radius: radius, from: start, to: end)
        return path
    }

    /// Continues the path along a circle from `start` to `end` (the current point
    /// must be the arc's start), in pieces of at most a quarter turn, each a cubic
    /// curve whose midpoint lies on the circle.
    mutating func appendArc(center: Point, radius: Double, from start: Double, to end: Double) {
        let sweep = end - start
        guard sweep.isFinite, radius.isFinite, radius > 0, sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // Control-point distance for a circular piece of angle `step`.
        let k = 4.0 / 3.0 * Double.tan(step / 4) * radius
        for piece in 0..<pieces {
            let a0 = start + Double(piece) * step, a1 = a0 + step
            let p0 = Self.point(on: center, radius: radius, angle: a0)
            let p1 = Self.point(on: center, radius: radius, angle: a1)
            let c1 = Point(x: p0.x - k * Double.sin(a0), y: p0.y + k * Double.cos(a0))
            let c2 = Point(x: p1.x + k * Double.sin(a1), y: p1.y - k * Double.cos(a1))
            curve(to: p1, control1: c1, control2: c2)
        }
    }

    static func point(on center: Point, radius: Double, angle: Double) -> Point {
        Point(x: center.x + radius * Double.cos(angle), y: center.y + radius * Double.sin(angle))
    }
}
