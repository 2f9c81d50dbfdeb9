import Benchmark
import BenchmarkSupport
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitHost
import PopupKitScenario

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

    liveWindowMainActorBenchmarks(showcase: showcase)
}

/// The same share for the Linux live window, commit included: before, every 60 Hz
/// frame's operations composited on the main actor (as the window's surface did
/// while it sampled motion there); now, each change's operations queued to the
/// window's ``CompositorThread``, which draws them, and every frame between them,
/// on its own thread. Only the main actor's time is measured.
private func liveWindowMainActorBenchmarks(
    showcase: @escaping () throws -> (scenario: Scenario, changes: [Instant], end: Instant)
) {
    let timed = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(20), maxIterations: 5)
    Benchmark("Main actor, live window: the showcase composited on the main actor on every 60 Hz frame (per second of it)",
              configuration: timed, closure: { benchmark, input in
                  do {
                      var playback = ScenarioPlayback(input.scenario, measurer: FixedAdvanceTextMeasurer())
                      var plan = LayerPlan()
                      let layered = LayeredRenderer(renderer: try CairoRenderer(scale: 1))
                      let frames = Int(input.end.seconds * ShowcaseFrames.rate)
                      benchmark.startMeasurement()
                      for frame in 0...frames {
                          playback.advance(to: Instant(microseconds: Int64(Double(frame) / ShowcaseFrames.rate * 1_000_000)))
                          try layered.commit(plan.transaction(to: playback.scene)) { pixels, _, _, _ in blackHole(pixels) }
                      }
                      benchmark.stopMeasurement()
                  } catch {
                      benchmark.error("cannot draw: \(error)")
                  }
              }, setup: showcase)
    Benchmark("Main actor, live window: the showcase's changes queued to the compositor thread (per second of it)",
              configuration: timed, closure: { benchmark, input in
                  do {
                      var playback = ScenarioPlayback(input.scenario, measurer: FixedAdvanceTextMeasurer())
                      var plan = LayerPlan()
                      let failure = DrawingFailure()
                      let compositor = CompositorThread(renderer: try CairoRenderer(scale: 1), now: { input.changes.last ?? .zero },
                                                        present: { frame in blackHole(frame.pixels) },
                                                        onError: { error in failure.keep(error) })
                      compositor.start()
                      benchmark.startMeasurement()
                      for change in input.changes {
                          playback.advance(to: change)
                          compositor.commit(plan.transaction(to: playback.scene))
                      }
                      benchmark.stopMeasurement()
                      compositor.waitUntilApplied()
                      compositor.stop()
                      if let error = failure.first { benchmark.error("cannot draw: \(error)") }
                  } catch {
                      benchmark.error("cannot draw: \(error)")
                  }
              }, setup: showcase)
}

/// The first error a compositor thread reported, kept for the benchmark's thread.
private final class DrawingFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var error: (any Error)?

    func keep(_ error: any Error) {
        lock.withLock { if self.error == nil { self.error = error } }
    }

    var first: (any Error)? { lock.withLock { error } }
}
