import PopupKitCore

/// What a tap at a point reaches.
public enum HitTarget: Hashable, Sendable {
    /// The topmost visible notice whose body contains the point.
    case item(NoticeID, Lane)
    /// The app's own view shown in the topmost notice there (``HostedContent``):
    /// the touch is the view's. The notice is neither pressed, tapped nor dragged.
    case hosted(NoticeID, Lane, name: String)
    /// A HUD mask or a popup's dimmed background swallowed the tap.
    case blocked(by: NoticeID, Lane)
    /// Nothing of PopupKit's: the tap goes to the app.
    case nothing
}

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
