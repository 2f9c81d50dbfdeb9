import PopupKit
import PopupKitSeeds
import PopupKitUIKit
import SwiftUI
import UIKit

/// A screen that forces dark mode on the app's window (`preferredColorScheme`,
/// which SwiftUI applies to the whole window): PopupKit's overlay follows the
/// window's traits, so the notices below are drawn in their dark colours while
/// this tab shows, and in their light ones on the other tabs (unless the device
/// is dark). The system symbols in them are drawn in the notices' own
/// foreground, not black.
struct DarkScreen: View {
    @Environment(\.popupCenter) private var popups

    var body: some View {
        NavigationStack {
            List {
                Section("Forced dark") {
                    Button("A toast with a system symbol") {
                        popups.toast("Saved to Photos", image: "symbol:checkmark.circle.fill")
                    }
                    Button("SVProgressHUD style: a HUD with a symbol") {
                        ProgressHUD.showImage("symbol:star.fill", status: "Starred")
                    }
                    Button("SVProgressHUD style: a HUD with a UIImage") {
                        // A UIImage handed over is registered with the host under a name of its own.
                        guard let heart = UIImage(systemName: "heart.fill") else { return }
                        ProgressHUD.showImage(heart, status: "Liked")
                    }
                }
            }
            .navigationTitle("Dark")
        }
        .preferredColorScheme(.dark)
    }
}
