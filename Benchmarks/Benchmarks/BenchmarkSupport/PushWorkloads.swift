import Foundation
import PopupKit
import PopupKitScenario

/// A week of banner pushes for `rules replay`: `count` pushes at random times
/// (exponential gaps, a fixed seed) over seven days, four types in turn, a tenth
/// with their own expiration, against a book with a daily cap, a minimum
/// interval and an expiration.
public enum PushWorkloads {
    public static let week = 7 * 86_400.0

    public static func pushLog(count: Int = 100_000) -> PushLog {
        var generator = SplitMix(seed: 0x5EED)
        let types = ["chat", "promo", "news", "system"]
        var pushes: [PushLog.Push] = []
        pushes.reserveCapacity(count)
        var time = 0.0
        let meanGap = week / Double(count)
        for index in 0..<count {
            time += -log(1 - generator.unit()) * meanGap
            let expiration: Duration? = index % 10 == 0 ? .seconds(30) : nil
            pushes.append(PushLog.Push(at: Instant(seconds: min(time, week)), type: types[index % types.count],
                                       id: "push-\(index)", expiration: expiration, line: index + 1))
        }
        return PushLog(pushes: pushes)
    }

    public static let book = RuleBook([
        FrequencyRule(type: "chat", priority: 10),
        FrequencyRule(type: "promo", priority: 1, maxCount: 3, window: .seconds(86_400), onLimit: .discard),
        FrequencyRule(type: "news", minInterval: .seconds(60), expiration: .seconds(120)),
    ])

    /// A small, fast, seeded generator (SplitMix64), so every run replays the same week.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// In [0, 1).
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }
}
