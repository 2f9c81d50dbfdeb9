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
import PopupKitHost

/// BubblePopup's `BubblePopupManager`: tips added to a view, pointing at a point
/// of that view (its coordinates, as BubblePopup's `popupPoint` and `linkPoint`),
/// and following the view while it moves. What a call means (the position type's
/// edge, the pointer) is ``BubbleManager``'s (PopupKit, tested everywhere).
@MainActor
public final class BubblePopupManager {
    public static let shared = BubblePopupManager(manager: BubbleManager(center: .shared))

    public let manager: BubbleManager

    public init(manager: BubbleManager) {
        self.manager = manager
    }

    /// BubblePopup's `addPopup(toView:tips:popupType:positionType:popupPoint:linkPoint:maxWidth:)`:
    /// `popupPoint` is the triangle's apex, `linkPoint` the dotted line's dot.
    @discardableResult
    public func addPopup(toView view: UIView, tips: String, popupType: BubbleManager.PopupType = .triangle,
                         positionType: BubbleManager.PositionType = .bottom, popupPoint: CGPoint? = nil,
                         linkPoint: CGPoint? = nil, maxWidth: Double? = nil) -> NoticeTicket? {
        guard let host = PopupHost.host(for: view, center: manager.center) else { return nil }
        let point = (popupType == .triangle ? popupPoint : linkPoint) ?? popupPoint ?? linkPoint ?? .zero
        let spot = CGRect(origin: point, size: .zero)
        let ticket = manager.addPopup(owner: ObjectIdentifier(view), tips: tips, popupType: popupType,
                                      positionType: positionType, at: host.frame(of: view, rect: spot) ?? .zero,
                                      maxWidth: maxWidth)
        host.anchor(ticket, to: view, at: spot)
        return ticket
    }

    /// Removes one tip.
    public func removePopup(_ ticket: NoticeTicket) {
        manager.removePopup(ticket.id)
    }

    /// Removes every tip added to `view`.
    public func removeAllPopups(fromView view: UIView) {
        manager.removeAllPopups(owner: ObjectIdentifier(view))
    }
}
#endif
