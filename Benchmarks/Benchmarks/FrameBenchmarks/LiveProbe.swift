import Benchmark
import Dispatch
import PopupKit
import PopupKitCairo
import PopupKitHost
import PopupKitX11

/// A center on the real clock and the 60 Hz dispatch ticker, shown as the X11
/// host shows it (the host driver, one commit per turn of the main queue, on a
/// Cairo layer surface), without a window.
@MainActor
final class LiveProbe {
    let center: PopupCenter
    let surface: CairoLayerSurface
    let driver: HostDriver
    var framesDrawn: Int { surface.framesDrawn }
    private var onDrawn: (() -> Void)?

    init() throws {
        let renderer = try CairoRenderer(scale: 1)
        surface = CairoLayerSurface(renderer: renderer)
        center = PopupCenter(measurer: renderer.textMeasurer, clock: ContinuousClock())
        driver = HostDriver(center: center, surface: surface, ticker: DispatchFrameTicker())
        surface.onFrame = { [weak self] frame in
            blackHole(frame.pixels.load(as: UInt8.self))
            self?.onDrawn?()
        }
    }

    /// Waits until the next frame has been drawn.
    func nextFrame() async {
        await withCheckedContinuation { continuation in
            onDrawn = { [weak self] in
                self?.onDrawn = nil
                continuation.resume()
            }
        }
    }

    /// Microseconds from `toast()` to its first frame drawn, on a fresh center.
    static func toastToFirstFrame() async -> Int {
        guard let probe = try? LiveProbe() else { return -1 }
        let clock = ContinuousClock()
        let started = clock.now
        probe.center.toast("Saved to your library")
        await probe.nextFrame()
        let elapsed = started.duration(to: clock.now)
        probe.driver.detach()
        return Int(elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000)
    }

    /// Frames drawn during one second in which a toast waits for its 3 s timeout
    /// after its fade-in is over.
    static func framesWhileStill() async -> Int {
        guard let probe = try? LiveProbe() else { return -1 }
        probe.center.toast("Saved to your library", duration: .seconds(3))
        try? await Task.sleep(for: .milliseconds(500))
        let before = probe.framesDrawn
        try? await Task.sleep(for: .seconds(1))
        let drawn = probe.framesDrawn - before
        probe.driver.detach()
        return drawn
    }
}
