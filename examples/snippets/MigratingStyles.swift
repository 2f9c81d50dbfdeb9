// snippet.hide
// docs/Migrating/Toast-Swift.md and SVProgressHUD.md: an app's UIKit colours and
// fonts carried into PopupKit's styles. The doc quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check).
// snippet-build: ios
// snippet.show
import PopupKitSeeds   // PopupKit and PopupKitUIKit come along
import UIKit

// snippet.hide
@MainActor private func migratingStyles() {
// snippet.show
var style = ToastManager.shared.style
// Both looks of a dynamic colour: the toast follows the app into dark mode.
style.backgroundColor = DynamicColor(.secondarySystemBackground) ?? style.backgroundColor
style.messageColor = DynamicColor(.label) ?? style.messageColor
// A named family, at its size for the default text size: PopupKit scales it
// with the app's Dynamic Type setting.
style.messageFont = NoticeFont(UIFont(name: "AvenirNext-Medium", size: 15) ?? .systemFont(ofSize: 15))
style.titleFont = NoticeFont(.systemFont(ofSize: 15, weight: .semibold))   // bold
ToastManager.shared.style = style

ProgressHUD.setForegroundColor(NoticeColor(.systemIndigo) ?? .black)
ProgressHUD.setFont(NoticeFont(.systemFont(ofSize: 14)))
// snippet.hide
}
