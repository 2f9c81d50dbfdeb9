import Foundation
import PopupKit
import PopupKitScenario
import SnapshotTesting
import Testing

/// Text snapshots of the render tree of each seed component's typical screens.
/// The dumps live in `__Snapshots__/SceneSnapshotTests/` and are reviewed like code.
@Suite("Scene snapshots")
struct SceneSnapshotTests {
    /// The dump of a scenario's screen at `time`.
    private func dump(config: String = "{}", container: String = "{}", _ events: String, at time: Double) throws -> String {
        let json = #"{"container": \#(container), "config": \#(config), "events": [\#(events)]}"#
        let scenario = try Scenario(json: Data(json.utf8))
        let result = ScenarioRunner(scenario).run(until: Instant(seconds: time))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return result.stage.scene(at: Instant(seconds: time)).dump()
    }

    @Test("Toast-Swift: message toast at the bottom, title + image at the top, activity in the centre")
    func toasts() throws {
        let scene = try dump("""
            {"at": 0, "toast": {"id": "saved", "message": "Saved to your library"}},
            {"at": 0.1, "toast": {"id": "hello", "title": "Welcome back", "message": "You have 3 new messages", "image": "avatar.png", "position": "top"}},
            {"at": 0.2, "toast": {"id": "busy", "activity": true, "position": "center"}}
            """, at: 0.25)
        assertSnapshot(of: scene, as: .lines)
    }

    @Test("Toast-Swift: a toast fading in and one fading out")
    func toastFades() throws {
        let scene = try dump("""
            {"at": 0, "toast": {"id": "old", "message": "Going away", "duration": 1}},
            {"at": 1, "toast": {"id": "new", "message": "Arriving"}}
            """, at: 1.1)
        assertSnapshot(of: scene, as: .lines)
    }

    @Test("SVProgressHUD: spinner with status, progress ring, success")
    func hud() throws {
        let spinner = try dump(#"{"at": 0, "hud": {"action": "show", "status": "Loading"}}"#, at: 0.5)
        assertSnapshot(of: spinner, as: .lines, named: "spinner")
        let progress = try dump("""
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "hud": {"action": "progress", "value": 0.4, "status": "Uploading"}}
            """, at: 1.5)
        assertSnapshot(of: progress, as: .lines, named: "progress")
        let success = try dump(#"{"at": 0, "hud": {"action": "success", "status": "Uploaded"}}"#, at: 1)
        assertSnapshot(of: success, as: .lines, named: "success")
    }

    @Test("SVProgressHUD: pop-in from 1/1.5 with a black mask, and a gradient mask")
    func hudMasks() throws {
        let popIn = try dump(config: #"{"hud": {"mask": "black"}}"#, #"{"at": 0, "hud": {"action": "show"}}"#, at: 0.05)
        assertSnapshot(of: popIn, as: .lines, named: "black-pop-in")
        let gradient = try dump(config: #"{"hud": {"mask": "gradient", "style": {"appearance": "dark"}}}"#,
                                #"{"at": 0, "hud": {"action": "error", "status": "No connection"}}"#, at: 1)
        assertSnapshot(of: gradient, as: .lines, named: "gradient-dark")
    }

    @Test("WPToastManager: a banner sliding in, then settled")
    func banner() throws {
        let events = #"{"at": 0, "banner": {"id": "chat", "type": "chat", "title": "Ana", "subtitle": "Are you coming tonight?", "image": "ana.png"}}"#
        assertSnapshot(of: try dump(events, at: 0.1), as: .lines, named: "sliding")
        assertSnapshot(of: try dump(events, at: 1), as: .lines, named: "settled")
    }

    @Test("FGPopupScheduler: a popup over a dimmed screen")
    func popup() throws {
        let scene = try dump(#"{"at": 0, "popup": {"id": "rate", "title": "Enjoying the app?", "message": "Tell us what you think in the store."}}"#,
                             at: 1)
        assertSnapshot(of: scene, as: .lines)
    }

    @Test("BubblePopup: a triangle tip and a dotted-line tip")
    func bubbles() throws {
        let scene = try dump("""
            {"at": 0, "bubble": {"id": "compose", "text": "Write a post", "edge": "bottom", "target": {"x": 330, "y": 60, "width": 44, "height": 44}}},
            {"at": 0, "bubble": {"id": "profile", "text": "Your profile lives here", "pointer": "dotLine", "edge": "top", "target": {"x": 20, "y": 770, "width": 44, "height": 44}}}
            """, at: 1)
        assertSnapshot(of: scene, as: .lines)
    }

    @Test("Right-to-left: image and text mirrored, bubble edges swapped")
    func rightToLeft() throws {
        let scene = try dump(container: #"{"layoutDirection": "rtl"}"#, """
            {"at": 0, "toast": {"id": "hello", "title": "Welcome", "message": "Hello", "image": "avatar.png", "position": "top"}},
            {"at": 0, "bubble": {"id": "tip", "text": "Leading side", "edge": "left", "target": {"x": 170, "y": 400, "width": 50, "height": 40}}}
            """, at: 1)
        assertSnapshot(of: scene, as: .lines)
    }

    @Test("Reduce Motion keeps fades only")
    func reduceMotion() throws {
        let scene = try dump(config: #"{"accessibility": {"reduceMotion": true}}"#, """
            {"at": 0, "hud": {"action": "show"}},
            {"at": 0, "banner": {"id": "b", "title": "Quiet"}}
            """, at: 0.05)
        assertSnapshot(of: scene, as: .lines)
        #expect(!scene.contains("scale"))
        #expect(!scene.contains("offset (0"))
    }
}
