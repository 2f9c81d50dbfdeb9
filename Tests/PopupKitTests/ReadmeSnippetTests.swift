import Foundation
import PopupKit
import Testing

/// The README's runtime example (examples/snippets/ReadmeRuntime.swift, which the
/// README quotes) run on Linux; a second test checks this copy is still that
/// file's code.
///
/// The copy keeps the file's split: the posting lines in a nonisolated function,
/// run here off the main actor (the README says they may be), and the settings
/// and the host in a main-actor one. `PopupHost` needs UIKit, so `host` and
/// `composeButton` stand in for it here; `make ios-check` type-checks the file
/// with the real ones against the iOS SDK.
@Suite("README runtime example")
struct ReadmeSnippetTests {
    /// The app's own things the example talks about.
    @MainActor final class Session { var isLoggedIn = true }
    struct API: Sendable { func upload(_ photo: String) async throws -> Int { photo.count } }
    @MainActor static let session = Session()
    static let api = API()
    static let photo = "photo.png"
    @MainActor static var chatsOpened = 0
    @MainActor static var composersShown = 0
    @MainActor static func openChat() { chatsOpened += 1 }
    @MainActor static func showComposer() { composersShown += 1 }

    /// Stands in for a button: only where it is on screen.
    struct Button { var frame: Rect }

    /// Stands in for `PopupHost.bubble(text:pointingAt:)` (a bubble pointing at a
    /// view's frame), and keeps the ticket so the test can tap the bubble.
    @MainActor final class Host {
        let center: PopupCenter
        var bubbles: [NoticeTicket] = []
        init(center: PopupCenter) { self.center = center }
        func bubble(text: String, pointingAt view: Button) -> NoticeTicket {
            let ticket = center.bubble(text: text, pointingAt: view.frame)
            bubbles.append(ticket)
            return ticket
        }
    }

    @Test("the example runs: the posting half off the main actor, every call lands and the bubble's tap arrives")
    @MainActor func runtimeExample() async {
        let center = PopupCenter.shared
        // The shared center runs on the real clock: keep what the example shows on
        // screen however slow the machine.
        center.update {
            $0.toastDefaults.duration = .forever
            $0.configuration[.banner].defaultDuration = .forever
        }
        let host = Host(center: center)
        // The user taps the bubble once it shows.
        let user = Task { @MainActor in
            while host.bubbles.isEmpty { await Task.yield() }
            await center.flush()
            // The button is clear of the banner, the toast and the cards: the bubble
            // shows at once (one under a banner would wait hidden, U4).
            #expect(center.frame(of: host.bubbles[0].id) != nil, "the bubble is on screen")
            center.tap(host.bubbles[0].id)
            // A tap that missed would leave the example waiting forever: end the
            // bubble otherwise, and the expectations below say so.
            await center.flush()
            if host.bubbles[0].endedOutcome == nil { center.dismissAllBubbles() }
        }
        let popups = await Task.detached { Self.fromAnywhere() }.value
        let shownBefore = Self.composersShown
        let outcome = await Self.onMainActor(popups: popups, host: host, composeButton: Button(frame: Rect(x: 318, y: 730, width: 56, height: 56)))
        await user.value
        #expect(outcome == .dismissed(.tap))
        #expect(Self.composersShown == shownBefore + 1, "a tapped bubble shows the composer")
        #expect(popups.strategy == .priority)
        await center.flush()
        let lanes = Set(center.stage.engine.screen.map(\.lane))
        #expect(lanes.isSuperset(of: [.toast, .banner, .hud, .popup]), "on screen: \(lanes)")
        for lane in Lane.allCases { center.hideAll(lane, includeActivity: true) }
        center.update {
            $0.toastDefaults = ToastDefaults()
            $0.configuration = EngineConfiguration()
        }
        await center.flush()
    }

    // README begins
    // snippet.hide
    /// Nonisolated, as the README promises these calls may be.
    nonisolated static func fromAnywhere() -> PopupScheduler {
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

    @MainActor static func onMainActor(popups: PopupScheduler, host: Host, composeButton: Button) async -> Outcome {
    // snippet.show

        // On the main actor: the iOS host (PopupHost, see "On iOS"):
        let outcome = await host.bubble(text: "Write a post", pointingAt: composeButton).outcome
        if outcome.didTap { showComposer() }
    // snippet.hide
        return outcome
    }
    // README ends

    @Test("the copy above is the snippet file's code, which the README quotes")
    func snippetFileShowsIt() throws {
        let file = URL(fileURLWithPath: #filePath)
        let root = file.deletingLastPathComponent().appendingPathComponent("../..").standardized
        let source = try String(contentsOf: file, encoding: .utf8)
        let snippet = try String(contentsOf: root.appendingPathComponent("examples/snippets/ReadmeRuntime.swift"), encoding: .utf8)
        let begin = try #require(source.range(of: "    // README begins\n"))
        let end = try #require(source.range(of: "    // README ends\n"))
        let copy = Self.visibleLines(source[begin.upperBound..<end.lowerBound])
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }
        // The file's code after its imports (a copy inside a type cannot import).
        let shown = Self.visibleLines(snippet[...]).drop { $0.hasPrefix("import ") || $0.isEmpty }
        #expect(copy == Array(shown), "this copy must be examples/snippets/ReadmeRuntime.swift's code:\n\(shown.joined(separator: "\n"))")
    }

    /// The lines Swift-DocC's snippet markers leave visible (scripts/snippets.py's
    /// rule): none from a `// snippet.hide` line to the next `// snippet.show`
    /// line, and neither marker.
    static func visibleLines(_ text: Substring) -> [String] {
        var hidden = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default: if !hidden { lines.append(String(line)) }
            }
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
