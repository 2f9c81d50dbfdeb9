import Benchmark
import BenchmarkSupport
import PopupKit
import PopupKitCairo
import PopupKitScenario

/// A full 390 × 844 screen drawn by Cairo (Pango text): the stand-in app, 3 toasts,
/// a HUD, a banner and 2 bubbles.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))

    for scale in [1, 3] {
        Benchmark("Drawing: full-screen frame at \(scale)x", configuration: configuration) { benchmark in
            do {
                let renderer = try CairoRenderer(scale: scale)
                let stage = SceneWorkloads.busyStage(measurer: renderer.textMeasurer)
                let scene = AppBackdrop().behind(stage.scene(at: SceneWorkloads.time), on: stage)
                blackHole(try renderer.render(scene))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(try renderer.render(scene)) }
                benchmark.stopMeasurement()
            } catch {
                benchmark.error("cannot draw: \(error)")
            }
        }
    }
}
