// snippet.hide
// docs/Migrating/SVProgressHUD.md: the port. The doc quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check); the statements run in a
// hidden main-actor function (the settings are main-actor calls).
// snippet-build: ios
// snippet.show
import PopupKitSeeds   // PopupKit comes along
typealias SVProgressHUD = ProgressHUD

// snippet.hide
@MainActor private func migratingSVProgressHUD() {
// snippet.show
SVProgressHUD.setDefaultMaskType(.black)
SVProgressHUD.show(withStatus: "Loading")
SVProgressHUD.showSuccess(withStatus: "Saved")
SVProgressHUD.dismiss(withDelay: .seconds(1))
// snippet.hide
}
