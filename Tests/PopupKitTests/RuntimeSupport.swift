import Clocks
import ConcurrencyExtras
import Foundation
import PopupKit
import CenterHarness

/// How many times each numbered call completed, and with which outcomes, from any thread.
final class CompletionTally: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [UInt8]
    private var outcomes: [String: Int] = [:]

    init(count: Int) { calls = Array(repeating: 0, count: count) }

    func record(_ index: Int, _ outcome: String) {
        lock.withLock {
            calls[index] &+= 1
            outcomes[outcome, default: 0] += 1
        }
    }

    var callCounts: [UInt8] { lock.withLock { calls } }
    var outcomeCounts: [String: Int] { lock.withLock { outcomes } }
}
