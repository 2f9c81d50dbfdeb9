import PopupKitTesting
import Testing
import ScriptHarness

/// Small hand-written scripts for the discrepancies the model-based test found, with
/// the events docs/Semantics.md calls for. Each checks the model too, so a wrong
/// expectation cannot hide.
@Suite struct RegressionTests {
    static func at(_ seconds: Double, _ action: ScriptAction) -> ScriptStep {
        ScriptStep(time: Int64((seconds * 1_000_000).rounded()), action: action)
    }

    static func script(_ steps: [ScriptStep], configuration: EngineConfiguration = EngineConfiguration(),
                       rules: RuleBook = RuleBook()) -> Script {
        // An odd seed: each step is applied alone, as when these were found.
        Script(seed: 1, configuration: configuration, rules: rules, steps: steps)
    }

    static func hud(_ command: HUDCommand) -> ScriptAction {
        .hud(command, id: "hud", scope: nil, expiresAfter: nil, duration: nil)
    }

    static func toast(_ id: NoticeID, duration: Double) -> ScriptAction {
        .submit(Notice(id: id, .toast(Toast(message: "T")), duration: .fixed(.seconds(duration))))
    }

    static func popup(_ id: NoticeID, expiresAfter: Duration) -> ScriptAction {
        .submit(Notice(id: id, .popup(Popup(title: "P", condition: "a")), expiresAfter: expiresAfter))
    }

    static func banner(_ id: NoticeID, type: String = FrequencyRule.defaultType) -> ScriptAction {
        .submit(Notice(id: id, .banner(Banner(type: type, title: "B"))))
    }

