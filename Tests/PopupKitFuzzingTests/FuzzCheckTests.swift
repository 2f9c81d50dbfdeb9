import Foundation
import PopupKit
import PopupKitFuzzing
import Testing

/// The fuzz checks themselves: they must be able to fail, and the byte programs
/// must reach what they are meant to reach.
@Suite("Fuzz checks")
struct FuzzCheckTests {
    static func event(_ id: NoticeID, _ kind: NoticeEvent.Kind, at seconds: Double = 0) -> NoticeEvent {
        NoticeEvent(time: Instant(seconds: seconds), id: id, lane: .toast, kind: kind)
    }

    @Test("the ledger reports a second ending, an event after the end and a notice that never ends")
    func ledgerCatchesBrokenLifecycles() {
        var ledger = LifecycleLedger()
        #expect(ledger.record([Self.event("t1", .received), Self.event("t1", .queued), Self.event("t1", .shown)]).isEmpty)
        #expect(ledger.unended == ["t1 (toast)"])
        #expect(ledger.record([Self.event("t1", .dismissed(.api))]).isEmpty)
        #expect(ledger.unended.isEmpty)
        #expect(ledger.record([Self.event("t1", .dismissed(.timeout))]).count == 1)
        #expect(ledger.record([Self.event("t2", .received), Self.event("t2", .shown)]).count == 1)
        #expect(ledger.record([Self.event("t3", .received), Self.event("t3", .received)]).count == 1)
    }

    @Test("a scenario that does not parse is no problem; one that parses runs to the end")
    func scenarioCheck() {
        #expect(ScenarioFuzzCheck.problems(Array("{\"events\": [".utf8)).isEmpty)
        #expect(ScenarioFuzzCheck.problems(Array("{\"events\": [{\"at\": 0, \"toast\": {\"message\": \"Hi\"}}]}".utf8))
            .isEmpty)
    }

    @Test("a rule book reads back exactly, and unequal books are told apart")
    func ruleBookComparison() {
        let book = RuleBook([FrequencyRule(type: "promo", minInterval: .seconds(0.3), window: .seconds(60))])
        let shifted = RuleBook([FrequencyRule(type: "promo", minInterval: .seconds(0.300_001), window: .seconds(60))])
        #expect(RuleBookFuzzCheck.problems(Array(#"[{"type": "promo", "minInterval": 0.3}]"#.utf8)).isEmpty)
        #expect(!RuleBookFuzzCheck.same(book, shifted))
        #expect(RuleBookFuzzCheck.same(book, book))
    }

    /// D11: a rule book's times read back exactly, through the book's own writer
    /// and through `JSONEncoder`, so the fuzzer checks the exact round trip.
    @Test("D11: 0.3 s in a rule book reads back exactly")
    func exactSeconds() throws {
        let book = try RuleBook(json: Data(#"[{"type": "promo", "minInterval": 0.3}]"#.utf8))
        #expect(try RuleBook(json: JSONEncoder().encode(book)) == book)
        #expect(try RuleBook(json: book.jsonData()) == book)
        let text = String(decoding: book.jsonData(), as: UTF8.self)
        #expect(text.contains("0.3") && !text.contains("0.300"), "\(text)")
    }

    @Test("every operation code decodes to at least one step; a drag, a wait and a lane change to theirs")
    func programDecoding() {
        func steps(_ code: UInt8) -> [FuzzStep] {
            FuzzProgram(bytes: [0, code] + Array(repeating: 1, count: 40)).steps
        }
        for code in UInt8(0)..<24 { #expect(!steps(code).isEmpty, "operation \(code)") }
        guard case .send(.pointer(.down, _)) = steps(8).first else {
            Issue.record("operation 8 starts with \(String(describing: steps(8).first))")
            return
        }
        guard case .wait = steps(9).first, case .send(.engine(.configuration)) = steps(14).first else {
            Issue.record("operations 9 and 14: \(String(describing: steps(9).first)), \(String(describing: steps(14).first))")
            return
        }
        #expect(FuzzProgram(bytes: []).steps.isEmpty)
    }

    @Test("a program of three toasts and the queue turned on runs clean, and every notice ends")
    func inputRunEndsEverything() {
        // Three toasts, the queue turned on, time passing: clean.
        let bytes: [UInt8] = [0x06, 0, 3, 0, 0, 0, 1, 0, 0, 2, 0, 3, 0, 0, 0, 1, 0, 1, 2, 14, 0, 9, 5, 3]
        let run = StageFuzzRun(FuzzProgram(bytes: bytes))
        #expect(run.problems.isEmpty)
        #expect(run.ledger.received >= 2)
        #expect(run.ledger.received == run.ledger.ended)
    }
}
