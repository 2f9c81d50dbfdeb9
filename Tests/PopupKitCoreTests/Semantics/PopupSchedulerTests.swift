import PopupKitCore
import PopupKitTesting
import Testing

/// FGPopupScheduler's tie rule for switches, and independent schedulers.
@Suite("Popup schedulers")
struct PopupSchedulerTests {
    @Test("P3 with LIFO ties an equal-priority newcomer switches; a latent popup is then dropped, not requeued",
          arguments: ["latent", "discard"])
    func p3EqualNewcomerSwitchesUnderLIFOTies(behavior: String) throws {
        let behavior = try #require(Popup.Switch(rawValue: behavior))
        var run = play(config: .with { $0[.popup].strategy = .priorityLIFO }, [
            at(0, .submit(Notice(id: "shown", .popup(Popup(priority: 5, switchBehavior: behavior)), duration: .seconds(10)))),
            at(1, .submit(Notice(id: "equal", .popup(Popup(priority: 5)), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 shown received", "0.0 shown queued", "0.0 shown shown",
            "1.0 equal received", "1.0 equal queued", "1.0 shown dismissed preempted",
            "1.2 equal shown", "2.2 equal dismissed timeout",
        ])
        try run.finish()
    }

    @Test("P3 with LIFO ties a higher newcomer still requeues a latent popup")
    func p3HigherNewcomerRequeuesUnderLIFOTies() throws {
        var run = play(config: .with { $0[.popup].strategy = .priorityLIFO }, [
            at(0, .submit(Notice(id: "shown", .popup(Popup(priority: 5, switchBehavior: .latent)), duration: .seconds(2)))),
            at(1, .submit(Notice(id: "high", .popup(Popup(priority: 6)), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 shown received", "0.0 shown queued", "0.0 shown shown",
            "1.0 high received", "1.0 high queued", "1.0 shown requeued",
            "1.2 high shown", "2.2 high dismissed timeout",
            "2.4 shown shown", "4.4 shown dismissed timeout",
        ])
        try run.finish()
    }

    @Test("P3 with FIFO ties an equal newcomer waits; with LIFO ties an older equal popup does not switch")
    func p3EqualPopupsThatDoNotSwitch() throws {
        var fifo = play(config: .with { $0[.popup].strategy = .priority }, [
            at(0, .submit(Notice(id: "shown", .popup(Popup(priority: 5, switchBehavior: .latent)), duration: .seconds(2)))),
            at(1, .submit(Notice(id: "equal", .popup(Popup(priority: 5)), duration: .seconds(1)))),
        ])
        try fifo.expect([
            "0.0 shown received", "0.0 shown queued", "0.0 shown shown",
            "1.0 equal received", "1.0 equal queued",
            "2.0 shown dismissed timeout", "2.2 equal shown", "3.2 equal dismissed timeout",
        ])
        try fifo.finish()
        // `older` arrived first but could not show; once its condition holds it is
        // not a newcomer to `shown`, so it waits.
        var lifo = play(config: .with { $0[.popup].strategy = .priorityLIFO }, [
            at(0, .submit(Notice(id: "older", .popup(Popup(priority: 5, condition: "c")), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "shown", .popup(Popup(priority: 5, switchBehavior: .discard)), duration: .seconds(2)))),
            at(1, .setCondition("c", true)),
        ])
        try lifo.expect([
            "0.0 older received", "0.0 older queued",
            "0.5 shown received", "0.5 shown queued", "0.5 shown shown",
            "2.5 shown dismissed timeout", "2.7 older shown", "3.7 older dismissed timeout",
        ])
        try lifo.finish()
    }

    @Test("P5 schedulers are independent queues: each its own strategy and one visible popup")
    func p5IndependentSchedulers() throws {
        var run = play(config: .with {
            $0[.popup].strategy = .fifo
            $0[.popup].schedulerStrategies["ads"] = .lifo
        }, [
            at(0, .submit(Notice(id: "a1", .popup(Popup()), duration: .seconds(2)))),
            at(0, .submit(Notice(id: "b1", .popup(Popup(scheduler: "ads")), duration: .seconds(2)))),
            at(0.5, .submit(Notice(id: "a2", .popup(Popup()), duration: .seconds(2)))),
            at(0.5, .submit(Notice(id: "b2", .popup(Popup(scheduler: "ads")), duration: .seconds(2)))),
            at(0.6, .submit(Notice(id: "a3", .popup(Popup()), duration: .seconds(2)))),
            at(0.6, .submit(Notice(id: "b3", .popup(Popup(scheduler: "ads")), duration: .seconds(2)))),
        ])
        try run.expect([
            "0.0 a1 received", "0.0 a1 queued",
            "0.0 b1 received", "0.0 b1 queued", "0.0 a1 shown", "0.0 b1 shown",
            "0.5 a2 received", "0.5 a2 queued", "0.5 b2 received", "0.5 b2 queued",
            "0.6 a3 received", "0.6 a3 queued", "0.6 b3 received", "0.6 b3 queued",
            "2.0 a1 dismissed timeout", "2.0 b1 dismissed timeout",
            // The default scheduler is FIFO, "ads" LIFO.
            "2.2 a2 shown", "2.2 b3 shown",
            "4.2 a2 dismissed timeout", "4.2 b3 dismissed timeout",
            "4.4 a3 shown", "4.4 b2 shown",
            "6.4 a3 dismissed timeout", "6.4 b2 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("P5 a switch happens within a scheduler only; a popup cannot move to another scheduler")
    func p5SwitchWithinScheduler() throws {
        var run = play(config: .with {
            $0[.popup].strategy = .priority
            $0[.popup].schedulerStrategies["ads"] = .fifo
        }, [
            at(0, .submit(Notice(id: "main", .popup(Popup(priority: 1, switchBehavior: .discard)), duration: .seconds(5)))),
            at(0, .submit(Notice(id: "ad", .popup(Popup(priority: 1, switchBehavior: .discard, scheduler: "ads")), duration: .seconds(5)))),
            at(1, .submit(Notice(id: "urgent", .popup(Popup(priority: 9, scheduler: "ads")), duration: .seconds(1)))),
            at(2, .submit(Notice(id: "urgent", .popup(Popup(priority: 9)), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 main received", "0.0 main queued",
            "0.0 ad received", "0.0 ad queued", "0.0 main shown", "0.0 ad shown",
            // "ads" is FIFO: no switch there, and "main" is in another scheduler.
            "1.0 urgent received", "1.0 urgent queued",
            "5.0 main dismissed timeout", "5.0 ad dismissed timeout",
            "5.2 urgent shown", "6.2 urgent dismissed timeout",
        ])
        #expect(run.warningMessages == ["update of urgent refused: a popup cannot move to another scheduler"])
        try run.finish()
    }

    @Test("P5 suspend, resume and hideAll of one scheduler leave the others alone")
    func p5SuspendAndClearOneScheduler() throws {
        var run = play([
            at(0, .suspendScheduler("ads")),
            at(0.1, .submit(Notice(id: "a1", .popup(Popup()), duration: .seconds(1)))),
            at(0.1, .submit(Notice(id: "b1", .popup(Popup(scheduler: "ads"))))),
            at(0.1, .submit(Notice(id: "b2", .popup(Popup(scheduler: "ads"))))),
            at(2, .resumeScheduler("ads")),
            at(2, .submit(Notice(id: "a2", .popup(Popup()), duration: .seconds(1)))),
            at(3, .hideAllPopups(scheduler: "ads")),
        ])
        try run.expect([
            "0.1 a1 received", "0.1 a1 queued",
            "0.1 b1 received", "0.1 b1 queued",
            "0.1 b2 received", "0.1 b2 queued",
            // "ads" is suspended; the default scheduler goes on.
            "0.1 a1 shown", "1.1 a1 dismissed timeout",
            "2.0 a2 received", "2.0 a2 queued", "2.0 a2 shown", "2.0 b1 shown",
            // Due at 3.0, a2's timeout fires before the input; only "ads" is cleared.
            "3.0 a2 dismissed timeout",
            "3.0 b1 dismissed cleared", "3.0 b2 discarded cleared",
        ])
        try run.finish()
    }

    @Test("P5 changing one scheduler's strategy re-orders its waiting popups and no other's")
    func p5StrategyChangeReordersWaiting() throws {
        var engine = NoticeEngine()
        let t0 = Instant.zero
        for (id, scheduler) in [("a0", nil), ("a1", nil), ("a2", nil), ("b0", "ads"), ("b1", "ads"), ("b2", "ads")] as [(NoticeID, String?)] {
            engine.send(.submit(Notice(id: id, .popup(Popup(title: "x", scheduler: scheduler)), duration: .seconds(1))), now: t0)
        }
        #expect(engine.visiblePopupID() == "a0")
        #expect(engine.visiblePopupID(scheduler: "ads") == "b0")
        #expect(engine.waitingPopupCount() == 2)
        #expect(engine.waitingPopupCount(scheduler: "ads") == 2)
        #expect(engine.waitingPopupCount(scheduler: "other") == 0)
        var configuration = engine.configuration
        configuration[.popup].schedulerStrategies["ads"] = .lifo
        engine.send(.configuration(configuration), now: t0)
        engine.advance(to: Instant(seconds: 1.2))
        #expect(engine.visiblePopupID() == "a1")
        #expect(engine.visiblePopupID(scheduler: "ads") == "b2")
        #expect(engine.waitingPopupCount(scheduler: "ads") == 1)
        #expect(engine.invariantViolations().isEmpty)
    }
}
