import Foundation
import PopupKit
import PopupKitScenario
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Layout inputs in scenarios: keyboard, rotation, lane and item styles.
@Suite("Layout in scenarios")
struct LayoutScenarioTests {
    private func layouts(_ json: String, at time: Double) throws -> [String: Rect] {
        let result = ScenarioRunner(try Scenario(json: Data(json.utf8))).run(until: Instant(seconds: time))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let (screen, layouts) = result.stage.layouts()
        return Dictionary(uniqueKeysWithValues: zip(screen, layouts).map { ($0.0.id.rawValue, $0.1.frame) })
    }

    @Test("A keyboard lifts bottom toasts and the HUD above it")
    func keyboard() throws {
        let frames = try layouts("""
            {"events": [
              {"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}},
              {"at": 0, "hud": {"action": "show"}},
              {"at": 1, "keyboard": {"height": 336}}
            ]}
            """, at: 2)
        // Above the keyboard: 844 - 336 = 508; the toast sits 10 above it, the HUD
        // (74 high, no text) is centred between 47 and 508.
        #expect(frames["t"] == Rect(x: 161, y: 508 - 10 - 39.2, width: 68, height: 39.2))
        #expect(frames["hud"] == Rect(x: 158, y: (47 + 508) / 2 - 37, width: 74, height: 74))
    }

    @Test("A container event rotates the screen; safe areas stay unless given")
    func rotation() throws {
        let frames = try layouts("""
            {"container": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
             "events": [
              {"at": 0, "banner": {"id": "b", "title": "Hello", "duration": "forever"}},
              {"at": 1, "container": {"width": 844, "height": 390, "safeArea": {"left": 47, "right": 47, "bottom": 21}}}
            ]}
            """, at: 2)
        // Landscape: safe x from 47 to 797; the banner keeps 8 from each side, top 0 + 8.
        #expect(frames["b"] == Rect(x: 55, y: 8, width: 797 - 47 - 16, height: 14 + 18 + 14))
    }

    @Test("Lane styles and item styles change layout; an item style overrides the lane's")
    func styles() throws {
        let frames = try layouts("""
            {"config": {"toast": {"style": {"horizontalPadding": 20, "messageFont": {"size": 10}}}},
             "events": [
              {"at": 0, "toast": {"id": "lane", "message": "abc", "position": "top", "duration": "forever"}},
              {"at": 0, "toast": {"id": "item", "message": "abc", "duration": "forever", "style": {"verticalPadding": 0}}}
            ]}
            """, at: 1)
        // "abc" at 10 points: 3 × 6 = 18 wide, 12 high.
        #expect(frames["lane"]?.size == Size(width: 18 + 40, height: 12 + 20))
        #expect(frames["item"]?.size == Size(width: 18 + 40, height: 12))
    }

    @Test("A lane's transition comes from fadeDuration (both ways) or transition (each way); styles hold no time")
    func laneTransitions() throws {
        let scenario = try Scenario(json: Data("""
            {"config": {"toast": {"fadeDuration": 0.5}, "hud": {"transition": {"disappear": 0.4}},
                        "bubble": {"transition": {"appear": 0.1, "disappear": 0.3}}},
             "events": []}
            """.utf8))
        #expect(scenario.configuration[.toast].transition == .fade(.milliseconds(500)))
        #expect(scenario.configuration[.hud].transition == NoticeTransition(appear: .milliseconds(150), disappear: .milliseconds(400)))
        #expect(scenario.configuration[.bubble].transition == NoticeTransition(appear: .milliseconds(100), disappear: .milliseconds(300)))
        #expect(scenario.configuration[.banner].transition == NoticeTransition(appear: .milliseconds(300), disappear: .milliseconds(200)))
        #expect(throws: ScenarioError.self) {
            try Scenario(json: Data(#"{"config": {"toast": {"style": {"fadeDuration": 0.5}}}, "events": []}"#.utf8))
        }
        #expect(throws: ScenarioError.self) {
            try Scenario(json: Data(#"{"config": {"toast": {"fadeDuration": 0.5, "transition": 0.2}}, "events": []}"#.utf8))
        }
    }

    @Test("Bad geometry falls back to finite frames")
    func badGeometry() throws {
        let frames = try layouts("""
            {"container": {"width": 0, "height": 0},
             "events": [
              {"at": 0, "toast": {"id": "t", "message": "Hi", "duration": "forever"}},
              {"at": 0, "bubble": {"id": "b", "text": "Tip", "target": {"x": 5000, "y": -300, "width": 10, "height": 10}}}
            ]}
            """, at: 1)
        #expect(frames.values.allSatisfy { $0.isFinite })
        #expect(frames["t"] == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}

@Suite("Text cut to fit")
struct TextCutToFitTests {
    @Test("A placement carries the line limit that fitting used, so back ends draw no more lines than fit")
    func effectiveLineLimit() {
        var engine = NoticeEngine()
        let long = String(repeating: "This message is far too long for the little screen. ", count: 4)
        engine.send(.submit(Notice(id: "t", .toast(Toast(message: long)), duration: .forever)), now: .zero)
        let layout = NoticeLayout(container: Container(size: Size(width: 390, height: 100), safeArea: .zero),
                                 measurer: FixedAdvanceTextMeasurer())
        guard case .toast(let parts)? = layout.layout(engine.screen).first?.parts, let message = parts.message else {
            Issue.record("no toast message laid out")
            return
        }
        // 100 high, minus 10 + 10 of stack padding and 10 + 10 of toast padding: 60 = 3 lines of 19.2.
        #expect(message.lineLimit == 3)
        #expect(message.frame.height == 3 * 19.2)
    }
}
