import Foundation
import PopupKit
import PopupKitScenario
import Testing
import PopupKitStage

/// U4: a bubble never points through something. While its target is covered (the
/// keyboard, another notice, off screen) or no side is free for its body, it hides
/// and its time stands still; it comes back when clear, or ends `targetCovered`.
@Suite("Bubbles hide while their target is covered")
struct BubbleCoverTests {
    /// The scenario's events as lines ("1.0 tip covered"), bubbles only, and the stage at `until`.
    private func run(_ events: String, until: Double) throws -> (lines: [String], stage: Stage) {
        let scenario = try Scenario(json: Data(#"{"events": [\#(events)]}"#.utf8))
        let result = ScenarioRunner(scenario).run(until: Instant(seconds: until))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.engine.invariantViolations().isEmpty)
        let lines = result.events.filter { $0.lane == .bubble && !$0.kind.isScreenInstant }.map { event in
            "\(event.time.seconds) \(event.id) \(event.kind.name)" + (event.kind.displayReason.map { " \($0)" } ?? "")
        }
        return (lines, result.stage)
    }

    /// Whether the scene at `time` draws anything of notice `id` (its body, text or arrow).
    private func draws(_ id: NoticeID, in stage: Stage, at seconds: Double) -> Bool {
        stage.frame(of: id) != nil
    }

    private let needle = """
        {"at": 0, "bubble": {"id": "tip", "text": "Settings live here", "duration": 5,
                             "target": {"x": 300, "y": 790, "width": 50, "height": 40}, "edge": "top"}},
        {"at": 1, "keyboard": {"height": 336}}
        """

    @Test("U4 the keyboard over a bubble's target hides it, no needle, and the bubble comes back with its time")
    func keyboardHidesTheBubble() throws {
        let covered = try run(needle, until: 2)
        #expect(!draws("tip", in: covered.stage, at: 2))
        #expect(covered.stage.scene(at: Instant(seconds: 2)).nodes.isEmpty)
        #expect(covered.stage.engine.isCovered("tip"))

        let back = try run(needle + #", {"at": 3, "keyboard": {"height": 0}}"#, until: 10)
        // Shown 1 s, hidden 2 s, then the 4 s left: it times out at 7, not at 5.
        #expect(back.lines == ["0.0 tip received", "0.0 tip queued", "0.0 tip shown", "1.0 tip covered",
                               "3.0 tip uncovered", "7.0 tip dismissed timeout"])
        let shown = try run(needle + #", {"at": 3, "keyboard": {"height": 0}}"#, until: 3.5)
        let frame = try #require(shown.stage.frame(of: "tip"))
        // Above its target again, its arrow the triangle's 8 points.
        #expect(frame.maxY == 790 - 8)
    }

    @Test("U4 a target still covered after the wait ends the bubble with targetCovered")
    func coveredTooLongEnds() throws {
        let result = try run(needle, until: 60)
        let wait = NoticeEngine.coveredBubbleWait
        #expect(wait == .seconds(30))
        #expect(result.lines == ["0.0 tip received", "0.0 tip queued", "0.0 tip shown", "1.0 tip covered",
                                 "31.0 tip dismissed targetCovered"])
    }

    private let bannerOverTip = """
        {"at": 0, "bubble": {"id": "tip", "text": "Filter by date", "duration": 5, "edge": "bottom",
                             "target": {"x": 20, "y": 60, "width": 40, "height": 30}}},
        {"at": 1, "banner": {"id": "b", "title": "New message", "subtitle": "Anna: see you at 6", "duration": 2}}
        """

    @Test("U4 a banner over a tip's target hides the tip; the tip returns when the banner goes")
    func bannerHidesTheTip() throws {
        let during = try run(bannerOverTip, until: 2)
        #expect(!draws("tip", in: during.stage, at: 2))
        let after = try run(bannerOverTip, until: 10)
        #expect(after.lines == ["0.0 tip received", "0.0 tip queued", "0.0 tip shown", "1.0 tip covered",
                                "3.0 tip uncovered", "7.0 tip dismissed timeout"])
    }

    @Test("U4 a body that would overlap another notice flips to a free side; with no free side the bubble waits")
    func flipsOrWaits() throws {
        // The banner takes y 55…121; the target (130…150) is clear, the body above it is not.
        let flip = try run("""
            {"at": 0, "bubble": {"id": "tip", "text": "New", "edge": "top",
                                 "target": {"x": 170, "y": 130, "width": 50, "height": 20}}},
            {"at": 1, "banner": {"id": "b", "title": "New message", "subtitle": "Anna: see you at 6", "duration": "forever"}}
            """, until: 2)
        let frame = try #require(flip.stage.frame(of: "tip"))
        #expect(frame.minY == 150 + 8)
        #expect(!flip.lines.contains { $0.contains("covered") })

        // The banner above the target, the HUD below it (the keyboard up), the tall
        // body too wide for either side: no side is free, so the tip waits hidden
        // though its target shows.
        let wait = try run("""
            {"at": 0, "bubble": {"id": "tip", "text": "A tip far too long to fit beside its target on either side of it, so it must go above or below",
                                 "edge": "top", "maxWidth": 120, "target": {"x": 100, "y": 128, "width": 190, "height": 20}}},
            {"at": 1, "banner": {"id": "b", "title": "New message", "subtitle": "Anna: see you at 6", "duration": "forever"}},
            {"at": 1, "keyboard": {"height": 336}},
            {"at": 1, "hud": {"action": "show"}}
            """, until: 2)
        #expect(wait.lines.last == "1.0 tip covered", "\(wait.lines)")
    }
}

