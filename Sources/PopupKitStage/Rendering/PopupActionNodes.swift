import PopupKitCore
import PopupKitPresentation

/// Render nodes of a popup's action buttons: a hairline above each row and
/// between buttons side by side, each title in its role's font and colour, and
/// the pressed button's highlight under its title.
enum PopupActionNodes {
    /// Segments of a quarter circle in a highlight's rounded corner.
    static let cornerSegments = 6

    /// The buttons' nodes, appended to `nodes`. `card` is the popup's body (a
    /// highlight in one of its bottom corners follows the card's rounding);
    /// `pressed` is the action a finger is down on, if any.
    static func append(_ actions: [PopupActionPlacement], card: Rect, cornerRadius: Double, style: PopupButtonStyle,
                       pressed: PopupAction.ID?, appearance: Appearance, to nodes: inout [RenderNode]) {
        guard !actions.isEmpty else { return }
        let separator = style.separatorColor.resolved(appearance)
        for action in actions {
            if action.id == pressed {
                let radius = min(cornerRadius, action.frame.width / 2, action.frame.height)
                nodes.append(.path(PathNode(points: highlight(action.frame, card: card, radius: radius), closed: true,
                                            fill: style.pressedColor.resolved(appearance))))
            }
            if style.separatorWidth > 0 {
                let y = action.frame.minY + style.separatorWidth / 2
                nodes.append(.path(PathNode(points: [Point(x: action.frame.minX, y: y), Point(x: action.frame.maxX, y: y)],
                                            closed: false, strokeColor: separator, strokeWidth: style.separatorWidth)))
                if action.frame.minX > card.minX + 0.001 {
                    let x = action.frame.minX
                    nodes.append(.path(PathNode(points: [Point(x: x, y: action.frame.minY), Point(x: x, y: action.frame.maxY)],
                                                closed: false, strokeColor: separator, strokeWidth: style.separatorWidth)))
                }
            }
            nodes.append(.text(TextNode(placement: action.title, color: style.titleColor(for: action.role).resolved(appearance))))
        }
    }

    /// The outline of a pressed button: its rectangle, with a bottom corner rounded
    /// like the card's where the button sits in that corner of the card, so the
    /// highlight never shows outside the card.
    static func highlight(_ frame: Rect, card: Rect, radius: Double) -> [Point] {
        let atBottom = abs(frame.maxY - card.maxY) < 0.001 && radius > 0
        let roundLeft = atBottom && abs(frame.minX - card.minX) < 0.001
        let roundRight = atBottom && abs(frame.maxX - card.maxX) < 0.001
        var points = [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY)]
        if roundRight {
            points += arc(centre: Point(x: frame.maxX - radius, y: frame.maxY - radius), radius: radius, from: 0)
        } else {
            points.append(Point(x: frame.maxX, y: frame.maxY))
        }
        if roundLeft {
            points += arc(centre: Point(x: frame.minX + radius, y: frame.maxY - radius), radius: radius, from: .pi / 2)
        } else {
            points.append(Point(x: frame.minX, y: frame.maxY))
        }
        return points
    }

    /// A quarter circle from `start` radians, clockwise on screen (y down).
    private static func arc(centre: Point, radius: Double, from start: Double) -> [Point] {
        (0...cornerSegments).map { step in
            let angle = start + Double(step) / Double(cornerSegments) * .pi / 2
            let (sine, cosine) = RenderGroup.sinCos(angle)
            return Point(x: centre.x + radius * cosine, y: centre.y + radius * sine)
        }
    }
}
