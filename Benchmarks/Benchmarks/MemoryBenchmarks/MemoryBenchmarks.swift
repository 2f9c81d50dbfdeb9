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
        do {
            let before = try residentBytes()
            let engine = EngineWorkloads.pendingPopups(1_000_000)
            let after = try residentBytes()
            benchmark.measurement(perItem, max(0, after - before) / 1_000_000)
            blackHole(engine)
        } catch {
            benchmark.error("cannot read resident memory: \(error)")
        }
    }
}

/// The process's resident memory now, from `/proc/self/statm`.
func residentBytes() throws -> Int {
    let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { throw UnreadableStatm(text: statm) }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// `/proc/self/statm` did not hold the resident page count.
struct UnreadableStatm: Error {
    let text: String
}
