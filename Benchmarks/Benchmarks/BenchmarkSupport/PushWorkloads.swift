import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting

/// A week of banner pushes for `rules replay`: `count` pushes at random times
/// (exponential gaps, a fixed seed) over seven days, four types in turn, a tenth
/// with their own expiration, against a book with a daily cap, a minimum
/// interval and an expiration.
public enum PushWorkloads {
    public static let week = 7 * 86_400.0

    public static func pushLog(count: Int = 100_000) -> PushLog {
        var generator = SeededRandom(seed: 0x5EED)
        let types = ["chat", "promo", "news", "system"]
        var pushes: [PushLog.Push] = []
        pushes.reserveCapacity(count)
        var time = 0.0
        let meanGap = week / Double(count)
        for index in 0..<count {
            time += -Foundation.log(1 - Double.random(in: 0..<1, using: &generator)) * meanGap
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
}
