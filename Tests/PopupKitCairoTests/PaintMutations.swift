import PopupKit
import PopupKitHost

/// Deliberately wrong paints, the mistakes a mapping between 2D APIs makes, to
/// show that ``PaintParity``'s tolerance catches them.
enum PaintMutation: String, CaseIterable, Sendable {
    /// Every curve's two control points swapped: corners and circles bulge wrong.
    case swappedControlPoints
    /// Every curve bulging to the other side of its chord: an arc drawn the
    /// other way round (the flag Core Graphics inverts on a flipped context).
    case mirroredCurves
    /// Strokes without their dash pattern.
    case droppedDash
    /// Groups at full opacity.
    case ignoredGroupOpacity
    /// Groups without their transform.
    case ignoredGroupTransform
    /// The layer's shadow cast up instead of down.
    case flippedShadowOffset

    func apply(to paint: LayerPaint) -> LayerPaint {
        var paint = paint
        if self == .flippedShadowOffset, var shadow = paint.shadow {
            shadow.paint.offset.height = -shadow.paint.offset.height
            paint.shadow = shadow
        }
        paint.commands = paint.commands.map(apply)
        return paint
    }

    private func apply(to command: PaintCommand) -> PaintCommand {
        switch command {
        case .fill(let path, let color): .fill(apply(to: path), color)
        case .fillWithShadow(let path, let color, let shadow): .fillWithShadow(apply(to: path), color, shadow)
        case .stroke(let path, let color, var style):
            {
                if self == .droppedDash { style.dash = [] }
                return .stroke(apply(to: path), color, style)
            }()
        case .group(var group):
            {
                if self == .ignoredGroupOpacity { group.opacity = 1 }
                if self == .ignoredGroupTransform { group.transform = .identity }
                group.commands = group.commands.map(apply)
                return .group(group)
            }()
        case .radialGradient, .text, .image: command
        }
    }

    private func apply(to path: PaintPath) -> PaintPath {
        var current = Point.zero
        return PaintPath(path.elements.map { element in
            switch element {
            case .move(let point), .line(let point):
                current = point
                return element
            case let .curve(to, control1, control2):
                defer { current = to }
                switch self {
                case .swappedControlPoints: return .curve(to: to, control1: control2, control2: control1)
                case .mirroredCurves:
                    func mirrored(_ p: Point) -> Point {
                        let dx = to.x - current.x, dy = to.y - current.y
                        let length = dx * dx + dy * dy
                        guard length > 0 else { return p }
                        let t = ((p.x - current.x) * dx + (p.y - current.y) * dy) / length
                        let foot = Point(x: current.x + t * dx, y: current.y + t * dy)
                        return Point(x: 2 * foot.x - p.x, y: 2 * foot.y - p.y)
                    }
                    return .curve(to: to, control1: mirrored(control1), control2: mirrored(control2))
                default: return element
                }
            case .close: return element
            }
        })
    }
}
