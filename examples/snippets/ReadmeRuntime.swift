// snippet.hide
// README.md, "Use it in an app": the runtime example. The README quotes the lines
// outside snippet.hide/snippet.show (scripts/snippets.py check). The visible lines
// run in two hidden functions, as the sentence above the example says they may:
// the posting calls and the settings in a nonisolated one (any thread or task),
// the iOS host in a main-actor one. Tests/PopupKitTests/ReadmeSnippetTests
// runs the same lines on Linux.
// snippet-build: ios
// snippet.show
import PopupKit
import PopupKitUIKit   // PopupHost, on iOS

// snippet.hide
import UIKit

/// The app's own things the example talks about.
private struct UploadAPI: Sendable {
    func upload(_ photo: Data) async throws -> URL { URL(fileURLWithPath: "/photos/\(photo.count)") }
}
private let api = UploadAPI()
private let photo = Data([0xFF, 0xD8])
@MainActor private final class ChatSession {
    var isLoggedIn = true
}
@MainActor private let session = ChatSession()
@MainActor private func openChat() {}
@MainActor private func showComposer() {}

/// Not main-actor isolated: these calls compile from any thread or task.
nonisolated private func readmeRuntimeFromAnywhere() -> PopupScheduler {
// snippet.show
// From any thread or task:
let center = PopupCenter.shared   // the first window's; another window's: PopupHost.center(for: view)

center.toast("Saved", position: .top)
center.hud.showProgress(0.4, status: "Uploading")

center.loadRules([FrequencyRule(type: "chat", priority: 10)])
center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch at 1?", onTap: { openChat() }))

let popups = PopupScheduler(center: center)
center.update { $0.configuration[.popup].strategy = .priority }   // settings too, in call order
popups.add(Popup(title: "Rate us"), priority: 5, condition: { session.isLoggedIn })

let upload = Task { try await api.upload(photo) }
center.hud(for: upload, loading: "Uploading", success: "Uploaded", failure: "Upload failed")
// snippet.hide
return popups
}

/// The host is main-actor isolated.
@MainActor private func readmeRuntimeOnMainActor(popups: PopupScheduler, host: PopupHost, composeButton: UIButton) async {
// snippet.show

// On the main actor: the iOS host (PopupHost, see "On iOS"):
let outcome = await host.bubble(text: "Write a post", pointingAt: composeButton).outcome
if outcome.didTap { showComposer() }
// snippet.hide
}
