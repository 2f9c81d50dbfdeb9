import PopupKitCore
import PopupKitTesting
import Testing

/// Every call that does nothing says why, as a typed kind a caller can switch on.
@Suite("Engine warnings")
struct EngineWarningTests {
    /// The kinds warned by a script of calls that each do nothing.
    static func kinds(_ body: (inout NoticeEngine, Instant) -> Void) -> [EngineWarning.Kind] {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "waiting", .popup(Popup(title: "w")), duration: .forever)), now: now)
            engine.send(.submit(Notice(id: "behind", .popup(Popup(title: "b")))), now: now)
            engine.send(.submit(Notice(id: "sticky", .toast(Toast(message: "s")), duration: .forever, tapToDismiss: false)), now: now)
            engine.send(.hud(.show(status: "Loading")), now: now)
        }
        timeline.at(1, body)
        return timeline.warnings.map(\.kind)
    }

    @Test("Each call that does nothing warns with its own kind")
    func kindsOfCalls() {
        #expect(Self.kinds { engine, now in engine.send(.dismiss("ghost"), now: now) } == [.unknownID("ghost", call: "dismiss")])
        #expect(Self.kinds { engine, now in engine.send(.tap("ghost"), now: now) } == [.unknownID("ghost", call: "tap")])
        #expect(Self.kinds { engine, now in engine.send(.touchDown("ghost"), now: now) } == [.unknownID("ghost", call: "touchDown")])
        #expect(Self.kinds { engine, now in engine.send(.touchUp("ghost"), now: now) } == [.unknownID("ghost", call: "touchUp")])
        #expect(Self.kinds { engine, now in engine.send(.tap("behind"), now: now) } == [.notVisible("behind", call: "tap")])
        #expect(Self.kinds { engine, now in engine.send(.touchDown("behind"), now: now) } == [.notVisible("behind", call: "touchDown")])
        #expect(Self.kinds { engine, now in engine.send(.touchUp("sticky"), now: now) } == [.notTouched("sticky")])
        #expect(Self.kinds { engine, now in engine.send(.tap("sticky"), now: now) } == [.noTapToDismiss("sticky")])
        #expect(Self.kinds { engine, now in engine.send(.hud(.popActivity, id: "other"), now: now) }
            == [.unknownID("other", call: "popActivity")])
        #expect(Self.kinds { engine, now in engine.send(.hud(.dismiss(delay: .seconds(0)), id: "other"), now: now) }
            == [.unknownID("other", call: "dismiss")])
        #expect(Self.kinds { engine, now in engine.send(.hud(.popActivity, id: "sticky"), now: now) }
            == [.notAHUD("sticky", lane: .toast, command: "popActivity")])
        #expect(Self.kinds { engine, now in engine.send(.hud(.dismiss(delay: .seconds(-1))), now: now) }
            == [.invalidDelay("hud", delay: .seconds(-1))])
        #expect(Self.kinds { engine, now in engine.send(.hud(.progress(.nan, status: nil)), now: now) }
            == [.hudCommandRejected("hud", command: "progress", problem: "progress must be a number between 0 and 1, got nan")])
        #expect(Self.kinds { engine, now in engine.send(.submit(Notice(id: "sticky", .toast(Toast()))), now: now) }
            == [.updateRefused("sticky", .invalid("a toast needs a message, a title or an image"))])
        #expect(Self.kinds { engine, now in engine.send(.submit(Notice(id: "sticky", .toast(.activity()))), now: now) }
            == [.updateRefused("sticky", .activitySwitch)])
        #expect(Self.kinds { engine, now in
            engine.advance(to: now)
            engine.send(.dismiss("sticky"), now: .zero)
        }
            == [.timeBeforeNow(requested: .zero, used: Instant(seconds: 1))])
    }

    @Test("A banner update to a type without a rule is refused when unknown types are rejected")
    func unknownBannerType() {
        var configuration = EngineConfiguration()
        configuration[.banner].rejectUnknownTypes = true
        var timeline = VirtualTimeline(configuration: configuration, rules: RuleBook([FrequencyRule(type: "chat")]))
        timeline.at(0) { engine, now in engine.send(.submit(Notice(id: "b", .banner(Banner(type: "chat", title: "a")))), now: now) }
        timeline.at(1) { engine, now in engine.send(.submit(Notice(id: "b", .banner(Banner(type: "promo", title: "a")))), now: now) }
        #expect(timeline.warnings.map(\.kind) == [.updateRefused("b", .unknownBannerType("promo"))])
        #expect(timeline.warnings.map(\.message) == [#"update of b refused: banner type "promo" has no rule"#])
    }

    @Test("The message is derived from the kind, and the description adds the time")
    func words() {
        let warning = EngineWarning(time: Instant(seconds: 1.5), kind: .noTapToDismiss("t"))
        #expect(warning.message == "tap: t does not dismiss on tap")
        #expect(warning.description == "warning at 1.5s: tap: t does not dismiss on tap")
        #expect(EngineWarning.Kind.unknownID("x", call: "dismiss").message == #"dismiss: no live notice "x""#)
        #expect(EngineWarning.Kind.notAHUD("t", lane: .toast, command: "show").message == "t is a toast, not a HUD; show ignored")
    }
}
