import Benchmark
import BenchmarkSupport
import Foundation
import MallocInterposerSwift
import PopupKit

/// What the engine keeps per queued notice: 1M popups waiting, in two figures.
/// - Heap bytes: the bytes of the allocations the engine holds once built (the
///   allocator's usable sizes, counted by the malloc interposer), per item. The
///   same in every sample.
/// - Bytes: the growth of resident memory while the engine is built, per item,
///   with the allocator's free pages handed back on both sides. It moves from
///   sample to sample with what the previous one left in the heap.
let benchmarks: @Sendable () -> Void = {
    let perItem = BenchmarkMetric.custom("Engine bytes per queued item", useScalingFactor: false)
    let heapPerItem = BenchmarkMetric.custom("Engine heap bytes per queued item", useScalingFactor: false)
    let configuration = Benchmark.Configuration(metrics: [.mallocCountTotal, .peakMemoryResident, heapPerItem, perItem],
                                                maxDuration: .seconds(60), maxIterations: 3)

    Benchmark("Memory: 1M queued popups", configuration: configuration) { benchmark in
        do {
            // Hands the previous iteration's freed pages back first, so every sample
            // starts as the first one does in a fresh process.
            trimMallocHeap()
            let before = try residentBytes()
            let heapBefore = heldHeapBytes()
            let engine = EngineWorkloads.pendingPopups(1_000_000)
            let heapAfter = heldHeapBytes()
            trimMallocHeap()
            let after = try residentBytes()
            benchmark.measurement(heapPerItem, max(0, heapAfter - heapBefore) / 1_000_000)
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

/// Bytes allocated and not yet freed since the interposer's counters were reset
/// (the benchmark counts allocations while it runs).
func heldHeapBytes() -> Int {
    let statistics = MallocInterposerSwift.getStatistics()
    return statistics.mallocBytesCount - statistics.freeBytesCount
}

/// glibc's `malloc_trim(0)`, looked up at run time (the Glibc module does not
/// declare `malloc.h`); nothing where there is none.
func trimMallocHeap() {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    typealias Trim = @convention(c) (Int) -> Int32
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
}

/// `/proc/self/statm` did not hold the resident page count.
struct UnreadableStatm: Error {
    let text: String
}
