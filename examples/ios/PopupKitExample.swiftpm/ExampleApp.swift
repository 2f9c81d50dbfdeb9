import PopupKit
import PopupKitSwiftUI
import SwiftUI

/// Every component twice: through the call the library it replaces uses, and
/// through PopupKit's own call. One tab is SwiftUI, one UIKit, and one forces
/// dark mode on the window, which the notices follow.
@main
struct ExampleApp: App {
    var body: some SwiftUI.Scene {   // PopupKit has a Scene too (its render tree at a moment)
        WindowGroup {
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
