import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// Only a touch is routed: a hover, a scroll or a hit test without an event reads
/// the screen and changes nothing (UIKit hit-tests the overlay for all of them).
@Suite("Hit tests by event", .serialized)
@MainActor
struct HitTestEventTests {
    /// Nothing of PopupKit's here on the default 390 × 844 screen.
    static let app = Point(x: 300, y: 600)

    /// A harness showing a bubble that goes on a tap outside.
    static func bubbleShown() async -> DriverHarness<RecordingSurface> {
        let harness = DriverHarness()
        harness.center.bubble(text: "Filter", pointingAt: Rect(x: 40, y: 300, width: 40, height: 40), id: "tip")
        await harness.settle()
        #expect(harness.center.phase(of: "tip") == .visible)
        return harness
    }

    @Test("UIKit's event: a touch event is a touch with its timestamp; any other event, or none, is not")
    func events() {
        #expect(HitTestEvent((isTouch: true, timestamp: 12.5)) == .touch(timestamp: .seconds(12.5)))
        #expect(HitTestEvent((isTouch: false, timestamp: 12.5)) == .other, "a hover, a scroll, a pinch")
        #expect(HitTestEvent(nil) == .other, "a hit test without an event")
    }

    @Test("a hover beside a bubble that goes on a tap outside leaves it; a touch there dismisses it")
    func hoverDoesNotDismiss() async {
        let harness = await Self.bubbleShown()
        #expect(harness.driver.route(Self.app, for: HitTestEvent((isTouch: false, timestamp: 1))) == .passThrough)
        #expect(harness.driver.route(Self.app, for: HitTestEvent(nil)) == .passThrough)
        await harness.settle()
        #expect(harness.center.phase(of: "tip") == .visible, "a hover and an event-less hit test are no tap outside")
        #expect(harness.driver.route(Self.app, for: HitTestEvent((isTouch: true, timestamp: 2))) == .passThrough)
        await harness.settle()
        #expect(harness.center.phase(of: "tip") == .leaving, "a touch outside is a tap outside")
    }

    @Test("a hover over a notice lands on it, without pressing it")
    func hoverOverNotice() async throws {
        let harness = await Self.bubbleShown()
        let bubble = try #require(harness.center.frame(of: "tip"))
        #expect(harness.driver.route(bubble.center, for: .other) == .claim)
        #expect(!harness.center.stage.interaction.isPressing, "no press opened")
        #expect(harness.driver.route(Point(x: .nan, y: 1), for: .other) == .passThrough)
        await harness.settle()
        #expect(harness.center.phase(of: "tip") == .visible)
        // The touch the hover came before is routed as if the hover had not been.
        #expect(harness.driver.route(bubble.center, for: .touch(timestamp: .seconds(3))) == .claim)
        harness.driver.pointer(.down, at: bubble.center)
        #expect(harness.center.stage.interaction.isPressing)
        harness.driver.pointer(.up, at: bubble.center)
    }

    @Test("a hover over a control of the app's own view in a notice lands on that view; elsewhere on it, on the notice")
    func hoverOverHostedView() async throws {
        let harness = DriverHarness()
        var asked: [String] = []
        harness.driver.viewKeepsTouch = { name, _ in asked.append(name); return true }
        harness.center.push(BannerMessage(hosted: HostedContent(name: "card", width: 120, height: 40),
                                          displayTime: .seconds(30)))
        await harness.settle()
        while harness.ticker.isRunning { await harness.frame() }
        let slot = try #require(harness.driver.hostedSlots.first)
        #expect(harness.driver.route(slot.frame.center, for: .other) == .hosted("card"))
        #expect(asked == ["card"])
        harness.driver.viewKeepsTouch = nil
        #expect(harness.driver.route(slot.frame.center, for: .other) == .claim, "no control: the notice's")
        #expect(harness.driver.peek(Self.app) == .passThrough)
    }
}
