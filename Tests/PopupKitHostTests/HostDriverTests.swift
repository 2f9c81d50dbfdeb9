import Clocks
import ConcurrencyExtras
import Dispatch
import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// The host driver on a surface (a recording one unless a test brings its own):
/// a center on a test clock, a manual frame ticker, and the driver's "next turn"
/// and delayed wake-ups run by hand.
@MainActor
final class DriverHarness<Surface: HostSurface> {
    let clock = TestClock()
    let ticker = ManualFrameTicker()
    let surface: Surface
    let center: PopupCenter
    let driver: HostDriver
    private let pending = Pending()

    /// Work left for the next turn of the main queue, and wake-ups asked for with
    /// their delays.
    final class Pending {
        var turns: [@MainActor () -> Void] = []
        var wakes: [Wake] = []
    }

    /// A wake-up the driver asked for: its delay, and the instant of the test
    /// clock it falls due at.
    struct Wake {
        var delay: Duration
        var due: TestClock<Duration>.Instant
        var work: @MainActor () -> Void
    }

    init(surface: Surface) {
        self.surface = surface
        center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: clock)
        let pending = self.pending
        let clock = self.clock
        driver = HostDriver(center: center, surface: surface, ticker: ticker,
                            schedule: { work in pending.turns.append(work) },
                            after: { delay, work in pending.wakes.append(Wake(delay: delay, due: clock.now.advanced(by: delay), work: work)) })
    }

    /// The wake-ups asked for and not run yet.
    var wakes: [Wake] { pending.wakes }

    /// Runs what the driver left for the next turn of the main queue.
    func nextTurn() {
        let work = pending.turns
        pending.turns = []
        for item in work { item() }
    }

    /// Lets the center run every call so far, then the next turn.
    func settle() async {
        await center.flush()
        await Task.megaYield()
        nextTurn()
    }

    /// One display frame `seconds` later, then its turns (the frame's commit, and
    /// the idle report when the animation stopped) and the wake-ups due by then.
    func frame(after seconds: Double = 1.0 / 60) async {
        await clock.advance(by: .microseconds(Int64((seconds * 1_000_000).rounded())))
        ticker.tick()
        nextTurn()
        nextTurn()
        runDueWakes()
    }

    /// Moves the clock on by `seconds` with no frame, then runs the wake-ups asked
    /// for, due or not (a main queue that woke the driver early).
    func wake(after seconds: Double) async {
        await clock.advance(by: .microseconds(Int64((seconds * 1_000_000).rounded())))
        let due = pending.wakes
        pending.wakes = []
        for wake in due { wake.work() }
    }

    /// Moves the clock on by `seconds` with no frame, as the main queue would:
    /// the center catches up (a deadline's scene is committed on the next turn),
    /// then every wake-up due by then runs, in the order they fall due.
    func rest(for seconds: Double) async {
        await clock.advance(by: .microseconds(Int64((seconds * 1_000_000).rounded())))
        await center.flush()
        await Task.megaYield()
        nextTurn()
        runDueWakes()
    }

    /// Runs the wake-ups due at the clock's now, and the turns they leave,
    /// until none is due.
    func runDueWakes() {
        while let index = pending.wakes.indices.filter({ pending.wakes[$0].due <= clock.now })
            .min(by: { pending.wakes[$0].due < pending.wakes[$1].due }) {
            let wake = pending.wakes.remove(at: index)
            wake.work()
            nextTurn()
        }
    }
}

extension DriverHarness where Surface == RecordingSurface {
    convenience init() {
        self.init(surface: RecordingSurface())
    }
}

