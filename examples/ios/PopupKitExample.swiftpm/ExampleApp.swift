import PopupKit
import PopupKitSwiftUI
import SwiftUI

/// Every component twice: through the call the library it replaces uses, and
/// through PopupKit's own call. One tab is SwiftUI, the other UIKit.
@main
struct ExampleApp: App {
    var body: some SwiftUI.Scene {
        WindowGroup {
            TabView {
                SwiftUIScreen()
                    .tabItem { Label("SwiftUI", systemImage: "swift") }
                UIKitScreenRepresentable()
                    .ignoresSafeArea()
                    .tabItem { Label("UIKit", systemImage: "square.stack") }
            }
            .popupHost()
        }
    }
}
