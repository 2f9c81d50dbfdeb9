import PopupKitCore
import PopupKitPresentation

extension HitTesting {
    /// The action button of a popup's layout that contains `point`, if any: what a
    /// tap or a press that ``hitTest(_:screen:layouts:hostedTouch:)`` found on the popup
    /// reaches inside it.
    /// - Complexity: O(a) for a actions.
    package static func action(at point: Point, in placement: NoticePlacement) -> PopupAction.ID? {
        guard case .popup(let parts) = placement.parts else { return nil }
        return parts.actions.first { $0.frame.contains(point) }?.id
    }
}

extension Stage {
    /// The popup action button under `point` now, with its popup: the one a tap
    /// there chooses. `nil` when the point is not on a button of the topmost
    /// notice it hits.
    /// - Complexity: lays out what is on screen, O(v log v) for v notices.
    package func actionHit(_ point: Point) -> (popup: NoticeID, action: PopupAction.ID)? {
        let (screen, layouts) = layouts()
        guard case .item(let id, .popup) = HitTesting.hitTest(point, screen: screen, layouts: layouts),
              let index = screen.indices.first(where: { screen[$0].id == id && screen[$0].isVisible && screen[$0].lane == .popup }),
              let action = HitTesting.action(at: point, in: layouts[index])
        else { return nil }
        return (id, action)
    }
}
