import CenterHarness
import PopupKit
import PopupKitSeeds
import Testing
@_spi(Tools) import PopupKitStage

/// The app's own views in the seeds' notices, touched as a host routes the
/// touch (``PopupCenter``'s pointer calls, the host asking the view): a touch no
/// control of the view takes acts on the notice as the seed's library acts on
/// its view (Toast-Swift's tap-to-dismiss, WPToastManager's `didTap`, a swipe,
/// BubblePopup's tap); a touch on a control stays the view's.
@Suite("Custom views in the seeds' notices: touches", .serialized)
@MainActor
struct CustomViewTouchTests {
    static let card = HostedContent(name: "card", width: 150, height: 60)
    /// The view keeps no touch (a label, its background).
    static let plain: HostedTouchQuestion = { _, _ in false }
    /// A control of the view takes every touch on it.
    static let control: HostedTouchQuestion = { _, _ in true }

    /// Where the app's view of notice `id` is on screen.
    static func slot(_ harness: Harness, _ id: NoticeID) throws -> Rect {
        let (screen, layouts) = harness.center.stage.layouts()
        let index = try #require(screen.firstIndex { $0.id == id && $0.isVisible })
        return try #require(layouts[index].content)
    }

    /// A tap at `point`, the view answering `question`.
    static func tap(_ harness: Harness, at point: Point, _ question: @escaping HostedTouchQuestion) async {
        harness.center.applyPointer(.down, at: point, viewKeepsTouch: question)
        harness.center.applyPointer(.up, at: point, viewKeepsTouch: question)
        await harness.settle()
    }

    @Test("Toast-Swift's showToast(view): a tap on a control of the view leaves the toast; on the view itself it is a tap (didTap true)")
    func toastSwift() async throws {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        var outcomes: [Outcome] = []
        let ticket = manager.showToast(Toast(hosted: Self.card, position: .center), owner: "view",
                                       duration: .seconds(10)) { outcomes.append($0) }
        await harness.advance(by: 0.5)
        let slot = try Self.slot(harness, ticket.id)
        await Self.tap(harness, at: slot.center, Self.control)
        await harness.advance(by: 0.5)
        #expect(outcomes.isEmpty && harness.center.phase(of: ticket.id) == .visible)
        await Self.tap(harness, at: slot.center, Self.plain)
        await harness.advance(by: 0.5)
        #expect(outcomes == [.dismissed(.tap)])
    }

    @Test("WPToastManager's custom view: a tap on the view is didTap; a drag that starts on it swipes the banner away")
    func wpToastManager() async throws {
        let harness = Harness()
        let banners = BannerCenter(center: harness.center)
        var taps = 0
        var message = BannerMessage(hosted: Self.card, displayTime: .seconds(30))
        message.onTap = { taps += 1 }
        let tapped = banners.push(message)
        await harness.advance(by: 1)
        await Self.tap(harness, at: try Self.slot(harness, tapped.id).center, Self.control)
        #expect(taps == 0, "a control of the view took the tap")
        await Self.tap(harness, at: try Self.slot(harness, tapped.id).center, Self.plain)
        #expect(taps == 1)
        await harness.advance(by: 1)
        let swiped = banners.push(BannerMessage(hosted: Self.card, displayTime: .seconds(30)))
        await harness.advance(by: 1)
        let start = try Self.slot(harness, swiped.id).center
        harness.center.applyPointer(.down, at: start, viewKeepsTouch: Self.plain)
        for step in 1...8 {
            await harness.advance(by: 0.01)
            harness.center.applyPointer(.move, at: Point(x: start.x, y: start.y - Double(step) * 15))
        }
        harness.center.applyPointer(.up, at: Point(x: start.x, y: start.y - 120))
        await harness.advance(by: 1)
        #expect(swiped.endedOutcome == .dismissed(.swipe))
    }

    @Test("FGPopupScheduler's popup view: a touch on it is the popup's, never the app's underneath; a control keeps its own")
    func fgPopupScheduler() async throws {
        let harness = Harness()
        let popup = PopupScheduler(center: harness.center).add(Popup(hosted: Self.card))
        await harness.advance(by: 1)
        let slot = try Self.slot(harness, popup.id)
        #expect(harness.center.applyPointerDownIfPassingThrough(at: slot.center, viewKeepsTouch: Self.plain)
                == .item(popup.id, .popup), "the popup's, pressed when the touch comes")
        #expect(harness.center.applyPointerDownIfPassingThrough(at: slot.center, viewKeepsTouch: Self.control)
                == .hosted(popup.id, .popup, name: "card"))
        await Self.tap(harness, at: slot.center, Self.plain)
        #expect(harness.center.phase(of: popup.id) == .visible, "a popup does not go on a tap")
    }

    @Test("BubblePopup's custom content view: a tap on the view is a tap on the tip; on a control of it, the tip stays")
    func bubblePopup() async throws {
        let harness = Harness()
        let bubbles = BubbleManager(center: harness.center)
        let tip = bubbles.addPopup(owner: "view", hosted: Self.card, at: Rect(x: 195, y: 400, width: 0, height: 0))
        await harness.advance(by: 0.5)
        let slot = try Self.slot(harness, tip.id)
        await Self.tap(harness, at: slot.center, Self.control)
        await harness.advance(by: 0.5)
        #expect(harness.center.phase(of: tip.id) == .visible, "neither a tap on the tip nor a tap outside it")
        await Self.tap(harness, at: slot.center, Self.plain)
        await harness.advance(by: 0.5)
        #expect(tip.endedOutcome == .dismissed(.tap))
    }
}
