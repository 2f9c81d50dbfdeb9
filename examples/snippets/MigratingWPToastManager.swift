// snippet.hide
// docs/Migrating/WPToastManager.md: the port. The doc quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check); the statements run in a
// hidden method of the app's delegate class, so `self` is a BannerCenterDelegate.
// snippet-build: ios
// snippet.show
import Foundation
import PopupKitSeeds   // PopupKit comes along
typealias WPToastCenter = BannerCenter

// snippet.hide
/// The app's object that hears about its banners (WPToastManager's delegate).
private final class InboxBannerListener: BannerCenterDelegate {
    func bannerCenter(_ center: BannerCenter, didTap message: BannerMessage) {}

    func start() {
// snippet.show
WPToastCenter.shared.loadControlInfo([
    BannerControlInfo(type: "debug", interval: .seconds(3), expiration: .seconds(10), priority: 1),
    BannerControlInfo(type: "debug2", interval: .zero, expiration: .seconds(10), priority: 20),
])
WPToastCenter.shared.delegate = self          // a BannerCenterDelegate
WPToastCenter.shared.push(BannerMessage(type: "debug", title: "title", subtitle: "subtitle",
                                        imageURL: URL(string: "https://example.com/a.jpg")!,
                                        displayTime: .seconds(5)))
// snippet.hide
    }
}
