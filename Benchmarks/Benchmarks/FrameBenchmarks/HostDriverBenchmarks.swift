import Benchmark
import BenchmarkSupport
import PopupKit
import PopupKitCairo
import PopupKitHost
import PopupKitScenario

/// What the host driver adds to every frame before anything is drawn, at the
/// showcase's busiest half second (the frames of the live-frame benchmarks, text
/// measured by Pango): building the frame's scene from the stage, as `PopupCenter`
/// does on every tick, and turning it into layer operations (`LayerPlan`), as
/// every retained-layer host does. A host draws only on an insert or a redraw, so
/// the operations those frames ask for, counted by kind, say how much drawing the
/// plan leaves to a host: a fade, slide, move or turning spinner should be updates
/// alone.
func hostDriverBenchmarks() {
    let timed = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5),
                                        maxIterations: 1000)
    let counted = Benchmark.Configuration(metrics: LayerOperation.Kind.allCases.map(\.metric) + [LayerOperation.Kind.total],
                                          maxDuration: .seconds(5), maxIterations: 3)

    for dimmed in [true, false] {
        let moment = dimmed ? "busiest half second" : "busiest half second without a dimming"
        // The stages are played once, in setup: playing the whole showcase to find
        // its busiest moment takes far longer than the frames measured.
        let stages = { try ShowcaseFrames.busiestStages(measurer: PangoTextMeasurer(), dimmed: dimmed) }

        // One sample: the moment's 30 frames in order, on a plan that has committed
        // the frame before them (not measured), as in a host that has been running.
        Benchmark("Host driver: \(moment) (30 frames), scene and layer operations", configuration: timed,
                  closure: { benchmark, frames in
                      var plan = LayerPlan()
                      blackHole(plan.transaction(to: frames.before.stage.scene(at: frames.before.time)))
                      benchmark.startMeasurement()
                      for frame in frames.frames {
                          blackHole(plan.transaction(to: frame.stage.scene(at: frame.time)))
                      }
                      benchmark.stopMeasurement()
                  }, setup: stages)

        Benchmark("Host driver: \(moment) (30 frames), layer operations by kind", configuration: counted,
                  closure: { benchmark, frames in
                      var plan = LayerPlan()
                      _ = plan.transaction(to: frames.before.stage.scene(at: frames.before.time))
                      var counts: [LayerOperation.Kind: Int] = [:]
                      for frame in frames.frames {
                          for operation in plan.transaction(to: frame.stage.scene(at: frame.time)).operations {
                              counts[operation.kind, default: 0] += 1
                          }
                      }
                      benchmark.measurement(LayerOperation.Kind.total, counts.values.reduce(0, +))
                      for kind in LayerOperation.Kind.allCases { benchmark.measurement(kind.metric, counts[kind] ?? 0) }
                  }, setup: stages)
    }
}

/// Each kind of ``LayerOperation`` is a metric of its own: counts, the same in
/// every sample, so never scaled.
extension LayerOperation.Kind {
    /// Every operation, whatever its kind.
    static let total = BenchmarkMetric.custom("Operations", useScalingFactor: false)

    var metric: BenchmarkMetric {
        switch self {
        case .insert: .custom("Inserts", useScalingFactor: false)
        case .redraw: .custom("Redraws", useScalingFactor: false)
        case .update: .custom("Updates", useScalingFactor: false)
        case .animate: .custom("Animates", useScalingFactor: false)
        case .move: .custom("Moves", useScalingFactor: false)
        case .remove: .custom("Removes", useScalingFactor: false)
        }
    }
}
