import PopupKit
import PopupKitSeeds
import PopupKitSwiftUI
import SwiftUI

/// The SwiftUI screen: the binding-driven modifiers (with SwiftUI views as
/// content too), and the center's calls.
struct SwiftUIScreen: View {
    @Environment(\.popupCenter) private var popups
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @State private var saved = false
    @State private var loading = false
    @State private var rating = false
    @State private var tip = false
    @State private var lastAction = "—"

    var body: some View {
        NavigationStack {
            List {
                Section("Modifiers") {
                    Button("Toast") { saved = true }
                        .toast(isPresented: $saved, "Saved", position: .bottom)
                    Button(loading ? "Stop the HUD" : "HUD") { loading.toggle() }
                        .hud(isPresented: $loading, status: "Loading")
                    Button("Popup with actions") { rating = true }
                        .popup(isPresented: $rating, title: "Enjoying the app?", message: "Rate it in the App Store.",
                               actions: [PopupAction(id: "later", title: "Later", role: .cancel),
                                         PopupAction(id: "rate", title: "Rate")]) { lastAction = $0.rawValue }
                    Text("Last action: \(lastAction)")
                    Button("Bubble tip") { tip.toggle() }
                        .bubble(isPresented: $tip, "Tap here to write a post", edge: .bottom)
                }
                SwiftUIContentSection()
                Section("Windows") {
                    // Each window posts to its own center: the first window's is `.shared`.
                    Text(popups === PopupCenter.shared ? "This window shows PopupCenter.shared"
                                                       : "This window has a center of its own")
                    Button("A toast in this window") { popups.toast("Only in this window", position: .top) }
                    if supportsMultipleWindows {
                        Button("Open another window") { openWindow(id: ExampleApp.windowID) }
                    }
                }
                Section("Calls") {
                    Button("Toast-Swift style: a toast at the top") {
                        // The position of this call only: `ToastManager.shared.position` would
                        // move every later toast that names none.
                        popups.toast("Copied", position: .top)
                    }
                    Button("SVProgressHUD style: success") { ProgressHUD.showSuccess(withStatus: "Done") }
                    Button("WPToastManager style: a banner") {
                        BannerCenter.shared.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch at 1?"))
                    }
                    Button("FGPopupScheduler style: two popups by priority") {
                        let scheduler = PopupScheduler.configured(center: popups, strategy: .priority)
                        scheduler.add(Popup(title: "Low priority", message: "Shown second"), priority: 1,
                                      duration: .seconds(2))
                        scheduler.add(Popup(title: "High priority", message: "Shown first"), priority: 10,
                                      duration: .seconds(2))
                    }
                    Button("PopupKit: a progress HUD") {
                        Task { @MainActor in
                            for step in 0...10 {
                                popups.hud.showProgress(Double(step) / 10, status: "Uploading")
                                try? await Task.sleep(for: .milliseconds(150))
                            }
                            popups.hud.showSuccess(status: "Uploaded")
                        }
                    }
                }
            }
            .navigationTitle("PopupKit")
        }
    }
}
