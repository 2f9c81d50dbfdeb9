import Foundation
import PopupKit
import PopupKitScenario
import Testing

/// Reading appearance from scenarios: the container's, the event, a style's choice
/// and colours for both appearances or each.
@Suite("Scenario reader: appearance")
struct AppearanceParseTests {
    private let yellow = NoticeColor(hex: "#FFCC00")!
    private let navy = NoticeColor(hex: "#001133")!

    @Test("the container is light unless it says dark")
    func containerAppearance() throws {
        #expect(try ScenarioTestSupport.scenario(#"{"events": []}"#).container.appearance == .light)
        let dark = try ScenarioTestSupport.scenario(#"{"container": {"appearance": "dark"}, "events": []}"#)
        #expect(dark.container.appearance == .dark)
        #expect(dark.container.size == Container().size, "the other fields keep their defaults")
        let light = try ScenarioTestSupport.scenario(#"{"container": {"appearance": "light", "width": 320}, "events": []}"#)
        #expect(light.container.appearance == .light && light.container.size.width == 320)
    }

    @Test("an appearance event is the appearance input at its time")
    func event() throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(events:
            #"{"at": 2, "appearance": "dark"}"#, #"{"at": 2.5, "appearance": "light"}"#))
        #expect(scenario.events.map(\.action) == [.appearance(.dark), .appearance(.light)])
        #expect(scenario.events.map(\.at) == [Instant(seconds: 2), Instant(seconds: 2.5)])
    }

    @Test("one colour means both appearances; an object gives each; a partial object keeps the other variant")
    func colours() throws {
        let scenario = try ScenarioTestSupport.scenario(##"""
            {"config": {
               "toast": {"style": {"backgroundColor": "#FFCC00", "titleColor": {"light": "#FFCC00", "dark": "#001133"}}},
               "popup": {"style": {"dimColor": {"dark": "#001133"}, "appearance": "dark"}},
               "hud": {"style": {"appearance": "custom", "backgroundColor": {"dark": "#001133"}}},
               "bubble": {"style": {"appearance": "light"}}
             },
             "events": [{"at": 0, "banner": {"id": "b", "title": "a", "style": {"subtitleColor": {"light": "#FFCC00"}}}}]}
            """##)
        let styles = scenario.styles
        #expect(styles.toast.backgroundColor == DynamicColor(yellow))
        #expect(styles.toast.titleColor == DynamicColor(light: yellow, dark: navy))
        #expect(styles.toast.messageColor == ToastStyle().messageColor, "untouched")
        #expect(styles.popup.dimColor == DynamicColor(light: PopupStyle().dimColor.light, dark: navy))
        #expect(styles.popup.appearance == .dark)
        #expect(styles.hud.appearance == .custom)
        #expect(styles.hud.backgroundColor == DynamicColor(light: .white, dark: navy))
        #expect(styles.bubble.appearance == .light)
        guard case .engine(.submit(let notice)) = scenario.events.first?.action, case .banner(let banner) = notice.content else {
            Issue.record("not a banner: \(String(describing: scenario.events.first?.action))")
            return
        }
        // Compared as text: the style went through JSON, so the default's components are 8-bit now.
        #expect(banner.style?.subtitleColor.description
            == DynamicColor(light: yellow, dark: BannerStyle().subtitleColor.dark).description)
    }

    @Test("HUD appearance names keep their meaning: light, dark and custom as before, automatic by default")
    func hudNames() throws {
        for name in ["automatic", "light", "dark", "custom"] {
            let scenario = try ScenarioTestSupport.scenario(#"{"config": {"hud": {"style": {"appearance": "\#(name)"}}}, "events": []}"#)
            #expect(scenario.styles.hud.appearance.rawValue == name)
        }
        #expect(try ScenarioTestSupport.scenario(#"{"events": []}"#).styles.hud.appearance == .automatic)
    }

    @Test("a style colour reads and writes as JSON: one string for one colour, an object for two")
    func codable() throws {
        let single = try JSONEncoder().encode(DynamicColor(yellow))
        #expect(String(decoding: single, as: UTF8.self) == ##""#FFCC00FF""##)
        let pair = DynamicColor(light: yellow, dark: navy)
        let decoded = try JSONDecoder().decode(DynamicColor.self, from: JSONEncoder().encode(pair))
        #expect(decoded == pair)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DynamicColor.self, from: Data(#""yellow""#.utf8)) }
    }
}
