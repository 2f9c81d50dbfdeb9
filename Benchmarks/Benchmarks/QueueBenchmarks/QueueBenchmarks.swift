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
        measure("array removeFirst", label, configuration, { ArrayQueue() }, { $0.enqueue($1) }, { $0.dequeue() }, pending)
        let slowest = pending > 1_000 ? slow : configuration
        measure("sort on every dequeue", label, slowest, { SortOnDequeueQueue() }, { $0.enqueue($1) }, { $0.dequeue() }, pending)
        measure("linked list scan", label, slowest, { LinkedListQueue() }, { $0.enqueue($1) }, { $0.dequeue() }, pending)
    }
}

/// One baseline at one pending count: the same step as PopupKit's.
/// A fresh queue per sample (`LinkedListQueue` is a class: a shared one would grow).
func measure<Queue>(_ name: String, _ label: String, _ configuration: Benchmark.Configuration, _ empty: @escaping () -> Queue,
                    _ enqueue: @escaping (inout Queue, QueuedMessage) -> Void,
                    _ dequeue: @escaping (inout Queue) -> QueuedMessage?, _ pending: Int) {
    Benchmark("Queue: \(name), \(label)", configuration: configuration) { benchmark in
        var queue = BaselineSteadyQueue(pending: pending, empty: empty(), enqueue: enqueue, dequeue: dequeue)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(queue.step()) }
        benchmark.stopMeasurement()
    }
}
