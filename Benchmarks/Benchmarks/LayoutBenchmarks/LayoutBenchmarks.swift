import Benchmark
import BenchmarkSupport
import PopupKit
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

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

    // Tips piling up hidden at one control (under a banner): an input that changes
    // the screen elsewhere decides the bubbles on screen again, not the hidden ones.
    Benchmark("Stage: a HUD progress step while 500 tips wait hidden under a banner",
              configuration: Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))) {
        benchmark in
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        let target = Rect(x: 20, y: 60, width: 40, height: 30)
        stage.send(.submit(Notice(.banner(Banner(title: "New message", subtitle: "Anna: see you at 6")), duration: .forever)),
                   now: .zero)
        for _ in 0..<500 {
            stage.send(.submit(Notice(.bubble(Bubble(text: "Filter by date", target: target)))), now: .zero)
        }
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            step += 1
            stage.send(.hud(.progress(Double(step % 100) / 100, status: "Uploading")), now: .zero)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Scene: 3 toasts + HUD + banner + 2 bubbles to a render tree", configuration: configuration) { benchmark in
        let stage = SceneWorkloads.busyStage()
        blackHole(stage.scene(at: SceneWorkloads.time))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(stage.scene(at: SceneWorkloads.time)) }
        benchmark.stopMeasurement()
    }
}
