import Dispatch
import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// The pointer router: claim or pass-through decided once per touch, on the screen
/// the `down` meets; claimed presses reach the center whole, pass-through ones not
/// at all (but for their one-shot `down`).
@MainActor
@Suite("Pointer router")
struct PointerRouterTests {
    /// A point with nothing of PopupKit's on the default 390 × 844 screen (between
    /// the top banners and the bottom toasts, away from the bubbles' targets).
    static let app = Point(x: 300, y: 600)

    /// A harness with a router whose taps on the app are collected.
    @MainActor
    final class Routed {
        let harness = CenterHarness()
        let router: PointerRouter
        var appTaps: [Point] = []

        init() {
            router = PointerRouter(center: harness.center)
            router.onPassThroughTap = { [weak self] point in self?.appTaps.append(point) }
        }

        var center: PopupCenter { harness.center }

        /// The frame of a visible notice.
        func frame(_ id: NoticeID) throws -> Rect {
            try #require(center.frame(of: id), "\(id) is not on screen")
        }

        /// How far the banner `id` is drawn from its place now (down positive).
        func bannerOffset(_ id: NoticeID) -> Double? {
            for case .group(let group) in center.scene.nodes where group.name == "banner \"\(id.rawValue)\"" {
                return group.offset.y
            }
            return nil
        }

        /// Lets the main queue turn once (what ends a route decided without a timestamp).
        func turn() async {
            await withCheckedContinuation { continuation in
                DispatchQueue.main.async { continuation.resume() }
            }
        }
    }

    /// A bubble on the left of the screen, which a tap outside dismisses.
    @discardableResult
    static func bubble(_ center: PopupCenter, _ id: String) -> NoticeTicket {
        center.bubble(text: "Filter", pointingAt: Rect(x: 40, y: 300, width: 40, height: 40), id: NoticeID(id))
    }

