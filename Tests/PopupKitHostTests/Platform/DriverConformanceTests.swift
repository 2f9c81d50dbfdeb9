import Clocks
import PopupKit
import PopupKitHost
import PopupKitTesting
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

@Suite("Driver conformance", .serialized)
@MainActor
struct DriverConformanceTests {
    @Test("the driver's operations for toasts, a HUD's progress, a popup, a banner and a bubble leave the platform layers showing the reference after every commit")
    func everyKind() async throws {
        let clock = TestClock()
        let ticker = ManualFrameTicker()
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: clock)
        let surface = TeeSurface()
        var turns: [@MainActor () -> Void] = []
        let driver = HostDriver(center: center, surface: surface, ticker: ticker, schedule: { turns.append($0) })
        func frame(_ seconds: Double = 1.0 / 60) async {
            await clock.advance(by: .microseconds(Int64(seconds * 1_000_000)))
            ticker.tick()
            let work = turns
            turns = []
            for item in work { item() }
        }
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
        #expect(surface.commits > 50)
        #expect(driver.statistics.framesDrawn == surface.commits)
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
}
