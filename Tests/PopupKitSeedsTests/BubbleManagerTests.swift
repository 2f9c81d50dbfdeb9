import CenterHarness
import PopupKitSeeds
import Testing

/// BubblePopup's calls (docs/Migrating/BubblePopup.md). Owners stand for views.
@Suite("BubblePopup calls", .serialized)
@MainActor
struct BubbleManagerTests {
    @Test("positionType .bottom and .top name the pointer's side of the bubble; .left and .right the point's side the bubble is on")
    func positionTypes() async throws {
        #expect(BubbleManager.edge(for: .bottom) == .top)
        #expect(BubbleManager.edge(for: .top) == .bottom)
        #expect(BubbleManager.edge(for: .left) == .left)
        #expect(BubbleManager.edge(for: .right) == .right)
        let harness = Harness()
        let bubbles = BubbleManager(center: harness.center)
        let point = Rect(x: 195, y: 400, width: 0, height: 0)
        let above = bubbles.addPopup(owner: "view", tips: "Tap to post", positionType: .bottom, at: point)
        await harness.advance(by: 0.5)
        let frame = try #require(harness.center.frame(of: above.id))
        #expect(frame.maxY <= point.minY, "positionType .bottom: the bubble above the point, \(frame)")
    }

    @Test("positionType .left puts the bubble left of the point, .right right of it, .top below it, as BubblePopup lays them out")
    func sides() async throws {
        let harness = Harness()
        let bubbles = BubbleManager(center: harness.center)
        // BubblePopup's demo: `.left` at a button's minX, `.right` at its maxX, `.top` at its maxY.
        // Three buttons apart: bubbles keep clear of each other (docs/Layout.md).
        let points = [Rect(x: 195, y: 200, width: 0, height: 0), Rect(x: 195, y: 400, width: 0, height: 0),
                      Rect(x: 195, y: 600, width: 0, height: 0)]
        let left = bubbles.addPopup(owner: "view", tips: "Left", positionType: .left, at: points[0])
        let right = bubbles.addPopup(owner: "view", tips: "Right", positionType: .right, at: points[1])
        let below = bubbles.addPopup(owner: "view", tips: "Below", positionType: .top, at: points[2])
        await harness.advance(by: 0.5)
        let leftFrame = try #require(harness.center.frame(of: left.id))
        let rightFrame = try #require(harness.center.frame(of: right.id))
        let belowFrame = try #require(harness.center.frame(of: below.id))
        #expect(leftFrame.maxX <= points[0].minX, "positionType .left: \(leftFrame)")
        #expect(rightFrame.minX >= points[1].maxX, "positionType .right: \(rightFrame)")
        #expect(belowFrame.minY >= points[2].maxY, "positionType .top: \(belowFrame)")
    }

    @Test("a dotted-line popup draws BubblePopup's dotted line, dot and halo; a triangle popup a triangle")
    func popupTypes() throws {
        #expect(BubbleManager.pointer(for: .dotLine) == .dotLine)
        #expect(BubbleManager.pointer(for: .triangle) == .triangle)
        let base = BubbleStyle()
        #expect(BubbleManager.style(for: .triangle, base: base) == nil, "a triangle keeps the center's style")
        let dotted = try #require(BubbleManager.style(for: .dotLine, base: base))
        #expect(dotted.lineLength == 35 && dotted.dashPattern == [4, 4] && dotted.dotDiameter == 6 && dotted.dotHaloDiameter == 10,
                "BubblePopup's dotted line")
        #expect(dotted.backgroundColor == base.backgroundColor && dotted.lineColor == base.lineColor)
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

    @Test("maxWidth wraps a tip's text: its body is at most maxWidth plus the padding wide")
    func maxWidth() async throws {
        let harness = Harness()
        let bubbles = BubbleManager(center: harness.center)
        let tips = "Tap here to see every item you saved for later"
        let wide = bubbles.addPopup(owner: "view", tips: tips, at: Rect(x: 195, y: 200, width: 0, height: 0))
        let narrow = bubbles.addPopup(owner: "view", tips: tips, at: Rect(x: 195, y: 600, width: 0, height: 0), maxWidth: 100)
        await harness.advance(by: 0.5)
        let wideFrame = try #require(harness.center.frame(of: wide.id))
        let narrowFrame = try #require(harness.center.frame(of: narrow.id))
        let padding = BubbleStyle().padding
        #expect(narrowFrame.width <= 100 + padding.left + padding.right, "\(narrowFrame)")
        #expect(narrowFrame.height > wideFrame.height && narrowFrame.width < wideFrame.width)
    }

    @Test("a custom content view's tip holds a slot of the view's size, goes with the view's tips, and its completion runs once")
    func appView() async throws {
        let harness = Harness()
        let bubbles = BubbleManager(center: harness.center)
        let calls = CallCounter()
        let tip = bubbles.addPopup(owner: "view", hosted: HostedContent(name: "tip", width: 120, height: 40),
                                   at: Rect(x: 195, y: 400, width: 0, height: 0)) { _ in calls.record("ended") }
        await harness.advance(by: 0.5)
        let frame = try #require(harness.center.frame(of: tip.id))
        #expect(frame.width >= 120 && frame.height >= 40, "\(frame)")
        bubbles.removeAllPopups(owner: "view")
        await harness.advance(by: 0.5)
        #expect(tip.endedOutcome == .dismissed(.api) && calls.all == ["ended": 1])
    }
}
