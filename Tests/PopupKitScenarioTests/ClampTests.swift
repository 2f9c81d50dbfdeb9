@testable import PopupKitCore
import PopupKit
import PopupKitScenario
import Testing

/// Documented clamps (docs/Semantics.md, *Bad input*): over-long text is cut to
/// 9,999 characters plus "…", HUD progress is clamped to 0…1. Both must run, not
/// crash or be refused, and each clamp is reported as a typed warning. The stored
/// content is read through `@testable`; the automatic duration, which counts the
/// characters, shows the clamp in the public event log too.
@Suite("Scenario runner: clamps")
struct ClampTests {
    static let huge = String(repeating: "x", count: 50_000)

    /// A notice with 50,000 characters of text and an automatic duration.
    struct HugeText: Sendable, CustomTestStringConvertible {
        let name: String
        let event: String
        let id: NoticeID
        let lane: Lane
        /// The name of the field the warning reports.
        let field: String
        /// The stored text of the live notice.
        let text: @Sendable (NoticeRecord) -> String?

        var testDescription: String { name }
    }

    static let hugeTexts: [HugeText] = [
        HugeText(name: "toast message", event: #"{"at": 0, "toast": {"id": "n", "message": "\#(huge)", "duration": "automatic"}}"#,
                 id: "n", lane: .toast, field: "message", text: { $0.toast?.message }),
        HugeText(name: "banner subtitle", event: #"{"at": 0, "banner": {"id": "n", "subtitle": "\#(huge)", "duration": "automatic"}}"#,
                 id: "n", lane: .banner, field: "subtitle", text: { record in
                     if case .notice(.banner(let banner)) = record.payload { return banner.subtitle }
                     return nil
                 }),
        HugeText(name: "popup message", event: #"{"at": 0, "popup": {"id": "n", "message": "\#(huge)", "duration": "automatic"}}"#,
                 id: "n", lane: .popup, field: "message", text: { $0.popup?.message }),
        HugeText(name: "bubble text", event: #"{"at": 0, "bubble": {"id": "n", "text": "\#(huge)", "duration": "automatic"}}"#,
                 id: "n", lane: .bubble, field: "text", text: { record in
                     if case .notice(.bubble(let bubble)) = record.payload { return bubble.text }
                     return nil
                 }),
        HugeText(name: "new HUD's success status", event: #"{"at": 0, "hud": {"id": "n", "action": "success", "status": "\#(huge)"}}"#,
                 id: "n", lane: .hud, field: "status", text: { $0.hud?.status }),
    ]

    static func live(_ id: NoticeID, in engine: NoticeEngine) -> NoticeRecord? {
        engine.serialByID[id].flatMap { engine.items[$0] }
    }

    /// The warning of a 50,000-character `field` of `id` cut to 10,000.
    static func textCut(_ field: String, of id: NoticeID) -> EngineWarning.Kind {
        .valueClamped(.textLength(field: field), id: id, from: 50_000, to: 10_000)
    }

    static func expectClamped(_ text: String?, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(text?.count == 10_000, "stored \(text?.count ?? -1) characters", sourceLocation: sourceLocation)
        #expect(text?.hasSuffix("x…") == true, sourceLocation: sourceLocation)
    }

