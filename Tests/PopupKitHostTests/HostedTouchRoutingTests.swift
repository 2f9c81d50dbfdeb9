import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// A touch on the app's own view in a notice, as a hit-test host routes it: the
/// view is asked (``PointerRouter/viewKeepsTouch``); a touch it keeps is its
/// own, one it does not is the notice's — tapped, paused, swiped — as a touch on
/// the notice's padding is.
@Suite("Touches on the app's view in a notice")
@MainActor
struct HostedTouchRoutingTests {
    static let card = HostedContent(name: "card", width: 120, height: 40)

    /// A banner showing the card, at rest, on a harness whose views answer `keeps`.
    private static func bannerAtRest(keeps: @escaping HostedTouchQuestion) async throws -> (DriverHarness<RecordingSurface>, slot: Rect) {
        let harness = DriverHarness()
        harness.driver.viewKeepsTouch = keeps
        harness.center.push(BannerMessage(hosted: card, displayTime: .seconds(30)))
        await harness.settle()
        await harness.rest(for: 1)
        return (harness, try #require(harness.driver.hostedSlots.first).frame)
    }

    private static func finish(_ harness: DriverHarness<RecordingSurface>) throws {
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        _ = harness.surface.readHostedSlotChanges()
        try harness.surface.finish()
    }

    @Test("a tap the view does not take is claimed and taps the banner; the view is asked at the touch's point")
    func tapOnView() async throws {
        var asked: [(String, Point)] = []
        let (harness, slot) = try await Self.bannerAtRest { name, point in asked.append((name, point)); return false }
        #expect(harness.driver.route(slot.center, timestamp: .seconds(5)) == .claim)
        #expect(asked.map(\.0) == ["card"] && asked.map(\.1) == [slot.center])
        harness.driver.pointer(.down, at: slot.center)
        harness.driver.pointer(.up, at: slot.center)
        await harness.settle()
        #expect(harness.center.phase(of: "banner#1") == .leaving)
        try Self.finish(harness)
    }

    @Test("a tap a control of the view takes is the view's: the banner stays and is not paused")
    func tapOnControl() async throws {
        let (harness, slot) = try await Self.bannerAtRest { _, _ in true }
        var events: [NoticeEvent.Kind] = []
        let observation = harness.center.observeEvents { events.append($0.kind) }
        #expect(harness.driver.route(slot.center, timestamp: .seconds(5)) == .hosted("card"))
        harness.driver.pointer(.down, at: slot.center)
        harness.driver.pointer(.up, at: slot.center)
        await harness.settle()
        #expect(harness.center.phase(of: "banner#1") == .visible)
        #expect(events.isEmpty, "no pause, no tap: \(events)")
        _ = observation
        try Self.finish(harness)
    }

    @Test("a drag that starts on the view, where no control takes it, swipes the banner")
    func swipeFromView() async throws {
        let (harness, slot) = try await Self.bannerAtRest { _, _ in false }
        let start = slot.center
        #expect(harness.driver.route(start, timestamp: .seconds(5)) == .claim)
        harness.driver.pointer(.down, at: start)
        for step in 1...8 {
            harness.driver.pointer(.move, at: Point(x: start.x, y: start.y - Double(step) * 15))
            await harness.frame()
        }
        harness.driver.pointer(.up, at: Point(x: start.x, y: start.y - 120))
        await harness.settle()
        #expect(harness.center.phase(of: "banner#1") == .leaving)
        try Self.finish(harness)
    }

    @Test("the view is asked outside the center's update: a hit test that posts a notice does not corrupt the press")
    func askedOutsideTheUpdate() async throws {
        var center: PopupCenter?
        var posted: [NoticeID] = []
        let (harness, slot) = try await Self.bannerAtRest { _, _ in
            if let ticket = center?.toast("From the app's hit test", position: .top) { posted.append(ticket.id) }
            return false
        }
        center = harness.center
        #expect(harness.driver.route(slot.center, timestamp: .seconds(5)) == .claim)
        harness.driver.pointer(.down, at: slot.center)
        harness.driver.pointer(.up, at: slot.center)
        await harness.settle()
        #expect(harness.center.phase(of: "banner#1") == .leaving)
        let toast = try #require(posted.first)
        #expect(posted.count == 1, "asked once for the touch")
        #expect(harness.center.phase(of: toast) == .visible, "the toast the hit test posted shows")
        try Self.finish(harness)
    }

    @Test("a touch beside the view, on the banner's padding, is the banner's without asking the view")
    func paddingNotAsked() async throws {
        var asked = 0
        let (harness, _) = try await Self.bannerAtRest { _, _ in asked += 1; return true }
        let frame = try #require(harness.center.stage.frame(of: "banner#1"))
        let grip = Point(x: frame.maxX - 4, y: frame.midY)
        #expect(harness.driver.route(grip, timestamp: .seconds(5)) == .claim)
        #expect(asked == 0)
        harness.driver.pointer(.cancel, at: grip)
        try Self.finish(harness)
    }
}
