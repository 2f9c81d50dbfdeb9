@_spi(Tools) import PopupKitCore
import PopupKitTesting
import Testing

@Suite("Popups")
struct PopupTests {
    @Test("P1 strategies order the queue", arguments: [
        ("fifo", ["p1", "p2", "p3", "p4"]),
        ("lifo", ["p4", "p3", "p2", "p1"]),
        ("priority", ["p2", "p3", "p1", "p4"]),
        ("priority-lifo", ["p3", "p2", "p4", "p1"]),
    ])
    func p1Strategies(strategy: String, order: [String]) throws {
        let strategy = try #require(QueueStrategy(rawValue: strategy))
        var run = play(config: .with { $0[.popup].strategy = strategy }, [
            at(0, .submit(Notice(id: "blocker", .popup(Popup(priority: 0))))),
            at(0.1, .submit(Notice(id: "p1", .popup(Popup(priority: 1)), duration: .seconds(1)))),
            at(0.2, .submit(Notice(id: "p2", .popup(Popup(priority: 3)), duration: .seconds(1)))),
            at(0.3, .submit(Notice(id: "p3", .popup(Popup(priority: 3)), duration: .seconds(1)))),
            at(0.4, .submit(Notice(id: "p4", .popup(Popup(priority: 1)), duration: .seconds(1)))),
            at(1, .dismiss("blocker")),
        ])
        try run.expect([
            "0.0 blocker received", "0.0 blocker queued", "0.0 blocker shown",
            "0.1 p1 received", "0.1 p1 queued", "0.2 p2 received", "0.2 p2 queued",
            "0.3 p3 received", "0.3 p3 queued", "0.4 p4 received", "0.4 p4 queued",
            "1.0 blocker dismissed api",
        ])
        // After each 0.2 s fade the next in the strategy's order shows for 1 s.
        for (index, id) in order.enumerated() {
            let shown = 1.2 + 1.2 * Double(index)
            try run.expect(["\(Format.seconds(Instant(seconds: shown))) \(id) shown",
                            "\(Format.seconds(Instant(seconds: shown + 1))) \(id) dismissed timeout"])
        }
        try run.finish()
    }

