import PopupKitCore
import Testing

/// Lazy deletion stays O(live): stale queue entries and cancelled timers are
/// compacted away once they outnumber live ones, so updating one notice a hundred
/// thousand times keeps its tables the size of one notice.
@Suite("Stale queue entries and timers are compacted")
struct StaleEntryTests {
    /// What the tables may hold for a few live notices: live entries, plus stale
    /// ones up to twice as many before a compaction, plus a small constant.
    static let bound = 40

    @Test("100,000 re-prioritisations of a waiting popup keep its queue O(1), also after it ends")
    func reprioritisedPopup() {
        var engine = NoticeEngine()
        engine.send(.suspend(.popup), now: .zero)
        for step in 0..<100_000 {
            let popup = Popup(title: "Rate us", priority: step % 2 == 0 ? 1 : 2)
            engine.send(.submit(Notice(id: "rate", .popup(popup))), now: .zero)
        }
        let entries = engine.tableSizes["queueEntries"] ?? -1
        #expect(entries <= Self.bound, "\(entries) queue entries for one waiting popup")
        #expect(engine.invariantViolations().isEmpty)

        engine.send(.dismiss("rate"), now: .zero)
        #expect(engine.tableSizes["queueEntries"] ?? -1 <= Self.bound)
        engine.send(.resume(.popup), now: .zero)
        #expect(engine.tableSizes["queueEntries"] == 0)
        #expect(engine.tableSizes["queueSlots"] == 0)
    }

    @Test("100,000 in-place updates of a visible toast behind an earlier live timer keep the timer heap O(1)")
    func updatedBehindAnEarlierTimer() {
        var engine = NoticeEngine()
        let target = Rect(x: 10, y: 100, width: 40, height: 40)
        engine.send(.submit(Notice(id: "tip", .bubble(Bubble(text: "Tip", target: target)), duration: .seconds(1))),
                    now: .zero)
        for step in 0..<100_000 {
            engine.send(.submit(Notice(id: "saved", .toast(Toast(message: "Saved \(step)")), duration: .seconds(10))),
                        now: .zero)
        }
        let timers = engine.tableSizes["timers"] ?? -1
        #expect(timers <= Self.bound, "\(timers) timers for two visible notices")
        #expect(engine.invariantViolations().isEmpty)
        engine.advance(to: Instant(seconds: 20))
        #expect(engine.screen.isEmpty)
        #expect(engine.tableSizes["timers"] == 0)
    }
}