@Suite("Host driver", .serialized)
@MainActor
struct HostDriverTests {
    @Test("a center attached in place of another turns the layers on the surface into its own; none is inserted twice")
    func attachReplacesTheLayers() async throws {
        let harness = DriverHarness()
        harness.center.toast("Saved", position: .bottom, duration: .forever)
        harness.center.push(BannerMessage(title: "Ana", subtitle: "Lunch at 1?", displayTime: .seconds(60)))
        await harness.settle()
        while harness.ticker.isRunning { await harness.frame() }
        _ = harness.surface.readTransactions()
        #expect(harness.surface.tree.count > 0)

        let again = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: harness.clock)
        again.toast("Saved again", position: .top, duration: .forever)
        await again.flush()
        harness.driver.attach(again)
        harness.nextTurn()
        while harness.ticker.isRunning { await harness.frame() }
        _ = harness.surface.readTransactions()
        #expect(harness.surface.refusals.isEmpty, "\(harness.surface.refusals)")
        #expect(harness.surface.tree.nodes(at: again.scene.time) == again.scene.nodes, "only the new center's notices are on the surface")
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("scenes of one turn make one commit that declares both fades; they take no frames and no commit, the layers played to any instant show the scene; rest commits nothing")
    func coalescesAndAnimates() async throws {
        let harness = DriverHarness()
        harness.center.toast("Saved", duration: .seconds(5))
        harness.center.toast("Also saved", duration: .seconds(5))
        await harness.settle()
        let first = try #require(harness.surface.readTransaction())
        #expect(first.resized && first.operations.filter { $0.kind == .insert }.count == 2)
        let fades = first.operations.compactMap { operation -> [Motion]? in
            if case .animate(_, let motions) = operation { motions } else { nil }
        }
        let fadeIn = Motion(.opacity, from: 0, to: 1, begin: .zero, duration: .milliseconds(200), timing: .easeOut)
        #expect(fades == [[fadeIn], [fadeIn]], "each toast's fade in, handed over with its insert: \(first.operations)")
        #expect(harness.surface.readTransaction() == nil, "one commit for the turn")
        #expect(harness.surface.readRequests().map(\.kind) == [.announce("Saved"), .announce("Also saved")])
        let added = harness.surface.readAccessibilityChanges()
        #expect(added.count == 1 && added.first?.added.count == 2 && added.first?.removed == [])
        #expect(!harness.ticker.isRunning && harness.ticker.starts == 0, "a fade takes no frames")
        // Mid-fade the layers rest opaque, and their motions played to now show the center's scene.
        await harness.rest(for: 0.1)
        let midFade = harness.center.scene
        #expect(harness.surface.tree.nodes(at: midFade.time) == midFade.nodes, "the compositor's picture is the scene's")
        #expect(harness.surface.tree.nodes != midFade.nodes, "the layers' own values are where the fades end")
        for _ in 0..<20 { await harness.frame() }
        #expect(harness.surface.readAccessibilityChanges().isEmpty, "a fade changes nothing a screen reader sees")
        #expect(harness.surface.readTransactions().isEmpty, "the fades play with no commit")
        #expect(harness.ticker.starts == 0)
        await harness.frame(after: 1)
        #expect(harness.surface.readTransactions().isEmpty, "at rest, nothing")
        #expect(harness.surface.tree.nodes == harness.center.scene.nodes, "at rest the layers' own values are the scene")
        #expect(harness.surface.tree.nodes(at: harness.center.scene.time) == harness.center.scene.nodes)
        #expect(harness.driver.statistics.framesDrawn == 1, "one commit with something to do: the show")
        try harness.surface.finish()
    }

    @Test("requests reach the surface after the frame that shows what they are about")
    func requestsAfterTheFrame() async throws {
        let harness = DriverHarness()
        harness.center.toast("Saved")
        await harness.center.flush()
        await Task.megaYield()
        #expect(harness.surface.readRequests().isEmpty, "not before the frame is committed")
        harness.nextTurn()
        #expect(harness.surface.readTransaction() != nil)
        let requests = harness.surface.readRequests()
        #expect(requests.map(\.kind) == [.announce("Saved")])
        #expect(harness.surface.readAccessibilityChanges().count == 1)
        try harness.surface.finish()
    }

    @Test("an arrived image redraws the layers that show it in a frame of its own")
    func imageArrives() async throws {
        let harness = DriverHarness()
        harness.center.push(BannerMessage(type: "chat", title: "Anna", image: "https://example.com/a.png", displayTime: .seconds(9)))
        await harness.settle()
        for _ in 0..<40 { await harness.frame() }
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        #expect(harness.driver.imageArrived("https://example.com/a.png") == 1)
        harness.nextTurn()
        let redraw = try #require(harness.surface.readTransaction())
        #expect(redraw.operations.count == 1)
        guard case .redraw(let key, _) = redraw.operations.first else {
            Issue.record("expected a redraw: \(redraw.operations)")
            return
        }
        #expect(key.part == .body)
        try harness.surface.finish()
    }

