/// Banners: frequency rules, priorities and preemption (WPToastManager semantics).
extension NoticeEngine {
    struct BannerCandidate {
        let serial: UInt64
        let type: String
        let priority: Int
    }

    /// Shows the best eligible banner when there is room; otherwise lets it preempt a
    /// visible banner of lower or equal priority.
    /// - Complexity: O(t log t + log n) for t banner types waiting.
    mutating func dispatchBanners() {
        let key = SlotKey(lane: .banner, slot: .main)
        let maxVisible = max(1, configuration[.banner].maxVisible)
        while let candidate = bestEligibleBanner() {
            if occupancy(key) < maxVisible {
                removeFront(.banner(type: candidate.type))
                show(candidate.serial)
                continue
            }
            // One preemption at a time: the newcomer takes the slot when the fade ends.
            guard fadingCount[key] == 0, let weakest = weakestVisibleBanner(),
                  preempts(candidate, weakest) else { return }
            end(weakest.serial, with: .dismissed(.preempted))
            return
        }
    }

    /// The eligible waiting banner with the highest priority (ties: earliest arrival).
    ///
    /// Banners over their count limit whose rule says `discard` are discarded on the
    /// way (in arrival order); a wake is set for the earliest instant a held-back
    /// type becomes eligible.
    mutating func bestEligibleBanner() -> BannerCandidate? {
        var best: BannerCandidate?
        var earliestWake: Instant?
        var rateLimited: [UInt64] = []
        let minGap = configuration[.banner].minGap
        for type in bannerTypesWaiting {
            let name = QueueName.banner(type: type)
            // Whether the queue ran empty (then the type is no longer waiting).
            var emptied = true
            while let entry = front(name) {
                guard let rule = items.read(entry.serial, \.rule) ?? nil else {
                    emptied = false
                    break
                }
                if rule.onLimit == .discard, bannerHistory.isOverLimit(rule, at: now) {
                    removeFront(name)
                    rateLimited.append(entry.serial)
                    continue
                }
                emptied = false
                guard let eligibleAt = bannerHistory.eligibleAt(rule, minGap: minGap, at: now) else { break }
                if eligibleAt > now {
                    earliestWake = min(earliestWake ?? eligibleAt, eligibleAt)
                } else if best.map({ rule.priority > $0.priority || (rule.priority == $0.priority && entry.serial < $0.serial) }) ?? true {
                    best = BannerCandidate(serial: entry.serial, type: type, priority: rule.priority)
                }
                break
            }
            if emptied { bannerTypesWaiting.remove(type) }
        }
        for serial in rateLimited.sorted() {
            end(serial, with: .discarded(.rateLimited))
        }
        if let earliestWake { wake(.banner, at: earliestWake) }
        return best
    }

    /// A higher priority preempts; an equal one only if it arrived after the visible
    /// banner was shown (a banner that lost the choice does not undo it).
    func preempts(_ candidate: BannerCandidate, _ shown: BannerCandidate) -> Bool {
        if candidate.priority != shown.priority { return candidate.priority > shown.priority }
        return candidate.serial >= (items.read(shown.serial, \.firstSerialAfterShow) ?? .max)
    }

    /// The visible banner a newcomer would replace: lowest priority, then oldest.
    func weakestVisibleBanner() -> BannerCandidate? {
        var weakest: BannerCandidate?
        for serial in visibleSerials(.banner) {
            guard let rule = items.read(serial, \.rule) ?? nil else { continue }
            if weakest.map({ rule.priority < $0.priority }) ?? true {
                weakest = BannerCandidate(serial: serial, type: rule.type, priority: rule.priority)
            }
        }
        return weakest
    }
}
