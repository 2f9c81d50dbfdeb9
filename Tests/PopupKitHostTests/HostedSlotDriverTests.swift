import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The driver reports where the app's own views go after every frame that moves
/// one, and routes a touch in a slot to the view. The oracle is the layer tree the
/// surface rebuilt from the operations: the slot node in its layer's content,
/// placed the way Core Animation places that layer (``LayerGeometry``), so the view
/// lies exactly over what the layer shows.
@Suite("Hosted slots through the driver", .serialized)
@MainActor
struct HostedSlotDriverTests {
    static let card = HostedContent(name: "card", width: 120, height: 40)

    /// The slot the recorded layers show, placed as Core Animation shows its layer:
    /// its bounding frame on the screen, its own size in its layer's content
    /// (before the layer's scale) and its opacity.
    static func shown(in tree: LayerTree) -> [(key: GroupKey, frame: Rect, size: Size, opacity: Double)] {
        tree.nodes.compactMap { node -> (GroupKey, Rect, Size, Double)? in
            guard case .group(let group) = node, let key = group.key,
                  let layer = tree.layer(key) else { return nil }
            let slot = layer.content.nodes.lazy.compactMap { if case .slot(let slot) = $0 { slot.rect } else { nil } }.first
            guard let slot else { return nil }
            let geometry = LayerGeometry(layer.properties, frame: nil)
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
    /// the frame on the screen, the view's own size and its opacity.
    static func expectSlots(_ reported: [HostedSlot], match tree: LayerTree,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = shown(in: tree)
        #expect(reported.count == expected.count, "\(reported) vs \(expected)", sourceLocation: sourceLocation)
        for (slot, layer) in zip(reported, expected) {
            #expect(slot.layer == layer.key, sourceLocation: sourceLocation)
            #expect(close(slot.frame, layer.frame), "\(slot.frame) vs \(layer.frame)", sourceLocation: sourceLocation)
            #expect(abs(slot.size.width - layer.size.width) < 1e-9 && abs(slot.size.height - layer.size.height) < 1e-9,
                    "the view's bounds are the slot's own size: \(slot.size) vs \(layer.size)", sourceLocation: sourceLocation)
            #expect(abs(slot.opacity - layer.opacity) < 1e-9, sourceLocation: sourceLocation)
            #expect(abs(slot.center.x - slot.frame.midX) < 1e-9 && abs(slot.center.y - slot.frame.midY) < 1e-9,
                    sourceLocation: sourceLocation)
        }
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test("every frame of a toast's fade in and out reports the slot where its layer shows it")
    func fade() async throws {
        let harness = DriverHarness()
        harness.center.toast(hosted: Self.card, position: .center, duration: .forever)
        await harness.settle()
        _ = harness.surface.readTransactions()
        var opacities = [try #require(Self.expectReportMatchesLayers(harness, frames: 1)).opacity]
        while harness.ticker.isRunning {
            await harness.frame()
            let frames = harness.surface.readTransactions().count
            if let slot = Self.expectReportMatchesLayers(harness, frames: frames), frames > 0 { opacities.append(slot.opacity) }
        }
        #expect(opacities.count > 5 && opacities.last == 1)
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 < $1 }, "the view fades in with its toast")
        // Dismissed: it fades out frame by frame, then the last report is empty.
        harness.center.hideToast("toast#1")
        await harness.settle()
        var leaving: [Double] = []
        for _ in 0..<60 {
            await harness.frame()
            let frames = harness.surface.readTransactions().count
            if let slot = Self.expectReportMatchesLayers(harness, frames: frames), frames > 0 { leaving.append(slot.opacity) }
            if harness.driver.hostedSlots.isEmpty { break }
        }
        #expect(leaving.count > 3 && zip(leaving, leaving.dropFirst()).allSatisfy { $0 > $1 })
        #expect(harness.driver.hostedSlots.isEmpty && harness.surface.hostedSlots.isEmpty, "the view goes with its toast")
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        _ = harness.surface.readHostedSlotChanges()
        try harness.surface.finish()
    }

