import DequeModule
import HeapModule

/// When banners were shown, to apply `minInterval`, `minGap` and `maxCount` per `window`.
///
/// A show is kept only while a rule can still read it (``forget(at:)``): banner
/// types are unbounded (one per message, from a server), the history must not be.
struct BannerHistory: Hashable {
    /// The last `shown` of any banner (for `minGap`).
    var lastShownAny: Instant?
    /// The last `shown` per type (for `minInterval`).
    var lastShownByType: [String: Instant] = [:]
    /// Recent `shown` instants per type, oldest first, trimmed to the rule's window.
    var recentByType: [String: Deque<Instant>] = [:]
    /// Every show still kept, by the instant no rule needs it any more.
    var forgetting = Heap<ShownBanner>()

    /// Records a banner of `rule.type` shown at `time`, kept for `span` (what its
    /// rules can read: the longest of their `minInterval` and counted `window`).
    /// - Complexity: O(log n) for n shows kept.
    mutating func recordShown(_ rule: FrequencyRule, at time: Instant, keptFor span: Duration = .zero) {
        lastShownAny = time
        lastShownByType[rule.type] = time
        if rule.maxCount != nil {
            recentByType[rule.type, default: []].append(time)
        }
        forgetting.insert(ShownBanner(type: rule.type, shownAt: time, keptUntil: time + TimeSpan(max(span, rule.historySpan))))
    }

    /// Whether `rule`'s type has reached `maxCount` in the window ending at `time`.
    /// - Complexity: O(1) amortized (old entries are dropped once).
    mutating func isOverLimit(_ rule: FrequencyRule, at time: Instant) -> Bool {
        guard let maxCount = rule.maxCount else { return false }
        trim(rule, at: time)
        return (recentByType[rule.type]?.count ?? 0) >= maxCount
    }

    /// The first instant at which a banner of `rule.type` may show, given the
    /// intervals and the count limit; `time` if it may show now, `nil` if never
    /// (a `maxCount` of 0 or less: fewer than that can never have been shown).
    mutating func eligibleAt(_ rule: FrequencyRule, minGap: Duration, at time: Instant) -> Instant? {
        if let maxCount = rule.maxCount, maxCount <= 0 { return nil }
        var earliest = time
        if let last = lastShownByType[rule.type] {
            earliest = max(earliest, last + TimeSpan(rule.minInterval))
        }
        if let last = lastShownAny, minGap > .zero {
            earliest = max(earliest, last + TimeSpan(minGap))
        }
        if let maxCount = rule.maxCount, isOverLimit(rule, at: time),
           let recent = recentByType[rule.type] {
            // The window frees when the shown that puts it over the limit leaves it.
            let index = recent.count - maxCount
            earliest = max(earliest, recent[index] + TimeSpan(rule.window))
        }
        return earliest
    }

    /// Drops shows that left the window (a show at `s` counts while `time < s + window`).
    private mutating func trim(_ rule: FrequencyRule, at time: Instant) {
        while let first = recentByType[rule.type]?.first, first + TimeSpan(rule.window) <= time {
            recentByType[rule.type]?.removeFirst()
        }
        if recentByType[rule.type]?.isEmpty == true { recentByType[rule.type] = nil }
    }
}
