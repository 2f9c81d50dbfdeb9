import Foundation
import PopupKit
import Testing

/// The README's runtime example, compiled and run here; a second test checks the
/// README still shows exactly this code.
@MainActor
@Suite("README runtime example")
struct ReadmeSnippetTests {
    /// Stand-ins for the app the snippet talks about.
    struct Session: Sendable { var isLoggedIn = true }
    struct API: Sendable { func upload(_ photo: String) async throws -> Int { photo.count } }
    let session = Session()
    let api = API()
    let photo = "photo.png"
    let composeButton = (frame: Rect(x: 330, y: 60, width: 44, height: 44), ())
    func openChat() {}

    @Test("the example runs: every call lands on the shared center and the bubble's outcome arrives")
    func runtimeExample() async {
        // The shared center runs on the real clock: keep what the example shows on
        // screen however slow the machine, and end the bubble it waits for.
        PopupCenter.shared.toastDefaults.duration = .forever
        PopupCenter.shared.configuration[.banner].defaultDuration = .forever
        Task { @MainActor in
            await PopupCenter.shared.flush()
            PopupCenter.shared.dismissAllBubbles()
        }
        let openChat = { @Sendable @MainActor in self.openChat() }
        let session = self.session
        var tapped = false
        func showComposer() { tapped = true }
        // README begins
        let center = PopupCenter.shared   // or one per window: PopupCenter()

        center.toast("Saved", position: .top)
        center.hud.showProgress(0.4, status: "Uploading")

        center.loadRules([FrequencyRule(type: "chat", priority: 10)])
        center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch at 1?", onTap: { openChat() }))

        let popups = PopupScheduler(center: center)
        popups.strategy = .priority
        popups.add(Popup(title: "Rate us"), priority: 5, condition: { session.isLoggedIn })

        let upload = Task { try await api.upload(photo) }
        center.hud(for: upload, loading: "Uploading", success: "Uploaded", failure: "Upload failed")

        let outcome = await center.bubble(text: "Write a post", pointingAt: composeButton.frame).outcome
        if outcome.didTap { showComposer() }
        // README ends
        #expect(outcome == .dismissed(.cleared))
        #expect(!tapped)
        await center.flush()
        #expect(center.stage.engine.screen.contains { $0.lane == .toast })
        #expect(center.stage.engine.screen.contains { $0.lane == .banner })
        for lane in Lane.allCases { center.hideAll(lane, includeActivity: true) }
        center.toastDefaults = ToastDefaults()
        center.setConfiguration(EngineConfiguration())
        await center.flush()
    }

    @Test("the README shows the example exactly as it is compiled here")
    func readmeShowsIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(source.range(of: "// README begins\n"))
        let end = try #require(source.range(of: "        // README ends"))
        let snippet = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
        #expect(readme.contains("```swift\nimport PopupKit\n\n" + snippet + "```"), "README.md must show:\n\(snippet)")
    }
}
