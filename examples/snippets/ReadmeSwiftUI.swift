// snippet.hide
// README.md, "On iOS": the SwiftUI host. The README quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check). The snippets' only @main.
// snippet-build: ios
// snippet.show
import PopupKit
import PopupKitSwiftUI
import SwiftUI

@main struct MailApp: App {
    var body: some Scene {
        WindowGroup { InboxView().popupHost() }
    }
}

struct InboxView: View {
    @Environment(\.popupCenter) private var popups
    var body: some View {
        Button("Archive") { popups.toast("Archived") }
    }
}
