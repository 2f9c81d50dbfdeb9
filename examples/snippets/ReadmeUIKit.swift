// snippet.hide
// README.md, "On iOS": the UIKit host. The README quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check); the example is a whole
// view controller, so nothing else is hidden.
// snippet-build: ios
// snippet.show
import PopupKit
import PopupKitUIKit
import UIKit

final class InboxViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        PopupHost.install(on: view)          // the overlay for this view's window scene
    }

    func archived() {
        PopupCenter.shared.toast("Archived", position: .bottom)
        PopupCenter.shared.hud.showSuccess(status: "Synced")
    }
}