    @Test("50,000 characters of text are accepted and clamped to 10,000", arguments: hugeTexts)
    func hugeTextIsClamped(_ sample: HugeText) throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(events: sample.event))
        let runner = ScenarioRunner(scenario)
        let early = runner.run(until: Instant(seconds: 1))
        let record = try #require(Self.live(sample.id, in: early.engine))
        Self.expectClamped(sample.text(record))

        // Automatic duration: 10,000 characters × 0.06 + 0.5 = 600.5 s (unclamped: 3,000.5 s).
        let result = runner.run()
        let lane = sample.lane.rawValue
        #expect(ScenarioTestSupport.lines(result.events) == [
            "0.0 n \(lane) received", "0.0 n \(lane) queued", "0.0 n \(lane) shown", "600.5 n \(lane) dismissed timeout",
        ])
        #expect(result.warnings.map(\.kind) == [Self.textCut(sample.field, of: "n")])
        #expect(result.warnings.map(\.message) == ["n: \(sample.field) of 50000 characters cut to 10000"])
    }

    @Test("A huge status on a live HUD is clamped too")
    func hugeStatusUpdateIsClamped() throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(events:
            #"{"at": 0, "hud": {"action": "show", "status": "Loading"}}"#,
            #"{"at": 1, "hud": {"action": "success", "status": "\#(Self.huge)"}}"#))
        let runner = ScenarioRunner(scenario)
        let early = runner.run(until: Instant(seconds: 2))
        Self.expectClamped(Self.live("hud", in: early.engine)?.hud?.status)

        let result = runner.run()
        #expect(ScenarioTestSupport.lines(result.events) == [
            "0.0 hud hud received", "0.0 hud hud queued", "0.0 hud hud shown", "1.0 hud hud updated",
            "601.5 hud hud dismissed timeout",
        ])
        #expect(result.warnings.map(\.kind) == [Self.textCut("status", of: "hud")])
    }

    @Test("A huge message in an update in place is clamped too")
    func hugeToastUpdateIsClamped() throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(events:
            #"{"at": 0, "toast": {"id": "n", "message": "Short", "duration": "automatic"}}"#,
            #"{"at": 0.5, "toast": {"id": "n", "message": "\#(Self.huge)", "duration": "automatic"}}"#))
        let runner = ScenarioRunner(scenario)
        Self.expectClamped(Self.live("n", in: runner.run(until: Instant(seconds: 1)).engine)?.toast?.message)

        let result = runner.run()
        #expect(ScenarioTestSupport.lines(result.events) == [
            "0.0 n toast received", "0.0 n toast queued", "0.0 n toast shown", "0.5 n toast updated",
            "601.0 n toast dismissed timeout",
        ])
        #expect(result.warnings.map(\.kind) == [Self.textCut("message", of: "n")])
    }

    @Test("A progress outside 0…1 is clamped and updates the HUD", arguments: [(7.0, 1.0), (-3.0, 0.0), (1.0, 1.0)])
    func progressIsClamped(_ value: Double, _ clamped: Double) throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(events:
            #"{"at": 0, "hud": {"action": "show", "status": "Uploading"}}"#,
            #"{"at": 1, "hud": {"action": "progress", "value": \#(value), "status": "Uploading"}}"#))
        guard case .engine(.hud(let request))? = scenario.events.last?.action, case .progress(let read, _) = request.command else {
            Issue.record("read \(String(describing: scenario.events.last?.action))")
            return
        }
        #expect(read == value, "the reader passes the value on; the engine clamps it")
        let result = ScenarioRunner(scenario).run()
        #expect(ScenarioTestSupport.lines(result.events) == [
            "0.0 hud hud received", "0.0 hud hud queued", "0.0 hud hud shown", "1.0 hud hud updated",
        ])
        let warned: [EngineWarning.Kind] = value == clamped ? [] : [.valueClamped(.progress, id: "hud", from: value, to: clamped)]
        #expect(result.warnings.map(\.kind) == warned)
        let content = try #require(Self.live("hud", in: result.engine)?.hud)
        #expect(content.mode == .progress(clamped))
        #expect(content.activityCount == 1)
    }

    @Test("A progress of 7 with no live HUD creates one at 100 %")
    func progressCreatesClampedHUD() throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(events:
            #"{"at": 0.5, "hud": {"action": "progress", "value": 7}}"#))
        let result = ScenarioRunner(scenario).run()
        #expect(ScenarioTestSupport.lines(result.events) == ["0.5 hud hud received", "0.5 hud hud queued", "0.5 hud hud shown"])
        #expect(result.warnings.map(\.kind) == [.valueClamped(.progress, id: "hud", from: 7, to: 1)])
        #expect(result.warnings.map(\.message) == ["hud: progress 7 clamped to 1"])
        let content = try #require(Self.live("hud", in: result.engine)?.hud)
        #expect(content.mode == .progress(1))
        #expect(content.activityCount == 0)
    }
}

