import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// Where a platform layer sits, in Core Animation's terms: its `bounds` (its own
/// coordinates, the content's local ones: a layer inside it is placed in them),
/// the `anchorPoint` in the unit square of the bounds, the `position` of that
/// point in the parent's coordinates, a `transform` about it (scale and turn) and
/// an `opacity`.
///
/// Core Animation shows a point `p` of the bounds at
/// `position + transform · (p − anchor)`, where `anchor` is the anchor point in
/// bounds coordinates; the scene shows it at
/// `position + offset + anchor + R(rotation) · scale · (p − anchor)`
/// (``RenderGroup/place(_:)``). Both agree when the layer's anchor point is the
/// group's anchor and its position is the group's position plus offset plus
/// anchor, which is what ``init(_:frame:)`` computes.
package struct LayerGeometry: Hashable, Sendable {
    package var bounds: Rect
    package var anchorPoint: Point
    package var position: Point
    package var transform: LayerTransform
    package var opacity: Double

    package init(bounds: Rect, anchorPoint: Point, position: Point, transform: LayerTransform, opacity: Double) {
        self.bounds = bounds
        self.anchorPoint = anchorPoint
        self.position = position
        self.transform = transform
        self.opacity = opacity
    }

    /// The geometry of a layer with `properties` whose content covers `frame`
    /// (``LayerPaint/frame``; none for a layer that draws nothing). An empty side
    /// is given one point around the anchor, so the anchor point is a number;
    /// opacity is clamped into 0…1 (NaN is 0); a non-finite transform hides the
    /// layer (opacity 0, identity transform).
    package init(_ properties: LayerProperties, frame: Rect?) {
        let anchor = properties.anchor.isFinite ? properties.anchor : .zero
        var bounds = frame.flatMap { $0.isFinite ? $0 : nil } ?? Rect(origin: anchor, size: .zero)
        if bounds.width <= 0 { bounds = Rect(x: anchor.x - 0.5, y: bounds.minY, width: 1, height: bounds.height) }
        if bounds.height <= 0 { bounds = Rect(x: bounds.minX, y: anchor.y - 0.5, width: bounds.width, height: 1) }
        let finite = properties.scale.isFinite && properties.rotation.isFinite && properties.position.isFinite
            && properties.offset.isFinite && properties.anchor.isFinite
        let opacity = properties.opacity.isFinite ? min(1, max(0, properties.opacity)) : 0
        self.init(bounds: bounds,
                  anchorPoint: Point(x: (anchor.x - bounds.minX) / bounds.width, y: (anchor.y - bounds.minY) / bounds.height),
                  position: finite ? Point(x: properties.position.x + properties.offset.x + anchor.x,
                                           y: properties.position.y + properties.offset.y + anchor.y) : .zero,
                  transform: finite ? LayerTransform(scale: properties.scale, rotation: properties.rotation) : .identity,
                  opacity: finite ? opacity : 0)
    }

    /// Where Core Animation shows the point `p` of the layer's bounds, in the
    /// parent's coordinates.
    package func place(_ point: Point) -> Point {
        let anchor = Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let turned = transform.apply(Point(x: point.x - anchor.x, y: point.y - anchor.y))
        return Point(x: position.x + turned.x, y: position.y + turned.y)
    }
}
