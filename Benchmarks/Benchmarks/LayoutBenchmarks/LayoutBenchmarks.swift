import Benchmark
import BenchmarkSupport
import PopupKit

/// Layout and the render tree, with text measurement cached as in a running app.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo,
                                                maxDuration: .seconds(3))

    for (name, stage) in [("Layout: a toast, cached text", SceneWorkloads.toastStage()),
                          ("Layout: a bubble that flips", SceneWorkloads.flippingBubbleStage())] {
        Benchmark(name, configuration: configuration) { benchmark in
            let screen = stage.engine.screen
            let layout = stage.layout
            blackHole(layout.layout(screen))  // fills the text cache
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(layout.layout(screen)) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Scene: 3 toasts + HUD + banner + 2 bubbles to a render tree", configuration: configuration) { benchmark in
        let stage = SceneWorkloads.busyStage()
        blackHole(stage.scene(at: SceneWorkloads.time))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(stage.scene(at: SceneWorkloads.time)) }
        benchmark.stopMeasurement()
    }
}
