import Benchmark
import BenchmarkSupport

/// PopupKit's queue against the ones popular libraries use, at the same pending
/// counts, one step each (the visible message goes, the next shows, one arrives).
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .kilo, maxDuration: .seconds(3))
    let slow = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3))

    for pending in [1_000, 10_000, 100_000] {
        let label = "\(pending / 1_000)k pending"
        Benchmark("Queue: PopupKit, \(label)", configuration: configuration) { benchmark in
            var queue = PopupKitSteadyQueue(pending: pending)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { queue.step() }
            benchmark.stopMeasurement()
        }
        Benchmark("Queue: array removeFirst, \(label)", configuration: configuration) { benchmark in
            var queue = BaselineSteadyQueue(pending: pending, empty: ArrayQueue(), enqueue: { $0.enqueue($1) },
                                            dequeue: { $0.dequeue() })
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(queue.step()) }
            benchmark.stopMeasurement()
        }
        Benchmark("Queue: sort on every dequeue, \(label)", configuration: pending > 1_000 ? slow : configuration) { benchmark in
            var queue = BaselineSteadyQueue(pending: pending, empty: SortOnDequeueQueue(), enqueue: { $0.enqueue($1) },
                                            dequeue: { $0.dequeue() })
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(queue.step()) }
            benchmark.stopMeasurement()
        }
        Benchmark("Queue: linked list scan, \(label)", configuration: pending > 1_000 ? slow : configuration) { benchmark in
            var queue = BaselineSteadyQueue(pending: pending, empty: LinkedListQueue(), enqueue: { $0.enqueue($1) },
                                            dequeue: { $0.dequeue() })
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(queue.step()) }
            benchmark.stopMeasurement()
        }
    }
}
