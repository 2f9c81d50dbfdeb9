import PopupKitCore
import PopupKitTesting
import Testing

@Suite("Toasts")
struct ToastTests {
    @Test("T1 without queue toasts show at once; one more than maxVisible evicts the oldest once it was visible 1 s")
    func t1ShowAtOnceAndEvict() throws {
        var run = play([
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1"))))),
            at(0.1, .submit(Notice(id: "t2", .toast(Toast(message: "2"))))),
            at(0.2, .submit(Notice(id: "t3", .toast(Toast(message: "3"))))),
            at(1.3, .submit(Notice(id: "t4", .toast(Toast(message: "4"))))),
        ], until: 1.5)
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
            "0.1 t2 received", "0.1 t2 queued", "0.1 t2 shown",
            "0.2 t3 received", "0.2 t3 queued", "0.2 t3 shown",
            "1.3 t4 received", "1.3 t4 queued", "1.3 t1 dismissed evicted", "1.3 t4 shown",
        ])
        // Stopped at 1.5 s: three toasts are up and their 3-second timeouts pending.
        let left = try run.finish(allowing: [.liveNotices, .pendingDeadlines])
        #expect(left.liveNotices.map(\.id) == ["t2", "t3", "t4"])
        #expect(left.nextDeadline == Instant(seconds: 3.1))
    }

    @Test("T1 a burst waits for the oldest to be readable (minimumShowTime) before it evicts, in arrival order")
    func t1BurstWaitsForReadableTime() throws {
        var run = play(config: .with {
            $0[.toast].maxVisible = 2
            $0[.toast].minimumShowTime = .milliseconds(1500)
        }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1")), duration: .seconds(10)))),
            at(0.1, .submit(Notice(id: "t2", .toast(Toast(message: "2")), duration: .seconds(10)))),
            at(0.2, .submit(Notice(id: "t3", .toast(Toast(message: "3")), duration: .seconds(10)))),
            at(0.3, .submit(Notice(id: "t4", .toast(Toast(message: "4")), duration: .seconds(10)))),
            at(2, .hideAll(.toast)),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
            "0.1 t2 received", "0.1 t2 queued", "0.1 t2 shown",
            "0.2 t3 received", "0.2 t3 queued",
            "0.3 t4 received", "0.3 t4 queued",
            // t1 has been visible 1.5 s: t3 takes its place; t4 waits for t2.
            "1.5 t1 dismissed evicted", "1.5 t3 shown",
            "1.6 t2 dismissed evicted", "1.6 t4 shown",
            "2.0 t3 dismissed cleared", "2.0 t4 dismissed cleared",
        ])
        try run.finish()
    }

    @Test("T1 overflow wait shows at most maxVisible and queues the rest (react-toastify's limit)")
    func t1OverflowWaits() throws {
        var run = play(config: .with {
            $0[.toast].maxVisible = 2
            $0[.toast].overflow = .wait
        }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1")), duration: .seconds(1)))),
            at(0, .submit(Notice(id: "t2", .toast(Toast(message: "2")), duration: .seconds(2)))),
            at(0, .submit(Notice(id: "t3", .toast(Toast(message: "3")), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "t4", .toast(Toast(message: "4")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 t2 received", "0.0 t2 queued",
            "0.0 t3 received", "0.0 t3 queued", "0.0 t1 shown", "0.0 t2 shown",
            "0.5 t4 received", "0.5 t4 queued",
            // Toasts without queue do not wait for fades: the slot frees at the timeout.
            "1.0 t1 dismissed timeout", "1.0 t3 shown",
            "2.0 t2 dismissed timeout", "2.0 t3 dismissed timeout", "2.0 t4 shown",
            "3.0 t4 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("T5 a loading (activity) toast updated in place becomes its result, with its own duration, in its slot")
    func t5LoadingBecomesResult() throws {
        var run = play([
            at(0, .submit(Notice(id: "load", .toast(Toast(isActivity: true))))),
            at(0.5, .submit(Notice(id: "next", .toast(Toast(isActivity: true))))),
            at(1, .submit(Notice(id: "next", .toast(Toast(message: "Done elsewhere")), duration: .seconds(1)))),
            at(2, .submit(Notice(id: "load", .toast(Toast(message: "Saved")), duration: .seconds(1)))),
            at(2.5, .submit(Notice(id: "m", .toast(Toast(message: "m")), duration: .seconds(1)))),
            at(2.6, .submit(Notice(id: "m", .toast(Toast(isActivity: true))))),
            at(3, .submit(Notice(id: "after", .toast(Toast(isActivity: true))))),
            at(4, .hideAll(.toast, includeActivity: true)),
        ])
        try run.expect([
            "0.0 load received", "0.0 load queued", "0.0 load shown",
            "0.5 next received", "0.5 next queued",
            // Still waiting: it leaves the activity queue for the message toasts.
            "1.0 next updated", "1.0 next shown",
            "2.0 next dismissed timeout",
            // Visible: the same toast now shows "Saved" for 1 s from the update.
            "2.0 load updated",
            "2.5 m received", "2.5 m queued", "2.5 m shown",
            "3.0 load dismissed timeout",
            // The result held the activity slot; the next activity toast waits for its fade.
            "3.0 after received", "3.0 after queued", "3.2 after shown",
            "3.5 m dismissed timeout",
            "4.0 after dismissed cleared",
        ])
        #expect(run.warningMessages == ["update of m refused: a message toast cannot become an activity toast"])
        try run.finish()
    }

    @Test("T1 with queue toasts show one at a time in FIFO order")
    func t1Queue() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1")), duration: .seconds(1)))),
            at(0.1, .submit(Notice(id: "t2", .toast(Toast(message: "2")), duration: .seconds(1)))),
            at(0.2, .submit(Notice(id: "t3", .toast(Toast(message: "3")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
            "0.1 t2 received", "0.1 t2 queued",
            "0.2 t3 received", "0.2 t3 queued",
            "1.0 t1 dismissed timeout", "1.2 t2 shown", "2.2 t2 dismissed timeout",
            "2.4 t3 shown", "3.4 t3 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("T2 default duration 3 s, forever never times out, tapToDismiss")
    func t2DurationAndTap() throws {
        var run = play([
            at(0, .submit(Notice(id: "default", .toast(Toast(message: "3 s"))))),
            at(0, .submit(Notice(id: "forever", .toast(Toast(message: "stays")), duration: .forever))),
            at(0, .submit(Notice(id: "sticky", .toast(Toast(message: "no tap")), duration: .forever, tapToDismiss: false))),
            at(5, .tap("sticky")),
            at(10, .tap("forever")),
        ])
        try run.expect([
            "0.0 default received", "0.0 default queued",
            "0.0 forever received", "0.0 forever queued",
            "0.0 sticky received", "0.0 sticky queued",
            "0.0 default shown", "0.0 forever shown", "0.0 sticky shown",
            "3.0 default dismissed timeout",
            "10.0 forever dismissed tap",
        ])
        #expect(run.warningMessages == ["tap: sticky does not dismiss on tap"])
        // Forever and deaf to taps: it stays.
        let left = try run.finish(allowing: .liveNotices)
        #expect(left.liveNotices == [Leftovers.LiveNotice(id: "sticky", lane: .toast, isVisible: true)])
    }

    @Test("T3 the activity toast ignores the queue, shows one at a time and stays until dismissed")
    func t3Activity() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "queued toast")), duration: .seconds(2)))),
            at(0.5, .submit(Notice(id: "a1", .toast(Toast(isActivity: true))))),
            at(0.6, .submit(Notice(id: "a2", .toast(Toast(isActivity: true))))),
            at(100, .dismiss("a1")),
            at(101, .dismiss("a2")),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
            "0.5 a1 received", "0.5 a1 queued", "0.5 a1 shown",
            "0.6 a2 received", "0.6 a2 queued",
            "2.0 t1 dismissed timeout",
            "100.0 a1 dismissed api", "100.2 a2 shown", "101.0 a2 dismissed api",
        ])
        try run.finish()
    }

    @Test("T4 hideAll clears visible toasts and, with clearQueue, the queue; activity stays")
    func t4HideAll() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "a", .toast(Toast(isActivity: true))))),
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1"))))),
            at(0, .submit(Notice(id: "t2", .toast(Toast(message: "2"))))),
            at(0, .submit(Notice(id: "t3", .toast(Toast(message: "3"))))),
            at(1, .hideAll(.toast, clearQueue: true)),
            at(2, .hideAll(.toast, includeActivity: true)),
        ])
        try run.expect([
            "0.0 a received", "0.0 a queued",
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 t2 received", "0.0 t2 queued",
            "0.0 t3 received", "0.0 t3 queued", "0.0 a shown", "0.0 t1 shown",
            "1.0 t1 dismissed cleared", "1.0 t2 discarded cleared", "1.0 t3 discarded cleared",
            "2.0 a dismissed cleared",
        ])
        try run.finish()
    }

    @Test("T4 hideAll without clearQueue keeps the queue, which goes on after the fade")
    func t4HideAllKeepingQueue() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1"))))),
            at(0, .submit(Notice(id: "t2", .toast(Toast(message: "2")), duration: .seconds(1)))),
            at(1, .hideAll(.toast, clearQueue: false)),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 t2 received", "0.0 t2 queued", "0.0 t1 shown",
            "1.0 t1 dismissed cleared", "1.2 t2 shown", "2.2 t2 dismissed timeout",
        ])
        try run.finish()
    }
}
