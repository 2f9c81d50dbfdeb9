import Benchmark
import BenchmarkSupport
import Foundation
import PopupKit

/// What the engine keeps per queued notice: 1M popups waiting. The figure is the
/// growth of resident memory while the engine is built, divided by the items.
let benchmarks: @Sendable () -> Void = {
    let perItem = BenchmarkMetric.custom("Engine bytes per queued item", useScalingFactor: false)
    let configuration = Benchmark.Configuration(metrics: [.mallocCountTotal, .peakMemoryResident, perItem],
                                                maxDuration: .seconds(60), maxIterations: 3)

    Benchmark("Memory: 1M queued popups", configuration: configuration) { benchmark in
        let before = residentBytes()
        let engine = EngineWorkloads.pendingPopups(1_000_000)
        let after = residentBytes()
        benchmark.measurement(perItem, max(0, after - before) / 1_000_000)
        blackHole(engine)
    }
}

/// The process's resident memory now, from `/proc/self/statm` (0 where there is none).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
