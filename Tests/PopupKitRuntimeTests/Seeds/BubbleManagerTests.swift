import PopupKit
import Testing

/// BubblePopup's calls (docs/Migrating/BubblePopup.md). Owners stand for views.
@Suite("BubblePopup calls", .serialized)
@MainActor
struct BubbleManagerTests {
    @Test("a position type names where the pointer sits on the bubble: the bubble is on the other side")
    func positionTypes() async throws {
        #expect(BubbleManager.edge(for: .bottom) == .top)
        #expect(BubbleManager.edge(for: .top) == .bottom)
        #expect(BubbleManager.edge(for: .left) == .right)
        #expect(BubbleManager.edge(for: .right) == .left)
        let harness = Harness()
        let bubbles = BubbleManager(center: harness.center)
        let point = Rect(x: 195, y: 400, width: 0, height: 0)
        let above = bubbles.addPopup(owner: "view", tips: "Tap to post", positionType: .bottom, at: point)
        await harness.advance(by: 0.5)
        let frame = try #require(harness.center.frame(of: above.id))
        #expect(frame.maxY <= point.minY, "positionType .bottom: the bubble above the point, \(frame)")
    }

    @Test("a dotted-line popup draws a dotted line and a dot; a triangle popup a triangle")
    func popupTypes() {
        #expect(BubbleManager.pointer(for: .dotLine) == .dotLine)
        #expect(BubbleManager.pointer(for: .triangle) == .triangle)
    }

    @Test("removeAllPopups removes the tips one view added, not another's")
    func removal() async {
        let harness = Harness()
        let bubbles = BubbleManager(center: harness.center)
        let a = bubbles.addPopup(owner: "a", tips: "one", at: Rect(x: 50, y: 300, width: 10, height: 10))
        let b = bubbles.addPopup(owner: "b", tips: "two", at: Rect(x: 250, y: 300, width: 10, height: 10))
        await harness.advance(by: 0.5)
        bubbles.removeAllPopups(owner: "a")
        await harness.advance(by: 0.5)
        #expect(a.endedOutcome == .dismissed(.api) && b.endedOutcome == nil)
        #expect(bubbles.popups(of: "a").isEmpty && bubbles.popups(of: "b") == [b.id])
        bubbles.removePopup(b.id)
        await harness.advance(by: 0.5)
        #expect(bubbles.popups(of: "b").isEmpty)
    }
}
