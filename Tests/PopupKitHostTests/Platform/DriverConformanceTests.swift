import LayerHarness
import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitHost
import PopupKitTesting
import PopupKitStage
import Testing

/// One surface that hands every commit to the reference (a recording surface)
/// and to a platform layer tree, as a UIKit host's surface does with `CALayer`s.
@MainActor
final class TeeSurface: HostSurface {
    let recording = RecordingSurface()
    let platform = PlatformLayerTree(root: RecordingLayer(), scale: 3, makeLayer: RecordingLayer.init,
                                     painter: RecordingLayer.painter)
    private(set) var commits = 0

    func commit(_ transaction: LayerTransaction) {
        recording.commit(transaction)
        platform.apply(transaction)
        commits += 1
        LayerMirror.check(platform, against: recording.tree, scale: 3, "commit \(commits)")
    }

    func accessibilityChanged(_ change: AccessibilityChange) { recording.accessibilityChanged(change) }
    func perform(_ request: HostRequest, focus: AccessibilityElement?) { recording.perform(request, focus: focus) }
}

/// A center on a test clock, driven frame by frame into a ``TeeSurface``.
@MainActor
final class TeeHarness {
    let clock = TestClock()
    let ticker = ManualFrameTicker()
    let center: PopupCenter
    let surface = TeeSurface()
    private(set) var driver: HostDriver!
    private var turns: [@MainActor () -> Void] = []

    init() {
        center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: clock)
        driver = HostDriver(center: center, surface: surface, ticker: ticker, schedule: { [unowned self] in turns.append($0) })
    }

    /// One display frame: the clock moves 1/60 s, the ticker ticks, and the
    /// driver's scheduled turns run.
    func frame() async {
        await clock.advance(by: .microseconds(Int64(1_000_000.0 / 60)))
        ticker.tick()
        let work = turns
        turns = []
        for item in work { item() }
    }
}

@Suite("Driver conformance", .serialized)
@MainActor
struct DriverConformanceTests {
    @Test("the driver's operations for toasts, a HUD's progress, a popup, a banner and a bubble leave the platform layers at rest and playing the motions of the reference after every commit, a commit per change and none per frame")
    func everyKind() async throws {
        let harness = TeeHarness()
        let (center, surface, driver) = (harness.center, harness.surface, harness.driver!)
        func frame() async { await harness.frame() }
        center.toast("Saved", duration: .seconds(2))
        center.hud.showProgress(0.3, status: "Uploading")
        await center.flush()
        for _ in 0..<20 { await frame() }
        center.hud.showProgress(0.6, status: "Uploading")
        center.push(BannerMessage(title: "New message", subtitle: "From Ana"))
        center.popups.add(Popup(title: "Rate us", message: "Enjoying the app?"))
        center.bubble(text: "Tap here", pointingAt: Rect(x: 40, y: 400, width: 60, height: 30))
        await center.flush()
        for _ in 0..<90 { await frame() }
        center.hud.dismiss()
        for _ in 0..<120 { await frame() }
        #expect(surface.commits >= 5 && surface.commits < 40, "a commit per change, not per frame of a fade: \(surface.commits)")
        #expect(harness.ticker.starts == 0, "nothing followed a finger: no frame was drawn for motion")
        #expect(driver.statistics.framesDrawn == surface.commits)
        let animates = surface.recording.committed.flatMap(\.operations).filter { $0.kind == .animate }.count
        let played = surface.platform.root.allLayers.reduce(0) { $0 + $1.playCount }
        #expect(animates >= 6, "the fades, slides and pops are declared: \(animates)")
        for transaction in surface.recording.committed {
            for case let .insert(key, nil, _, _, _) in transaction.operations {
                let declared = transaction.operations.contains { operation in
                    if case .animate(key, let motions) = operation { !motions.isEmpty } else { false }
                }
                #expect(declared, "\(key) comes in with its show declared in the same commit: \(transaction.operations.map(\.kind))")
            }
        }
        #expect(played <= animates, "each declaration is played once by its layer, nothing between commits: \(played) of \(animates)")
        let painted = surface.platform.root.allLayers.dropFirst().reduce(0) { $0 + $1.paintCount }
        let paints = surface.recording.committed.flatMap(\.operations).filter {
            if case .insert = $0 { return true }
            if case .redraw = $0 { return true }
            return false
        }.count
        #expect(painted <= paints && paints < surface.commits * 2, "drawn per insert or redraw, not per frame")
        _ = surface.recording.readTransactions()
        _ = surface.recording.readRequests()
        _ = surface.recording.readAccessibilityChanges()
        try surface.recording.finish()
    }

    @Test("a container resized under a popup at rest keeps its dimming as the reference has it: the platform layers match after every commit")
    func resizeUnderDimmedPopup() async throws {
        let harness = TeeHarness()
        let (center, surface, driver, ticker) = (harness.center, harness.surface, harness.driver!, harness.ticker)
        func frame() async { await harness.frame() }
        func settle() async {
            await center.flush()
            await Task.megaYield()
            for _ in 0..<120 where ticker.isRunning { await frame() }
            await frame()
        }
        center.popups.add(Popup(title: "Rate us", message: "Enjoying the app?"))
        await settle()
        #expect(!ticker.isRunning, "the popup came to rest")
        // The dimming is a full-screen layer: its opacity at rest, as the reference has it.
        let dim = try #require(surface.recording.tree.topLevelKeys.first { $0.part == .dim }, "the popup's dimming")
        let restingOpacity = try #require(surface.recording.tree.layer(dim)?.properties.opacity)
        #expect(restingOpacity > 0.2, "the dimming is more than its first frame's")
        let before = surface.commits
        let size = center.stage.container.size
        driver.containerResized(to: Size(width: size.height, height: size.width))
        await settle()
        #expect(surface.commits > before, "the resize was committed")
        // Every commit was compared with the reference (TeeSurface); the dimming once more, by name.
        let shown = try #require(surface.platform.layer(dim)?.geometry?.opacity)
        #expect(abs(shown - restingOpacity) < 1e-9, "the dimming after the resize: \(shown), at rest before: \(restingOpacity)")
        _ = surface.recording.readTransactions()
        _ = surface.recording.readRequests()
        _ = surface.recording.readAccessibilityChanges()
        try surface.recording.finish()
    }
}
