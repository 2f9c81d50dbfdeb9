// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
import PopupKitUIKit

/// BubblePopup's `BubblePopupManager`: tips added to a view, pointing at a point
/// of that view (its coordinates, as BubblePopup's `popupPoint` and `linkPoint`),
/// and following the view while it moves. What a call means (the position type's
/// edge, the pointer) is ``BubbleManager``'s (platform-free, tested everywhere).
///
/// ``shared`` adds each tip to the center of its view's window scene
/// (``PopupHost/center(for:)-(UIView)``), so with two windows of the app a tip
/// shows in its view's window and never moves the other window's tips; a manager
/// made with ``init(manager:)`` uses that manager's center wherever the view is.
@MainActor
public final class BubblePopupManager {
    public static let shared = BubblePopupManager(manager: BubbleManager(center: .shared), perScene: true)

    /// The manager of ``PopupCenter/shared`` for ``shared``; the only one otherwise.
    public let manager: BubbleManager
    /// Whether tips go to their view's scene's center (``shared``).
    private let perScene: Bool
    /// The tips added and the manager of each, until they end (what ``removePopup(_:)`` dismisses through).
    private var added: [(ticket: NoticeTicket, manager: BubbleManager)] = []

    public init(manager: BubbleManager) {
        self.manager = manager
        perScene = false
    }

    private init(manager: BubbleManager, perScene: Bool) {
        self.manager = manager
        self.perScene = perScene
    }

    /// The manager of the center `view`'s tips go to.
    func manager(for view: UIView) -> BubbleManager {
        perScene ? SceneSeeds.bubbleManager(for: SceneSeeds.center(of: view), shared: manager) : manager
    }

    /// Remembers which manager added `ticket`, forgetting tips that ended.
    func added(_ ticket: NoticeTicket?, by manager: BubbleManager) {
        added.removeAll { $0.ticket.endedOutcome != nil }
        if let ticket { added.append((ticket, manager)) }
    }

    /// BubblePopup's `addPopup(toView:tips:popupType:positionType:popupPoint:linkPoint:maxWidth:)`:
    /// `popupPoint` is the triangle's apex, `linkPoint` the dotted line's dot.
    @discardableResult
    public func addPopup(toView view: UIView, tips: String, popupType: BubbleManager.PopupType = .triangle,
                         positionType: BubbleManager.PositionType = .bottom, popupPoint: CGPoint? = nil,
                         linkPoint: CGPoint? = nil, maxWidth: Double? = nil) -> NoticeTicket? {
        let manager = manager(for: view)
        guard let host = PopupHost.host(for: view, center: manager.center) else { return nil }
        let point = (popupType == .triangle ? popupPoint : linkPoint) ?? popupPoint ?? linkPoint ?? .zero
        let spot = CGRect(origin: point, size: .zero)
        let ticket = manager.addPopup(owner: ObjectIdentifier(view), tips: tips, popupType: popupType,
                                      positionType: positionType, at: host.frame(of: view, rect: spot) ?? .zero,
                                      maxWidth: maxWidth)
        host.anchor(ticket, to: view, at: spot)
        added(ticket, by: manager)
        return ticket
    }

    /// Removes one tip.
    public func removePopup(_ ticket: NoticeTicket) {
        let owner = added.first { $0.ticket.id == ticket.id && $0.ticket.lane == ticket.lane }?.manager
        (owner ?? manager).removePopup(ticket.id)
    }

    /// Removes every tip added to `view` (whichever window it was in).
    public func removeAllPopups(fromView view: UIView) {
        let managers = perScene ? [manager] + SceneSeeds.sceneBubbleManagers : [manager]
        for manager in managers { manager.removeAllPopups(owner: ObjectIdentifier(view)) }
    }
}
#endif
