import Dispatch
import PopupKit
import PopupKitCairo
import PopupKitHost
import PopupKitX11

/// A center on the real clock and the 60 Hz dispatch ticker, drawn as the X11 host
/// draws (kept layers, on the next turn of the main queue), without a window.
@MainActor
final class LiveProbe {
    let center: PopupCenter
    let layered: LayeredRenderer
    private(set) var framesDrawn = 0
    private var pending: Scene?
    private var onDrawn: (() -> Void)?

    init() throws {
        let renderer = try CairoRenderer(scale: 1)
        layered = LayeredRenderer(renderer: renderer)
        center = PopupCenter(measurer: renderer.textMeasurer, clock: ContinuousClock(), frameTicker: DispatchFrameTicker())
        center.display = { [weak self] scene in self?.present(scene) }
    }

    private func present(_ scene: Scene) {
        let first = pending == nil
        pending = scene
        guard first else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.draw() }
        }
    }

    private func draw() {
        guard let scene = pending else { return }
        pending = nil
        _ = try? layered.draw(scene) { pixels, _, _, _ in pixels.load(as: UInt8.self) }
        framesDrawn += 1
        onDrawn?()
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
        probe.center.display = nil
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
        probe.center.display = nil
        return drawn
    }
}
