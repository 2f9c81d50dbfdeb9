import Benchmark
import BenchmarkSupport
import Dispatch
import PopupKit
import PopupKitCairo
import PopupKitHost
import PopupKitScenario
import PopupKitX11

/// What a live window pays per frame, and when it draws at all:
/// - an animated frame at the showcase's busiest half second (the most notices
///   fading, sliding, popping or spinning at once), composited from kept layers
///   (`LayeredRenderer`, as the X11 host draws) against the whole scene drawn
///   again (`CairoRenderer.render`), at 1× and 2×;
/// - frames drawn while a toast waits for its timeout (nothing moves);
/// - from a `toast()` call to its first frame drawn, on the real clock and the
///   60 Hz ticker, as the X11 host draws it (the next turn of the main queue);
/// - the host driver's share of a frame at the same moments: the scene and its
///   layer operations (``hostDriverBenchmarks()``);
/// - the main actor's share of the whole showcase, sampled on every frame against
///   asked only at changes, and for the live window with its commit: composited
///   on the main actor against queued to the compositor thread
///   (``mainActorBenchmarks()``).
let benchmarks: @Sendable () -> Void = {
    let frames = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 200)

    for scale in [1, 2] {
        for dimmed in [true, false] {
            let moment = dimmed ? "busiest half second" : "busiest half second without a dimming"
            // One sample: the moment's 30 frames in order, as a window draws them,
            // after the frame before them (layers kept from it, not measured).
            Benchmark("Live frames: \(moment) (30 frames), kept layers at \(scale)x", configuration: frames) { benchmark in
                do {
                    let renderer = try CairoRenderer(scale: scale)
                    let (before, scenes) = try ShowcaseFrames.busiest(measurer: renderer.textMeasurer, dimmed: dimmed)
                    // The operations as a host driver plans them, committed as its
                    // surface does when they change something; every other frame
                    // is the compositor's, the declared motions played to its instant.
                    let layered = LayeredRenderer(renderer: renderer)
                    var plan = LayerPlan()
                    try layered.commit(plan.transaction(to: before)) { pixels, _, _, _ in blackHole(pixels) }
                    let transactions = scenes.map { plan.transaction(to: $0) }
                    benchmark.startMeasurement()
                    for transaction in transactions {
                        if transaction.isEmpty {
                            try layered.composite(at: transaction.time) { pixels, _, _, _ in blackHole(pixels) }
                        } else {
                            try layered.commit(transaction) { pixels, _, _, _ in blackHole(pixels) }
                        }
                    }
                    benchmark.stopMeasurement()
                } catch {
                    benchmark.error("cannot draw: \(error)")
                }
            }
            Benchmark("Live frames: \(moment) (30 frames), whole scene drawn again at \(scale)x",
                      configuration: frames) { benchmark in
                do {
                    let renderer = try CairoRenderer(scale: scale)
                    let (before, scenes) = try ShowcaseFrames.busiest(measurer: renderer.textMeasurer, dimmed: dimmed)
                    blackHole(try renderer.render(before))
                    benchmark.startMeasurement()
                    for scene in scenes { blackHole(try renderer.render(scene)) }
                    benchmark.stopMeasurement()
                } catch {
                    benchmark.error("cannot draw: \(error)")
                }
            }
        }
    }

    let counted = Benchmark.Configuration(metrics: [.custom("Frames drawn", useScalingFactor: false)],
                                          maxDuration: .seconds(10), maxIterations: 3)
    Benchmark("Live frames: drawn in 1 s while a toast waits for its timeout", configuration: counted) { benchmark async in
        let drawn = await LiveProbe.framesWhileStill()
        benchmark.measurement(.custom("Frames drawn", useScalingFactor: false), drawn)
    }

    let latency = Benchmark.Configuration(metrics: [.custom("Latency (µs)", useScalingFactor: false)],
                                          maxDuration: .seconds(10), maxIterations: 50)
    Benchmark("Live latency: toast() to its first frame drawn", configuration: latency) { benchmark async in
        let microseconds = await LiveProbe.toastToFirstFrame()
        benchmark.measurement(.custom("Latency (µs)", useScalingFactor: false), microseconds)
    }

    hostDriverBenchmarks()
    mainActorBenchmarks()
}