    @Test("every frame of a banner's slide reports the slot where its layer shows it")
    func slide() async throws {
        let harness = DriverHarness()
        harness.center.push(BannerMessage(hosted: Self.card, displayTime: .seconds(5)))
        await harness.settle()
        _ = harness.surface.readTransactions()
        var tops = [try #require(Self.expectReportMatchesLayers(harness, frames: 1)).frame.minY]
        while harness.ticker.isRunning {
            await harness.frame()
            let frames = harness.surface.readTransactions().count
            if let slot = Self.expectReportMatchesLayers(harness, frames: frames), frames > 0 { tops.append(slot.frame.minY) }
        }
        #expect(tops.count > 5 && zip(tops, tops.dropFirst()).allSatisfy { $0 < $1 }, "it slides down: \(tops)")
        let rest = try #require(harness.center.stage.layouts().layouts.first?.content)
        #expect(Self.close(try #require(harness.driver.hostedSlots.first).frame, rest), "at rest, the layout's slot")
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("every frame of a popup's pop-in reports the view's own size, its frame scaled about its centre")
    func popIn() async throws {
        let harness = DriverHarness()
        harness.center.popups.add(Popup(hosted: Self.card))
        await harness.settle()
        _ = harness.surface.readTransactions()
        var slots = [try #require(Self.expectReportMatchesLayers(harness, frames: 1))]
        while harness.ticker.isRunning {
            await harness.frame()
            let frames = harness.surface.readTransactions().count
            if let slot = Self.expectReportMatchesLayers(harness, frames: frames), frames > 0 { slots.append(slot) }
        }
        #expect(slots.count > 5)
        #expect(slots.allSatisfy { $0.size == Self.card.size },
                "the view keeps its own size: \(slots.map(\.size))")
        #expect(slots.first.map { $0.frame.width > $0.size.width } == true, "it pops in from larger than itself")
        #expect(slots.last.map { Self.close($0.frame, Rect(origin: $0.frame.origin, size: $0.size)) } == true,
                "at rest, its frame is its size")
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("every frame of a drag reports the slot under the finger; a touch in the slot is the view's")
    func drag() async throws {
        let harness = DriverHarness()
        harness.center.push(BannerMessage(hosted: Self.card, displayTime: .seconds(30)))
        await harness.settle()
        while harness.ticker.isRunning { await harness.frame() }
        _ = harness.surface.readTransactions()
        _ = harness.surface.readHostedSlotChanges()
        let frame = try #require(harness.center.stage.frame(of: "banner#1"))
        let slot = try #require(harness.driver.hostedSlots.first)
        // A touch in the slot is the view's: nothing of the banner moves.
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
        while setup.ticker.isRunning { await setup.frame() }
        let atRest = setup.driver.hostedSlots
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
        while setup.ticker.isRunning { await setup.frame() }
        let atRest = setup.driver.hostedSlots
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
        #expect(surface.tree.nodes == again.scene.nodes, "the surface shows the new center")
        try #require(setup.driver.hostedSlots == atRest, "the new center shows its view where the old one did")
        #expect(surface.readHostedSlotChanges() == [atRest], "the host is told where the view goes")
        Self.expectSlots(setup.driver.hostedSlots, match: surface.tree)
        _ = surface.readRequests()
        _ = surface.readAccessibilityChanges()
        try surface.finish()
    }

    @Test("a host that sees every event: a press on the view sends the notice nothing")
    func everyEventHost() async throws {
        let harness = DriverHarness()
        var appTaps: [Point] = []
        harness.driver.onPassThroughTap = { appTaps.append($0) }
        harness.center.toast(hosted: Self.card, position: .center, duration: .forever)
        await harness.settle()
        let slot = try #require(harness.driver.hostedSlots.first)
        harness.driver.pointer(.down, at: slot.center)
        harness.driver.pointer(.up, at: slot.center)
        await harness.settle()
        #expect(harness.center.phase(of: "toast#1") == .visible)
        #expect(appTaps.isEmpty, "a tap on the view is not a tap on the app underneath")
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
