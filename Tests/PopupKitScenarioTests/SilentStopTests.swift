@testable import PopupKitCore
import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing

/// Every loop with a guard against running forever says when the guard stopped it.
@Suite("Guards that stop a run say so")
struct SilentStopTests {
    /// An engine whose toast lane shows `count` zero-second toasts one per settle
    /// round once `resume` is called (queue on, no fade).
    static func busyEngine(toasts count: Int) -> NoticeEngine {
        var configuration = EngineConfiguration()
        configuration[.toast].queue = true
        configuration[.toast].transition = .none
        var engine = NoticeEngine(configuration: configuration)
        engine.send(.suspend(.toast), now: .zero)
        for index in 0..<count {
            engine.send(.submit(Notice(id: NoticeID("t\(index)"), .toast(Toast(message: "\(index)")), duration: .seconds(0))), now: .zero)
        }
        return engine
    }

    @Test("settle gives up after its round limit with a typed warning, and the next advance carries on")
    func settleGivesUp() {
        let count = NoticeEngine.settleRoundLimit + 5
        var engine = Self.busyEngine(toasts: count)
        _ = engine.takeEvents()
        engine.send(.resume(.toast), now: .zero)
        #expect(engine.takeWarnings().map(\.kind) == [.settleGaveUp(rounds: NoticeEngine.settleRoundLimit)])
        #expect(engine.nextDeadline == .zero, "what is left is due at once")
        let firstBatch = engine.takeEvents().filter(\.isTerminal).count
        #expect(firstBatch < count)
        while let deadline = engine.nextDeadline { engine.advance(to: deadline) }
        let ended = firstBatch + engine.takeEvents().filter(\.isTerminal).count
        #expect(ended == count, "every toast ends exactly once")
        #expect(engine.takeWarnings().isEmpty)
        #expect(engine.invariantViolations().isEmpty)
    }

    @Test("A settle within the round limit warns of nothing")
    func settleWithinTheLimit() {
        var engine = Self.busyEngine(toasts: 100)
        engine.send(.resume(.toast), now: .zero)
        #expect(engine.takeWarnings().isEmpty)
        #expect(engine.nextDeadline == nil)
        #expect(engine.takeEvents().filter(\.isTerminal).count == 100)
    }

    @Test("ScenarioRunner flags a run stopped at maximumDeadlines")
    func runnerLimit() throws {
        let json = #"{"events": [{"at": 0, "toast": {"id": "a", "message": "a", "duration": 1}},"#
            + #" {"at": 0, "toast": {"id": "b", "message": "b", "duration": 2}}]}"#
        let runner = ScenarioRunner(try Scenario(json: Data(json.utf8)))
        // Deadlines: both appear (0.2 s, one instant), a times out (1 s), a leaves (1.2 s)…
        let cut = runner.run(maximumDeadlines: 2)
        #expect(cut.reachedDeadlineLimit)
        #expect(cut.events.filter(\.isTerminal).map(\.id) == ["a"])
        let whole = runner.run()
        #expect(!whole.reachedDeadlineLimit)
        #expect(whole.events.filter(\.isTerminal).map(\.id) == ["a", "b"])
        #expect(!runner.run(until: Instant(seconds: 1.1), maximumDeadlines: 2).reachedDeadlineLimit,
                "two deadlines up to 1.1 s (the next, a fade end, is at 1.2 s): the limit is not what stopped it")
    }

    @Test("VirtualTimeline.runUntilIdle says whether it went idle")
    func timelineLimit() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "a", .toast(Toast(message: "a")), duration: .seconds(1))), now: now)
            engine.send(.submit(Notice(id: "b", .toast(Toast(message: "b")), duration: .seconds(2))), now: now)
        }
        let wentIdle = timeline.runUntilIdle(limit: 1)
        #expect(!wentIdle)
        #expect(timeline.engine.nextDeadline != nil)
        let wentIdle2 = timeline.runUntilIdle()
        #expect(wentIdle2)
        #expect(timeline.lines.last == "2.0 b dismissed timeout")
    }
}
