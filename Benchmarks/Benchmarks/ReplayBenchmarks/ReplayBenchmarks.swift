import Benchmark
import BenchmarkSupport
import PopupKit
import PopupKitScenario

/// `popupkit rules replay`: a week of 100,000 banner pushes against a rule book, in
/// virtual time, through the same scenario runner `simulate` uses (target: under 5 s).
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(30),
                                                maxIterations: 3)
    Benchmark("Replay: 100k pushes over 7 days against a rule book", configuration: configuration) { benchmark in
        let log = PushWorkloads.pushLog()
        benchmark.startMeasurement()
        let report = PushReplay(log: log, rules: PushWorkloads.book).run()
        benchmark.stopMeasurement()
        let arrived = report.types.reduce(0) { $0 + $1.arrived }
        if arrived != log.pushes.count { benchmark.error("\(arrived) of \(log.pushes.count) pushes arrived") }
        blackHole(report)
    }
}