    @Test("a resized window sets the container; the next frame is resized and lays the notices out again")
    func containerFollowsTheWindow() async throws {
        let harness = DriverHarness()
        harness.center.toast("Saved", duration: .forever)
        await harness.settle()
        for _ in 0..<20 { await harness.frame() }
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        harness.driver.containerResized(to: Size(width: 844, height: 390))
        await harness.settle()
        let turned = try #require(harness.surface.readTransaction())
        #expect(turned.resized && turned.size == Size(width: 844, height: 390))
        #expect(turned.operations.allSatisfy { if case .update = $0 { true } else { false } }, "the toast moves: \(turned.operations)")
        #expect(harness.center.stage.container.size == Size(width: 844, height: 390))
        #expect(harness.surface.readAccessibilityChanges().map(\.changed.count) == [1], "the toast's frame moved")
        try harness.surface.finish()
    }

    @Test("the commits of one animation are counted and reported through onIdle when its last declared motion ends, on the driver's wake-up, with no frame")
    func animationStatistics() async throws {
        let harness = DriverHarness()
        var reported: [FrameStatistics] = []
        harness.driver.onIdle = { reported.append($0) }
        harness.center.toast("Saved", duration: .seconds(5))
        await harness.settle()
        #expect(harness.wakes.map(\.delay) == [.milliseconds(200)], "woken when the fade in ends")
        await harness.rest(for: 0.1)
        // A HUD shows half way through: its pop in (0.15 s) ends after the toast's fade; its spinner never ends.
        harness.center.hud.show(status: "Syncing")
        await harness.settle()
        await harness.rest(for: 0.1)
        #expect(reported.isEmpty, "at 0.2 s the toast's fade is over, the HUD's pop is not")
        await harness.rest(for: 0.05)
        #expect(reported.count == 1, "at 0.25 s everything that ends has ended; the spinner turns on")
        #expect(reported.first?.framesDrawn == 2, "the toast's commit and the HUD's")
        #expect(harness.ticker.starts == 0, "not one frame")
        await harness.rest(for: 2)
        #expect(reported.count == 1, "reported once")
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("a modal popup: its element arrives with its frame, and the focus moves to it; its dismissal removes it")
    func modalPopup() async throws {
        let harness = DriverHarness()
        let ticket = harness.center.submit(Notice(id: "rate", .popup(Popup(title: "Rate us", message: "Five stars?"))))
        await harness.settle()
        _ = harness.surface.readTransactions()
        let change = try #require(harness.surface.readAccessibilityChanges().first)
        #expect(change.modalChanged && change.elements.first?.id == ticket.id && change.elements.first?.isModal == true)
        let requests = harness.surface.readRequests()
        #expect(requests.map(\.kind) == [.screenChanged(focus: "rate")])
        #expect(harness.surface.focusMoves.last??.id == "rate", "the focus goes to the popup's element")
        harness.center.dismiss("rate")
        await harness.settle()
        for _ in 0..<30 { await harness.frame() }
        let gone = harness.surface.readAccessibilityChanges()
        #expect(gone.count == 1 && gone.first?.removed.count == 1 && gone.first?.modalChanged == true, "\(gone)")
        #expect(harness.surface.accessibilityElements.isEmpty)
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        try harness.surface.finish()
    }

    @Test("a masked HUD over a modal popup is a screen change to the HUD; when it goes, a screen change back to the popup")
    func maskedHUDReplacesModalPopup() async throws {
        let harness = DriverHarness()
        harness.center.update { $0.hud.style.mask = .black }
        harness.center.submit(Notice(id: "rate", .popup(Popup(title: "Rate us", message: "Five stars?"))))
        await harness.settle()
        for _ in 0..<40 { await harness.frame() }
        let popupShown = harness.surface.readAccessibilityChanges()
        #expect(popupShown.count == 1 && popupShown.first?.notification == .screenChanged)
        #expect(harness.surface.readRequests().map(\.kind) == [.screenChanged(focus: "rate")])

        // The masked HUD hides the popup: the screen changed, not only its layout.
        harness.center.hud.show(status: "Syncing")
        await harness.settle()
        for _ in 0..<40 { await harness.frame() }
        let hudShown = harness.surface.readAccessibilityChanges()
        #expect(hudShown.count == 1, "\(hudShown)")
        let over = try #require(hudShown.first)
        #expect(over.added == [AccessibilityTree.ElementKey(lane: .hud, id: NoticeEngine.hudID)] && over.removed.isEmpty)
        #expect(over.modalChanged && over.notification == .screenChanged, "another modal element: \(over)")
        #expect(over.exposedElements.map(\.lane) == [.hud], "the popup under the mask is hidden")
        #expect(harness.surface.readRequests().map(\.kind) == [.screenChanged(focus: NoticeEngine.hudID)])
        #expect(harness.surface.focusMoves.last??.lane == .hud, "the focus leaves the hidden popup")

        // The HUD goes: the popup is the modal element again, and the focus returns to it.
        harness.center.hud.dismiss()
        await harness.settle()
        for _ in 0..<40 { await harness.frame() }
        let hudGone = harness.surface.readAccessibilityChanges()
        #expect(hudGone.count == 1, "\(hudGone)")
        let back = try #require(hudGone.first)
        #expect(back.removed == [AccessibilityTree.ElementKey(lane: .hud, id: NoticeEngine.hudID)] && back.added.isEmpty)
        #expect(back.modalChanged && back.notification == .screenChanged, "the popup is modal again: \(back)")
        #expect(back.exposedElements.first?.id == "rate" && back.exposedElements.first?.isModal == true,
                "the screen change's first element, where the focus goes, is the popup")
        #expect(harness.center.phase(of: "rate") == .visible)
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        try harness.surface.finish()
    }