    /// The model gives `expected`, and so does the engine.
    static func expectBoth(_ script: Script, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ScriptRunner.runModel(script).lines == expected, "model", sourceLocation: sourceLocation)
        #expect(ScriptRunner.runEngine(script).lines == expected, "engine", sourceLocation: sourceLocation)
    }

    // MARK: - Discrepancies found by the model (fixed in the engine)

    /// Discrepancy 1 (B1/B4): with `rejectUnknownTypes`, a type without a rule of its own
    /// is `unknownType` — `"default"` included when no rule is named `"default"`.
    @Test func defaultTypeWithoutRuleIsUnknownWhenRejecting() {
        var configuration = EngineConfiguration()
        configuration[.banner].rejectUnknownTypes = true
        let script = Self.script([Self.at(0, Self.banner("b"))], configuration: configuration)
        Self.expectBoth(script, ["0 b banner received", "0 b banner discarded unknownType"])
    }

    /// Discrepancy 2 (Time, G2): an update that moves a waiting notice's expiry sets its
    /// timer then; a timer from before (same instant, superseded) must not decide the order.
    @Test func supersededExpiryTimerDoesNotDecideTheOrder() {
        let script = Self.script([
            Self.at(0, Self.popup("p1", expiresAfter: .seconds(5))),
            Self.at(1, Self.toast("t1", duration: 4)),
            Self.at(2, Self.popup("p1", expiresAfter: .seconds(3))),
            Self.at(2.5, Self.popup("p1", expiresAfter: .seconds(5))),
        ])
        Self.expectBoth(script, [
            "0 p1 popup received", "0 p1 popup queued",
            "1 t1 toast received", "1 t1 toast queued", "1 t1 toast shown",
            "2 p1 popup updated", "2.5 p1 popup updated",
            "5 t1 toast dismissed timeout", "5 p1 popup expired",
        ])
    }

    /// The same with a single move: the engine agrees (the new timer is set at the update).
    @Test func movedExpiryTimerIsSetAtTheUpdate() {
        let script = Self.script([
            Self.at(0, Self.popup("p1", expiresAfter: .seconds(5))),
            Self.at(0.5, Self.toast("t1", duration: 1.5)),
            Self.at(1, Self.popup("p1", expiresAfter: .seconds(2))),
        ])
        Self.expectBoth(script, [
            "0 p1 popup received", "0 p1 popup queued",
            "0.5 t1 toast received", "0.5 t1 toast queued", "0.5 t1 toast shown",
            "1 p1 popup updated",
            "2 t1 toast dismissed timeout", "2 p1 popup expired",
        ])
    }

    /// Discrepancy 3 (H1, H3): a delayed HUD dismissal cancelled by a content command
    /// and asked again for the same instant is a timer set by the second `dismiss`.
    @Test func cancelledHUDDismissalTimerDoesNotDecideTheOrder() {
        let script = Self.script([
            Self.at(0, Self.hud(.show(status: nil))),
            Self.at(0, Self.hud(.dismiss(delay: .seconds(2)))),
            Self.at(0.1, Self.toast("t0", duration: 1.4)),
            Self.at(0.5, Self.toast("t1", duration: 1.5)),
            Self.at(0.7, Self.hud(.show(status: nil))),
            Self.at(1, Self.hud(.dismiss(delay: .seconds(1)))),
        ])
        Self.expectBoth(script, [
            "0 hud hud received", "0 hud hud queued", "0 hud hud shown",
            "0.1 t0 toast received", "0.1 t0 toast queued", "0.1 t0 toast shown",
            "0.5 t1 toast received", "0.5 t1 toast queued", "0.5 t1 toast shown",
            "0.7 hud hud updated",
            "1.5 t0 toast dismissed timeout",
            "2 t1 toast dismissed timeout", "2 hud hud dismissed api",
        ])
    }

    /// Discrepancy 4 (B3): a rule with `maxCount: 0` (possible through the API) never lets
    /// a banner of its type be eligible ("fewer than maxCount shown").
    @Test func zeroMaxCountIsNeverEligible() {
        let rules = RuleBook([FrequencyRule(type: "news", maxCount: 0, window: .seconds(1))])
        let script = Self.script([Self.at(0, Self.banner("a", type: "news"))], rules: rules)
        Self.expectBoth(script, [
            "0 a banner received", "0 a banner queued", "3600 a banner discarded cleared",
        ])
    }

    /// Discrepancy 4, second half: the second banner of a `maxCount: 0` type traps
    /// (index out of range in `BannerHistory.eligibleAt`). Runs in a child process.
    @Test func zeroMaxCountDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            let rules = RuleBook([FrequencyRule(type: "news", maxCount: 0, window: .seconds(1))])
            var engine = NoticeEngine(rules: rules)
            engine.send(.submit(Notice(id: "a", .banner(Banner(type: "news", title: "A")), duration: .seconds(1))), now: .zero)
            engine.send(.submit(Notice(id: "b", .banner(Banner(type: "news", title: "B")))), now: Instant(seconds: 3))
        }
    }

    // MARK: - Settled points (the engine agrees)

    /// B5 as amended: an equal-priority banner preempts only as a newcomer (received after
    /// the visible one was shown); one already waiting when the other was chosen waits.
    @Test func equalPriorityBannerPreemptsOnlyAsNewcomer() {
        let script = Self.script([
            Self.at(0, .suspend(.banner)),
            Self.at(0, Self.banner("a")),
            Self.at(0, Self.banner("b")),
            Self.at(1, .resume(.banner)),
            Self.at(7, Self.banner("c")),
        ])
        Self.expectBoth(script, [
            "0 a banner received", "0 a banner queued", "0 b banner received", "0 b banner queued",
            "1 a banner shown",
            "6 a banner dismissed timeout", "6.2 b banner shown",
            "7 c banner received", "7 c banner queued", "7 b banner dismissed preempted",
            "7.2 c banner shown", "12.2 c banner dismissed timeout",
        ])
    }

    /// Time, G2: an update of a never-shown notice sets its expiry timer anew even when
    /// the instant stays the same; the timer set at the update decides the order.
    @Test func updateSetsTheExpiryTimerAnew() {
        let script = Self.script([
            Self.at(0, Self.popup("p1", expiresAfter: .seconds(5))),
            Self.at(1, Self.toast("t1", duration: 4)),
            Self.at(2, Self.popup("p1", expiresAfter: .seconds(5))),
        ])
        Self.expectBoth(script, [
            "0 p1 popup received", "0 p1 popup queued",
            "1 t1 toast received", "1 t1 toast queued", "1 t1 toast shown",
            "2 p1 popup updated",
            "5 t1 toast dismissed timeout", "5 p1 popup expired",
        ])
    }

    /// H1, Time: a second delayed `dismiss` for the same instant replaces the first; the
    /// second one's timer decides the order.
    @Test func laterDelayedDismissalDecidesTheOrder() {
        let script = Self.script([
            Self.at(0, Self.hud(.show(status: nil))),
            Self.at(0, Self.hud(.dismiss(delay: .seconds(2)))),
            Self.at(0.5, Self.toast("t1", duration: 1.5)),
            Self.at(1, Self.hud(.dismiss(delay: .seconds(1)))),
        ])
        Self.expectBoth(script, [
            "0 hud hud received", "0 hud hud queued", "0 hud hud shown",
            "0.5 t1 toast received", "0.5 t1 toast queued", "0.5 t1 toast shown",
            "2 t1 toast dismissed timeout", "2 hud hud dismissed api",
        ])
    }

    /// Time (1): a timer set while the due timers fire (a toast's fade of 0) is due too
    /// and fires in that same phase, so the toast lane shows before the banner lane.
    @Test func timerSetWhileFiringFiresInTheSamePhase() {
        var configuration = EngineConfiguration()
        configuration[.toast].queue = true
        configuration[.toast].transition = .none
        let rules = RuleBook([FrequencyRule(type: "high", priority: 1)])
        let script = Self.script([
            Self.at(0, Self.toast("t1", duration: 2)),
            Self.at(0, Self.toast("t2", duration: 1)),
            Self.at(0, .submit(Notice(id: "b1", .banner(Banner(type: "high", title: "B")), duration: .milliseconds(1800)))),
            Self.at(0, Self.banner("b2")),
        ], configuration: configuration, rules: rules)
        Self.expectBoth(script, [
            "0 t1 toast received", "0 t1 toast queued", "0 t1 toast shown",
            "0 t2 toast received", "0 t2 toast queued",
            "0 b1 banner received", "0 b1 banner queued", "0 b1 banner shown",
            "0 b2 banner received", "0 b2 banner queued",
            "1.8 b1 banner dismissed timeout",
            "2 t1 toast dismissed timeout", "2 t2 toast shown", "2 b2 banner shown",
            "3 t2 toast dismissed timeout",
            "7 b2 banner dismissed timeout",
        ])
    }
}
