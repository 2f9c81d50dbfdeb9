import Foundation
import PopupKit
import PopupKitScenario
import Testing

/// A log of banner pushes replayed against a rule book (`popupkit rules replay`):
/// the log is read strictly, and each push's outcome is counted under its type.
@Suite("Push replay")
struct PushReplayTests {
    static let book = try! RuleBook(json: Data("""
        [{"type": "promo", "priority": 1, "maxCount": 2, "window": 3600, "onLimit": "discard"},
         {"type": "chat", "priority": 10},
         {"type": "news", "expiration": 1}]
        """.utf8))

    /// Banners show for 5 s and fade out in 0.2 s; one at a time.
    static let pushes = """
        {"at": 0, "type": "promo", "id": "promo-1"}
        {"at": 100, "type": "promo", "id": "promo-2"}
        {"at": 200, "type": "promo", "id": "promo-3"}
        {"at": 299.5, "type": "chat", "id": "chat-1"}
        {"at": 300, "type": "news", "id": "news-1"}

        {"at": 399, "type": "system", "id": "system-0"}
        {"at": 399.5, "type": "chat", "id": "chat-2", "priority": 5}
        {"at": 500, "type": "news", "id": "news-2", "expiration": 30}
        """ + "\n" + (1...9).map { #"{"at": \#(7200 + 10 * $0), "type": "system", "id": "system-\#($0)"}"# }.joined(separator: "\n")

    static func summary(_ report: PushReplay.Report, _ type: String) throws -> PushReplay.TypeSummary {
        try #require(report.types.first { $0.type == type })
    }

    @Test("each push's outcome is counted under its type: shown, rate-limited, expired, preempted; the longest wait")
    func outcomes() throws {
        let report = PushReplay(log: try PushLog(jsonLines: Data(Self.pushes.utf8)), rules: Self.book).run()
        #expect(report.types.map(\.type) == ["chat", "news", "promo", "system"])
        let promo = try Self.summary(report, "promo")
        #expect((promo.arrived, promo.showed, promo.rateLimited, promo.expired) == (3, 2, 1, 0), "a cap of 2 an hour")
        let news = try Self.summary(report, "news")
        #expect((news.arrived, news.showed, news.expired) == (2, 1, 1), "news-1 waited behind chat-1 past its 1 s")
        let system = try Self.summary(report, "system")
        #expect((system.arrived, system.showed, system.preempted) == (10, 10, 1), "chat-2 preempted system-0")
        let chat = try Self.summary(report, "chat")
        #expect((chat.arrived, chat.showed, chat.preempted, chat.priorityDisagreements) == (2, 2, 0, 1))
        #expect(chat.longestWait == .milliseconds(200), "chat-2 waited for system-0's fade-out")
        #expect(news.longestWait == .zero && promo.longestWait == .zero)
        for summary in report.types {
            #expect(summary.showed + summary.rateLimited + summary.expired + summary.otherwiseRefused + summary.stillWaiting
                    == summary.arrived, "\(summary.type)")
        }
        #expect(report.busiestHour == Instant(seconds: 7200), "nine pushes in the third hour, eight in the first")
    }

    @Test("a replay stopped early counts only the pushes that arrived, and those still waiting")
    func stoppedEarly() throws {
        let report = PushReplay(log: try PushLog(jsonLines: Data(Self.pushes.utf8)), rules: Self.book).run(until: Instant(seconds: 300.5))
        let news = try Self.summary(report, "news")
        #expect((news.arrived, news.showed, news.expired, news.stillWaiting) == (1, 0, 0, 1))
        #expect(try Self.summary(report, "system").arrived == 0)
    }

    @Test("pushes are replayed by time whatever their order in the file; same-time ones in file order")
    func order() throws {
        let log = try PushLog(jsonLines: Data("""
            {"at": 5, "type": "a", "id": "late"}
            {"at": 1, "type": "a", "id": "early"}
            {"at": 5, "type": "a", "id": "late-2"}
            """.utf8))
        #expect(log.pushes.map(\.id) == ["early", "late", "late-2"])
        #expect(log.pushes.map(\.line) == [2, 1, 3])
    }

    @Test("a bad line is refused naming the line and the field", arguments: [
        (#"{"at": 1, "type": "a"}"#, "line 1: id: missing required field"),
        (#"{"at": -1, "type": "a", "id": "x"}"#, "line 1: at: must be ≥ 0 seconds"),
        (#"{"at": 1, "type": "a", "id": "x", "priority": 1.5}"#, "line 1: priority: expected a whole number"),
        (#"{"at": 1, "typ": "a", "id": "x"}"#, #"line 1: typ: unknown field; did you mean "type"?"#),
        (#"{"at": 1, "type": "a", "id": "x", "title": "Hi"}"#, "line 1: title: unknown field; expected one of: at, type, id, priority, expiration"),
        (#"{"at": 1, "type": "", "id": "x"}"#, "line 1: type: must not be empty"),
        ("{\"at\": 1, \"type\": \"a\", \"id\": \"x\"}\n{\"at\": 2, \"type\": \"a\", \"id\": \"x\"}",
         #"line 2: id: "x" was already pushed on line 1; each push needs its own id"#),
        ("{\"at\": 1, \"type\": \"a\", \"id\": \"x\"}\n[1]", "line 2: expected an object, got an array"),
        ("{\"at\": 1, \"type\": \"a\", \"id\": \"x\",}", "line 1: malformed JSON at line 1, column 34: trailing ',' before '}'"),
    ])
    func badLines(text: String, message: String) {
        #expect {
            try PushLog(jsonLines: Data(text.utf8))
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("lines are numbered as the file has them, blank ones counted: a push and an error after a blank line")
    func numbersAfterBlankLines() throws {
        let log = try PushLog(jsonLines: Data("{\"at\": 1, \"type\": \"a\", \"id\": \"x\"}\n\n{\"at\": 2, \"type\": \"a\", \"id\": \"y\"}".utf8))
        #expect(log.pushes.map(\.line) == [1, 3])
        #expect {
            try PushLog(jsonLines: Data("{\"at\": 1, \"type\": \"a\", \"id\": \"x\"}\n\n\n{\"at\": 2, \"type\": \"a\", \"id\": \"x\"}".utf8))
        } throws: { error in
            "\(error)".hasPrefix(#"line 4: id: "x" was already pushed on line 1"#)
        }
    }

    @Test("the busiest hour is the earliest of hours with as many arrivals")
    func busiestHourTies() throws {
        let text = [0, 10, 7200, 7210, 3600].enumerated().map { #"{"at": \#($0.element), "type": "a", "id": "p\#($0.offset)"}"# }
        let report = PushReplay(log: try PushLog(jsonLines: Data(text.joined(separator: "\n").utf8)), rules: Self.book).run()
        #expect(report.busiestHour == .zero, "hours 0 and 2 have two each; hour 1 one")
        let later = [3600, 3610, 7200, 7210].enumerated().map { #"{"at": \#($0.element), "type": "a", "id": "q\#($0.offset)"}"# }
        let second = PushReplay(log: try PushLog(jsonLines: Data(later.joined(separator: "\n").utf8)), rules: Self.book).run()
        #expect(second.busiestHour == Instant(seconds: 3600))
    }

    @Test("blank lines and Windows line ends are fine")
    func blankLines() throws {
        let log = try PushLog(jsonLines: Data("\r\n{\"at\": 1, \"type\": \"a\", \"id\": \"x\"}\r\n\n  \n".utf8))
        #expect(log.pushes.count == 1 && log.pushes[0].line == 2)
    }
}
