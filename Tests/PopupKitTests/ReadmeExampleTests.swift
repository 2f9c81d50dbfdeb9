import PopupKit
import Testing

/// The README's Swift example, kept compiling and checked.
@Suite("README")
struct ReadmeExampleTests {
    @Test("The engine example runs to the end and every notice ends")
    func engineExample() {
        var engine = NoticeEngine(rules: RuleBook([
            FrequencyRule(type: "promo", priority: 10, minInterval: .seconds(3), expiration: .seconds(10)),
        ]))
        engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: .zero)
        engine.send(.hud(.show(status: "Uploading")), now: Instant(seconds: 0.1))
        engine.send(.hud(.progress(0.5, status: "Uploading")), now: Instant(seconds: 0.5))
        engine.send(.hud(.success(status: "Uploaded")), now: Instant(seconds: 1))
        engine.send(.submit(Notice(id: "b1", .banner(Banner(type: "promo", title: "Sale")))), now: Instant(seconds: 1))

        while let deadline = engine.nextDeadline {
            engine.advance(to: deadline)
        }
        let events = engine.takeEvents()
        #expect(events.filter(\.isTerminal).map(\.description) == [
            "2.0 t1 toast dismissed timeout",
            "6.0 hud hud dismissed timeout",
            "6.0 b1 banner dismissed timeout",
        ])
        expectEachEndsOnce(events)
    }
}
