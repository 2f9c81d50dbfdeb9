import PopupKitCore
import PopupKitTesting
import Testing

@Suite("Lifecycle")
struct LifecycleTests {
    @Test("L1 received, queued, shown, one terminal event; ids reusable after it")
    func l1EveryItemEndsOnce() throws {
        var run = play([
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "bad", .toast(Toast())))),
            at(2, .submit(Notice(id: "t1", .toast(Toast(message: "Again")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
            "0.5 bad received", "0.5 bad discarded invalid",
            "1.0 t1 dismissed timeout",
            "2.0 t1 received", "2.0 t1 queued", "2.0 t1 shown",
            "3.0 t1 dismissed timeout",
        ])
        #expect(run.log[4].detail == "a toast needs a message, a title or an image")
        expectEachEndsOnce(run.log)
        try run.finish()
    }

    @Test("L1 a live id used by another lane is a duplicate; the live one is untouched")
    func l1DuplicateAcrossLanes() throws {
        var run = play([
            at(0, .submit(Notice(id: "x", .toast(Toast(message: "Saved")), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "x", .banner(Banner(title: "Sale"))))),
        ])
        try run.expect([
            "0.0 x received", "0.0 x queued", "0.0 x shown",
            "0.5 x received", "0.5 x discarded duplicate",
            "1.0 x dismissed timeout",
        ])
        #expect(run.log[4].lane == .banner)
        #expect(run.log[5].lane == .toast)
        try run.finish()
    }

    @Test("L2 a one-at-a-time lane shows the next only after the fade-out")
    func l2FadeHoldsTheSlot() throws {
        var run = play(config: .with {
            $0[.toast].queue = true
            $0[.toast].transition = .fade(.milliseconds(500))
        }, [
            at(0, .submit(Notice(id: "a", .toast(Toast(message: "A")), duration: .seconds(1)))),
            at(0, .submit(Notice(id: "b", .toast(Toast(message: "B")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 a received", "0.0 a queued",
            "0.0 b received", "0.0 b queued", "0.0 a shown",
            "1.0 a dismissed timeout",
            "1.5 b shown",
            "2.5 b dismissed timeout",
        ])
        try run.finish()
    }

    @Test("T1 same-time events apply in file order, then settle together: nothing shows between them")
    func l3FileOrder() throws {
        var run = play([
            at(1, .submit(Notice(id: "a", .toast(Toast(message: "A"))))),
            at(1, .dismiss("a")),
            at(1, .submit(Notice(id: "a", .toast(Toast(message: "A again")), duration: .seconds(1)))),
        ])
        // The first "a" never reached the screen: it is withdrawn while waiting.
        try run.expect([
            "1.0 a received", "1.0 a queued",
            "1.0 a discarded withdrawn",
            "1.0 a received", "1.0 a queued", "1.0 a shown",
            "2.0 a dismissed timeout",
        ])
        try run.finish()
    }

    @Test("T1 two equal-priority banners of one instant: only the winner shows, the other waits its turn")
    func l3EqualBannersOfOneInstant() throws {
        var run = play([
            at(0, .submit(Notice(id: "a", .banner(Banner(title: "A")), duration: .seconds(2)))),
            at(0, .submit(Notice(id: "b", .banner(Banner(title: "B")), duration: .seconds(2)))),
        ])
        try run.expect([
            "0.0 a received", "0.0 a queued",
            "0.0 b received", "0.0 b queued",
            "0.0 a shown",
            // b is no newcomer to a (it arrived before a showed): it waits.
            "2.0 a dismissed timeout", "2.2 b shown", "4.2 b dismissed timeout",
        ])
        try run.finish()
        // Sent one by one, the second preempts the first at once (0 s on screen).
        var engine = NoticeEngine()
        for id: NoticeID in ["a", "b"] {
            engine.send(.submit(Notice(id: id, .banner(Banner(title: "x")))), now: .zero)
        }
        #expect(engine.takeEvents().map(EventLine.compact) == [
            "0.0 a received", "0.0 a queued", "0.0 a shown",
            "0.0 b received", "0.0 b queued", "0.0 a dismissed preempted",
        ])
    }

    @Test("Time is exact: a timer at 0.1 + 0.2 ties with an event at 0.3, timer first")
    func exactTime() throws {
        var run = play([
            at(0.1, .submit(Notice(id: "a", .toast(Toast(message: "A")), duration: .milliseconds(200)))),
            at(0.3, .dismiss("a")),
        ])
        try run.expect(["0.1 a received", "0.1 a queued", "0.1 a shown", "0.3 a dismissed timeout"])
        #expect(run.warningMessages == [#"dismiss: no live notice "a""#])
        try run.finish()
    }
}
