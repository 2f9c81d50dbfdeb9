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

/// The views bubbles point at: an ``AnchorTracker`` (PopupKitHost) decides what
/// the center hears; this only reads each view's frame in the overlay's
/// coordinates (`convert(_:to:)`), whether it is in a window, and holds the views
/// weakly, so a freed view reads as gone.
@MainActor
final class ViewAnchors {
    private struct Anchor {
        weak var view: UIView?
        /// A part of the view, in its own coordinates; `nil` for all of it.
        let rect: CGRect?
        let ticket: NoticeTicket
    }

    private let center: PopupCenter
    /// The coordinate space notices are laid out in (the scene's), `nil` when the
    /// scene is gone (then a view's own window's).
    private let space: @MainActor () -> (any UICoordinateSpace)?
    private var anchors: [NoticeID: Anchor] = [:]
    private let link: UIKitDisplayLink
    private lazy var tracker = AnchorTracker(
        link: link, read: { [weak self] id in self?.read(id) ?? .ended },
        send: { [center] change in
            switch change {
            case let .move(id, frame): center.moveBubble(id, to: frame)
            case .gone(let id): center.bubbleTargetGone(id)
            }
        })

    init(center: PopupCenter, linkView: UIView, space: @escaping @MainActor () -> (any UICoordinateSpace)?) {
        self.center = center
        self.space = space
        link = UIKitDisplayLink(view: linkView)
    }

    /// The view's frame (or `rect` of it) in container points, or `nil` when it is
    /// in no window.
    func frame(of view: UIView, rect: CGRect? = nil) -> Rect? {
        guard let window = view.window else { return nil }
        return Rect(view.convert(rect ?? view.bounds, to: space() ?? window))
    }

    /// Follows `view` for the bubble of `ticket` until the bubble ends or the view
    /// goes; a view already out of its window is gone at once.
    func anchor(_ ticket: NoticeTicket, to view: UIView, rect: CGRect? = nil) {
        guard let frame = frame(of: view, rect: rect) else {
            center.bubbleTargetGone(ticket.id)
            return
        }
        anchors[ticket.id] = Anchor(view: view, rect: rect, ticket: ticket)
        tracker.follow(ticket.id, from: frame)
    }

    /// Stops following every view (the host goes away).
    func removeAll() {
        anchors = [:]
        tracker.forgetAll()
    }

    private func read(_ id: NoticeID) -> AnchorReading {
        guard let anchor = anchors[id], anchor.ticket.endedOutcome == nil else {
            anchors[id] = nil
            return .ended
        }
        guard let view = anchor.view, let frame = frame(of: view, rect: anchor.rect) else {
            anchors[id] = nil
            return .gone
        }
        return .frame(frame)
    }
}
#endif