    @Test("a pass-through touch reaches the center once through the driver; a claimed one is the notice's")
    func routesTouches() async throws {
        let harness = DriverHarness()
        var taps: [Point] = []
        harness.driver.onPassThroughTap = { taps.append($0) }
        harness.center.toast("Saved", duration: .forever)
        await harness.settle()
        let frame = try #require(harness.center.stage.frame(of: "toast#1"))
        #expect(harness.driver.route(Point(x: 5, y: 5)) == .passThrough)
        #expect(harness.driver.route(frame.center) == .claim)
        harness.driver.pointer(.down, at: Point(x: 20, y: 20))
        harness.driver.pointer(.up, at: Point(x: 22, y: 21))
        #expect(taps == [Point(x: 20, y: 20)], "released within the slop on the app: a tap on the app")
        harness.driver.pointer(.down, at: frame.center)
        harness.driver.pointer(.up, at: frame.center)
        await harness.settle()
        #expect(harness.center.phase(of: "toast#1") == .leaving, "a tap on the toast dismisses it")
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("a touch routed without a timestamp is one touch until the driver's own next turn, not the main queue's")
    func routedTouchEndsOnTheDriversTurn() async throws {
        let harness = DriverHarness()
        let app = Point(x: 300, y: 600)
        harness.center.bubble(text: "Filter", pointingAt: Rect(x: 40, y: 300, width: 40, height: 40), id: "first")
        await harness.settle()
        #expect(harness.driver.route(app) == .passThrough)
        await harness.center.flush()
        #expect(harness.center.phase(of: "first") == .leaving, "a down outside dismisses the bubble")
        harness.center.bubble(text: "Filter", pointingAt: Rect(x: 40, y: 300, width: 40, height: 40), id: "second")
        await harness.center.flush()
        // The main queue turns, the driver's schedule has not run: the same touch.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(harness.driver.route(app) == .passThrough)
        await harness.center.flush()
        #expect(harness.center.phase(of: "second") == .visible, "asked again for the same touch: no second down")
        // The driver's next turn ends the touch: the same point is a new one.
        harness.nextTurn()
        #expect(harness.driver.route(app) == .passThrough)
        await harness.center.flush()
        #expect(harness.center.phase(of: "second") == .leaving)
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }
}