    @Test("a hit-test host claims a tap on a toast; its down and up reach the center once and dismiss it")
    func tapOnToast() async throws {
        let routed = Routed()
        let ticket = routed.center.toast("Saved", position: .bottom, id: "t")
        await routed.harness.advance(by: .seconds(1))
        let point = try routed.frame("t").center
        #expect(routed.router.route(point) == .claim)
        #expect(routed.router.route(point) == .claim, "asked again for the same touch")
        routed.router.pointer(.down, at: point)
        #expect(routed.center.stage.interaction.isPressing)
        await routed.harness.advance(by: .milliseconds(100))
        routed.router.pointer(.up, at: Point(x: point.x + 3, y: point.y + 2))
        #expect(ticket.endedOutcome == .dismissed(.tap))
        #expect(routed.harness.lines("t") == ["0.0 received", "0.0 queued", "0.0 shown", "1.0 paused",
                                              "1.1 dismissed tap"])
        #expect(routed.harness.warningMessages.isEmpty, "\(routed.harness.warningMessages)")
        #expect(routed.appTaps.isEmpty)
    }

    @Test("a drag past the swipe thresholds swipes a banner; short of them it springs back and stays")
    func dragSwipesOrSpringsBack() async throws {
        let swiped = Routed()
        let flung = swiped.center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch?"), id: "b")
        await swiped.harness.advance(by: .seconds(1))
        let frame = try swiped.frame("b")
        swiped.router.pointer(.down, at: frame.center)
        await swiped.harness.advance(by: .milliseconds(10))
        swiped.router.pointer(.move, at: Point(x: frame.midX, y: frame.midY - 15))
        await swiped.harness.advance(by: .milliseconds(10))
        swiped.router.pointer(.up, at: Point(x: frame.midX, y: frame.midY - 30))
        #expect(flung.endedOutcome == .dismissed(.swipe))

        let held = Routed()
        let kept = held.center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch?",
                                                  displayTime: .seconds(5)), id: "b")
        await held.harness.advance(by: .seconds(1))
        let start = try held.frame("b")
        held.router.pointer(.down, at: start.center)
        await held.harness.advance(by: .milliseconds(500))
        held.router.pointer(.move, at: Point(x: start.midX, y: start.midY - 15))
        #expect(held.bannerOffset("b") == -15, "it follows the finger")
        await held.harness.advance(by: .milliseconds(500))
        held.router.pointer(.up, at: Point(x: start.midX, y: start.midY - 15))
        await held.harness.advance(by: .milliseconds(400))
        #expect(held.harness.lines(kept.id) == ["0.0 received", "0.0 queued", "0.0 shown", "1.0 paused", "2.0 resumed"])
        #expect(held.center.phase(of: kept.id) == .visible)
        #expect(held.bannerOffset("b") == 0, "sprung back to its place")
        #expect(swiped.harness.warningMessages.isEmpty && held.harness.warningMessages.isEmpty)
    }

    @Test("a cancelled drag reaches the center: no tap, no swipe, the press is over")
    func cancel() async throws {
        let routed = Routed()
        routed.center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch?"), id: "b")
        await routed.harness.advance(by: .seconds(1))
        let frame = try routed.frame("b")
        routed.router.pointer(.down, at: frame.center)
        routed.router.pointer(.move, at: Point(x: frame.midX, y: frame.midY - 80))
        routed.router.pointer(.cancel, at: Point(x: frame.midX, y: frame.midY - 80))
        await routed.harness.advance(by: .milliseconds(100))
        #expect(routed.harness.lines("b") == ["0.0 received", "0.0 queued", "0.0 shown", "1.0 paused", "1.0 resumed"])
        #expect(!routed.center.stage.interaction.isPressing)
        #expect(routed.harness.warningMessages.isEmpty, "\(routed.harness.warningMessages)")
        // Nothing of that press is left to route: a late `up` is dropped, not sent.
        routed.router.pointer(.up, at: frame.center)
        #expect(routed.center.phase(of: "b") == .visible)
        #expect(routed.harness.warningMessages.isEmpty)
    }

    @Test("a press that passed through and was never released leaves no press: the next press on a notice is clean")
    func passThroughWithoutRelease() async throws {
        let routed = Routed()
        let ticket = routed.center.toast("Saved", position: .bottom, id: "t")
        await routed.harness.advance(by: .seconds(1))
        routed.router.pointer(.down, at: Self.app)
        routed.router.pointer(.move, at: Point(x: Self.app.x, y: Self.app.y + 40))
        #expect(!routed.center.stage.interaction.isPressing)
        let point = try routed.frame("t").center
        routed.router.pointer(.down, at: point)
        #expect(routed.center.stage.interaction.isPressing)
        routed.router.pointer(.up, at: point)
        #expect(ticket.endedOutcome == .dismissed(.tap))
        #expect(!routed.center.stage.interaction.isPressing)
        #expect(routed.harness.warnings.isEmpty, "\(routed.harness.warningMessages)")
        #expect(routed.appTaps.isEmpty, "the press on the app was never released")
    }

    @Test("a press that passes through dismisses a bubble (tapOutside), whether routed or sent")
    func passThroughDismissesBubble() async {
        let sent = Routed()
        Self.bubble(sent.center, "tip")
        await sent.harness.advance(by: .seconds(1))
        sent.router.pointer(.down, at: Self.app)
        #expect(sent.harness.lines("tip") == ["0.0 received", "0.0 queued", "0.0 shown", "1.0 dismissed tapOutside"])

        let hitTested = Routed()
        Self.bubble(hitTested.center, "tip")
        await hitTested.harness.advance(by: .seconds(1))
        #expect(hitTested.router.route(Self.app) == .passThrough)
        #expect(hitTested.harness.lines("tip") == ["0.0 received", "0.0 queued", "0.0 shown",
                                                   "1.0 dismissed tapOutside"])
        #expect(!hitTested.center.stage.interaction.isPressing)
        #expect(sent.harness.warnings.isEmpty && hitTested.harness.warnings.isEmpty)
    }

    @Test("route asked twice for one touch taps outside the bubbles once; a new touch does again")
    func routeOncePerTouch() async {
        let routed = Routed()
        Self.bubble(routed.center, "first")
        await routed.harness.advance(by: .seconds(1))
        #expect(routed.router.route(Self.app) == .passThrough)
        // A bubble posted now, then the same touch asked again in the same turn:
        // no second `down`, so the new bubble is not dismissed.
        Self.bubble(routed.center, "second")
        #expect(routed.router.route(Self.app) == .passThrough)
        await routed.harness.advance(by: .seconds(1))
        #expect(routed.harness.lines("first").last == "1.0 dismissed tapOutside")
        #expect(routed.harness.lines("second") == ["1.0 received", "1.0 queued", "1.0 shown"])
        // The main queue has turned: the same point is a new touch.
        await routed.turn()
        #expect(routed.router.route(Self.app) == .passThrough)
        #expect(routed.harness.lines("second").last == "2.0 dismissed tapOutside")
        #expect(routed.harness.warnings.isEmpty, "\(routed.harness.warningMessages)")
    }

    @Test("with a timestamp, a touch is its point and timestamp, across turns of the main queue")
    func routeByTimestamp() async {
        let routed = Routed()
        Self.bubble(routed.center, "first")
        await routed.harness.advance(by: .seconds(1))
        #expect(routed.router.route(Self.app, timestamp: .seconds(7)) == .passThrough)
        Self.bubble(routed.center, "second")
        await routed.harness.advance(by: .seconds(1))
        await routed.turn()
        #expect(routed.router.route(Self.app, timestamp: .seconds(7)) == .passThrough)
        #expect(routed.harness.lines("second") == ["1.0 received", "1.0 queued", "1.0 shown"])
        #expect(routed.router.route(Self.app, timestamp: .seconds(8)) == .passThrough)
        #expect(routed.harness.lines("second").last == "2.0 dismissed tapOutside")
    }

    @Test("a down after route passed its touch through is that touch's: not applied again; its up is a tap on the app")
    func routedDownNotAppliedTwice() async {
        let routed = Routed()
        await routed.harness.advance(by: .seconds(1))
        #expect(routed.router.route(Self.app) == .passThrough)
        Self.bubble(routed.center, "tip")
        routed.router.pointer(.down, at: Self.app)
        routed.router.pointer(.up, at: Self.app)
        await routed.harness.advance(by: .seconds(1))
        #expect(routed.harness.lines("tip") == ["1.0 received", "1.0 queued", "1.0 shown"])
        #expect(routed.appTaps == [Self.app])
        #expect(routed.harness.warnings.isEmpty, "\(routed.harness.warningMessages)")
    }

    @Test("a toast posted just before a press at its place is claimed, by route and by a down")
    func toastPostedBeforePressIsClaimed() async throws {
        let routed = Routed()
        routed.center.toast("Saved", position: .bottom, id: "t")
        await routed.harness.advance(by: .seconds(1))
        let point = try routed.frame("t").center
        routed.center.hideToast("t")
        await routed.harness.advance(by: .seconds(1))
        #expect(routed.center.frame(of: "t") == nil, "gone")

        // Hit-test host: the toast is still in the mailbox when the touch is routed.
        let again = routed.center.toast("Saved", position: .bottom, id: "t")
        #expect(routed.router.route(point) == .claim)
        routed.router.pointer(.down, at: point)
        routed.router.pointer(.up, at: point)
        #expect(again.endedOutcome == .dismissed(.tap))
        await routed.harness.advance(by: .seconds(1))

        // A host that sees every event: the `down` itself decides.
        let third = routed.center.toast("Saved", position: .bottom, id: "t")
        routed.router.pointer(.down, at: point)
        routed.router.pointer(.up, at: point)
        #expect(third.endedOutcome == .dismissed(.tap))
        #expect(routed.appTaps.isEmpty)
        #expect(routed.harness.warnings.isEmpty, "\(routed.harness.warningMessages)")
    }

    @Test("a press that passed through is a tap on the app when released within 10 pt, not beyond; the center hears only its down")
    func passThroughTapSlop() async {
        let routed = Routed()
        await routed.harness.advance(by: .seconds(1))
        routed.router.pointer(.down, at: Self.app)
        routed.router.pointer(.move, at: Point(x: Self.app.x + 20, y: Self.app.y))
        routed.router.pointer(.up, at: Point(x: Self.app.x + 6, y: Self.app.y + 8))  // 10 pt away
        #expect(routed.appTaps == [Self.app])
        routed.router.pointer(.down, at: Self.app)
        routed.router.pointer(.up, at: Point(x: Self.app.x, y: Self.app.y + 10.5))
        #expect(routed.appTaps == [Self.app], "10.5 pt is a drag on the app")
        routed.router.pointer(.down, at: Self.app)
        routed.router.pointer(.cancel, at: Self.app)
        #expect(routed.appTaps == [Self.app], "a cancelled press is no tap")
        await routed.center.flush()
        #expect(routed.harness.warnings.isEmpty, "\(routed.harness.warningMessages)")
        #expect(!routed.center.stage.interaction.isPressing)
    }
}
