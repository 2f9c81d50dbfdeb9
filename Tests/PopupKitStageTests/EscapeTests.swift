import Foundation
import PopupKit
import PopupKitScenario
import Testing
@_spi(Tools) import PopupKitCore
import PopupKitStage

/// The user's escape (VoiceOver's two-finger scrub, a hardware keyboard's Esc),
/// played from scenario JSON: the front popup's cancel action, else the bubbles
/// that go on a tap outside; nothing under a popup without one or a masked HUD.
@Suite("Escape")
struct EscapeTests {
    /// The scenario run to its end, with the stage as it is just before the escape at 1 s.
    private func run(config: String = "{}", _ events: String) throws -> (ends: [String], before: Stage) {
        let json = #"{"config": \#(config), "events": [\#(events), {"at": 1, "escape": true}]}"#
        let scenario = try Scenario(json: Data(json.utf8))
        let before = ScenarioRunner(scenario).run(until: Instant(seconds: 0.99)).stage
        let log = ScenarioRunner(scenario).run(until: Instant(seconds: 3)).events
        let ends = log.filter { $0.isTerminal }.map { event in
            "\(event.id) \(event.kind.name)" + (event.kind.displayReason.map { " \($0)" } ?? "") + (event.detail.map { " \($0)" } ?? "")
        }
        return (ends, before)
    }

    private let popup = #"{"at": 0, "popup": {"id": "p", "title": "Delete?", "actions": [{"id": "delete", "title": "Delete", "role": "destructive"}, {"id": "keep", "title": "Keep", "role": "cancel"}]}}"#
    private let bubble = #"{"at": 0, "bubble": {"id": "u", "text": "Filter here", "target": {"x": 40, "y": 300}, "duration": "forever"}}"#

    @Test("the front popup's cancel action is tapped, as an alert's cancel button answers Esc")
    func popupCancel() throws {
        let (ends, before) = try run(popup)
        #expect(before.escapeInput() == .action("p", "keep"))
        #expect(ends == ["p dismissed action keep"], "\(ends)")
    }

    @Test("a popup with no cancel action keeps the escape: it stays, and a bubble under its dimming stays too")
    func popupWithoutCancel() throws {
        let (ends, before) = try run(#"{"at": 0, "popup": {"id": "p", "title": "Saved", "actions": [{"id": "ok", "title": "OK"}]}}"#
                                     + ", " + bubble)
        #expect(before.escapeInput() == nil)
        #expect(ends.isEmpty, "\(ends)")
    }

    @Test("with no popup up, bubbles that go on a tap outside end with tapOutside; one that does not stays")
    func bubbles() throws {
        let (ends, before) = try run(bubble + ", " + #"{"at": 0, "bubble": {"id": "stays", "text": "Pinned", "target": {"x": 300, "y": 500}, "dismissOnTapOutside": false, "duration": "forever"}}"#)
        #expect(before.escapeInput() == .tapOutsideBubbles)
        #expect(ends == ["u dismissed tapOutside"], "\(ends)")
    }

    @Test("a HUD with a mask is not escaped; with nothing to end, escape does nothing")
    func maskedHUDAndNothing() throws {
        let masked = try run(config: #"{"hud": {"mask": "black"}}"#, #"{"at": 0, "hud": {"action": "show"}}"# + ", " + bubble)
        #expect(masked.before.escapeInput() == nil)
        #expect(masked.ends.isEmpty, "\(masked.ends)")
        let toast = try run(#"{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}}"#)
        #expect(toast.before.escapeInput() == nil && toast.ends.isEmpty)
    }
}