@Suite("Scenario runner: the largest numbers the format allows")
struct LargestNumbersTests {
    @Test("Times, sizes, priorities and positions at the format's limits run to the end, every frame finite")
    func largest() throws {
        let json = #"""
            {"container": {"width": 1e9, "height": 1e9, "safeArea": {"top": 1e9, "bottom": 1e9}, "keyboardHeight": 1e9},
             "config": {"accessibility": {"voiceOver": true, "voiceOverDurationFactor": 1e9},
                        "banner": {"minGap": 1e9}, "hud": {"graceTime": 1e9, "minimumShowTime": 1e9}},
             "rules": [{"type": "promo", "priority": 999999999999999, "minInterval": 1e9, "expiration": 1e9,
                        "maxCount": 999999999999999, "window": 1e9}],
             "events": [
               {"at": 0, "popup": {"id": "low", "priority": -999999999999999, "duration": 1e9}},
               {"at": 0, "popup": {"id": "high", "priority": 999999999999999, "switch": "latent", "duration": 1e9}},
               {"at": 0, "banner": {"id": "b", "type": "promo", "title": "Sale", "displayTime": 1e9, "expiresAfter": 1e9}},
               {"at": 0, "toast": {"id": "t", "message": "x", "duration": 1e9, "position": {"x": 1e300, "y": -1e300}}},
               {"at": 0, "bubble": {"id": "u", "text": "tip", "maxWidth": 1e300, "duration": 1e9,
                                    "target": {"x": -1e300, "y": 1e300, "width": 1e9, "height": 1e9}}},
               {"at": 0, "hud": {"action": "show", "status": "Loading"}},
               {"at": 1e9, "tap": {"x": 1e300, "y": -1e300}},
               {"at": 1e9, "hud": {"action": "dismiss", "delay": 1e9}}
             ]}
            """#
        let scenario = try ScenarioTestSupport.scenario(json)
        let runner = ScenarioRunner(scenario)
        let early = runner.run(until: Instant(seconds: 1))
        for line in LayoutJSON.lines(early.stage, at: Instant(seconds: 1)) {
            #expect(!line.contains("nan") && !line.contains("inf"), "\(line)")
        }
        let result = runner.run()
        #expect(ScenarioTestSupport.lifecycleViolations(result.events).isEmpty,
                "\(ScenarioTestSupport.lifecycleViolations(result.events))")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.events.last.map { $0.time <= .distantFuture } == true)
    }
}

extension LargestNumbersTests {
    @Test("Style numbers at the extremes JSON allows (tiny fonts, lengths of 1e9) lay out finite frames")
    func extremeStyles() throws {
        let json = #"""
            {"config": {"toast": {"style": {"titleFont": {"size": 1e-300}, "messageFont": {"size": 1e9},
                                            "horizontalPadding": 1e9, "shadowRadius": 1e9, "displayShadow": true,
                                            "imageSize": {"width": 1e9, "height": 1e-300}}},
                        "hud": {"style": {"ringRadius": 1e9, "offsetFromCenter": {"x": -1e9, "y": 1e9}}},
                        "bubble": {"style": {"dashPattern": [1e9, 1e-300], "padding": {"top": 1e9}}}},
             "events": [
               {"at": 0, "toast": {"id": "t", "title": "Title", "message": "Message", "image": "i", "duration": 1}},
               {"at": 0, "hud": {"action": "show", "status": "Loading"}},
               {"at": 0, "banner": {"id": "b", "title": "B", "duration": 1,
                                    "style": {"padding": 1e9, "titleFont": {"size": 1e-300}}}},
               {"at": 0, "popup": {"id": "p", "title": "P", "duration": 1, "style": {"width": 1e9, "spacing": 1e9}}},
               {"at": 0, "bubble": {"id": "u", "text": "tip", "duration": 1, "target": {"x": 10, "y": 10}}},
               {"at": 0.5, "hud": {"action": "dismiss"}}
             ]}
            """#
        let scenario = try ScenarioTestSupport.scenario(json)
        let result = ScenarioRunner(scenario).run(until: Instant(seconds: 0.4))
        let lines = LayoutJSON.lines(result.stage, at: Instant(seconds: 0.4))
        // The bubble points into the status bar: it waits hidden (docs/Semantics.md, U4).
        #expect(result.engine.isCovered("u"))
        #expect(lines.count == 4)
        for line in lines {
            #expect(!line.contains("nan") && !line.contains("inf"), "\(line)")
        }
        #expect(!result.stage.scene(at: Instant(seconds: 0.4)).dump().contains("nan"))
        #expect(ScenarioTestSupport.lifecycleViolations(ScenarioRunner(scenario).run().events).isEmpty)
    }
}
