import PopupKit
import PopupKitSwiftUI
import SwiftUI

/// Every component twice: through the call the library it replaces uses, and
/// through PopupKit's own call. One tab is SwiftUI, one UIKit, and one forces
/// dark mode on the window, which the notices follow.
///
/// On iPad each window of the app (Split View, Stage Manager) has its own
/// center: `.popupHost()` gives the first window `PopupCenter.shared` and every
/// other window one of its own, so a toast shows in the window that asked.
@main
struct ExampleApp: App {
    /// The window group's id, which "Open another window" opens again.
    static let windowID = "main"

    var body: some Scene {
        WindowGroup(id: Self.windowID) {
            TabView {
                SwiftUIScreen()
                    .tabItem { Label("SwiftUI", systemImage: "swift") }
                UIKitScreenRepresentable()
                    .ignoresSafeArea()
                    .tabItem { Label("UIKit", systemImage: "square.stack") }
                DarkScreen()
                    .tabItem { Label("Dark", systemImage: "moon") }
            }
            .popupHost()
        }
    }
}
