// snippet.hide
// docs/Migrating/BubblePopup.md: the port. The doc quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check); they run in a hidden
// main-actor function, as a view controller's code would.
// snippet-build: ios
// snippet.show
import PopupKitSeeds   // PopupKit and PopupKitUIKit come along
import UIKit

// snippet.hide
/// `view` is the screen's view and `button` one of its subviews, so the button's
/// frame is in `view`'s coordinates, as `popupPoint` wants.
@MainActor private func migratingBubblePopup(view: UIView, button: UIButton) {
// snippet.show
let tip = BubblePopupManager.shared.addPopup(
    toView: view, tips: "Tap to post", popupType: .triangle, positionType: .bottom,
    popupPoint: CGPoint(x: button.frame.midX, y: button.frame.minY), maxWidth: 200)
// later
if let tip { BubblePopupManager.shared.removePopup(tip) }
BubblePopupManager.shared.removeAllPopups(fromView: view)
// snippet.hide
}
