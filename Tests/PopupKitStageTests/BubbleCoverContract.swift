import PopupKit

/// The documented target rules of a bubble (docs/Layout.md, docs/Semantics.md U4),
/// written out again for the contracts: where a target shows, when it is cut to the
/// part that shows, and when the bubble is covered (a `Stage` hides it, so layout
/// promises nothing about its tip).
enum BubbleCoverContract {
    /// The safe area above the keyboard.
    static func targetArea(_ container: Container) -> Rect {
        let container = container.sanitized
        var insets = container.safeArea
        insets.bottom = max(insets.bottom, container.keyboardHeight)
        return container.bounds.inset(by: insets)
    }

    /// The share of `target` inside `area` (a zero-size side counts as in or out).
    static func fraction(_ target: Rect, in area: Rect) -> Double {
        func share(_ low: Double, _ high: Double, _ areaLow: Double, _ areaHigh: Double) -> Double {
            guard high > low else { return low >= areaLow && low <= areaHigh && areaHigh > areaLow ? 1 : 0 }
            return max(0, min(high, areaHigh) - max(low, areaLow)) / (high - low)
        }
        return share(target.minX, target.maxX, area.minX, area.maxX) * share(target.minY, target.maxY, area.minY, area.maxY)
    }

    /// The asked-for target with negative sizes as 0 and sizes capped by the container.
    static func cleaned(_ wanted: Rect, in container: Container) -> Rect {
        let bounds = container.sanitized.bounds
        return Rect(x: wanted.minX, y: wanted.minY, width: min(max(0, wanted.width), bounds.width),
                    height: min(max(0, wanted.height), bounds.height))
    }

    /// Whether the target is cut to the part inside the target area (half or more shows).
    static func isCut(_ wanted: Rect?, in container: Container) -> Bool {
        guard let wanted else { return false }
        return fraction(cleaned(wanted, in: container), in: targetArea(container)) >= 0.5
    }

    /// The cut target.
    static func cut(_ wanted: Rect, in container: Container) -> Rect {
        let target = cleaned(wanted, in: container), area = targetArea(container)
        let minX = max(target.minX, area.minX), maxX = max(minX, min(target.maxX, area.maxX))
        let minY = max(target.minY, area.minY), maxY = max(minY, min(target.maxY, area.maxY))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether a bubble with this target is covered by the screen's edges, the
    /// keyboard or the app's bars: more than half of it outside the target area, or
    /// more than half of it under the bars while the rest reaches into the content.
    static func isCovered(_ wanted: Rect?, in container: Container) -> Bool {
        guard let wanted else { return false }
        if !isCut(wanted, in: container) { return true }
        let inContent = fraction(cleaned(wanted, in: container), in: container.sanitized.contentRect)
        return inContent > 0 && inContent < 0.5
    }
}
