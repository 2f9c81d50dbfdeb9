/// Forgetting banner shows no rule can read any more, so the history holds what
/// the rules' intervals and windows need, not every type ever shown.
extension BannerHistory {
    /// One show, kept until `keptUntil`.
    struct ShownBanner: Hashable, Comparable {
        let type: String
        let shownAt: Instant
        let keptUntil: Instant

        static func < (lhs: ShownBanner, rhs: ShownBanner) -> Bool { lhs.keptUntil < rhs.keptUntil }
    }

    /// Forgets every show kept until `time` or earlier: a type's last show once no
    /// later one replaced it, its counted shows up to it, and the type itself once
    /// nothing of it is left. `lastShownAny` stays (one value, for `minGap`).
    /// - Complexity: O(1) when nothing is due; O(log n) amortized per show forgotten.
    mutating func forget(at time: Instant) {
        while let first = forgetting.min, first.keptUntil <= time {
            _ = forgetting.removeMin()
            if lastShownByType[first.type] == first.shownAt { lastShownByType[first.type] = nil }
            guard var recent = recentByType.removeValue(forKey: first.type) else { continue }
            while let oldest = recent.first, oldest <= first.shownAt { recent.removeFirst() }
            if !recent.isEmpty { recentByType[first.type] = recent }
        }
    }
}

extension FrequencyRule {
    /// How long a show of this rule's type stays readable by it: its `minInterval`,
    /// or its `window` when it counts shows.
    var historySpan: Duration {
        max(minInterval, maxCount == nil ? .zero : window)
    }
}

extension BannerHistory {
    /// Histories are equal when they hold the same shows; when each is forgotten is
    /// bookkeeping derived from the rules, not part of the history.
    static func == (lhs: BannerHistory, rhs: BannerHistory) -> Bool {
        lhs.lastShownAny == rhs.lastShownAny && lhs.lastShownByType == rhs.lastShownByType
            && lhs.recentByType == rhs.recentByType
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(lastShownAny)
        hasher.combine(lastShownByType)
        hasher.combine(recentByType)
    }
}
