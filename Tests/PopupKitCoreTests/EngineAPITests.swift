import PopupKitCore
import PopupKitTesting
import Testing

@Suite("Engine API")
struct EngineAPITests {
    @Test("NaN progress creating a HUD is invalid; on a live HUD it is refused with a warning")
    func nanProgress() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in engine.send(.hud(.progress(.nan, status: nil)), now: now) }
        timeline.at(1) { engine, now in engine.send(.hud(.show(status: "Loading")), now: now) }
        timeline.at(2) { engine, now in engine.send(.hud(.progress(.nan, status: nil)), now: now) }
        #expect(timeline.lines == ["0.0 hud received", "0.0 hud discarded invalid",
                                   "1.0 hud received", "1.0 hud queued", "1.0 hud shown"])
        #expect(timeline.log[1].detail == "progress must be a number between 0 and 1, got nan")
        #expect(timeline.warnings.map(\.message) == [#"HUD "hud": progress rejected: progress must be a number between 0 and 1, got nan"#])
    }

    @Test("Invalid durations and expiries from the API are discarded with a detail")
    func invalidTiming() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "a", .toast(Toast(message: "x")), duration: .seconds(-1))), now: now)
            engine.send(.submit(Notice(id: "b", .toast(Toast(message: "x")), duration: .fixed(.milliseconds(-1)))), now: now)
            engine.send(.submit(Notice(id: "c", .toast(Toast(message: "x")), expiresAfter: .seconds(-3))), now: now)
            engine.send(.submit(Notice(id: "", .toast(Toast(message: "x")))), now: now)
            engine.send(.submit(Notice(id: "p", .toast(Toast(message: "x", position: .point(x: .nan, y: 0))))), now: now)
        }
        #expect(timeline.log.filter(\.isTerminal).map(\.detail) == [
            "duration must be ≥ 0 seconds, got -1",
            "duration must be ≥ 0 seconds, got -0.001",
            "expiresAfter must be ≥ 0 seconds, got -3",
            "id must not be empty",
            "toast position point must be finite, got (nan, 0.0)",
        ])
        #expect(timeline.log.filter(\.isTerminal).allSatisfy { $0.kind == .discarded(.invalid) })
    }

    @Test("Generated ids skip live ids")
    func generatedIDs() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "toast#2", .toast(Toast(message: "mine")))), now: now)
            engine.send(.submit(Notice(.toast(Toast(message: "a")))), now: now)
            engine.send(.submit(Notice(.toast(Toast(message: "b")))), now: now)
        }
        #expect(timeline.log.filter { $0.kind == .received }.map(\.id) == ["toast#2", "toast#1", "toast#3"])
    }

    @Test("phase(of:) tells waiting, visible and leaving apart; nil once gone and for an unknown id")
    func phases() throws {
        var configuration = EngineConfiguration()
        configuration[.toast].queue = true
        configuration[.toast].transition = .fade(.milliseconds(500))
        var timeline = VirtualTimeline(configuration: configuration)
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "a", .toast(Toast(message: "A")), duration: .seconds(2))), now: now)
            engine.send(.submit(Notice(id: "b", .toast(Toast(message: "B")), duration: .seconds(1))), now: now)
        }
        #expect(timeline.engine.phase(of: "a") == .visible)
        #expect(timeline.engine.phase(of: "b") == .waiting)
        #expect(timeline.engine.phase(of: "unknown") == nil)
        timeline.run(to: 2.2)
        #expect(timeline.engine.phase(of: "a") == .leaving, "dismissed at 2, fading out until 2.5")
        #expect(timeline.engine.phase(of: "b") == .waiting, "the fade-out still holds the lane")
        timeline.at(2.3) { engine, now in
            engine.send(.submit(Notice(id: "a", .toast(Toast(message: "A again")), duration: .seconds(1))), now: now)
        }
        #expect(timeline.engine.phase(of: "a") == .waiting, "the live notice with the id wins over the one leaving")
        timeline.run(to: 2.5)
        #expect(timeline.engine.phase(of: "b") == .visible)
        let idle = timeline.runUntilIdle()
        #expect(idle)
        #expect(timeline.engine.phase(of: "a") == nil)
        #expect(timeline.engine.phase(of: "b") == nil)
        try timeline.expect(["0.0 a received", "0.0 a queued", "0.0 a shown", "0.0 b received", "0.0 b queued",
                             "2.0 a dismissed timeout", "2.3 a received", "2.3 a queued", "2.5 b shown",
                             "3.5 b dismissed timeout", "4.0 a shown", "5.0 a dismissed timeout"])
        try timeline.finish()
    }

    @Test("Time running back is taken as the engine's time, with a warning")
    func timeRunningBack() {
        var timeline = VirtualTimeline()
        timeline.at(5) { engine, now in engine.send(.submit(Notice(id: "a", .toast(Toast(message: "a")))), now: now) }
        timeline.at(1) { engine, now in engine.send(.dismiss("a"), now: now) }
        #expect(timeline.lines.last == "5.0 a dismissed api")
        #expect(timeline.warnings.map(\.message) == ["time 1.0s is before the engine's time 5.0s; using 5.0s"])
    }

    @Test("Text longer than 10,000 characters is clamped")
    func hugeText() {
        var engine = NoticeEngine()
        engine.send(.submit(Notice(id: "big", .toast(Toast(message: String(repeating: "é", count: 50_000))))), now: .zero)
        #expect(engine.takeEvents().map(\.kind) == [.received, .queued, .shown])
        #expect(engine.invariantViolations().isEmpty)
    }

    @Test("nextDeadline is the next real deadline; advance fires in time order")
    func nextDeadline() {
        var engine = NoticeEngine()
        #expect(engine.nextDeadline == nil)
        engine.send(.submit(Notice(id: "a", .toast(Toast(message: "a")), duration: .seconds(2))), now: .zero)
        engine.send(.submit(Notice(id: "b", .toast(Toast(message: "b")), duration: .seconds(1))), now: .zero)
        #expect(engine.nextDeadline == Instant(seconds: 0.2), "both finish appearing at 0.2 s")
        engine.advance(to: Instant(seconds: 0.2))
        #expect(engine.nextDeadline == Instant(seconds: 1))
        engine.send(.dismiss("b"), now: Instant(seconds: 0.5))
        #expect(engine.nextDeadline == Instant(seconds: 0.7), "b's fade-out ends")
        _ = engine.takeEvents()
        engine.advance(to: Instant(seconds: 10))
        #expect(engine.takeEvents().map(EventLine.compact) == ["0.7 b left", "2.0 a dismissed timeout", "2.2 a left"])
        #expect(engine.nextDeadline == nil)
    }
}
