import PopupKit

/// The layout contract (DESIGN.md "Layout contract") as checks on one layout: each
/// returns what it found wrong, empty when the layout keeps the contract.
enum LayoutContract {
    static let tolerance = 1e-6

    /// Every item gets a layout with its id, and every rect and point is finite.
    static func finiteness(_ screen: [ScreenItem], _ layouts: [ItemLayout]) -> [String] {
        guard layouts.count == screen.count else { return ["\(screen.count) items but \(layouts.count) layouts"] }
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            if item.id != layout.id || item.lane != layout.lane {
                problems.append("layout \(layout.lane) \(layout.id) for item \(item.lane) \(item.id)")
            }
            for rect in layout.allRects where !rect.isFinite {
                problems.append("\(layout.lane) \(layout.id): non-finite rect \(rect)")
            }
            if let parts = layout.bubbleParts, !(parts.tip.isFinite && parts.baseCenter.isFinite && parts.target.isFinite) {
                problems.append("bubble \(layout.id): non-finite tip \(parts.tip), base \(parts.baseCenter) or target \(parts.target)")
            }
        }
        return problems
    }

    /// Frames lie inside the safe area; toasts, the HUD, popups and bubbles also above
    /// the keyboard (inside `availableRect`) — of the sanitized container.
    static func containment(_ container: Container, _ layouts: [ItemLayout]) -> [String] {
        let container = container.sanitized
        return layouts.compactMap { layout in
            let (area, name) = layout.lane == .banner ? (container.safeRect, "safe rect") : (container.availableRect, "available rect")
            return area.contains(layout.frame, tolerance: tolerance)
                ? nil : "\(layout.lane) \(layout.id): frame \(layout.frame) outside the \(name) \(area)"
        }
    }

    /// Every part (text, image, indicator) lies inside its notice's body.
    static func partsInsideBody(_ layouts: [ItemLayout]) -> [String] {
        layouts.flatMap { layout in
            layout.allRects.dropFirst().compactMap { part in
                layout.frame.contains(part, tolerance: tolerance)
                    ? nil : "\(layout.lane) \(layout.id): part \(part) outside its body \(layout.frame)"
            }
        }
    }

    /// No two of `layouts` overlap.
    static func overlaps(_ layouts: [ItemLayout]) -> [String] {
        var problems: [String] = []
        for (index, first) in layouts.enumerated() {
            for second in layouts[(index + 1)...] where first.frame.overlaps(second.frame) {
                problems.append("\(first.lane) \(first.id) \(first.frame) overlaps \(second.id) \(second.frame)")
            }
        }
        return problems
    }

    /// Visible toasts (all positions) never overlap each other.
    static func toastOverlaps(_ screen: [ScreenItem], _ layouts: [ItemLayout]) -> [String] {
        overlaps(zip(screen, layouts).filter { $0.0.lane == .toast && $0.0.isVisible }.map(\.1))
    }

    /// Banners never overlap each other.
    static func bannerOverlaps(_ layouts: [ItemLayout]) -> [String] {
        overlaps(layouts.filter { $0.lane == .banner })
    }

    /// Toasts are at most `maxWidthPercentage` × `maxHeightPercentage` of the container;
    /// the HUD is at least `minimumSize` (as far as the area above the keyboard allows).
    static func sizes(_ container: Container, _ styles: StyleSheet, _ screen: [ScreenItem],
                      _ layouts: [ItemLayout]) -> [String] {
        let container = container.sanitized
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            let size = layout.frame.size
            switch item.content {
            case .toast(let toast):
                let style = styles.style(for: toast)
                let most = Size(width: style.maxWidthPercentage * container.size.width,
                                height: style.maxHeightPercentage * container.size.height)
                if size.width > most.width + tolerance || size.height > most.height + tolerance {
                    problems.append("toast \(item.id): \(size) larger than \(most)")
                }
            case .hud(let hud):
                let minimum = styles.style(for: hud).minimumSize
                let area = container.availableRect
                let least = Size(width: min(minimum.width, area.width), height: min(minimum.height, area.height))
                if size.width < least.width - tolerance || size.height < least.height - tolerance {
                    problems.append("hud \(item.id): \(size) smaller than \(least)")
                }
            default:
                break
            }
        }
        return problems
    }

    /// The target a bubble must point at: its target moved (the least) into the
    /// container with a size of at least 0 and at most the container's, or the centre
    /// of the area above the keyboard when it has none.
    static func expectedTarget(_ target: Rect?, in container: Container) -> Rect {
        guard let target else {
            let area = container.availableRect
            return Rect(x: area.midX, y: area.midY, width: 0, height: 0)
        }
        let bounds = container.bounds
        let size = Size(width: min(max(0, target.width), bounds.width), height: min(max(0, target.height), bounds.height))
        return Rect(origin: target.origin, size: size).clamped(into: bounds)
    }

    /// A bubble's tip lies on the edge of its sanitized target facing the bubble, and
    /// the pointer's base on the body's edge facing the target.
    static func bubbleTips(_ container: Container, _ screen: [ScreenItem], _ layouts: [ItemLayout]) -> [String] {
        let container = container.sanitized
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            guard case .bubble(let bubble) = item.content, let parts = layout.bubbleParts else { continue }
            let target = parts.target
            let expected = expectedTarget(bubble.target, in: container)
            if ![target.minX - expected.minX, target.minY - expected.minY, target.width - expected.width,
                 target.height - expected.height].allSatisfy({ abs($0) <= tolerance }) {
                problems.append("bubble \(item.id): target \(target), expected \(expected)")
            }
            let (tip, base, frame) = (parts.tip, parts.baseCenter, layout.frame)
            let tipOnEdge: Bool
            let baseOnBody: Bool
            switch parts.edge {
            case .top:
                tipOnEdge = near(tip.y, target.minY) && within(tip.x, target.minX, target.maxX)
                baseOnBody = near(base.y, frame.maxY) && within(base.x, frame.minX, frame.maxX)
            case .bottom:
                tipOnEdge = near(tip.y, target.maxY) && within(tip.x, target.minX, target.maxX)
                baseOnBody = near(base.y, frame.minY) && within(base.x, frame.minX, frame.maxX)
            case .left:
                tipOnEdge = near(tip.x, target.minX) && within(tip.y, target.minY, target.maxY)
                baseOnBody = near(base.x, frame.maxX) && within(base.y, frame.minY, frame.maxY)
            case .right:
                tipOnEdge = near(tip.x, target.maxX) && within(tip.y, target.minY, target.maxY)
                baseOnBody = near(base.x, frame.minX) && within(base.y, frame.minY, frame.maxY)
            }
            if !tipOnEdge { problems.append("bubble \(item.id): tip \(tip) not on the \(parts.edge) edge of \(target)") }
            if !baseOnBody { problems.append("bubble \(item.id): base \(base) not on the body \(frame) facing the target") }
        }
        return problems
    }

    static func near(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) <= tolerance }

    static func within(_ value: Double, _ low: Double, _ high: Double) -> Bool {
        value >= low - tolerance && value <= high + tolerance
    }
}