    @Test("P2 the first popup whose condition holds shows; await popups stay")
    func p2ConditionAwait() throws {
        var run = play([
            at(0, .submit(Notice(id: "p1", .popup(Popup(condition: "loggedIn")), duration: .seconds(1)))),
            at(0, .submit(Notice(id: "p2", .popup(Popup()), duration: .seconds(1)))),
            at(0.5, .setCondition("loggedIn", true)),
        ])
        try run.expect([
            "0.0 p1 received", "0.0 p1 queued",
            "0.0 p2 received", "0.0 p2 queued", "0.0 p2 shown",
            "1.0 p2 dismissed timeout", "1.2 p1 shown", "2.2 p1 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("P2 passed-over popups with untriggered discard are conditionFailed")
    func p2ConditionDiscard() throws {
        var run = play([
            at(0, .submit(Notice(id: "busy", .popup(Popup()), duration: .seconds(1)))),
            at(0.1, .submit(Notice(id: "p1", .popup(Popup(condition: "c", untriggered: .discard))))),
            at(0.2, .submit(Notice(id: "p2", .popup(Popup(condition: "c", untriggered: .await)), duration: .seconds(1)))),
            at(0.3, .submit(Notice(id: "p3", .popup(Popup()), duration: .seconds(1)))),
            at(3, .setCondition("c", true)),
        ])
        try run.expect([
            "0.0 busy received", "0.0 busy queued", "0.0 busy shown",
            "0.1 p1 received", "0.1 p1 queued",
            "0.2 p2 received", "0.2 p2 queued",
            "0.3 p3 received", "0.3 p3 queued",
            "1.0 busy dismissed timeout",
            "1.2 p1 discarded conditionFailed", "1.2 p3 shown", "2.2 p3 dismissed timeout",
            "3.0 p2 shown", "4.0 p2 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("P3 latent: the visible popup is requeued and comes back after the newcomer")
    func p3Latent() throws {
        var run = play(config: .with { $0[.popup].strategy = .priority }, [
            at(0, .submit(Notice(id: "low", .popup(Popup(priority: 1, switchBehavior: .latent)), duration: .seconds(5)))),
            at(1, .submit(Notice(id: "high", .popup(Popup(priority: 9)), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 low received", "0.0 low queued", "0.0 low shown",
            "1.0 high received", "1.0 high queued", "1.0 low requeued",
            "1.2 high shown", "2.2 high dismissed timeout",
            "2.4 low shown", "7.4 low dismissed timeout",
        ])
        try run.finish()
    }

    @Test("P3 discard: the visible popup is preempted; await: the newcomer waits")
    func p3DiscardAndAwait() throws {
        var discard = play(config: .with { $0[.popup].strategy = .priority }, [
            at(0, .submit(Notice(id: "low", .popup(Popup(priority: 1, switchBehavior: .discard))))),
            at(1, .submit(Notice(id: "high", .popup(Popup(priority: 9)), duration: .seconds(1)))),
        ])
        try discard.expect([
            "0.0 low received", "0.0 low queued", "0.0 low shown",
            "1.0 high received", "1.0 high queued", "1.0 low dismissed preempted",
            "1.2 high shown", "2.2 high dismissed timeout",
        ])
        try discard.finish()
        var waiting = play(config: .with { $0[.popup].strategy = .priority }, [
            at(0, .submit(Notice(id: "low", .popup(Popup(priority: 1)), duration: .seconds(2)))),
            at(1, .submit(Notice(id: "high", .popup(Popup(priority: 9)), duration: .seconds(1)))),
        ])
        try waiting.expect([
            "0.0 low received", "0.0 low queued", "0.0 low shown",
            "1.0 high received", "1.0 high queued",
            "2.0 low dismissed timeout", "2.2 high shown", "3.2 high dismissed timeout",
        ])
        try waiting.finish()
    }

    @Test("P3 switch needs strictly higher priority and an eligible newcomer; FIFO ignores it")
    func p3NeedsStrictlyHigherEligible() throws {
        var run = play(config: .with { $0[.popup].strategy = .priority }, [
            at(0, .submit(Notice(id: "shown", .popup(Popup(priority: 5, switchBehavior: .discard)), duration: .seconds(3)))),
            at(1, .submit(Notice(id: "equal", .popup(Popup(priority: 5)), duration: .seconds(1)))),
            at(1, .submit(Notice(id: "gated", .popup(Popup(priority: 9, condition: "c")), duration: .seconds(1)))),
            at(2, .setCondition("c", true)),
        ])
        try run.expect([
            "0.0 shown received", "0.0 shown queued", "0.0 shown shown",
            "1.0 equal received", "1.0 equal queued",
            "1.0 gated received", "1.0 gated queued",
            "2.0 shown dismissed preempted", "2.2 gated shown", "3.2 gated dismissed timeout",
            "3.4 equal shown", "4.4 equal dismissed timeout",
        ])
        try run.finish()
        var fifo = play([
            at(0, .submit(Notice(id: "shown", .popup(Popup(priority: 1, switchBehavior: .discard)), duration: .seconds(2)))),
            at(1, .submit(Notice(id: "high", .popup(Popup(priority: 9)), duration: .seconds(1)))),
        ])
        try fifo.expect([
            "0.0 shown received", "0.0 shown queued", "0.0 shown shown",
            "1.0 high received", "1.0 high queued",
            "2.0 shown dismissed timeout", "2.2 high shown", "3.2 high dismissed timeout",
        ])
        try fifo.finish()
    }

    @Test("P4 nothing new shows while the lane is suspended")
    func p4SuspendResume() throws {
        var run = play([
            at(0, .suspend(.popup)),
            at(1, .submit(Notice(id: "p", .popup(Popup()), duration: .seconds(1)))),
            at(2, .resume(.popup)),
        ])
        try run.expect(["1.0 p received", "1.0 p queued", "2.0 p shown", "3.0 p dismissed timeout"])
        try run.finish()
    }
}
