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
internal import PopupKitHost

extension PopupHost {
    /// Shows a bubble tip pointing at `view` (BubblePopup's `show(on:)`), and
    /// keeps it pointing there while the view moves.
    ///
    /// While the bubble shows, the host reads the view's frame every display
    /// frame and moves the bubble and its arrow when it changed (a scroll, a
    /// rotation, a resize): the timeout keeps running. When the view leaves its
    /// window or is freed, the bubble ends with ``DismissReason/anchorGone``; a
    /// view that is in no window yet ends it at once. The display link runs only
    /// while such bubbles exist.
    /// - Parameters: as ``PopupCenter/bubble(text:pointingAt:edge:pointer:maxWidth:style:duration:id:completion:)``,
    ///   with the view instead of its frame.
    @discardableResult
    public func bubble(text: String, pointingAt view: UIView, edge: BubbleEdge = .bottom,
                       pointer: BubblePointer = .triangle, maxWidth: Double? = nil, style: BubbleStyle? = nil,
                       duration: DisplayDuration? = nil, id: NoticeID? = nil,
                       completion: PopupCenter.Completion? = nil) -> NoticeTicket {
        let ticket = center.bubble(text: text, pointingAt: anchors.frame(of: view) ?? .zero, edge: edge,
                                   pointer: pointer, maxWidth: maxWidth, style: style, duration: duration, id: id,
                                   completion: completion)
        anchors.anchor(ticket, to: view)
        return ticket
    }

    /// Keeps the bubble of `ticket` (any bubble, custom content included) pointing
    /// at `view` until it ends, as ``bubble(text:pointingAt:edge:pointer:maxWidth:style:duration:id:completion:)``
    /// does. Its target becomes the view's frame at the next display frame.
    public func anchor(_ ticket: NoticeTicket, to view: UIView) {
        anchors.anchor(ticket, to: view)
    }

    /// Keeps the bubble of `ticket` pointing at `rect`, a part of `view` in the
    /// view's own coordinates (a zero-size rect: a point), while the view moves.
    public func anchor(_ ticket: NoticeTicket, to view: UIView, at rect: CGRect) {
        anchors.anchor(ticket, to: view, rect: rect)
    }

    /// Keeps the toast of `ticket` in `view`'s region (its frame less its safe
    /// area) while the view moves, and ends it (``DismissReason/scopeEnded``) when
    /// the view leaves its window or is freed: what Toast-Swift's toasts, subviews
    /// of the view they were made for, do. The seeds' `makeToast` and `showToast`
    /// call it.
    package func followRegion(_ ticket: NoticeTicket, of view: UIView) {
        anchors.followRegion(ticket, of: view)
    }

    /// `view`'s toast region (its frame less its own safe area) in the overlay's
    /// points; `nil` when the view is in no window.
    package func toastRegion(of view: UIView) -> Rect? {
        anchors.toastRegion(of: view)
    }

    /// `rect` of `view` (its own coordinates) in the overlay's points, `nil` when
    /// the view is in no window.
    package func frame(of view: UIView, rect: CGRect? = nil) -> Rect? {
        anchors.frame(of: view, rect: rect)
    }
}
#endif
