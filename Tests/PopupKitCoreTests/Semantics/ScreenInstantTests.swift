import PopupKitCore
import PopupKitTesting
import Testing

/// L3: when a notice has finished appearing and when it has left the screen —
/// the instants hosts and apps key on (SVProgressHUD's DidAppear, Toast-Swift's
/// and SVProgressHUD's completions after the fade-out).
@Suite("Screen instants")
struct ScreenInstantTests {
    @Test("L3 appeared after the transition's appear; dismissed decides; left after its disappear")
    func appearedThenLeft() throws {
        var run = play(config: .with {
            $0[.banner].transition.appear = .milliseconds(300)
            $0[.banner].transition.disappear = .milliseconds(200)
        }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(1)))),
            at(0, .submit(Notice(id: "b1", .banner(Banner(title: "Sale")), duration: .seconds(2)))),
        ], screenInstants: true)
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 b1 received", "0.0 b1 queued",
            "0.0 t1 shown", "0.0 b1 shown",
            "0.2 t1 appeared", "0.3 b1 appeared",
            "1.0 t1 dismissed timeout", "1.2 t1 left",
            "2.0 b1 dismissed timeout", "2.2 b1 left",
        ])
        try run.finish()
    }

    @Test("L3 dismissed while appearing: no appeared, and it still leaves once")
    func dismissedWhileAppearing() throws {
        var run = play([
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "Saved"))))),
            at(0.1, .dismiss("t1")),
        ], screenInstants: true)
        try run.expect(["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown", "0.1 t1 dismissed api", "0.3 t1 left"])
        try run.finish()
    }

    @Test("L3 a notice that never showed neither appears nor leaves")
    func neverShown() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "First")), duration: .seconds(1)))),
            at(0, .submit(Notice(id: "t2", .toast(Toast(message: "Waits")), expiresAfter: .milliseconds(500)))),
            at(0, .submit(Notice(id: "t3", .toast(Toast(message: "Withdrawn"))))),
            at(0.1, .dismiss("t3")),
        ], screenInstants: true)
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 t2 received", "0.0 t2 queued",
            "0.0 t3 received", "0.0 t3 queued", "0.0 t1 shown",
            "0.1 t3 discarded withdrawn", "0.2 t1 appeared", "0.5 t2 expired",
            "1.0 t1 dismissed timeout", "1.2 t1 left",
        ])
        try run.finish()
    }

    @Test("L3 a latent popup sent back leaves the screen, then appears again when it returns")
    func requeuedLeavesAndReappears() throws {
        var run = play(config: .with { $0[.popup].strategy = .priority }, [
            at(0, .submit(Notice(id: "low", .popup(Popup(priority: 1, switchBehavior: .latent)), duration: .seconds(5)))),
            at(1, .submit(Notice(id: "high", .popup(Popup(priority: 5)), duration: .seconds(1)))),
        ], screenInstants: true)
        try run.expect([
            "0.0 low received", "0.0 low queued", "0.0 low shown", "0.2 low appeared",
            "1.0 high received", "1.0 high queued", "1.0 low requeued", "1.2 low left",
            "1.2 high shown", "1.4 high appeared", "2.2 high dismissed timeout", "2.4 high left",
            "2.4 low shown", "2.6 low appeared", "7.4 low dismissed timeout", "7.6 low left",
        ])
        try run.finish()
    }

    @Test("L3 with no transition both instants fall on the decision's own instant, after it")
    func zeroTransition() throws {
        var run = play(config: .with { $0[.toast].transition = .fade(.zero) }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(1)))),
        ], screenInstants: true)
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown", "0.0 t1 appeared",
            "1.0 t1 dismissed timeout", "1.0 t1 left",
        ])
        try run.finish()
    }
}
