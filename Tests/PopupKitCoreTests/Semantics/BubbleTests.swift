import PopupKitCore
import PopupKitTesting
import Testing

@Suite("Bubbles")
struct BubbleTests {
    @Test("U1 any number at once, forever by default, tap dismisses")
    func u1ManyAtOnce() throws {
        var run = play([
            at(0, .submit(Notice(id: "a", .bubble(Bubble(text: "A", target: Rect(x: 10, y: 100, width: 44, height: 44)))))),
            at(0, .submit(Notice(id: "b", .bubble(Bubble(text: "B", pointer: .dotLine, edge: .top))))),
            at(0, .submit(Notice(id: "c", .bubble(Bubble(text: "C")), duration: .seconds(2)))),
            at(1, .tap("a")),
        ])
        try run.expect([
            "0.0 a received", "0.0 a queued",
            "0.0 b received", "0.0 b queued",
            "0.0 c received", "0.0 c queued", "0.0 a shown", "0.0 b shown", "0.0 c shown",
            "1.0 a dismissed tap", "2.0 c dismissed timeout",
        ])
        // Forever by default: b is still up.
        let left = try run.finish(allowing: .liveNotices)
        #expect(left.liveNotices == [Leftovers.LiveNotice(id: "b", lane: .bubble, isVisible: true)])
    }
}
