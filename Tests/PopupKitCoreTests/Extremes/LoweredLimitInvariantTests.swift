@testable import PopupKitCore
import Testing

/// A lane's limit lowered while it shows more (toasts' queue turned on, banners'
/// `maxVisible` lowered): the notices already on screen stay until they end, and
/// the invariant check accepts that, yet still reports a notice shown while the
/// lane is at or above its new limit.
@Suite("Invariants after a lane's limit is lowered")
struct LoweredLimitInvariantTests {
    static func toast(_ id: NoticeID) -> NoticeEngine.Input {
        .submit(Notice(id: id, .toast(Toast(message: "Saved \(id)")), duration: .seconds(5)))
    }

    /// A banner of `type`; an `"alert"` (priority 5) is not preempted by a `"news"` (priority 0).
    static func banner(_ id: NoticeID, type: String) -> NoticeEngine.Input {
        .submit(Notice(id: id, .banner(Banner(type: type, title: "News \(id)")), duration: .seconds(5)))
    }

    /// Three toasts at once, then the queue turned on at 1 s.
    static func toastsQueuedAfterwards() -> NoticeEngine {
        var engine = NoticeEngine()
        for id in ["t1", "t2", "t3"] as [NoticeID] { engine.send(toast(id), now: .zero) }
        var configuration = engine.configuration
        configuration[.toast].queue = true
        engine.send(.configuration(configuration), now: Instant(seconds: 1))
        return engine
    }

    @Test("G9 toasts on screen when the queue is turned on are no violation; a newcomer waits for all of them")
    func queueTurnedOn() {
        var engine = Self.toastsQueuedAfterwards()
        #expect(engine.visibleIDs(.toast) == ["t1", "t2", "t3"])
        #expect(engine.invariantViolations().isEmpty)
        engine.send(Self.toast("t4"), now: Instant(seconds: 2))
        #expect(engine.invariantViolations().isEmpty)
        #expect(!engine.visibleIDs(.toast).contains("t4"))
        // The three time out at 5 s and fade for 0.2 s; then t4 shows, alone.
        engine.advance(to: Instant(seconds: 5.1))
        #expect(engine.invariantViolations().isEmpty)
        engine.advance(to: Instant(seconds: 5.3))
        #expect(engine.visibleIDs(.toast) == ["t4"])
        #expect(engine.invariantViolations().isEmpty)
    }

    @Test("G9 banners on screen when maxVisible is lowered are no violation")
    func bannerLimitLowered() {
        var configuration = EngineConfiguration()
        configuration[.banner].maxVisible = 3
        var engine = NoticeEngine(configuration: configuration, rules: RuleBook([FrequencyRule(type: "alert", priority: 5)]))
        for id in ["b1", "b2", "b3"] as [NoticeID] { engine.send(Self.banner(id, type: "alert"), now: .zero) }
        #expect(engine.visibleIDs(.banner).count == 3)
        configuration[.banner].maxVisible = 1
        engine.send(.configuration(configuration), now: Instant(seconds: 1))
        #expect(engine.invariantViolations().isEmpty)
        engine.send(Self.banner("b4", type: "news"), now: Instant(seconds: 1))
        engine.send(.dismiss("b1"), now: Instant(seconds: 2))
        // Two of the earlier banners are still on screen: b4 waits.
        #expect(!engine.visibleIDs(.banner).contains("b4"))
        #expect(engine.invariantViolations().isEmpty)
    }

    @Test("a notice shown while the earlier ones still fill the lowered limit is still reported")
    func newcomerOverTheLimitIsReported() throws {
        var engine = Self.toastsQueuedAfterwards()
        engine.send(.dismiss("t1"), now: Instant(seconds: 2))
        engine.send(.dismiss("t2"), now: Instant(seconds: 2))
        engine.advance(to: Instant(seconds: 3))
        engine.send(Self.toast("t4"), now: Instant(seconds: 3))
        #expect(engine.invariantViolations().isEmpty)
        // Bypass the lane's dispatch: t4 on screen beside t3, over the limit of 1.
        let serial = try #require(engine.serialByID["t4"])
        engine.show(serial)
        #expect(engine.invariantViolations().contains("toast: more on screen than the lane allows"))
    }

    @Test("without a reconfiguration, a second toast on a queueing lane is reported")
    func overTheLimitWithoutReconfiguration() throws {
        var configuration = EngineConfiguration()
        configuration[.toast].queue = true
        var engine = NoticeEngine(configuration: configuration)
        engine.send(Self.toast("t1"), now: .zero)
        engine.send(Self.toast("t2"), now: .zero)
        #expect(engine.invariantViolations().isEmpty)
        engine.show(try #require(engine.serialByID["t2"]))
        #expect(engine.invariantViolations().contains("toast: more on screen than the lane allows"))
    }
}

extension NoticeEngine {
    /// The ids of `lane`'s visible notices, in the order they were shown.
    fileprivate func visibleIDs(_ lane: Lane) -> [NoticeID] {
        visibleSerials(lane).compactMap { items.read($0, \.id) }
    }
}
