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

/// The main actor's share of the whole showcase, per second of it: building the
/// scene and planning its layer operations, once on every 60 Hz frame (a host
/// that samples its motion, as PopupKit's hosts did) against once per change
/// only (an input, a deadline: what a host does when the platform's compositor
/// plays the declared motion). Both run the same code on the same build; the
/// difference is how often the main thread is asked.
func mainActorBenchmarks() {
    let timed = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10),
                                        maxIterations: 50)
    let showcase = { () throws -> (scenario: Scenario, changes: [Instant], end: Instant) in
        let scenario = try ShowcaseFrames.scenario()
        let end = (scenario.events.last?.at ?? .zero) + TimeSpan(seconds: 5)
        // The instants something changes: every input and every deadline.
        var playback = ScenarioPlayback(scenario, measurer: FixedAdvanceTextMeasurer())
        var changes = Set(scenario.events.map(\.at))
        var time = Instant.zero
        while time < end {
            let next = min(playback.stage.engine.nextDeadline ?? end, scenario.events.first { $0.at > time }?.at ?? end, end)
            playback.advance(to: next)
            if next < end { changes.insert(next) }
            time = max(next, time + TimeSpan(microseconds: 1))
        }
        return (scenario, changes.filter { $0 <= end }.sorted(), end)
    }
    Benchmark("Main actor: the showcase, a scene and its operations on every 60 Hz frame (per second of it)",
              configuration: timed, closure: { benchmark, input in
                  var playback = ScenarioPlayback(input.scenario, measurer: FixedAdvanceTextMeasurer())
                  var plan = LayerPlan()
                  let frames = Int(input.end.seconds * ShowcaseFrames.rate)
                  benchmark.startMeasurement()
                  for frame in 0...frames {
                      playback.advance(to: Instant(microseconds: Int64(Double(frame) / ShowcaseFrames.rate * 1_000_000)))
                      blackHole(plan.transaction(to: playback.scene))
                  }
                  benchmark.stopMeasurement()
                  benchmark.measurement(.custom("Seconds played", useScalingFactor: false), Int(input.end.seconds))
              }, setup: showcase)
    Benchmark("Main actor: the showcase, a scene and its operations on every change only (per second of it)",
              configuration: timed, closure: { benchmark, input in
                  var playback = ScenarioPlayback(input.scenario, measurer: FixedAdvanceTextMeasurer())
                  var plan = LayerPlan()
                  benchmark.startMeasurement()
                  for change in input.changes {
                      playback.advance(to: change)
                      blackHole(plan.transaction(to: playback.scene))
                  }
                  benchmark.stopMeasurement()
                  benchmark.measurement(.custom("Changes", useScalingFactor: false), input.changes.count)
              }, setup: showcase)
}
