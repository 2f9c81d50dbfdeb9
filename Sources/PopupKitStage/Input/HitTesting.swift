import PopupKitCore
import PopupKitPresentation

/// Finds what a tap hits, top to bottom (the reverse of ``Lane/stackingOrder``;
/// within a lane the latest shown first). Notices fading out are not hit.
package enum HitTesting {
    /// What `point` hits. On the app's own view in a notice it is the view's
    /// (``HitTarget/hosted(_:_:name:)``) only when the view keeps the touch
    /// (`hostedTouch`, else the content's controls: ``HostedTouch``); elsewhere on
    /// the view the notice's, as on its padding.
    package static func hitTest(_ point: Point, screen: [ScreenNotice], layouts: [NoticePlacement],
                                hostedTouch: HostedTouch? = nil) -> HitTarget {
        for (item, layout) in topFirst(screen, layouts: layouts) {
            if layout.frame.contains(point) {
                if let hosted = item.content.hosted, let slot = layout.content, slot.contains(point),
                   HostedTouch.viewKeeps(hosted, at: point, slot: slot, answer: hostedTouch) {
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

    /// The name of the app's view `point` lands on, when the topmost notice there
    /// has its hosted view's slot under it: the view a host asks whether it keeps
    /// the touch.
    package static func hostedViewName(at point: Point, screen: [ScreenNotice], layouts: [NoticePlacement]) -> String? {
        for (item, layout) in topFirst(screen, layouts: layouts) {
            if layout.frame.contains(point) {
                guard let hosted = item.content.hosted, let slot = layout.content, slot.contains(point) else { return nil }
                return hosted.name
            }
            switch layout.parts {
            case .hud(let parts) where parts.mask != .none: return nil
            case .popup: return nil
            default: continue
            }
        }
        return nil
    }

    /// The visible notices with their layouts, top to bottom: what a tap reaches
    /// first, and the order a screen reader lists them in.
    static func topFirst(_ screen: [ScreenNotice], layouts: [NoticePlacement]) -> [(ScreenNotice, NoticePlacement)] {
        zip(screen, layouts).filter { $0.0.isVisible }.sorted { lhs, rhs in
            (lhs.0.lane.stackingIndex, lhs.0.showOrder) > (rhs.0.lane.stackingIndex, rhs.0.showOrder)
        }
    }
}
