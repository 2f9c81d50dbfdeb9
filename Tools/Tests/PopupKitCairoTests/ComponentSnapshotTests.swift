import PopupKit
import PopupKitCairo
import SnapshotTesting
import Testing

/// PNG snapshots of each seed component's typical screen, drawn with Cairo and
/// Pango over a plain background. The images live in
/// `__Snapshots__/ComponentSnapshotTests/` and are reviewed like code.
@Suite("PNG snapshots")
struct ComponentSnapshotTests {
    @Test("Toast-Swift: message toast at the bottom, title + image at the top, activity in the centre")
    func toasts() throws {
        let rendered = try Fixture.render("""
            {"at": 0, "toast": {"id": "saved", "message": "Saved to your library"}},
            {"at": 0, "toast": {"id": "hello", "title": "Welcome back", "message": "You have 3 new messages", "image": "avatar.png", "position": "top"}},
            {"at": 0, "toast": {"id": "busy", "activity": true, "position": "center"}}
            """, at: 1.25)
        assertSnapshot(of: rendered.bitmap, as: .png())
    }

    @Test("Toast-Swift at 2×: a long message wraps, with a shadow")
    func toastAt2x() throws {
        let rendered = try Fixture.render(config: #"{"toast": {"style": {"displayShadow": true}}}"#, """
            {"at": 0, "toast": {"id": "long", "message": "Your photos were uploaded and are now shared with everyone in the album", "position": "center"}}
            """, at: 1, scale: 2)
        assertSnapshot(of: rendered.bitmap, as: .png())
    }

    @Test("SVProgressHUD: spinner, progress, and success over a black mask")
    func hud() throws {
        let spinner = try Fixture.render(#"{"at": 0, "hud": {"action": "show", "status": "Loading"}}"#, at: 1.3)
        assertSnapshot(of: spinner.bitmap, as: .png(), named: "spinner")
        let progress = try Fixture.render("""
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "hud": {"action": "progress", "value": 0.4, "status": "Uploading"}}
            """, at: 1.5)
        assertSnapshot(of: progress.bitmap, as: .png(), named: "progress")
        let success = try Fixture.render(config: #"{"hud": {"mask": "black"}}"#,
                                         #"{"at": 0, "hud": {"action": "success", "status": "Uploaded"}}"#, at: 1)
        assertSnapshot(of: success.bitmap, as: .png(), named: "success-black-mask")
    }

    @Test("SVProgressHUD: dark error over a gradient mask, info and the system spinner")
    func hudGradient() throws {
        let error = try Fixture.render(config: #"{"hud": {"mask": "gradient", "style": {"appearance": "dark"}}}"#,
                                       #"{"at": 0, "hud": {"action": "error", "status": "No connection"}}"#, at: 1)
        assertSnapshot(of: error.bitmap, as: .png(), named: "error-gradient")
        let info = try Fixture.render(config: #"{"hud": {"style": {"spinner": "system"}}}"#, """
            {"at": 0, "hud": {"action": "info", "status": "Heads up: the status wraps when it is longer than two hundred points"}}
            """, at: 1)
        assertSnapshot(of: info.bitmap, as: .png(), named: "info")
    }

    @Test("WPToastManager: a banner with an icon, and one sliding in")
    func banner() throws {
        let events = #"{"at": 0, "banner": {"id": "chat", "type": "chat", "title": "Ana", "subtitle": "Are you coming tonight? We saved you a seat by the window.", "image": "ana.png"}}"#
        assertSnapshot(of: try Fixture.render(events, at: 1).bitmap, as: .png(), named: "settled")
        assertSnapshot(of: try Fixture.render(events, at: 0.1).bitmap, as: .png(), named: "sliding")
    }

    @Test("FGPopupScheduler: a popup over a dimmed screen")
    func popup() throws {
        let rendered = try Fixture.render(
            #"{"at": 0, "popup": {"id": "rate", "title": "Enjoying the app?", "message": "Tell us what you think in the store."}}"#,
            at: 1)
        assertSnapshot(of: rendered.bitmap, as: .png())
    }

    @Test("BubblePopup: a triangle tip and a dotted-line tip")
    func bubbles() throws {
        let rendered = try Fixture.render("""
            {"at": 0, "bubble": {"id": "compose", "text": "Write a post", "edge": "bottom", "target": {"x": 330, "y": 60, "width": 44, "height": 44}}},
            {"at": 0, "bubble": {"id": "profile", "text": "Your profile lives here", "pointer": "dotLine", "edge": "top", "target": {"x": 20, "y": 770, "width": 44, "height": 44}}},
            {"at": 0, "bubble": {"id": "side", "text": "Filters", "edge": "left", "target": {"x": 300, "y": 400, "width": 44, "height": 44}}}
            """, at: 1)
        assertSnapshot(of: rendered.bitmap, as: .png())
    }

    @Test("Right-to-left: the image on the right, text aligned right")
    func rightToLeft() throws {
        let rendered = try Fixture.render(container: #"{"layoutDirection": "rtl"}"#, """
            {"at": 0, "toast": {"id": "hello", "title": "Welcome", "message": "Hello there, good to see you again", "image": "avatar.png", "position": "top"}}
            """, at: 1)
        assertSnapshot(of: rendered.bitmap, as: .png())
    }
}
