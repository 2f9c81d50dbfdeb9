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

/// FGPopupScheduler's `FGPopupView`: what a view the app shows through a
/// ``PopupScheduler`` says about itself. Every member has a default, so adopting
/// it costs nothing; the scheduler's strategy, conditions and behaviours are the
/// center's (tested everywhere), and PopupKit animates the popup, so the view
/// needs no show or dismiss animation of its own.
@MainActor
public protocol SchedulablePopupView: AnyObject {
    /// FGPopupView's `canRegisterFirstPopupViewResponder`: while `false`, the
    /// popup waits (or is dropped, with ``popupUntriggeredBehavior`` `.discard`).
    /// Asked when the app is idle and after every change of the center.
    func canRegisterFirstPopupViewResponder() -> Bool
    /// FGPopupView's `popupPriority` (the priority strategies' order).
    var popupPriority: Int { get }
    /// FGPopupView's `popupViewUntriggeredBehavior`.
    var popupUntriggeredBehavior: Popup.Untriggered { get }
    /// FGPopupView's `popupViewSwitchBehavior`: what happens to it when a higher
    /// priority arrives while it shows.
    var popupSwitchBehavior: Popup.Switch { get }
    /// Whether the view holds a text field or text view the user types into (a
    /// login or rating prompt): the overlay may then become key while it shows
    /// (``PopupHost/acceptTextInput(in:)``). `false` by default: the overlay
    /// never takes the keyboard from the app.
    var popupTakesTextInput: Bool { get }
    /// FGPopupView's `showPopupView`: it is on screen now.
    func popupViewDidShow()
    /// FGPopupView's `dismissPopupView`: it has ended, with how.
    func popupViewDidDismiss(_ outcome: Outcome)
}

extension SchedulablePopupView {
    public func canRegisterFirstPopupViewResponder() -> Bool { true }
    public var popupPriority: Int { 0 }
    public var popupUntriggeredBehavior: Popup.Untriggered { .await }
    public var popupSwitchBehavior: Popup.Switch { .await }
    public var popupTakesTextInput: Bool { false }
    public func popupViewDidShow() {}
    public func popupViewDidDismiss(_ outcome: Outcome) {}
}

extension PopupScheduler {
    /// FGPopupScheduler's `add(_:)`: the app's own view as a popup of this
    /// scheduler, shown in `host`'s overlay (the one showing this scheduler's
    /// center when `nil`), bare as FGPopupScheduler shows it: the view is the
    /// popup, over the scheduler's dimming.
    /// - Returns: the popup's ticket (``remove(_:)`` takes its id); `nil` when no
    ///   host shows the center.
    @MainActor @discardableResult
    public func add<View: UIView & SchedulablePopupView>(_ view: View, host: PopupHost? = nil) -> NoticeTicket? {
        guard let host = host ?? PopupHost.installed(for: center) else { return nil }
        let (content, ended) = host.hosting(view, kind: "popup", bare: true)
        let popup = Popup(hosted: content, priority: view.popupPriority, untriggered: view.popupUntriggeredBehavior,
                          switchBehavior: view.popupSwitchBehavior)
        let ticket = add(popup, condition: { [weak view] in view?.canRegisterFirstPopupViewResponder() ?? false }) {
            [weak view] outcome in
            ended()
            view?.popupViewDidDismiss(outcome)
        }
        if view.popupTakesTextInput { host.acceptTextInput(in: ticket.id) }
        host.whenShown(ticket.id) { [weak view] in view?.popupViewDidShow() }
        return ticket
    }
}
#endif
