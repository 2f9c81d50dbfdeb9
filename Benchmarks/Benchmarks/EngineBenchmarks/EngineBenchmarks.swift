import Benchmark
import BenchmarkSupport
import PopupKit

/// The engine alone: whole runs of a million notices, one tick with many pending,
/// and operations by id among many pending.
let benchmarks: @Sendable () -> Void = {
    let whole = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(60),
                                        maxIterations: 3)

    Benchmark("Engine: submit and drain 1M banners (priority lane, rules)", configuration: whole) { benchmark in
        var engine = EngineWorkloads.bannersSubmitted(1_000_000)
        blackHole(EngineWorkloads.drain(&engine))
    }
    for strategy in [QueueStrategy.fifo, .lifo] {
        Benchmark("Engine: submit and drain 1M popups (\(strategy.rawValue))", configuration: whole) { benchmark in
            var engine = EngineWorkloads.popupsSubmitted(1_000_000, strategy: strategy)
            blackHole(EngineWorkloads.drain(&engine))
        }
    }

    let step = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo,
                                       maxDuration: .seconds(3))

    Benchmark("Engine: one advance tick, 10k pending", configuration: step) { benchmark in
        var engine = EngineWorkloads.popupsSubmitted(10_000, strategy: .priority)
        _ = engine.takeEvents()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            if let deadline = engine.nextDeadline { engine.advance(to: deadline) }
            blackHole(engine.takeEvents())
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Engine: update in place by id, 100k pending", configuration: step) { benchmark in
        var engine = EngineWorkloads.pendingPopups(100_000)
        var index = 1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            engine.send(.submit(Notice(id: NoticeID(index), .popup(Popup(title: "Updated", priority: index & 7)))), now: .zero)
            index = index % 100_000 + 1
            blackHole(engine.takeEvents())
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Engine: dismiss by id, 100k pending", configuration: step) { benchmark in
        // A fresh lane per sample: each dismissal withdraws a different waiting popup.
        var engine = EngineWorkloads.pendingPopups(100_000)
        var index = 1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            engine.send(.dismiss(NoticeID(index)), now: .zero)
            index += 1
            blackHole(engine.takeEvents())
        }
        benchmark.stopMeasurement()
    }
}
