import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing
@_spi(Tools) import PopupKitCore

@Suite("Formats")
struct FormatTests {
    @Test("Event lines: fixed key order, ms rounding, reason on terminal events, escaped detail")
    func eventJSON() {
        let shown = NoticeEvent(time: Instant(microseconds: 1_234_400), id: "t1", lane: .toast, kind: .shown)
        #expect(EventJSON.line(shown) == #"{"at": 1.234, "id": "t1", "lane": "toast", "event": "shown"}"#)
        let ended = NoticeEvent(time: Instant(seconds: 2), id: "b\"1", lane: .banner, kind: .discarded(.invalid),
                               detail: "line\nbreak")
        #expect(EventJSON.line(ended)
            == #"{"at": 2.0, "id": "b\"1", "lane": "banner", "event": "discarded", "reason": "invalid", "detail": "line\nbreak"}"#)
        #expect(Format.seconds(Instant(microseconds: 999_600)) == "1.0")
        #expect(Format.seconds(Instant(microseconds: 10_050_000)) == "10.05")
    }

    @Test("One-line events: the reason follows the name, except for expired, whose reason is its name")
    func eventLineReasons() {
        let tapped = NoticeEvent(time: Instant(seconds: 3), id: "t1", lane: .toast, kind: .dismissed(.tap))
        let expired = NoticeEvent(time: Instant(seconds: 2.5), id: "p", lane: .banner, kind: .expired)
        #expect(tapped.description == "3.0 t1 toast dismissed tap")
        #expect(expired.description == "2.5 p banner expired")
        #expect(EventLine.compact(tapped) == "3.0 t1 dismissed tap")
        #expect(EventLine.compact(expired) == "2.5 p expired")
        #expect(expired.kind.reason == "expired" && expired.kind.displayReason == nil)
        #expect(NoticeEvent.Kind.discarded(.rateLimited).displayReason == "rateLimited")
        #expect(NoticeEvent.Kind.shown.displayReason == nil)
    }

    @Test("Host requests print their time as event lines do: at least one decimal, to the millisecond")
    func hostRequestLines() {
        #expect(HostRequest(time: Instant(seconds: 2), kind: .screenChanged(focus: "hud")).description
            == "2.0 screenChanged hud")
        #expect(HostRequest(time: Instant(microseconds: 1_500_400), kind: .announce("Saved")).description
            == #"1.5 announce "Saved""#)
        #expect(HostRequest(time: Instant(seconds: 3), kind: .haptic(.success)).description == "3.0 haptic success")
    }

    @Test("Instants are exact microseconds and saturate instead of trapping")
    func instants() {
        #expect(Instant(seconds: 0.1) + .seconds(0.2) == Instant(seconds: 0.3))
        #expect(Instant(seconds: .infinity) > Instant(seconds: 1e12))
        #expect(Instant(seconds: .nan) == .zero)
        let far = Instant(seconds: 1e300) + .seconds(1e300)
        #expect(far > Instant(seconds: 1e12))
    }

    @Test("Rule books load from JSON with typed errors naming the field")
    func ruleBookJSON() throws {
        let book = try RuleBook(json: Data(#"[{"type": "promo", "priority": 3, "maxCount": 2, "window": 60}]"#.utf8))
        #expect(book.rule(for: "promo", rejectingUnknown: true)?.maxCount == 2)
        #expect(book.rule(for: "other", rejectingUnknown: true) == nil)
        #expect(book.rule(for: "other", rejectingUnknown: false) == .unlimited(type: "other"))
        #expect(throws: RuleBookError(path: "rules[0].window", message: "required with maxCount")) {
            try RuleBook(json: Data(#"[{"type": "promo", "maxCount": 2}]"#.utf8))
        }
        #expect(throws: RuleBookError(path: "rules[0].maxCount", message: "must be ≥ 1, got 0")) {
            try RuleBook(json: Data(#"[{"type": "promo", "maxCount": 0, "window": 60}]"#.utf8))
        }
        #expect(throws: RuleBookError(path: "rules[0].type", message: "must not be empty")) {
            try RuleBook(json: Data(#"[{"type": ""}]"#.utf8))
        }
        #expect(throws: RuleBookError(path: "rules[0].onlimit", message: "unknown field; did you mean \"onLimit\"? expected one of: type, priority, minInterval, expiration, maxCount, window, onLimit")) {
            try RuleBook(json: Data(#"[{"type": "a", "onlimit": "wait"}]"#.utf8))
        }
        // Suggestions allow one edit up to four letters, two from five (both sides of the line).
        let fields = "expected one of: type, priority, minInterval, expiration, maxCount, window, onLimit"
        #expect(throws: RuleBookError(path: "rules[0].wndw", message: "unknown field; \(fields)")) {
            try RuleBook(json: Data(#"[{"type": "a", "wndw": 60}]"#.utf8))
        }
        #expect(throws: RuleBookError(path: "rules[0].wdnow", message: "unknown field; did you mean \"window\"? \(fields)")) {
            try RuleBook(json: Data(#"[{"type": "a", "wdnow": 60}]"#.utf8))
        }
        #expect(throws: RuleBookError(path: "rules[0].tpye", message: "unknown field; \(fields)")) {
            try RuleBook(json: Data(#"[{"type": "a", "tpye": "b"}]"#.utf8))
        }
        // What a book encodes, it decodes to the same book.
        let encoded = try JSONEncoder().encode(book)
        #expect(try RuleBook(json: encoded) == book)
        #expect(throws: RuleBookError(path: "rules[1].type", message: "duplicate rule for type \"a\"")) {
            try RuleBook(json: Data(#"[{"type": "a"}, {"type": "a"}]"#.utf8))
        }
    }
}
