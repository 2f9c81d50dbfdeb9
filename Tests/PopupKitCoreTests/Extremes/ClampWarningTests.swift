import PopupKitCore
import PopupKitTesting
import Testing

/// Every clamp of the engine is reported as a typed `valueClamped` warning, with
/// what was clamped, from what, to what — and the clamped value is what is used.
@Suite("Engine: clamps warn")
struct ClampWarningTests {
    static let billion = 1e9

    static func milestones(_ timeline: VirtualTimeline) -> [String] {
        timeline.log.filter { $0.kind != .received && $0.kind != .queued }.map(EventLine.compact)
    }

    @Test("Durations and expiries above a billion seconds are clamped to a billion", arguments: [
        Duration.seconds(Int64.max), .seconds(Int64(1e18)), .seconds(2_000_000_000),
    ])
    func hugeNoticeTimes(_ time: Duration) {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: "x")), duration: .fixed(time))), now: now)
            engine.send(.submit(Notice(id: "p", .popup(Popup(title: "x")), expiresAfter: time)), now: now)
        }
        let wentIdle = timeline.runUntilIdle()
        #expect(wentIdle)
        let seconds = Double(time.components.seconds)
        #expect(timeline.warnings.map(\.kind) == [
            .valueClamped(.seconds(field: "duration"), id: "t", from: seconds, to: Self.billion),
            .valueClamped(.seconds(field: "expiresAfter"), id: "p", from: seconds, to: Self.billion),
        ])
        #expect(Self.milestones(timeline) == ["0.0 t shown", "0.0 p shown", "1000000000.0 t dismissed timeout"])
    }

    @Test("An update in place with a huge duration is clamped; a refused one warns only of the refusal")
    func hugeUpdate() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in engine.send(.submit(Notice(id: "t", .toast(Toast(message: "x")))), now: now) }
        timeline.at(1) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: "y")), duration: .seconds(Int64(1e18)))), now: now)
            engine.send(.submit(Notice(id: "t", .toast(Toast()), duration: .seconds(Int64(1e18)))), now: now)
        }
        #expect(timeline.warnings.map(\.kind) == [
            .valueClamped(.seconds(field: "duration"), id: "t", from: 1e18, to: Self.billion),
            .updateRefused("t", .invalid("a toast needs a message, a title or an image")),
        ])
        #expect(timeline.engine.nextDeadline == Instant(seconds: 1 + Self.billion))
    }

    @Test("HUD durations, expiries and dismiss delays above a billion seconds are clamped")
    func hugeHUDTimes() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.hud(.success(status: "Done"), expiresAfter: .seconds(Int64(1e18)),
                             duration: .seconds(Int64(1e18))), now: now)
            engine.send(.hud(.show(status: "Again"), duration: .seconds(3_000_000_000)), now: now)
            engine.send(.hud(.dismiss(delay: .seconds(Int64.max))), now: now)
        }
        #expect(timeline.warnings.map(\.kind) == [
            .valueClamped(.seconds(field: "duration"), id: "hud", from: 1e18, to: Self.billion),
            .valueClamped(.seconds(field: "expiresAfter"), id: "hud", from: 1e18, to: Self.billion),
            .valueClamped(.seconds(field: "duration"), id: "hud", from: 3e9, to: Self.billion),
            .valueClamped(.seconds(field: "delay"), id: "hud", from: Double(Int64.max), to: Self.billion),
        ])
        let wentIdle2 = timeline.runUntilIdle()
        #expect(wentIdle2)
        // The show's own (clamped) duration ends it first: its timer was set before the delay's.
        #expect(timeline.lines.last == "1000000000.0 hud dismissed timeout")
    }

    @Test("Progress outside 0…1 and text over 10,000 characters warn, on a new and on a live HUD")
    func progressAndStatus() {
        let long = String(repeating: "é", count: 25_000)
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in engine.send(.hud(.progress(1.5, status: long)), now: now) }
        timeline.at(1) { engine, now in engine.send(.hud(.progress(-2, status: "Half")), now: now) }
        timeline.at(2) { engine, now in engine.send(.hud(.progress(0.5, status: long)), now: now) }
        #expect(timeline.warnings.map(\.kind) == [
            .valueClamped(.progress, id: "hud", from: 1.5, to: 1),
            .valueClamped(.textLength(field: "status"), id: "hud", from: 25_000, to: 10_000),
            .valueClamped(.progress, id: "hud", from: -2, to: 0),
            .valueClamped(.textLength(field: "status"), id: "hud", from: 25_000, to: 10_000),
        ])
        #expect(timeline.warnings.map(\.time) == [.zero, .zero, Instant(seconds: 1), Instant(seconds: 2)])
    }

    @Test("Each over-long text field of a notice warns once; an invalid notice warns of nothing")
    func textFields() {
        let long = String(repeating: "x", count: 10_001)
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: long, title: long)))), now: now)
            engine.send(.submit(Notice(id: "b", .banner(Banner(title: long, subtitle: "ok")))), now: now)
            engine.send(.submit(Notice(id: "bad", .toast(Toast(message: long)), duration: .seconds(-1))), now: now)
        }
        #expect(timeline.warnings.map(\.kind) == [
            .valueClamped(.textLength(field: "title"), id: "t", from: 10_001, to: 10_000),
            .valueClamped(.textLength(field: "message"), id: "t", from: 10_001, to: 10_000),
            .valueClamped(.textLength(field: "title"), id: "b", from: 10_001, to: 10_000),
        ])
        #expect(timeline.log.last?.kind == .discarded(.invalid))
    }

    @Test("A configuration the engine cannot use is clamped, with a warning per value")
    func configuration() {
        var configuration = EngineConfiguration()
        configuration[.toast].maxVisible = 0
        configuration[.banner].maxVisible = .min
        configuration[.bubble].maxVisible = -3  // bubbles ignore maxVisible: nothing to clamp
        configuration[.toast].transition = .fade(.seconds(-1))
        configuration[.hud].graceTime = .seconds(Int64.min)
        configuration[.popup].maximumDismissTime = .seconds(-2)
        configuration[.banner].defaultDuration = .seconds(-5)
        configuration[.bubble].defaultDuration = .seconds(Int64(1e18))
        configuration.accessibility.voiceOverDurationFactor = .nan
        var engine = NoticeEngine(configuration: configuration)
        let warnings = engine.takeWarnings()
        // Compared by message: a kind holding NaN is not equal to itself.
        #expect(warnings.map(\.message) == [
            "configuration toast.maxVisible 0 clamped to 1",
            "configuration toast.transition.appear -1 clamped to 0",
            "configuration toast.transition.disappear -1 clamped to 0",
            "configuration hud.graceTime -9.223372036854776e+18 clamped to 0",
            "configuration banner.maxVisible -9.223372036854776e+18 clamped to 1",
            "configuration banner.duration -5 clamped to 0",
            "configuration popup.maximumDismissTime -2 clamped to 0",
            "configuration bubble.duration 1e+18 clamped to 1000000000",
            "configuration accessibility.voiceOverDurationFactor nan clamped to 1",
        ])
        #expect(warnings.first?.kind == .valueClamped(.laneSetting(.toast, field: "maxVisible"), id: nil, from: 0, to: 1))
        #expect(engine.configuration[.toast].maxVisible == 1)
        #expect(engine.configuration[.banner].maxVisible == 1)
        #expect(engine.configuration[.toast].transition == .none)
        #expect(engine.configuration[.bubble].maxVisible == -3)
        #expect(engine.configuration[.bubble].defaultDuration == .fixed(.seconds(Self.billion)))
        #expect(engine.configuration.accessibility.voiceOverDurationFactor == 1)

        engine.send(.configuration(EngineConfiguration()), now: .zero)
        #expect(engine.takeWarnings().isEmpty, "the defaults need no clamp")
        var again = EngineConfiguration()
        again[.toast].maxVisible = -1
        engine.send(.configuration(again), now: Instant(seconds: 1))
        #expect(engine.takeWarnings().map(\.kind) == [
            .valueClamped(.laneSetting(.toast, field: "maxVisible"), id: nil, from: -1, to: 1),
        ])
    }

    @Test("maxVisible 0 or below shows one toast at a time, Int.max shows them all")
    func maxVisibleExtremes() {
        for (maxVisible, shown) in [(0, 1), (-5, 1), (Int.min, 1), (Int.max, 5)] {
            var configuration = EngineConfiguration()
            configuration[.toast].maxVisible = maxVisible
            var timeline = VirtualTimeline(configuration: configuration)
            timeline.at(0) { engine, now in
                for index in 0..<5 { engine.send(.submit(Notice(.toast(Toast(message: "\(index)")))), now: now) }
            }
            #expect(timeline.engine.screen.filter(\.isVisible).count == shown, "maxVisible \(maxVisible)")
            let wentIdle3 = timeline.runUntilIdle()
            #expect(wentIdle3)
            expectEachEndsOnce(timeline.log)
        }
    }

    @Test("Negative rule times are clamped to 0, with a warning, at init and setRules")
    func rules() {
        let rules = RuleBook([
            FrequencyRule(type: "promo", minInterval: .seconds(-3), expiration: .seconds(-1), maxCount: 1,
                          window: .seconds(-60)),
            FrequencyRule(type: "chat", priority: 5),
        ])
        var engine = NoticeEngine(rules: rules)
        #expect(engine.takeWarnings().map(\.kind) == [
            .valueClamped(.ruleTime(type: "promo", field: "minInterval"), id: nil, from: -3, to: 0),
            .valueClamped(.ruleTime(type: "promo", field: "expiration"), id: nil, from: -1, to: 0),
            .valueClamped(.ruleTime(type: "promo", field: "window"), id: nil, from: -60, to: 0),
        ])
        #expect(engine.rules.rules["promo"]?.minInterval == .zero)
        #expect(engine.rules.rules["chat"]?.priority == 5)
        engine.send(.rules(RuleBook([FrequencyRule(type: "news", minInterval: .seconds(-0.5))])), now: engine.now)
        #expect(engine.takeWarnings().map(\.message) == [#"rule "news": minInterval -0.5 clamped to 0"#])
        engine.send(.rules(rules), now: engine.now)
        #expect(engine.takeWarnings().count == 3)
    }

    @Test("Rule counts and windows at the extremes neither trap nor lose a banner", arguments: [Int.max, 1, 0, Int.min])
    func maxCountExtremes(_ maxCount: Int) {
        for onLimit in [FrequencyRule.LimitBehavior.wait, .discard] {
            let rule = FrequencyRule(type: "promo", expiration: .seconds(10), maxCount: maxCount,
                                     window: .seconds(Int64.max), onLimit: onLimit)
            var timeline = VirtualTimeline(rules: RuleBook([rule]))
            timeline.at(0) { engine, now in
                for index in 0..<3 {
                    engine.send(.submit(Notice(.banner(Banner(type: "promo", title: "\(index)")), duration: .seconds(1))), now: now)
                }
            }
            let wentIdle4 = timeline.runUntilIdle()
            #expect(wentIdle4)
            expectEachEndsOnce(timeline.log)
            let shown = timeline.log.filter { $0.kind == .shown }.count
            #expect(shown == min(max(maxCount, 0), 3), "maxCount \(maxCount), \(onLimit)")
        }
    }
}
