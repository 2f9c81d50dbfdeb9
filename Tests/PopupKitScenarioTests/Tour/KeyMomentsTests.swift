import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing

/// How a tour picks its moments and words them.
@Suite("Key moments")
struct KeyMomentsTests {
    private func moments(_ events: String, config: String = "{}") throws -> [KeyMoment] {
        let scenario = try Scenario(json: Data(#"{"config": \#(config), "events": [\#(events)]}"#.utf8))
        return KeyMoments.of(scenario, events: ScenarioRunner(scenario).run().events)
    }

    private func summary(_ moments: [KeyMoment]) -> [String] {
        moments.map { moment in
            "\(KeyMoments.seconds(moment.start))–\(KeyMoments.seconds(moment.end)) @\(KeyMoments.seconds(moment.frameTime)): "
                + moment.happenings.map(\.text).joined(separator: "; ")
        }
    }

    @Test("steps closer than the merge window share a moment, drawn after the last one settles")
    func burstsMerge() throws {
        let result = try moments("""
            {"at": 0, "toast": {"id": "a", "message": "A", "duration": 2}},
            {"at": 0.1, "toast": {"id": "b", "message": "B", "position": "top", "duration": 2}},
            {"at": 1, "keyboard": {"height": 300}}
            """)
        #expect(summary(result) == [
            "0.00–0.10 @0.45: toast a shown; toast b shown",
            "1.00–1.00 @1.35: keyboard up (300 pt)",
            "2.00–2.10 @2.45: toast a dismissed (timeout); toast b dismissed (timeout)",
        ])
    }

    @Test("a moment is drawn before the next one begins, and never before its own end")
    func frameBeforeNextMoment() throws {
        let result = try moments("""
            {"at": 0, "toast": {"id": "a", "message": "A", "duration": 0.3}},
            {"at": 0.6, "dismiss": {"id": "nobody"}}
            """)
        #expect(result.map(\.frameTime) == [Instant(seconds: 0.299), Instant(seconds: 0.599), Instant(seconds: 0.95)])
        for moment in result { #expect(moment.frameTime >= moment.end) }
    }

    @Test("queued is told only when the notice waits; received never; inputs come before their events")
    func wording() throws {
        let result = try moments("""
            {"at": 0, "hud": {"action": "show", "status": "Loading"}},
            {"at": 0, "toast": {"id": "a", "message": "A"}},
            {"at": 1, "hud": {"action": "progress", "value": 0.25}},
            {"at": 2, "hud": {"action": "show", "id": "net", "status": "Net"}},
            {"at": 3, "set": {"condition": "ready", "value": true}},
            {"at": 4, "background": true}
            """, config: #"{"hud": {"graceTime": 0.5}}"#)
        let texts = result.flatMap(\.happenings).map(\.text)
        #expect(texts.prefix(3) == ["hud show “Loading”", "hud queued", "toast a shown"])
        #expect(texts.contains("hud progress 25 %"))
        #expect(texts.contains("hud net: show “Net”"))
        #expect(texts.contains("condition ready = true"))
        #expect(texts.contains("app enters background"))
        #expect(!texts.contains { $0.contains("received") })
        #expect(!texts.contains("toast a queued"))
    }

    @Test("times read with two decimals, rounded to the nearest hundredth")
    func seconds() {
        #expect(KeyMoments.seconds(.zero) == "0.00")
        #expect(KeyMoments.seconds(Instant(seconds: 4.5)) == "4.50")
        #expect(KeyMoments.seconds(Instant(seconds: 0.999)) == "1.00")
        #expect(KeyMoments.seconds(Instant(seconds: 12.345)) == "12.35")
    }

    @Test("every happening of the showcase is in exactly one moment, in time order")
    func showcaseCoversEverything() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../examples/showcase.json").standardized
        let scenario = try Scenario(json: Data(contentsOf: url))
        let events = ScenarioRunner(scenario).run().events
        let moments = KeyMoments.of(scenario, events: events)
        let all = KeyMoments.happenings(scenario, events: events)
        #expect(moments.flatMap(\.happenings) == all)
        #expect(zip(moments, moments.dropFirst()).allSatisfy { $0.frameTime < $1.start })
        #expect((20...45).contains(moments.count), "\(moments.count) moments")
    }
}
