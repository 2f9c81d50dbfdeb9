import PopupKit
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Which side of its target a bubble takes (BubbleLayout's documented order): the
/// preferred edge (left/right are leading/trailing), else the opposite one, else the
/// other axis with the more room first, else the side with the most room. A side has
/// room when the space between the target and the safe area above the keyboard,
/// less `screenMargin`, holds the body plus the pointer (arrow height or line length),
/// and the body there reaches the target with a pointer at most twice that long.
enum BubbleSideContract {
    static func check(_ container: Container, _ styles: StyleSheet, _ screen: [ScreenNotice],
                      _ layouts: [NoticePlacement]) -> [String] {
        let container = container.sanitized
        let area = container.availableRect
        var problems: [String] = []
        // Bodies a bubble keeps clear of: the other lanes' visible notices and the
        // bubbles shown before it (docs/Layout.md).
        var obstacles = zip(screen, layouts).filter { $0.0.isVisible && $0.0.lane != .bubble }.map(\.1.frame)
        for (item, layout) in zip(screen, layouts) {
            defer { if item.isVisible && item.lane == .bubble { obstacles.append(layout.frame) } }
            guard case .bubble(let bubble) = item.content, let parts = layout.bubbleParts else { continue }
            // A covered bubble is hidden by the stage.
            if BubbleCoverContract.isCovered(bubble.target, in: container) { continue }
            let style = styles.style(for: bubble)
            let margin = style.screenMargin
            // A margin larger than half the area leaves no room to reason about.
            guard 2 * margin <= min(area.width, area.height) else { continue }
            let bounds = area.inset(by: Insets(top: margin, left: margin, bottom: margin, right: margin))
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
            // A side counts only where the body can face the target: the target
            // reaches within the screen margin of the bounds along that edge.
            func faces(_ edge: BubbleEdge) -> Bool {
                edge == .top || edge == .bottom
                    ? target.maxX >= bounds.minX - margin && target.minX <= bounds.maxX + margin
                    : target.maxY >= bounds.minY - margin && target.minY <= bounds.maxY + margin
            }
            // The body on `edge`, where it would go: beyond the target, moved into the bounds.
            func body(_ edge: BubbleEdge) -> Rect {
                let size = frame.size
                let origin: Point = switch edge {
                case .top: Point(x: target.midX - size.width / 2, y: target.minY - gap - size.height)
                case .bottom: Point(x: target.midX - size.width / 2, y: target.maxY + gap)
                case .left: Point(x: target.minX - gap - size.width, y: target.midY - size.height / 2)
                case .right: Point(x: target.maxX + gap, y: target.midY - size.height / 2)
                }
                return Rect(origin: origin, size: size).clamped(into: bounds)
            }
            // A side counts only where the body, moved into the bounds, stays within the
            // pointer's cap of the target (a target in the margin band beyond the bounds
            // can leave the body too far from it: the pointer would be a needle).
            let cap = 2 * gap
            func reaches(_ edge: BubbleEdge) -> Bool {
                let body = body(edge)
                let out = switch edge {
                case .top: target.minY - body.maxY
                case .bottom: body.minY - target.maxY
                case .left: target.minX - body.maxX
                case .right: body.minX - target.maxX
                }
                return out <= cap + 1e-9
            }
            func roomy(_ edge: BubbleEdge) -> Double {
                guard faces(edge), reaches(edge) else { return -.infinity }
                return room(edge) - gap - (edge == .top || edge == .bottom ? frame.height : frame.width)
            }
            func slack(_ edge: BubbleEdge) -> Double {
                let value = roomy(edge)
                guard value > 0, obstacles.contains(where: { $0.overlaps(body(edge)) }) else { return value }
                return -.infinity
            }
            let preferred = physical(bubble.edge, container.layoutDirection)
            let opposite = self.opposite(preferred)
            let across: [BubbleEdge] = preferred == .top || preferred == .bottom ? [.left, .right] : [.top, .bottom]
            let all = [preferred, opposite] + across
            // Skip rounding ties: a side that only just fits, or equal rooms.
            if all.contains(where: { abs(slack($0)) < 1e-7 }) { continue }
            // Every side with room taken by other notices: a `Stage` hides the bubble.
            if all.contains(where: { roomy($0) > 0 }) && !all.contains(where: { slack($0) > 0 }) { continue }
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

    static func physical(_ edge: BubbleEdge, _ direction: WritingDirection) -> BubbleEdge {
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