extension BubbleCoverTests {
    @Test("U4 a tap while a bubble is hidden is not a tap outside it: it stays")
    func hiddenBubbleIgnoresTapsOutside() throws {
        let result = try run(needle + #", {"at": 2, "tap": {"x": 50, "y": 300}}, {"at": 3, "keyboard": {"height": 0}}"#,
                             until: 3.5)
        #expect(result.lines.last == "3.0 tip uncovered", "\(result.lines)")
    }

    @Test("U4 a hidden bubble cannot be tapped by id: the tap warns and the bubble stays")
    func hiddenBubbleRefusesItsOwnTap() throws {
        let scenario = try Scenario(json: Data(#"{"events": [\#(needle), {"at": 2, "tap": {"id": "tip"}}]}"#.utf8))
        let result = ScenarioRunner(scenario).run(until: Instant(seconds: 2.5))
        #expect(result.warnings.map(\.message) == ["tap: tip is not visible"])
        #expect(result.engine.isCovered("tip"))
        #expect(!result.events.contains { event in event.id == "tip" && event.isTerminal })
    }
}

extension BubbleCoverTests {
    /// A screen with a navigation bar to y 91 and a tab bar from y 761.
    private static let bars = #""container": {"width": 390, "height": 844, "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}, "contentInsets": {"top": 91, "left": 0, "bottom": 83, "right": 0}}, "#

    private func runWithBars(_ events: String, until: Double) throws -> [String] {
        let scenario = try Scenario(json: Data("{\(Self.bars)\"events\": [\(events)]}".utf8))
        let result = ScenarioRunner(scenario).run(until: Instant(seconds: until))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return result.events.filter { $0.lane == .bubble && !$0.kind.isScreenInstant }.map { event in
            "\(event.time.seconds) \(event.id) \(event.kind.name)" + (event.kind.displayReason.map { " \($0)" } ?? "")
        }
    }

    @Test("U4 a row scrolled more than half under the navigation bar covers its tip; a button wholly on the bar does not")
    func appBarsCoverRowsNotTheirControls() throws {
        // A 44-point row from y 60: 31 points under the bar, 13 in the content.
        let row = try runWithBars("""
            {"at": 0, "bubble": {"id": "tip", "text": "Swipe to archive", "edge": "bottom",
                                 "target": {"x": 16, "y": 60, "width": 358, "height": 44}}}
            """, until: 1)
        #expect(row == ["0.0 tip received", "0.0 tip queued", "0.0 tip shown", "0.0 tip covered"])

        // The compose button on the navigation bar (y 47…91).
        let button = try runWithBars("""
            {"at": 0, "bubble": {"id": "tip", "text": "Write a post", "edge": "bottom",
                                 "target": {"x": 340, "y": 47, "width": 44, "height": 44}}}
            """, until: 1)
        #expect(button == ["0.0 tip received", "0.0 tip queued", "0.0 tip shown"])

        // The same row scrolled back down, mostly in the content: shown.
        let scrolled = try runWithBars("""
            {"at": 0, "bubble": {"id": "tip", "text": "Swipe to archive", "edge": "bottom",
                                 "target": {"x": 16, "y": 80, "width": 358, "height": 44}}}
            """, until: 1)
        #expect(scrolled == ["0.0 tip received", "0.0 tip queued", "0.0 tip shown"])
    }
}

extension BubbleCoverTests {
    @Test("U4 two tips of one request at a target with room on one side: the second never overlaps the first")
    func sameRequestNeverOverlaps() throws {
        // The target spans the width just above the safe bottom: only its top side has room.
        let tips = (1...3).map { index in
            #"{"at": 0, "bubble": {"id": "tip\#(index)", "text": "Tap to edit", "edge": "top", "target": {"x": 0, "y": 770, "width": 390, "height": 36}}}"#
        }.joined(separator: ",\n")
        let result = try run(tips, until: 1)
        let frames = ["tip1", "tip2", "tip3"].compactMap { result.stage.frame(of: NoticeID($0)) }
        #expect(!frames.isEmpty, "the first tip shows")
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] { #expect(!frame.overlaps(other), "\(frame) overlaps \(other)") }
        }
        #expect(result.lines.contains("0.0 tip2 covered"), "\(result.lines)")
    }
}
