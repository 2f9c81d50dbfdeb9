import PopupKit

/// Stacks the notices of one row on tracks so that notices on screen together
/// (several toasts, bubbles) are drawn above each other instead of over each
/// other, and tells each one how much room it has after it for its reason.
struct TimelineTracks {
    enum Item {
        case bar(TimelineModel.Bar)
        case refusal(TimelineModel.Refusal)
        case waiting(TimelineModel.Waiting)
    }

    struct Placed {
        var item: Item
        var track: Int
        /// Points free after the item's right end on its track, up to the next
        /// item or the plot's end: where its end reason may be written.
        var room: Double
    }

    /// How many tracks were used.
    private(set) var count = 0

    /// Places `items` on the first track free at their left end (waiting
    /// included), in order of that left end.
    mutating func place(_ items: [Item], layout: TimelineLayout) -> [Placed] {
        let spans = items.map { (item: $0, extent: Self.extent(of: $0, layout: layout)) }
            .sorted { $0.extent.left < $1.extent.left }
        var busyUntil: [Double] = []
        var placed: [(Placed, right: Double)] = []
        for span in spans {
            // A gap of 1 point keeps two bars that touch apart.
            var track = busyUntil.firstIndex { $0 + 1 <= span.extent.left }
            if track == nil {
                if busyUntil.count < TimelineStyle.maximumTracks {
                    busyUntil.append(-.infinity)
                    track = busyUntil.count - 1
                } else {
                    track = busyUntil.indices.min { busyUntil[$0] < busyUntil[$1] }
                }
            }
            let index = track ?? 0
            busyUntil[index] = max(busyUntil[index], span.extent.right)
            placed.append((Placed(item: span.item, track: index, room: 0), span.extent.right))
        }
        count = busyUntil.count
        // Room: up to the left end of the next item on the same track.
        var nextLeft = Array(repeating: layout.plotRight, count: count)
        for index in placed.indices.reversed() {
            let track = placed[index].0.track
            placed[index].0.room = max(0, nextLeft[track] - placed[index].right - 4)
            nextLeft[track] = Self.extent(of: placed[index].0.item, layout: layout).left
        }
        return placed.map(\.0)
    }

    /// Where an item starts (its waiting) and ends on the page.
    static func extent(of item: Item, layout: TimelineLayout) -> (left: Double, right: Double) {
        switch item {
        case .bar(let bar):
            let left = layout.clampedX(bar.waitingSince ?? bar.start)
            let right = max(layout.clampedX(bar.end ?? layout.window.to), layout.clampedX(bar.start) + TimelineStyle.minimumBarWidth)
            return (left, right)
        case .refusal(let refusal):
            let center = layout.clampedX(refusal.at)
            return (min(center - 5, layout.clampedX(refusal.waitingSince ?? refusal.at)), center + 5)
        case .waiting(let waiting):
            return (layout.clampedX(waiting.since), layout.plotRight)
        }
    }
}
