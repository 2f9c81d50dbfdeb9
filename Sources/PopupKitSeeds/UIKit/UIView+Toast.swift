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

/// Toast-Swift's calls on any view: the toast shows inside the view's frame
/// (its ``Toast/region``) and lives with the view, as Toast-Swift's toasts,
/// subviews of the view, do: it moves when the view scrolls, rotates or is
/// resized, and ends (`scopeEnded`) when the view leaves its window
/// (``PopupHost/followRegion(_:of:)``). `hideToast()`, `hideAllToasts` and
/// `clearToastQueue()` act on the toasts this view made. The decisions are
/// ``ToastManager``'s (platform-free, tested on every platform); these only find the
/// view's frame and its scene's host (installed there on first use). The toasts
/// go to the center of the view's window scene (``PopupHost/center(for:)-(UIView)``):
/// with two windows of the app, each window's toasts show in that window;
/// ``ToastManager/shared`` is the first window's (``PopupCenter/shared``), and
/// each other window's manager starts with its settings.
///
/// Spans are `Duration`s: `duration: 2.0` becomes `duration: .seconds(2)`.
extension UIView {
    private var manager: ToastManager { SceneSeeds.toastManager(for: SceneSeeds.center(of: self)) }

    /// The view's frame less its own `safeAreaInsets` (the bars over it, as
    /// Toast-Swift pads by them) in the overlay's points, installing the host of
    /// its scene if needed; `nil` while the view is in no window.
    var toastRegion: Rect? {
        let insets = safeAreaInsets
        return AppContentInsets.toastRegion(
            ofView: PopupHost.host(for: self, center: manager.center)?.frame(of: self),
            safeAreaInsets: Insets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                                       right: Double(insets.right)))
    }

    /// Toast-Swift's `makeToast(_:duration:position:title:image:style:completion:)`.
    @discardableResult
    public func makeToast(_ message: String?, duration: Duration? = nil, position: ToastPosition? = nil,
                          title: String? = nil, image: UIImage? = nil, style: ToastStyle? = nil,
                          completion: (@Sendable @MainActor (_ didTap: Bool) -> Void)? = nil) -> NoticeTicket {
        followed(manager.makeToast(message, owner: ObjectIdentifier(self), region: toastRegion,
                                   duration: duration.map(DisplayDuration.fixed), position: position, title: title,
                                   image: image.flatMap(registered), style: style, completion: completion))
    }

    /// Toast-Swift's `makeToast(_:duration:point:title:image:style:completion:)`:
    /// centred on `point`, in this view's coordinates.
    @discardableResult
    public func makeToast(_ message: String?, duration: Duration? = nil, point: CGPoint, title: String? = nil,
                          image: UIImage? = nil, style: ToastStyle? = nil,
                          completion: (@Sendable @MainActor (_ didTap: Bool) -> Void)? = nil) -> NoticeTicket {
        let host = PopupHost.host(for: self, center: manager.center)
        let at = host?.frame(of: self, rect: CGRect(origin: point, size: .zero))
        return followed(manager.makeToast(message, owner: ObjectIdentifier(self), region: toastRegion,
                                          duration: duration.map(DisplayDuration.fixed),
                                          position: at.map { .point(x: $0.minX, y: $0.minY) }, title: title,
                                          image: image.flatMap(registered), style: style, completion: completion))
    }

    /// Toast-Swift's `makeToastActivity(_:)`: one at a time.
    @discardableResult
    public func makeToastActivity(_ position: ToastPosition = .center) -> NoticeTicket {
        followed(manager.makeToastActivity(owner: ObjectIdentifier(self), region: toastRegion, position: position))
    }

    /// Toast-Swift's `hideToastActivity()`.
    public func hideToastActivity() {
        manager.hideToastActivity(owner: ObjectIdentifier(self))
    }

    /// Toast-Swift's `hideToast()`: this view's oldest toast on screen.
    public func hideToast() {
        manager.hideToast(owner: ObjectIdentifier(self))
    }

    /// Toast-Swift's `hideAllToasts(includeActivity:clearQueue:)`.
    public func hideAllToasts(includeActivity: Bool = false, clearQueue: Bool = true) {
        manager.hideAllToasts(owner: ObjectIdentifier(self), includeActivity: includeActivity, clearQueue: clearQueue)
    }

    /// Toast-Swift's `clearToastQueue()`.
    public func clearToastQueue() {
        manager.clearToastQueue(owner: ObjectIdentifier(self))
    }

    /// `ticket`'s toast, kept in this view's region while the view moves and
    /// ended with it (``PopupHost/followRegion(_:of:)``).
    private func followed(_ ticket: NoticeTicket) -> NoticeTicket {
        PopupHost.host(for: self, center: manager.center)?.followRegion(ticket, of: self)
        return ticket
    }

    /// An image given as a `UIImage`, registered with this view's host under a
    /// name of its own.
    private func registered(_ image: UIImage) -> String? {
        PopupHost.host(for: self, center: manager.center)?.register(image)
    }
}
#endif
