// snippet.hide
// docs/Migrating/Toast-Swift.md: the port. The doc quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check); the statements run in a
// hidden main-actor function with the screen's view, as a view controller's would.
// snippet-build: ios
// snippet.show
import PopupKitSeeds   // PopupKit and PopupKitUIKit come along

// snippet.hide
import UIKit

@MainActor private func openDrafts() {}

@MainActor private func migratingToastSwift(view: UIView) {
// snippet.show
ToastManager.shared.isQueueEnabled = true
ToastManager.shared.duration = .seconds(2)          // a DisplayDuration
view.makeToast("Saved", duration: .seconds(3), position: .top) { didTap in
    if didTap { openDrafts() }
}
view.makeToastActivity(.center)
view.hideToastActivity()
// snippet.hide
}
