import PopupKitCore
import PopupKitTesting
import Testing

@Suite("Everything")
struct GeneralTests {
    @Test("G1 dismiss: visible → api, waiting → withdrawn, unknown or ended → warning only")
    func g1Dismiss() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1"))))),
            at(0, .submit(Notice(id: "t2", .toast(Toast(message: "2"))))),
            at(1, .dismiss("t2")),
            at(1, .dismiss("t1")),
            at(1, .dismiss("t1")),
            at(1, .dismiss("nobody")),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 t2 received", "0.0 t2 queued", "0.0 t1 shown",
            "1.0 t2 discarded withdrawn", "1.0 t1 dismissed api",
        ])
        #expect(run.warningMessages == [#"dismiss: no live notice "t1""#, #"dismiss: no live notice "nobody""#])
        try run.finish()
    }

    @Test("G2 submitting a live id updates in place; a visible timeout restarts")
    func g2UpdateInPlace() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "Loading")), duration: .seconds(2)))),
            at(0, .submit(Notice(id: "t2", .toast(Toast(message: "Next")), duration: .seconds(1)))),
            at(1, .submit(Notice(id: "t1", .toast(Toast(message: "Done")), duration: .seconds(2)))),
            at(1, .submit(Notice(id: "t2", .toast(Toast(message: "Next, changed")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 t2 received", "0.0 t2 queued", "0.0 t1 shown",
            "1.0 t1 updated", "1.0 t2 updated",
            "3.0 t1 dismissed timeout", "3.2 t2 shown", "4.2 t2 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("G2 an updated popup priority moves it in the queue; an invalid update is refused")
    func g2UpdateRequeuesAndRefuses() throws {
        var run = play(config: .with { $0[.popup].strategy = .priority }, [
            at(0, .submit(Notice(id: "busy", .popup(Popup()), duration: .seconds(1)))),
            at(0.1, .submit(Notice(id: "a", .popup(Popup(priority: 5)), duration: .seconds(1)))),
            at(0.1, .submit(Notice(id: "b", .popup(Popup(priority: 1)), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "b", .popup(Popup(priority: 9)), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "t", .toast(Toast(message: "ok")), duration: .seconds(1)))),
            at(0.6, .submit(Notice(id: "t", .toast(Toast(message: ""))))),
        ])
        try run.expect([
            "0.0 busy received", "0.0 busy queued", "0.0 busy shown",
            "0.1 a received", "0.1 a queued",
            "0.1 b received", "0.1 b queued",
            "0.5 b updated",
            "0.5 t received", "0.5 t queued", "0.5 t shown",
            "1.0 busy dismissed timeout",
            "1.2 b shown",
            "1.5 t dismissed timeout",
            "2.2 b dismissed timeout", "2.4 a shown", "3.4 a dismissed timeout",
        ])
        #expect(run.warningMessages == ["update of t refused: a toast needs a message, a title or an image"])
        try run.finish()
    }

    @Test("G3 background pauses visible timeouts and holds new notices; expiry keeps counting")
    func g3Background() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1")), duration: .seconds(3)))),
            at(0, .submit(Notice(id: "tip", .bubble(Bubble(text: "forever"))))),
            at(1, .background),
            at(2, .submit(Notice(id: "late", .bubble(Bubble(text: "waits")), expiresAfter: .seconds(10)))),
            at(2, .submit(Notice(id: "gone", .banner(Banner(title: "expires")), expiresAfter: .seconds(1)))),
            at(5, .foreground),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 tip received", "0.0 tip queued", "0.0 t1 shown", "0.0 tip shown",
            "1.0 t1 paused",
            "2.0 late received", "2.0 late queued",
            "2.0 gone received", "2.0 gone queued",
            "3.0 gone expired",
            "5.0 t1 resumed", "5.0 late shown", "7.0 t1 dismissed timeout",
        ])
        // Bubbles stay until tapped or dismissed.
        let left = try run.finish(allowing: .liveNotices)
        #expect(left.liveNotices.map(\.id) == ["tip", "late"])
    }

    @Test("G4 touchDown/touchUp pause and resume one timeout; tap taps")
    func g4Touch() throws {
        var run = play([
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1")), duration: .seconds(3)))),
            at(0, .submit(Notice(id: "t2", .toast(Toast(message: "2")), duration: .seconds(3)))),
            at(1, .touchDown("t1")),
            at(4, .touchUp("t1")),
            at(4.5, .tap("t1")),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 t2 received", "0.0 t2 queued", "0.0 t1 shown", "0.0 t2 shown",
            "1.0 t1 paused", "3.0 t2 dismissed timeout", "4.0 t1 resumed", "4.5 t1 dismissed tap",
        ])
        try run.finish()
    }

    @Test("G4 touchUp in the background does not resume")
    func g4TouchAndBackground() throws {
        var run = play([
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1")), duration: .seconds(3)))),
            at(1, .touchDown("t1")),
            at(2, .background),
            at(3, .touchUp("t1")),
            at(4, .foreground),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
            "1.0 t1 paused", "4.0 t1 resumed", "6.0 t1 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("G5 endScope ends the scope's live notices")
    func g5Scopes() throws {
        var run = play([
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1")), scope: "checkout", duration: .forever))),
            at(0, .submit(Notice(id: "p1", .popup(Popup(condition: "never")), scope: "checkout"))),
            at(0, .submit(Notice(id: "other", .bubble(Bubble(text: "stays")), scope: "home"))),
            at(1, .endScope("checkout")),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 p1 received", "0.0 p1 queued",
            "0.0 other received", "0.0 other queued", "0.0 t1 shown", "0.0 other shown",
            "1.0 t1 dismissed scopeEnded", "1.0 p1 discarded scopeEnded",
        ])
        // Only the other scope's bubble is left.
        let left = try run.finish(allowing: .liveNotices)
        #expect(left.liveNotices == [Leftovers.LiveNotice(id: "other", lane: .bubble, isVisible: true)])
    }

    @Test("G6 expiresAfter: still waiting then → expired")
    func g6ExpiresAfter() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "t1", .toast(Toast(message: "1")), duration: .forever))),
            at(0, .submit(Notice(id: "t2", .toast(Toast(message: "2")), expiresAfter: .seconds(1)))),
            at(0, .submit(Notice(id: "t3", .toast(Toast(message: "3")), expiresAfter: .seconds(10)))),
            at(2, .dismiss("t1")),
        ])
        try run.expect([
            "0.0 t1 received", "0.0 t1 queued",
            "0.0 t2 received", "0.0 t2 queued",
            "0.0 t3 received", "0.0 t3 queued", "0.0 t1 shown",
            "1.0 t2 expired", "2.0 t1 dismissed api", "2.2 t3 shown", "5.2 t3 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("G7 blockedBy: a lane shows nothing new while a popup is visible")
    func g7BlockedBy() throws {
        var run = play(config: .with { $0[.toast].blockedBy = [.popup] }, [
            at(0, .submit(Notice(id: "p", .popup(Popup())))),
            at(1, .submit(Notice(id: "t", .toast(Toast(message: "later")), duration: .seconds(1)))),
            at(2, .dismiss("p")),
        ])
        try run.expect([
            "0.0 p received", "0.0 p queued", "0.0 p shown",
            "1.0 t received", "1.0 t queued",
            "2.0 p dismissed api", "2.0 t shown", "3.0 t dismissed timeout",
        ])
        try run.finish()
    }

    @Test("VoiceOver lengthens timeouts by its factor")
    func voiceOverFactor() throws {
        var run = play(config: .with {
            $0.accessibility.voiceOver = true
            $0.accessibility.voiceOverDurationFactor = 3
        }, [
            at(0, .submit(Notice(id: "t", .toast(Toast(message: "slow reader")), duration: .seconds(2)))),
        ])
        try run.expect(["0.0 t received", "0.0 t queued", "0.0 t shown", "6.0 t dismissed timeout"])
        try run.finish()
    }

    @Test("G8 pauseOnTouch and pauseInBackground off: the lane's timeouts run on")
    func g8PausingTurnedOff() throws {
        var run = play(config: .with {
            $0[.toast].pausesOnTouch = false
            $0[.toast].pausesInBackground = false
        }, [
            at(0, .submit(Notice(id: "t", .toast(Toast(message: "runs on")), duration: .seconds(2)))),
            at(0, .submit(Notice(id: "b", .banner(Banner(title: "pauses")), duration: .seconds(2)))),
            at(0.5, .touchDown("t")),
            at(1, .touchUp("t")),
            at(1, .background),
            at(3, .foreground),
        ])
        try run.expect([
            "0.0 t received", "0.0 t queued",
            "0.0 b received", "0.0 b queued", "0.0 t shown", "0.0 b shown",
            "1.0 b paused",
            "2.0 t dismissed timeout",
            "3.0 b resumed", "4.0 b dismissed timeout",
        ])
        #expect(run.warningMessages.isEmpty, "a touch on a lane that does not pause is no mistake")
        try run.finish()
    }
}
