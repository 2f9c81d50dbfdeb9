import PopupKit
@_spi(Tools) import PopupKitCore

/// One row of a timeline: a lane, or one region (toasts) or scheduler (popups)
/// of it when the scenario uses several, since those show side by side and
/// would otherwise pile onto one row.
struct TimelineRow: Hashable, Comparable {
    var lane: Lane
    /// The region or scheduler; `nil` for the lane as a whole (or its default
    /// scheduler / the whole screen when it has others).
    var part: String?

    /// The lane's name in the left margin (the part is written under it).
    var laneName: String {
        switch lane {
        case .toast: "Toasts"
        case .hud: "HUD"
        case .banner: "Banners"
        case .popup: "Popups"
        case .bubble: "Bubbles"
        }
    }

    /// Lanes in the order of the reading (toasts, HUD, banners, popups,
    /// bubbles), the parts of a lane by name after the lane's own row.
    static func < (lhs: TimelineRow, rhs: TimelineRow) -> Bool {
        if lhs.lane != rhs.lane { return lhs.lane < rhs.lane }
        switch (lhs.part, rhs.part) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?): return left < right
        }
    }

    /// The rows that have something on them, in order.
    static func ordered(_ rows: Set<TimelineRow>) -> [TimelineRow] {
        rows.sorted()
    }
}

extension TimelineRow {
    /// The row name of a toast region: where it is, in points.
    static func regionName(_ region: Rect) -> String {
        "\(Format.number(region.minX)),\(Format.number(region.minY)) \(Format.number(region.width))×\(Format.number(region.height))"
    }
}
