import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The driver reports where the app's own views rest, with the motions they play,
/// after every commit that changes either, and routes a touch in a slot to the
/// view. The oracle is the layer tree the surface rebuilt from the operations: the
/// slot node in its layer's content, placed the way Core Animation places that
/// layer (``LayerGeometry``) at rest or with its motions played to an instant, so
/// the view lies exactly over what the layer shows, still or moving.
@Suite("Hosted slots through the driver", .serialized)
@MainActor
struct HostedSlotDriverTests {
    static let card = HostedContent(name: "card", width: 120, height: 40)

    /// The slot the recorded layers show, placed as Core Animation shows its layer
    /// at rest, or with its motions played to `time`: its bounding frame on the
    /// screen, its own size in its layer's content (before the layer's scale) and
    /// its opacity.
    static func shown(in tree: LayerTree, at time: Instant? = nil) -> [(key: GroupKey, frame: Rect, size: Size, opacity: Double)] {
        tree.nodes.compactMap { node -> (GroupKey, Rect, Size, Double)? in
            guard case .group(let group) = node, let key = group.key,
                  let layer = tree.layer(key) else { return nil }
            let slot = layer.content.nodes.lazy.compactMap { if case .slot(let slot) = $0 { slot.rect } else { nil } }.first
            guard let slot else { return nil }
            let properties = time.map { layer.properties.presented(by: tree.motions(of: key), at: $0) } ?? layer.properties
            let geometry = LayerGeometry(properties, frame: nil)
            let corners = [Point(x: slot.minX, y: slot.minY), Point(x: slot.maxX, y: slot.maxY),
                           Point(x: slot.minX, y: slot.maxY), Point(x: slot.maxX, y: slot.minY)].map(geometry.place)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return (key, Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!),
                    slot.size, geometry.opacity)
        }
    }

    /// Checks the last report against the recorded layers, and that every frame
    /// with operations came with one report. Returns the reported slot.
    @discardableResult
    static func expectReportMatchesLayers(_ harness: DriverHarness<RecordingSurface>, frames: Int,
                                          sourceLocation: SourceLocation = #_sourceLocation) -> HostedSlot? {
        let reports = harness.surface.readHostedSlotChanges()
        #expect(reports.count == frames, "one report per committed frame", sourceLocation: sourceLocation)
        guard frames > 0 else { return nil }
        expectSlots(harness.driver.hostedSlots, match: harness.surface.tree, sourceLocation: sourceLocation)
        #expect(reports.last == harness.driver.hostedSlots, sourceLocation: sourceLocation)
        return harness.driver.hostedSlots.first
    }

    /// Checks reported slots against the slots `tree`'s layers show: the layer,
    /// the frame on the screen, the view's own size and its opacity; at rest, or
    /// at `time` with the view's motions and the layers' played to then.
    static func expectSlots(_ reported: [HostedSlot], match tree: LayerTree, at time: Instant? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = shown(in: tree, at: time)
        #expect(reported.count == expected.count, "\(reported) vs \(expected)", sourceLocation: sourceLocation)
        for (slot, layer) in zip(reported, expected) {
            let view: (frame: Rect, opacity: Double) = time.map { played(slot, at: $0) } ?? (slot.frame, slot.opacity)
            let when = time.map { "at \($0)" } ?? "at rest"
            #expect(slot.layer == layer.key, sourceLocation: sourceLocation)
            #expect(close(view.frame, layer.frame), "\(when): \(view.frame) vs \(layer.frame)", sourceLocation: sourceLocation)
            #expect(abs(slot.size.width - layer.size.width) < 1e-9 && abs(slot.size.height - layer.size.height) < 1e-9,
                    "the view's bounds are the slot's own size: \(slot.size) vs \(layer.size)", sourceLocation: sourceLocation)
            #expect(abs(view.opacity - layer.opacity) < 1e-9, "\(when): \(view.opacity) vs \(layer.opacity)",
                    sourceLocation: sourceLocation)
            #expect(abs(slot.center.x - slot.frame.midX) < 1e-9 && abs(slot.center.y - slot.frame.midY) < 1e-9,
                    sourceLocation: sourceLocation)
        }
    }

    /// Where the view of `slot` shows at `time` as a host plays the slot's motions
    /// on it: its alpha, its centre moved by the offsets, its bounds scaled about
    /// the centre.
    static func played(_ slot: HostedSlot, at time: Instant) -> (frame: Rect, opacity: Double) {
        let motions = slot.motions
        let center = Point(x: motions.apply(.offsetX, to: slot.center.x, at: time),
                           y: motions.apply(.offsetY, to: slot.center.y, at: time))
        let scale = motions.apply(.scale, to: 1, at: time)
        let width = slot.frame.width * scale, height = slot.frame.height * scale
        return (Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height),
                motions.apply(.opacity, to: slot.opacity, at: time))
    }

    /// Checks the slots and the layers against each other at a few instants of
    /// the motions handed over at `start`: the view and its layer move alike.
    static func expectSlotsPlayed(_ harness: DriverHarness<RecordingSurface>, from start: Instant,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        for seconds in [0.0, 0.03, 0.07, 0.1, 0.15, 0.2, 0.3, 0.5] {
            let time = Instant(microseconds: start.microseconds + Int64(seconds * 1_000_000))
            expectSlots(harness.driver.hostedSlots, match: harness.surface.tree, at: time, sourceLocation: sourceLocation)
        }
    }

    /// Lets the motions end with no frame; a report then (the motions ended) may
    /// say only that: the same resting placement, no motions.
    static func expectNothingMovesUntilRest(_ harness: DriverHarness<RecordingSurface>, for seconds: Double,
                                            sourceLocation: SourceLocation = #_sourceLocation) async {
        let before = harness.driver.hostedSlots
        await harness.rest(for: seconds)
        let reports = harness.surface.readHostedSlotChanges()
        let transactions = harness.surface.readTransactions()
        #expect(transactions.allSatisfy { $0.operations.isEmpty }, "\(transactions)", sourceLocation: sourceLocation)
        var still = before
        for index in still.indices { still[index].motions = [] }
        #expect(reports.count <= 1 && reports.allSatisfy { $0 == still },
                "no report while the view moves, at most one that its motions ended: \(reports)", sourceLocation: sourceLocation)
        #expect(harness.ticker.starts == 0, "the view's motions take no frames", sourceLocation: sourceLocation)
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test("a toast's slot is reported at rest with its layer's fade, once as it shows and once as it is dismissed, and empty when it goes; played on, the view lies where its layer shows it")
    func fade() async throws {
        let harness = DriverHarness()
        harness.center.toast(hosted: Self.card, position: .center, duration: .forever)
        await harness.settle()
        _ = harness.surface.readTransactions()
        let shown = try #require(Self.expectReportMatchesLayers(harness, frames: 1))
        let key = try #require(shown.layer)
        #expect(shown.opacity == 1, "the view rests opaque, as its layer")
        #expect(shown.motions == harness.surface.tree.motions(of: key), "the view plays its layer's motions")
        #expect(shown.motions.map(\.property) == [.opacity] && shown.motions.first.map { $0.from == 0 && $0.to == 1 } == true,
                "a fade in: \(shown.motions)")
        Self.expectSlotsPlayed(harness, from: .zero)
        await Self.expectNothingMovesUntilRest(harness, for: 1)
        // Dismissed: one report, resting where the fade out ends, with the fade out; then an empty one.
        harness.center.hideToast("toast#1")
        await harness.settle()
        let dismissedAt = harness.center.now
        let transactions = harness.surface.readTransactions().count
        let leaving = try #require(Self.expectReportMatchesLayers(harness, frames: transactions))
        #expect(transactions == 1)
        #expect(leaving.opacity == 0 && leaving.motions == harness.surface.tree.motions(of: key))
        #expect(leaving.motions.first.map { $0.from == 1 && $0.to == 0 && $0.timing == .easeIn } == true, "\(leaving.motions)")
        for seconds in [0.05, 0.1, 0.15] {
            let time = Instant(microseconds: dismissedAt.microseconds + Int64(seconds * 1_000_000))
            Self.expectSlots(harness.driver.hostedSlots, match: harness.surface.tree, at: time)
        }
        await harness.rest(for: 0.5)
        #expect(harness.surface.readHostedSlotChanges() == [[]], "the view goes with its toast, in one report")
        #expect(harness.driver.hostedSlots.isEmpty && harness.surface.hostedSlots.isEmpty)
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("a banner's slot is reported once, where the layout rests it, with its layer's slide from above the top edge; played on, the view lies where its layer shows it")
    func slide() async throws {
        let harness = DriverHarness()
        harness.center.push(BannerMessage(hosted: Self.card, displayTime: .seconds(5)))
        await harness.settle()
        _ = harness.surface.readTransactions()
        let slot = try #require(Self.expectReportMatchesLayers(harness, frames: 1))
        let rest = try #require(harness.center.stage.layouts().layouts.first?.content)
        #expect(Self.close(slot.frame, rest), "reported where the layout rests it: \(slot.frame) vs \(rest)")
        let layer = try #require(slot.layer)
        #expect(slot.motions == harness.surface.tree.motions(of: layer))
        let slideIn = try #require(slot.motions.first { $0.property == .offsetY }, "\(slot.motions)")
        #expect(slideIn.to == 0 && slideIn.timing == .easeOut)
        #expect(slot.frame.maxY + slideIn.from <= 0, "the view starts wholly above the top edge: \(slideIn)")
        Self.expectSlotsPlayed(harness, from: .zero)
        await Self.expectNothingMovesUntilRest(harness, for: 1)
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("a popup's slot is reported once at the view's own size with the card's pop: a scale 1.1→1 and, off the card's centre, an offset that carries its centre in toward the card's as the card settles")
    func popIn() async throws {
        let harness = DriverHarness()
        // A button under the view: the view's centre is above the card's, so the card's scale moves it.
        var popup = Popup(hosted: Self.card)
        popup.actions = [PopupAction(id: "ok", title: "OK")]
        harness.center.popups.add(popup)
        await harness.settle()
        _ = harness.surface.readTransactions()
        let slot = try #require(Self.expectReportMatchesLayers(harness, frames: 1))
        #expect(slot.size == Self.card.size, "the view keeps its own size")
        #expect(Self.close(slot.frame, Rect(origin: slot.frame.origin, size: slot.size)), "at rest, its frame is its size")
        let scale = try #require(slot.motions.first { $0.property == .scale }, "\(slot.motions)")
        #expect(scale.from == 1.1 && scale.to == 1)
        let card = try #require(harness.center.stage.layouts().layouts.first { $0.content != nil }?.frame)
        let off = slot.center.y - card.midY
        try #require(abs(off) > 1, "the view lies off the card's centre: \(slot.center) in \(card)")
        let follows = try #require(slot.motions.first { $0.property == .offsetY }, "the centre's own move: \(slot.motions)")
        #expect(follows.begin == scale.begin && follows.duration == scale.duration && follows.timing == scale.timing,
                "the centre moves with the card's scale: \(follows) vs \(scale)")
        #expect(follows.from * off > 0 && follows.to == 0, "from further out at 1.1, in toward the card's centre: \(follows)")
        #expect(!slot.motions.contains { $0.property == .offsetX }, "centred across the card: no move sideways")
        let popped = Self.played(slot, at: scale.begin)
        #expect(abs(popped.frame.width - 1.1 * slot.size.width) < 1e-9, "it pops in from larger than itself: \(popped.frame)")
        Self.expectSlotsPlayed(harness, from: .zero)
        await Self.expectNothingMovesUntilRest(harness, for: 1)
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("every frame of a drag reports the slot under the finger; a touch a control of the view takes is the view's")
    func drag() async throws {
        let harness = DriverHarness()
        harness.driver.viewKeepsTouch = { name, _ in name == "card" }
        harness.center.push(BannerMessage(hosted: Self.card, displayTime: .seconds(30)))
        await harness.settle()
        await harness.rest(for: 1)
        _ = harness.surface.readTransactions()
        _ = harness.surface.readHostedSlotChanges()
        let frame = try #require(harness.center.stage.frame(of: "banner#1"))
        let slot = try #require(harness.driver.hostedSlots.first)
        // A touch a control of the view takes is the view's: nothing of the banner moves.
        #expect(harness.driver.route(slot.frame.center) == .hosted("card"))
        harness.driver.pointer(.down, at: slot.frame.center)
        harness.driver.pointer(.move, at: Point(x: slot.frame.midX, y: slot.frame.midY - 40))
        harness.driver.pointer(.up, at: Point(x: slot.frame.midX, y: slot.frame.midY - 40))
        await harness.settle()
        #expect(harness.surface.readTransactions().isEmpty, "no drag")
        #expect(harness.center.phase(of: "banner#1") == .visible, "no tap, no swipe")
        // The banner's padding is the banner's: a drag up moves the view with it.
        let grip = Point(x: frame.maxX - 4, y: frame.midY)
        #expect(harness.driver.route(grip) == .claim)
        harness.driver.pointer(.down, at: grip)
        var tops = [slot.frame.minY]
        for step in 1...6 {
            harness.driver.pointer(.move, at: Point(x: grip.x, y: grip.y - Double(step) * 6))
            await harness.frame()
            let frames = harness.surface.readTransactions().count
            if let moved = Self.expectReportMatchesLayers(harness, frames: frames), frames > 0 { tops.append(moved.frame.minY) }
        }
        #expect(tops.count > 3 && zip(tops, tops.dropFirst()).allSatisfy { $0 > $1 }, "the view follows the finger: \(tops)")
        harness.driver.pointer(.cancel, at: grip)
        for _ in 0..<60 where harness.ticker.isRunning {
            await harness.frame()
            let frames = harness.surface.readTransactions().count
            Self.expectReportMatchesLayers(harness, frames: frames)
        }
        #expect(Self.close(try #require(harness.driver.hostedSlots.first).frame, slot.frame), "it springs back")
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("after every layer is inserted again (a new scale), the slots are reported again though they did not move")
    func reportedAgainAfterReinsert() async throws {
        let setup = ForgetfulSetup(surface: ForgetfulSurface())
        setup.center.toast(hosted: Self.card, position: .center, duration: .forever)
        await setup.settle()
        await setup.rest(for: 0.5)
        // What was reported at the show, its fade in since ended: the view rests there.
        let atRest = setup.driver.hostedSlots.map { slot in
            var still = slot
            still.motions = []
            return still
        }
        try #require(atRest.count == 1)
        try setup.surface.loseEverything()
        setup.driver.reinsertEverything()
        setup.nextTurn()
        let surface = setup.surface.recording
        #expect(surface.readTransactions().count == 1, "one frame inserts every layer again")
        #expect(surface.readHostedSlotChanges() == [atRest], "the host is told again where the view goes")
        Self.expectSlots(setup.driver.hostedSlots, match: surface.tree)
        _ = surface.readAccessibilityChanges()
        try surface.finish()
    }

    @Test("a center attached in place of another (a scenario played again) reports its slots, the same as before or not")
    func reportedAgainAfterAttach() async throws {
        let setup = ForgetfulSetup(surface: ForgetfulSurface())
        setup.center.toast(hosted: Self.card, position: .center, duration: .forever)
        await setup.settle()
        await setup.rest(for: 0.5)
        // What was reported at the show, its fade in since ended: the view rests there.
        let atRest = setup.driver.hostedSlots.map { slot in
            var still = slot
            still.motions = []
            return still
        }
        try #require(atRest.count == 1)
        // The same toast, at rest, in a center of its own on the same clock.
        let again = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: setup.clock)
        again.toast(hosted: Self.card, position: .center, duration: .forever)
        await again.flush()
        await setup.clock.advance(by: .seconds(2))
        await again.flush()
        let surface = setup.surface.recording
        _ = surface.readTransactions()
        _ = surface.readHostedSlotChanges()
        setup.driver.attach(again)
        await again.flush()
        await Task.megaYield()
        setup.nextTurn()
        // The old center's layers stay and become the new one's: nothing is inserted twice.
        _ = surface.readTransactions()
        #expect(surface.refusals.isEmpty, "\(surface.refusals)")
        #expect(surface.tree.nodes(at: again.scene.time) == again.scene.nodes, "the surface shows the new center")
        try #require(setup.driver.hostedSlots == atRest, "the new center shows its view where the old one did")
        #expect(surface.readHostedSlotChanges() == [atRest], "the host is told where the view goes")
        Self.expectSlots(setup.driver.hostedSlots, match: surface.tree)
        _ = surface.readRequests()
        _ = surface.readAccessibilityChanges()
        try surface.finish()
    }

    @Test("a host that sees every event: a press a control of the view takes sends the notice nothing; elsewhere on the view it taps the notice")
    func everyEventHost() async throws {
        let harness = DriverHarness()
        var appTaps: [Point] = []
        final class Answer { var viewKeeps = true }
        let answer = Answer()
        harness.driver.onPassThroughTap = { appTaps.append($0) }
        harness.driver.viewKeepsTouch = { _, _ in answer.viewKeeps }
        harness.center.toast(hosted: Self.card, position: .center, duration: .forever)
        await harness.settle()
        let slot = try #require(harness.driver.hostedSlots.first)
        harness.driver.pointer(.down, at: slot.center)
        harness.driver.pointer(.up, at: slot.center)
        await harness.settle()
        #expect(harness.center.phase(of: "toast#1") == .visible)
        #expect(appTaps.isEmpty, "a tap on the view is not a tap on the app underneath")
        answer.viewKeeps = false
        harness.driver.pointer(.down, at: slot.center)
        harness.driver.pointer(.up, at: slot.center)
        await harness.settle()
        #expect(harness.center.phase(of: "toast#1") == .leaving, "a tap on the view's label dismisses the toast")
        #expect(appTaps.isEmpty)
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        _ = harness.surface.readHostedSlotChanges()
        try harness.surface.finish()
    }
}

/// A surface that loses its layers, and the app's views on them, as a UIKit host's
/// does when the display scale changes (``PlatformLayerTree/removeAll()``): what
/// it recorded before is checked and dropped, and a fresh recording surface takes
/// the next commits.
@MainActor
final class ForgetfulSurface: HostSurface {
    private(set) var recording = RecordingSurface()

    /// Drops every layer and view; fails on anything recorded but not read.
    func loseEverything() throws {
        _ = recording.readTransactions()
        _ = recording.readRequests()
        _ = recording.readAccessibilityChanges()
        _ = recording.readHostedSlotChanges()
        try recording.finish()
        recording = RecordingSurface()
    }

    func commit(_ transaction: LayerTransaction) { recording.commit(transaction) }
    func accessibilityChanged(_ change: AccessibilityChange) { recording.accessibilityChanged(change) }
    func perform(_ request: HostRequest, focus: AccessibilityElement?) { recording.perform(request, focus: focus) }
    func hostedSlotsChanged(_ slots: [HostedSlot]) { recording.hostedSlotsChanged(slots) }
}

/// ``DriverHarness`` on a ``ForgetfulSurface``.
typealias ForgetfulSetup = DriverHarness<ForgetfulSurface>
