import PopupKitCore
import PopupKitPresentation
import RealModule

/// A 2D affine transform, `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`: the
/// layout of Core Graphics' `CGAffineTransform`, so a platform copies the six
/// numbers as they are.
public struct LayerTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = LayerTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scale by `scale` and turn by `rotation` (radians, clockwise on a y-down
    /// screen) about the origin.
    public init(scale: Double, rotation: Double) {
        let (sin, cos) = rotation == 0 ? (0.0, 1.0) : (Double.sin(rotation), Double.cos(rotation))
        self.init(a: scale * cos, b: scale * sin, c: -scale * sin, d: scale * cos, tx: 0, ty: 0)
    }

    /// Where `group` puts a point of its own coordinates in its parent's
    /// (``RenderGroup/place(_:)`` as a matrix).
    public init(_ group: RenderGroup) {
        var transform = LayerTransform(scale: group.scale, rotation: group.rotation)
        let anchor = group.anchor
        transform.tx = group.position.x + group.offset.x + anchor.x - (transform.a * anchor.x + transform.c * anchor.y)
        transform.ty = group.position.y + group.offset.y + anchor.y - (transform.b * anchor.x + transform.d * anchor.y)
        self = transform
    }

    public func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    public var isIdentity: Bool { self == .identity }
}
