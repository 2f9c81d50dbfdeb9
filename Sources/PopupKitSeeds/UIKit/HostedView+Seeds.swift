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

extension UIView {
    /// Toast-Swift's `showToast(_:duration:position:completion:)`: the app's own
    /// view as a toast, bare as Toast-Swift shows it (the view is the toast),
    /// inside this view's frame less its safe area insets, moving with this view
    /// and ending (`scopeEnded`) when it leaves its window.
    @discardableResult
    public func showToast(_ toast: UIView, duration: Duration? = nil, position: ToastPosition? = nil,
                          completion: (@Sendable @MainActor (_ didTap: Bool) -> Void)? = nil) -> NoticeTicket? {
        let manager = SceneSeeds.toastManager(for: SceneSeeds.center(of: self))
        guard let host = PopupHost.host(for: self, center: manager.center) else { return nil }
        let (content, ended) = host.hosting(toast, kind: "toast", bare: true)
        var notice = Toast(hosted: content, position: position)
        notice.region = toastRegion
        let ticket = manager.showToast(notice, owner: ObjectIdentifier(self),
                                       duration: duration.map(DisplayDuration.fixed)) { outcome in
            ended()
            completion?(outcome.didTap)
        }
        host.followRegion(ticket, of: self)
        return ticket
    }

    /// Toast-Swift's `showToast(_:duration:point:completion:)`: the app's own
    /// view as a toast centred on `point`, in this view's coordinates (as
    /// `makeToast(_:duration:point:…)` takes it), kept inside this view's frame
    /// and moving with this view.
    @discardableResult
    public func showToast(_ toast: UIView, duration: Duration? = nil, point: CGPoint,
                          completion: (@Sendable @MainActor (_ didTap: Bool) -> Void)? = nil) -> NoticeTicket? {
        let manager = SceneSeeds.toastManager(for: SceneSeeds.center(of: self))
        guard let host = PopupHost.host(for: self, center: manager.center),
              let at = host.frame(of: self, rect: CGRect(origin: point, size: .zero)) else { return nil }
        return showToast(toast, duration: duration, position: .point(x: at.minX, y: at.minY), completion: completion)
    }
}

extension BannerCenter {
    /// WPToastManager's custom banner class per type: every message of `type`
    /// pushed from now on shows the view `make` returns (measured and shown bare,
    /// as WPToastManager shows a custom banner: the view is the banner; the
    /// message's title and subtitle stay for VoiceOver and the delegate). `nil` goes back to the standard banner.
    public func registerView(forType type: String, host: PopupHost,
                             make: (@MainActor (BannerMessage) -> UIView)?) {
        var factories = BannerViewFactories.shared.factories[ObjectIdentifier(self)] ?? [:]
        factories[type] = make
        BannerViewFactories.shared.factories[ObjectIdentifier(self)] = factories
        preparing = { [weak host] message, id in
            guard let host, let make = BannerViewFactories.shared.factories[ObjectIdentifier(self)]?[message.type] else {
                return message
            }
            var message = message
            let (content, ended) = host.hosting(make(message), kind: "banner", bare: true)
            message.hosted = content
            BannerViewFactories.shared.cleanups[id] = ended
            return message
        }
        messageLeft = { id in BannerViewFactories.shared.cleanups.removeValue(forKey: id)?() }
    }
}

/// The views each banner center makes per type.
@MainActor
final class BannerViewFactories {
    static let shared = BannerViewFactories()
    var factories: [ObjectIdentifier: [String: @MainActor (BannerMessage) -> UIView]] = [:]
    /// What to undo when a message has left, by its id.
    var cleanups: [NoticeID: @Sendable @MainActor () -> Void] = [:]
}

extension BubblePopupManager {
    /// BubblePopup's `addPopup(toView:customContentView:…)`: the app's own view
    /// in the bubble (its body and pointer drawn around it, as BubblePopup draws
    /// them), pointing at a point of `view` and following it.
    @discardableResult
    public func addPopup(toView view: UIView, customContentView content: UIView,
                         popupType: BubbleManager.PopupType = .triangle,
                         positionType: BubbleManager.PositionType = .bottom, popupPoint: CGPoint? = nil,
                         linkPoint: CGPoint? = nil) -> NoticeTicket? {
        let manager = manager(for: view)
        guard let host = PopupHost.host(for: view, center: manager.center) else { return nil }
        let point = (popupType == .triangle ? popupPoint : linkPoint) ?? popupPoint ?? linkPoint ?? .zero
        let spot = CGRect(origin: point, size: .zero)
        let (hosted, ended) = host.hosting(content, kind: "bubble", bare: false)
        let ticket = manager.addPopup(owner: ObjectIdentifier(view), hosted: hosted, popupType: popupType,
                                      positionType: positionType, at: host.frame(of: view, rect: spot) ?? .zero) { _ in
            ended()
        }
        host.anchor(ticket, to: view, at: spot)
        added(ticket, by: manager)
        return ticket
    }
}
#endif
