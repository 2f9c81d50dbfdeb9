import PopupKit

/// Which side of its target a bubble takes (BubbleLayout's documented order): the
/// preferred edge (left/right are leading/trailing), else the opposite one, else the
/// other axis with the more room first, else the side with the most room. A side has
/// room when the space between the target and the safe area above the keyboard,
/// less `screenMargin`, holds the body plus the pointer (arrow height or line length).
enum BubbleSideContract {
    static func check(_ container: Container, _ styles: StyleSheet, _ screen: [ScreenNotice],
                      _ layouts: [NoticePlacement]) -> [String] {
        let container = container.sanitized
        let area = container.availableRect
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            guard case .bubble(let bubble) = item.content, let parts = layout.bubbleParts else { continue }
            let style = styles.style(for: bubble)
            let margin = style.screenMargin
            // A margin larger than half the area leaves no room to reason about.
            guard 2 * margin <= min(area.width, area.height) else { continue }
            let bounds = area.inset(by: EdgeInsets(top: margin, left: margin, bottom: margin, right: margin))
            let gap = bubble.pointer == .triangle ? style.arrowSize.height : style.lineLength
            let (target, frame) = (parts.target, layout.frame)
            func room(_ edge: BubbleEdge) -> Double {
                switch edge {
                case .top: target.minY - bounds.minY
                case .bottom: bounds.maxY - target.maxY
                case .left: target.minX - bounds.minX
                case .right: bounds.maxX - target.maxX
                }
            }
            func slack(_ edge: BubbleEdge) -> Double {
                room(edge) - gap - (edge == .top || edge == .bottom ? frame.height : frame.width)
            }
            let preferred = physical(bubble.edge, container.layoutDirection)
            let opposite = self.opposite(preferred)
            let across: [BubbleEdge] = preferred == .top || preferred == .bottom ? [.left, .right] : [.top, .bottom]
            let all = [preferred, opposite] + across
            // Skip rounding ties: a side that only just fits, or equal rooms.
            if all.contains(where: { abs(slack($0)) < 1e-7 }) { continue }
            let allowed: [BubbleEdge]
            if slack(preferred) > 0 {
                allowed = [preferred]
            } else if slack(opposite) > 0 {
                allowed = [opposite]
            } else if across.contains(where: { slack($0) > 0 }) {
                let fitting = across.filter { slack($0) > 0 }
                let most = fitting.map(room).max() ?? 0
                allowed = fitting.filter { room($0) >= most - 1e-9 }
            } else {
                let most = all.map(room).max() ?? 0
                allowed = all.filter { room($0) >= most - 1e-9 }
            }
            if !allowed.contains(parts.edge) {
                let rooms = all.map { "\($0) room \(room($0)) slack \(slack($0))" }.joined(separator: ", ")
                problems.append("bubble \(item.id) wants \(bubble.edge): on \(parts.edge), expected one of \(allowed) (\(rooms))")
                continue
            }
            guard slack(parts.edge) > 0 else { continue }
            // With room, the body lies beyond the target's edge by at least the gap.
            let tolerance = LayoutContract.tolerance
            let beyond = switch parts.edge {
            case .top: frame.maxY <= target.minY - gap + tolerance
            case .bottom: frame.minY >= target.maxY + gap - tolerance
            case .left: frame.maxX <= target.minX - gap + tolerance
            case .right: frame.minX >= target.maxX + gap - tolerance
            }
            if !beyond { problems.append("bubble \(item.id): body \(frame) not \(gap) beyond the \(parts.edge) of \(target)") }
        }
        return problems
    }

    static func physical(_ edge: BubbleEdge, _ direction: LayoutDirection) -> BubbleEdge {
        guard direction == .rightToLeft else { return edge }
        return edge == .left ? .right : edge == .right ? .left : edge
    }

    static func opposite(_ edge: BubbleEdge) -> BubbleEdge {
        switch edge {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        }
    }
}
