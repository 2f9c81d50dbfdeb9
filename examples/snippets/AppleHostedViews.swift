// snippet.hide
// docs/Apple.md, "The app's own views". The doc quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check); the hidden parts are the
// app's view and the screen the lines run in.
// snippet-build: ios
import PopupKit
import PopupKitUIKit
import UIKit

/// The app's own card: Auto Layout gives it its size.
final class PromoCardView: UIView {}

/// HostedContent(view:name:) measures on the main actor, as UIKit does.
@MainActor private func appleHostedViews(host: PopupHost?) {
    let center = PopupCenter.shared
    let scheduler = PopupScheduler(center: center)
// snippet.show
let card = PromoCardView()                                  // the app's own UIView
host?.register(view: card, as: "promo")      // host = PopupHost.install(on: view)
center.toast(hosted: HostedContent(view: card, name: "promo"))   // measured with systemLayoutSizeFitting
// or, since a view shows in one place at a time, in a banner, a popup or a bubble:
center.push(BannerMessage(type: "promo", hosted: HostedContent(name: "promo", width: 340, height: 72)))
scheduler.add(Popup(hosted: HostedContent(view: card, name: "promo")))
center.bubble(hosted: HostedContent(view: card, name: "promo"), pointingAt: Rect(x: 300, y: 700, width: 44, height: 44))
// snippet.hide
}
