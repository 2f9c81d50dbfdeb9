// snippet.hide
// docs/Migrating/FGPopupScheduler.md: the port. The doc quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check); hidden are the app's
// account and analytics, and the main-actor function the statements run in.
// snippet-build: ios
// snippet.show
import PopupKit
import PopupKitUIKit
import UIKit

// snippet.hide
@MainActor private final class CouponAccount {
    var isSignedIn = false
}
@MainActor private let account = CouponAccount()
@MainActor private final class CouponAnalytics {
    private(set) var outcomes: [Outcome] = []
    func log(_ outcome: Outcome) { outcomes.append(outcome) }
}
@MainActor private let analytics = CouponAnalytics()

// snippet.show
final class CouponView: UIView, SchedulablePopupView {
    var popupPriority: Int { 1000 }                     // FGPopupStrategyPriorityHigh
    var popupUntriggeredBehavior: Popup.Untriggered { .discard }
    var popupSwitchBehavior: Popup.Switch { .latent }
    func canRegisterFirstPopupViewResponder() -> Bool { account.isSignedIn }
    func popupViewDidDismiss(_ outcome: Outcome) { analytics.log(outcome) }
}

// snippet.hide
/// `configured` and `add(_ view:)` are main-actor calls.
@MainActor private func migratingFGPopupScheduler() {
// snippet.show
let scheduler = PopupScheduler.configured(center: .shared, name: "home", strategy: .priority)
let ticket = scheduler.add(CouponView())      // shows when its turn comes; nil with no host
// later, the view closing itself:
if let ticket { scheduler.remove(ticket.id) }
// snippet.hide
}
