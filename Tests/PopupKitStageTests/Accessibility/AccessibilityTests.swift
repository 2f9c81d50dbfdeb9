import Foundation
import PopupKit
import PopupKitScenario
import Testing
import PopupKitStage

/// A scenario run on a stage, for what a screen reader sees and what a host is asked.
private func run(config: String = "{}", _ events: String, until: Double? = nil) throws -> ScenarioRunner.Result {
    let json = #"{"config": \#(config), "events": [\#(events)]}"#
    return ScenarioRunner(try Scenario(json: Data(json.utf8))).run(until: until.map { Instant(seconds: $0) })
}

/// `"label | value | traits | modal"` per element, top first.
private func elements(_ result: ScenarioRunner.Result) -> [String] {
    result.stage.accessibilityElements().map { element in
        [element.label, element.value ?? "-", element.traits.names.joined(separator: "+"),
         element.isModal ? "modal" : "-"].joined(separator: " | ")
    }
}

@Suite("Accessibility")
struct AccessibilityTests {
    @Test("A1 labels: a toast's title and message, a banner's title and subtitle, a bubble's text, a popup's title and message")
    func labels() throws {
        let result = try run("""
            {"at": 0, "toast": {"id": "t", "title": "Saved", "message": "In your library"}},
            {"at": 0, "banner": {"id": "b", "title": "Ana", "subtitle": "Lunch?"}},
            {"at": 0, "popup": {"id": "p", "title": "Rate us", "message": "Five stars?"}},
            {"at": 0, "bubble": {"id": "u", "text": "Filter here", "target": {"x": 40, "y": 300}}}
            """, until: 1)
        // Top first: banner, toast, popup, bubble (the HUD would be above all).
        #expect(elements(result) == [
            "Ana, Lunch? | - | staticText+button | -",
            "Saved, In your library | - | staticText+button | -",
            "Rate us, Five stars? | - | staticText | modal",
            "Filter here | - | staticText+button | -",
        ])
    }

    @Test("A1 a HUD says its status, or Loading with none (SVProgressHUD); progress is its value; a mask makes it modal")
    func hud() throws {
        let spinner = try run(#"{"at": 0, "hud": {"action": "show"}}"#, until: 1)
        #expect(elements(spinner) == ["Loading | - | staticText+updatesFrequently | -"])
        let masked = try run(config: #"{"hud": {"mask": "black"}}"#,
                             #"{"at": 0, "hud": {"action": "progress", "value": 0.4, "status": "Uploading"}}"#, until: 1)
        #expect(elements(masked) == ["Uploading | 40% | staticText+updatesFrequently | modal"])
        let success = try run(#"{"at": 0, "hud": {"action": "success"}}"#, until: 1)
        #expect(elements(success) == ["Success | - | staticText+image | -"])
    }

    @Test("A1 line breaks are read as spaces, as SVProgressHUD reads its status: a break would make VoiceOver read the text twice")
    func lineBreaksAsSpaces() throws {
        let result = try run(#"""
            {"at": 0, "hud": {"action": "show", "status": "Uploading\nyour photos"}},
            {"at": 0, "toast": {"id": "t", "title": "Saved", "message": "In your\r\n\nlibrary"}}
            """#, until: 1)
        #expect(elements(result) == [
            "Uploading your photos | - | staticText+updatesFrequently | -",
            "Saved, In your library | - | staticText+button | -",
        ])
    }

    @Test("A1 an image shown alone is read by its name only when the name is words: an asset's, a symbol's; never a web address or a made-up name")
    func imageAlone() throws {
        let labels = try [
            #"{"at": 0, "toast": {"image": "badge"}}"#,
            #"{"at": 0, "toast": {"image": "symbol:checkmark.circle.fill"}}"#,
            #"{"at": 0, "toast": {"image": "https://example.com/badge.png"}}"#,
            #"{"at": 0, "toast": {"image": "uiimage-3"}}"#,
            #"{"at": 0, "hud": {"action": "image", "image": "uiimage-4"}}"#,
            #"{"at": 0, "hud": {"action": "image", "image": "uiimage-4", "status": "Copied"}}"#,
        ].map { try run($0, until: 1).stage.accessibilityElements().map(\.label) }
        #expect(labels == [["badge"], ["checkmark circle fill"], [""], [""], [""], ["Copied"]])
    }

    @Test("A1 notices fading out are gone for the screen reader")
    func fadingIsGone() throws {
        let result = try run(#"{"at": 0, "toast": {"id": "t", "message": "Bye", "duration": 1}}"#, until: 1.1)
        #expect(result.stage.engine.screen.count == 1)
        #expect(result.stage.accessibilityElements().isEmpty)
    }

    @Test("A2 a notice that is not modal is announced when it shows, and again only when its text changes")
    func announcements() throws {
        let result = try run("""
            {"at": 0, "toast": {"id": "t", "message": "Saved"}},
            {"at": 1, "hud": {"action": "progress", "value": 0.1, "status": "Uploading"}},
            {"at": 1.5, "hud": {"action": "progress", "value": 0.5, "status": "Uploading"}},
            {"at": 2, "hud": {"action": "progress", "value": 0.9, "status": "Almost there"}},
            {"at": 2.5, "toast": {"id": "t", "message": "Saved twice"}}
            """, until: 2.6)
        #expect(result.requests.map(\.description) == [
            #"0.0 announce "Saved""#, #"1.0 announce "Uploading""#, #"2.0 announce "Almost there""#,
            #"2.5 announce "Saved twice""#,
        ])
    }

    @Test("A2 a modal notice moves the focus to itself instead (a masked HUD, a popup)")
    func focus() throws {
        let result = try run(config: #"{"hud": {"mask": "clear"}}"#, """
            {"at": 0, "popup": {"id": "p", "title": "Rate us"}},
            {"at": 1, "hud": {"action": "show", "status": "Syncing"}}
            """, until: 2)
        #expect(result.requests.map(\.description) == ["0.0 screenChanged p", "1.0 screenChanged hud"])
    }

    @Test("A2 a HUD result asks for haptic feedback once: success, error, info as warning; off per lane")
    func haptics() throws {
        let events = """
            {"at": 0, "hud": {"action": "show", "status": "Saving"}},
            {"at": 1, "hud": {"action": "success", "status": "Saved"}},
            {"at": 1.5, "hud": {"action": "success", "status": "Saved!"}},
            {"at": 5, "hud": {"action": "error", "status": "Failed"}},
            {"at": 10, "hud": {"action": "info", "status": "Note"}}
            """
        let on = try run(events, until: 11)
        #expect(on.requests.map(\.description) == [
            #"0.0 announce "Saving""#, #"1.0 announce "Saved""#, "1.0 haptic success", #"1.5 announce "Saved!""#,
            #"5.0 announce "Failed""#, "5.0 haptic error",
            // The error HUD times out at 10; the new one shows after its 0.15 s fade.
            #"10.15 announce "Note""#, "10.15 haptic warning",
        ])
        let off = try run(config: #"{"hud": {"haptics": false}}"#, events, until: 11)
        #expect(off.requests.filter { if case .haptic = $0.kind { true } else { false } }.isEmpty)
        #expect(off.requests.count == 5)
    }

    @Test("A2 a notice shown and gone in one settling of the engine asks for nothing")
    func goneAtOnce() throws {
        let result = try run("""
            {"at": 0, "toast": {"id": "t", "message": "Blink", "duration": 0}},
            {"at": 1, "toast": {"id": "u", "message": "Stays"}}
            """)
        #expect(result.events.contains { $0.id == "t" && $0.kind == .shown })
        #expect(result.requests.map(\.description) == [#"1.0 announce "Stays""#])
    }

    @Test("A1 custom content reads its own label, else its name")
    func customContent() {
        struct Badge: NoticeContent {
            var label: String?
            func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { Size(width: 20, height: 20) }
            func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [] }
            var accessibilityLabel: String? { label }
        }
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        stage.send(.submit(Notice(id: "a", .toast(Toast(content: CustomContent(Badge(label: "3 new"), name: "badge"))))),
                   now: .zero)
        stage.send(.submit(Notice(id: "b", .bubble(Bubble(content: CustomContent(Badge(label: nil), name: "star"))))),
                   now: .zero)
        #expect(Set(stage.accessibilityElements().map(\.label)) == ["3 new", "star"])
    }
}
