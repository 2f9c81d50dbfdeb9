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

/// The views bubbles point at, and the views toasts were made for: an
/// ``AnchorTracker`` (PopupKitHost) decides what the center hears; this only
/// reads each view's frame in the overlay's coordinates (`convert(_:to:)`),
/// whether it is in a window, and holds the views weakly, so a freed view reads
/// as gone. A bubble moves to its view's frame (`moveBubble`, `bubbleTargetGone`);
/// a toast lives in its view's frame less the view's safe area, as Toast-Swift's
/// toasts, subviews of their view, do (`moveRegion`, `regionGone`).
@MainActor
final class ViewAnchors {
    private enum Kind {
        /// A bubble pointing at a part of the view, in its own coordinates
        /// (`nil`: all of it).
        case bubble(CGRect?)
        /// A toast living in the view's region.
        case toastRegion
    }

    private struct Anchor {
        weak var view: UIView?
        let kind: Kind
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
        send: { [weak self] change in self?.send(change) })

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

    /// The region toasts made for `view` live in: its frame less its own safe
    /// area (the bars over it), in container points; `nil` when it is in no window.
    func toastRegion(of view: UIView) -> Rect? {
        let insets = view.safeAreaInsets
        return AppContentInsets.toastRegion(
            ofView: frame(of: view),
            safeAreaInsets: Insets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                                   right: Double(insets.right)))
    }

    /// Follows `view` for the bubble of `ticket` until the bubble ends or the view
    /// goes; a view already out of its window is gone at once.
    func anchor(_ ticket: NoticeTicket, to view: UIView, rect: CGRect? = nil) {
        follow(ticket, Anchor(view: view, kind: .bubble(rect), ticket: ticket))
    }

    /// Keeps the toast of `ticket` in `view`'s region until the toast ends or the
    /// view goes (then the toast ends `scopeEnded`); a view already out of its
    /// window is gone at once.
    func followRegion(_ ticket: NoticeTicket, of view: UIView) {
        follow(ticket, Anchor(view: view, kind: .toastRegion, ticket: ticket))
    }

    private func follow(_ ticket: NoticeTicket, _ anchor: Anchor) {
        anchors[ticket.id] = anchor
        guard let frame = read(anchor) else {
            send(.gone(ticket.id))
            return
        }
        tracker.follow(ticket.id, from: frame)
    }

    /// Stops following every view (the host goes away).
    func removeAll() {
        anchors = [:]
        tracker.forgetAll()
    }

    /// What the view of `id` reads now. A gone view's anchor stays until its
    /// `gone` is sent, which needs its kind.
    private func read(_ id: NoticeID) -> AnchorReading {
        guard let anchor = anchors[id], anchor.ticket.endedOutcome == nil else {
            anchors[id] = nil
            return .ended
        }
        return read(anchor).map(AnchorReading.frame) ?? .gone
    }

    /// The rectangle an anchor follows now: the bubble's part of its view, or the
    /// toast's region; `nil` when the view is freed or in no window.
    private func read(_ anchor: Anchor) -> Rect? {
        guard let view = anchor.view else { return nil }
        switch anchor.kind {
        case .bubble(let rect): return frame(of: view, rect: rect)
        case .toastRegion: return toastRegion(of: view)
        }
    }

    /// Tells the center, in the terms of the anchor's kind.
    private func send(_ change: AnchorChange) {
        switch change {
        case let .move(id, frame):
            guard let anchor = anchors[id] else { return }
            switch anchor.kind {
            case .bubble: center.moveBubble(id, to: frame)
            case .toastRegion: center.send(.moveRegion(id, to: frame))
            }
        case .gone(let id):
            guard let anchor = anchors.removeValue(forKey: id) else { return }
            switch anchor.kind {
            case .bubble: center.bubbleTargetGone(id)
            case .toastRegion: center.send(.regionGone(id))
            }
        }
    }
}
#endif
