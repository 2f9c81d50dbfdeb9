import Foundation
import PopupKitCore
import PopupKitTesting
import Testing

@Suite("Banners")
struct BannerTests {
    @Test("B1 minInterval holds a type back, not the other types")
    func b1MinIntervalPerType() throws {
        var run = play(rules: RuleBook([FrequencyRule(type: "promo", minInterval: .seconds(3))]), [
            at(0, .submit(Notice(id: "p1", .banner(Banner(type: "promo", title: "Sale")), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "p2", .banner(Banner(type: "promo", title: "Sale 2")), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "n1", .banner(Banner(type: "news", title: "News")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 p1 received", "0.0 p1 queued", "0.0 p1 shown",
            "0.5 p2 received", "0.5 p2 queued",
            "0.5 n1 received", "0.5 n1 queued", "0.5 p1 dismissed preempted",
            "0.7 n1 shown", "1.7 n1 dismissed timeout",
            "3.0 p2 shown", "4.0 p2 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("B1 minGap separates any two banners")
    func b1MinGap() throws {
        var run = play(config: .with { $0[.banner].minGap = .seconds(2) }, [
            at(0, .submit(Notice(id: "a", .banner(Banner(type: "x", title: "A")), duration: .milliseconds(500)))),
            at(0.1, .submit(Notice(id: "b", .banner(Banner(type: "y", title: "B")), duration: .milliseconds(500)))),
        ])
        try run.expect([
            "0.0 a received", "0.0 a queued", "0.0 a shown",
            "0.1 b received", "0.1 b queued",
            "0.5 a dismissed timeout", "2.0 b shown", "2.5 b dismissed timeout",
        ])
        try run.finish()
    }

    @Test("B2 a banner not shown within its expiration expires")
    func b2Expiration() throws {
        var run = play(rules: RuleBook([FrequencyRule(type: "vip", priority: 10), FrequencyRule(type: "promo", expiration: .seconds(2))]), [
            at(0, .submit(Notice(id: "v", .banner(Banner(type: "vip", title: "VIP")), duration: .forever))),
            at(0.5, .submit(Notice(id: "p", .banner(Banner(type: "promo", title: "Promo"))))),
        ])
        try run.expect([
            "0.0 v received", "0.0 v queued", "0.0 v shown",
            "0.5 p received", "0.5 p queued", "2.5 p expired",
        ])
        let left = try run.finish(allowing: .liveNotices)
        #expect(left.liveNotices == [Leftovers.LiveNotice(id: "v", lane: .banner, isVisible: true)])
    }

    @Test("B3 over maxCount per window a banner waits for the window")
    func b3RateLimitWait() throws {
        var run = play(rules: RuleBook([FrequencyRule(type: "promo", maxCount: 1, window: .seconds(10))]), [
            at(0, .submit(Notice(id: "a", .banner(Banner(type: "promo", title: "A")), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "b", .banner(Banner(type: "promo", title: "B")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 a received", "0.0 a queued", "0.0 a shown",
            "0.5 b received", "0.5 b queued",
            "1.0 a dismissed timeout", "10.0 b shown", "11.0 b dismissed timeout",
        ])
        try run.finish()
    }

    @Test("B3 with onLimit discard a banner over the limit is rateLimited")
    func b3RateLimitDiscard() throws {
        var run = play(rules: RuleBook([FrequencyRule(type: "promo", maxCount: 1, window: .seconds(10), onLimit: .discard)]), [
            at(0, .submit(Notice(id: "a", .banner(Banner(type: "promo", title: "A")), duration: .seconds(1)))),
            at(0.5, .submit(Notice(id: "b", .banner(Banner(type: "promo", title: "B"))))),
            at(10, .submit(Notice(id: "c", .banner(Banner(type: "promo", title: "C")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 a received", "0.0 a queued", "0.0 a shown",
            "0.5 b received", "0.5 b discarded rateLimited",
            "1.0 a dismissed timeout",
            "10.0 c received", "10.0 c queued", "10.0 c shown", "11.0 c dismissed timeout",
        ])
        try run.finish()
    }

    @Test("B4 unknown types use the default rule, or are rejected")
    func b4UnknownTypes() throws {
        let rules = RuleBook([FrequencyRule(type: "default", priority: 5), FrequencyRule(type: "promo", priority: 3)])
        var run = play(rules: rules, [
            at(0, .submit(Notice(id: "u", .banner(Banner(type: "surprise", title: "?")), duration: .seconds(2)))),
            at(1, .submit(Notice(id: "p", .banner(Banner(type: "promo", title: "Promo")), duration: .seconds(1)))),
        ])
        try run.expect([
            "0.0 u received", "0.0 u queued", "0.0 u shown",
            "1.0 p received", "1.0 p queued",
            "2.0 u dismissed timeout", "2.2 p shown", "3.2 p dismissed timeout",
        ])
        try run.finish()
        var rejecting = play(config: .with { $0[.banner].rejectUnknownTypes = true }, rules: rules, [
            at(0, .submit(Notice(id: "u", .banner(Banner(type: "surprise", title: "?"))))),
        ])
        try rejecting.expect(["0.0 u received", "0.0 u discarded unknownType"])
        try rejecting.finish()
    }

    @Test("B4 by default an unknown type is accepted, even with no rules, as the DocC says")
    func b4UnknownTypesAcceptedByDefault() throws {
        var run = play([
            at(0, .submit(Notice(id: "u", .banner(Banner(type: "surprise", title: "?")), duration: .seconds(2)))),
        ])
        try run.expect(["0.0 u received", "0.0 u queued", "0.0 u shown", "2.0 u dismissed timeout"])
        try run.finish()
        // The DocC's WPToastManager table states the lane's default; it must be the engine's.
        let banners = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources/PopupKit/PopupKit.docc/Banners.md")
        let text = try String(contentsOf: banners, encoding: .utf8)
        let stated = try #require(text.firstMatch(of: /`rejectUnknownTypes` on the banner lane \(default `(true|false)`/))
        #expect(stated.1 == String(EngineConfiguration()[.banner].rejectUnknownTypes))
        #expect(!text.contains("as WPToastManager does by default"))
    }

    @Test("B5 higher or equal priority preempts; lower waits")
    func b5Preemption() throws {
        let rules = RuleBook([FrequencyRule(type: "low", priority: 1), FrequencyRule(type: "high", priority: 9)])
        var run = play(rules: rules, [
            at(0, .submit(Notice(id: "h1", .banner(Banner(type: "high", title: "H1")), duration: .seconds(2)))),
            at(0.5, .submit(Notice(id: "l1", .banner(Banner(type: "low", title: "L1")), duration: .seconds(1)))),
            at(1, .submit(Notice(id: "h2", .banner(Banner(type: "high", title: "H2")), duration: .seconds(2)))),
        ])
        try run.expect([
            "0.0 h1 received", "0.0 h1 queued", "0.0 h1 shown",
            "0.5 l1 received", "0.5 l1 queued",
            "1.0 h2 received", "1.0 h2 queued", "1.0 h1 dismissed preempted",
            "1.2 h2 shown", "3.2 h2 dismissed timeout",
            "3.4 l1 shown", "4.4 l1 dismissed timeout",
        ])
        try run.finish()
    }

    @Test("B6 eligible banners go by priority, ties by arrival; default displayTime 5 s; no text is invalid")
    func b6Order() throws {
        let rules = RuleBook([FrequencyRule(type: "vip", priority: 10), FrequencyRule(type: "a", priority: 1),
                              FrequencyRule(type: "b", priority: 2)])
        var run = play(rules: rules, [
            at(0, .submit(Notice(id: "v", .banner(Banner(type: "vip", title: "VIP"))))),
            at(1, .submit(Notice(id: "a1", .banner(Banner(type: "a", title: "A1")), duration: .seconds(1)))),
            at(1, .submit(Notice(id: "b1", .banner(Banner(type: "b", title: "B1")), duration: .seconds(1)))),
            at(1, .submit(Notice(id: "a2", .banner(Banner(type: "a", subtitle: "A2")), duration: .seconds(1)))),
            at(1, .submit(Notice(id: "empty", .banner(Banner(type: "a"))))),
        ])
        try run.expect([
            "0.0 v received", "0.0 v queued", "0.0 v shown",
            "1.0 a1 received", "1.0 a1 queued",
            "1.0 b1 received", "1.0 b1 queued",
            "1.0 a2 received", "1.0 a2 queued",
            "1.0 empty received", "1.0 empty discarded invalid",
            "5.0 v dismissed timeout",
            "5.2 b1 shown", "6.2 b1 dismissed timeout",
            "6.4 a1 shown", "7.4 a1 dismissed timeout",
            "7.6 a2 shown", "8.6 a2 dismissed timeout",
        ])
        #expect(run.log.first { $0.id == "empty" && $0.isTerminal }?.detail == "a banner needs a title or a subtitle")
        try run.finish()
    }
}
