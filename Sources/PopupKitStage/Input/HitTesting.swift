import PopupKitCore
import PopupKitPresentation

/// Finds what a tap hits, top to bottom (the reverse of ``Lane/stackingOrder``;
/// within a lane the latest shown first). Notices fading out are not hit.
package enum HitTesting {
    package static func hitTest(_ point: Point, screen: [ScreenNotice], layouts: [NoticePlacement]) -> HitTarget {
        for (item, layout) in topFirst(screen, layouts: layouts) {
            if layout.frame.contains(point) {
                if let hosted = item.content.hosted, let slot = layout.content, slot.contains(point) {
                    return .hosted(item.id, item.lane, name: hosted.name)
                }
                return .item(item.id, item.lane)
            }
            switch layout.parts {
            case .hud(let parts) where parts.mask != .none: return .blocked(by: item.id, .hud)
            case .popup: return .blocked(by: item.id, .popup)
            default: continue
            }
        }
        return .nothing
    }

    /// The visible notices with their layouts, top to bottom: what a tap reaches
    /// first, and the order a screen reader lists them in.
    static func topFirst(_ screen: [ScreenNotice], layouts: [NoticePlacement]) -> [(ScreenNotice, NoticePlacement)] {
        zip(screen, layouts).filter { $0.0.isVisible }.sorted { lhs, rhs in
            (lhs.0.lane.stackingIndex, lhs.0.showOrder) > (rhs.0.lane.stackingIndex, rhs.0.showOrder)
        }
    }
}
