import Foundation
import PopupKit
import PopupKitTesting
import Testing

@Suite("Banners")
struct BannerTests {
    @Test("B1 minInterval holds a type back, not the other types")
    func b1MinIntervalPerType() throws {
        var run = try play(rules: #"[{"type": "promo", "minInterval": 3}]"#, """
            {"at": 0, "banner": {"id": "p1", "type": "promo", "title": "Sale", "displayTime": 1}},
            {"at": 0.5, "banner": {"id": "p2", "type": "promo", "title": "Sale 2", "displayTime": 1}},
            {"at": 0.5, "banner": {"id": "n1", "type": "news", "title": "News", "displayTime": 1}}
            """)
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
        var run = try play(config: #"{"banner": {"minGap": 2}}"#, """
            {"at": 0, "banner": {"id": "a", "type": "x", "title": "A", "displayTime": 0.5}},
            {"at": 0.1, "banner": {"id": "b", "type": "y", "title": "B", "displayTime": 0.5}}
            """)
        try run.expect([
            "0.0 a received", "0.0 a queued", "0.0 a shown",
            "0.1 b received", "0.1 b queued",
            "0.5 a dismissed timeout", "2.0 b shown", "2.5 b dismissed timeout",
        ])
        try run.finish()
    }

    @Test("B2 a banner not shown within its expiration expires")
    func b2Expiration() throws {
        var run = try play(rules: #"[{"type": "vip", "priority": 10}, {"type": "promo", "expiration": 2}]"#, """
            {"at": 0, "banner": {"id": "v", "type": "vip", "title": "VIP", "duration": "forever"}},
            {"at": 0.5, "banner": {"id": "p", "type": "promo", "title": "Promo"}}
            """)
        try run.expect([
            "0.0 v received", "0.0 v queued", "0.0 v shown",
            "0.5 p received", "0.5 p queued", "2.5 p expired",
        ])
        let left = try run.finish(allowing: .liveNotices)
        #expect(left.liveNotices == [Leftovers.LiveNotice(id: "v", lane: .banner, isVisible: true)])
    }

    @Test("B3 over maxCount per window a banner waits for the window")
    func b3RateLimitWait() throws {
        var run = try play(rules: #"[{"type": "promo", "maxCount": 1, "window": 10}]"#, """
            {"at": 0, "banner": {"id": "a", "type": "promo", "title": "A", "displayTime": 1}},
            {"at": 0.5, "banner": {"id": "b", "type": "promo", "title": "B", "displayTime": 1}}
            """)
        try run.expect([
            "0.0 a received", "0.0 a queued", "0.0 a shown",
            "0.5 b received", "0.5 b queued",
            "1.0 a dismissed timeout", "10.0 b shown", "11.0 b dismissed timeout",
        ])
        try run.finish()
    }

    @Test("B3 with onLimit discard a banner over the limit is rateLimited")
    func b3RateLimitDiscard() throws {
        var run = try play(rules: #"[{"type": "promo", "maxCount": 1, "window": 10, "onLimit": "discard"}]"#, """
            {"at": 0, "banner": {"id": "a", "type": "promo", "title": "A", "displayTime": 1}},
            {"at": 0.5, "banner": {"id": "b", "type": "promo", "title": "B"}},
            {"at": 10, "banner": {"id": "c", "type": "promo", "title": "C", "displayTime": 1}}
            """)
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
        let rules = #"[{"type": "default", "priority": 5}, {"type": "promo", "priority": 3}]"#
        var run = try play(rules: rules, """
            {"at": 0, "banner": {"id": "u", "type": "surprise", "title": "?", "displayTime": 2}},
            {"at": 1, "banner": {"id": "p", "type": "promo", "title": "Promo", "displayTime": 1}}
            """)
        try run.expect([
            "0.0 u received", "0.0 u queued", "0.0 u shown",
            "1.0 p received", "1.0 p queued",
            "2.0 u dismissed timeout", "2.2 p shown", "3.2 p dismissed timeout",
        ])
        try run.finish()
        var rejecting = try play(config: #"{"banner": {"rejectUnknownTypes": true}}"#, rules: rules, """
            {"at": 0, "banner": {"id": "u", "type": "surprise", "title": "?"}}
            """)
        try rejecting.expect(["0.0 u received", "0.0 u discarded unknownType"])
        try rejecting.finish()
    }

    @Test("B4 by default an unknown type is accepted, even with no rules, as the DocC says")
    func b4UnknownTypesAcceptedByDefault() throws {
        var run = try play("""
            {"at": 0, "banner": {"id": "u", "type": "surprise", "title": "?", "displayTime": 2}}
            """)
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
        let rules = #"[{"type": "low", "priority": 1}, {"type": "high", "priority": 9}]"#
        var run = try play(rules: rules, """
            {"at": 0, "banner": {"id": "h1", "type": "high", "title": "H1", "displayTime": 2}},
            {"at": 0.5, "banner": {"id": "l1", "type": "low", "title": "L1", "displayTime": 1}},
            {"at": 1, "banner": {"id": "h2", "type": "high", "title": "H2", "displayTime": 2}}
            """)
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
        let rules = #"[{"type": "vip", "priority": 10}, {"type": "a", "priority": 1}, {"type": "b", "priority": 2}]"#
        var run = try play(rules: rules, """
            {"at": 0, "banner": {"id": "v", "type": "vip", "title": "VIP"}},
            {"at": 1, "banner": {"id": "a1", "type": "a", "title": "A1", "displayTime": 1}},
            {"at": 1, "banner": {"id": "b1", "type": "b", "title": "B1", "displayTime": 1}},
            {"at": 1, "banner": {"id": "a2", "type": "a", "subtitle": "A2", "displayTime": 1}},
            {"at": 1, "banner": {"id": "empty", "type": "a"}}
            """)
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
