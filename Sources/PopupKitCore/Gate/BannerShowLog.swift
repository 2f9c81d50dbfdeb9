/// The banner shows the frequency rules can still read: what an app saves so that
/// a rule such as "2 per day" still holds after a restart.
///
/// It holds only what the history holds: a show is kept while a rule can read
/// it (its `minInterval`, or its counted `window`), so the log of an app with a
/// thousand banner types a day is as short as the rules make it.
public struct BannerShowLog: Hashable, Sendable {
    /// One banner of `type` shown at `shownAt`.
    public struct Show: Hashable, Sendable {
        public var type: String
        public var shownAt: Instant

        public init(type: String, shownAt: Instant) {
            self.type = type
            self.shownAt = shownAt
        }
    }

    /// The shows, oldest first (same-instant shows by type).
    public var shows: [Show]
    /// The last show of any banner, for the banner lane's `minGap`; kept even when
    /// no rule reads its type any more.
    public var lastShownAny: Instant?

    public init(shows: [Show] = [], lastShownAny: Instant? = nil) {
        self.shows = shows
        self.lastShownAny = lastShownAny
    }

    /// Whether the log holds nothing.
    public var isEmpty: Bool { shows.isEmpty && lastShownAny == nil }
}

extension BannerHistory {
    /// The shows kept, oldest first: a type's counted shows, and its last show
    /// when the count no longer holds it (a `minInterval` longer than its window).
    /// - Complexity: O(n log n) for n shows kept.
    var log: BannerShowLog {
        var shows: [BannerShowLog.Show] = []
        for (type, last) in lastShownByType {
            let counted = recentByType[type] ?? []
            shows += counted.map { BannerShowLog.Show(type: type, shownAt: $0) }
            if counted.last != last { shows.append(BannerShowLog.Show(type: type, shownAt: last)) }
        }
        shows.sort { ($0.shownAt, $0.type) < ($1.shownAt, $1.type) }
        return BannerShowLog(shows: shows, lastShownAny: lastShownAny)
    }

    /// A history of `log`'s shows recorded under `rules`, as if each had just been
    /// shown at its instant, then trimmed at `time`: what no rule of the book can
    /// read is not kept. A show after `time` counts at `time` (a clock that ran
    /// back must not hold a banner off for longer than its rule says).
    /// - Complexity: O(n log n) for n shows.
    init(_ log: BannerShowLog, rules: RuleBook, at time: Instant) {
        self.init()
        let shows = log.shows.map { BannerShowLog.Show(type: $0.type, shownAt: min($0.shownAt, time)) }
            .sorted { ($0.shownAt, $0.type) < ($1.shownAt, $1.type) }
        for show in shows {
            let rule = rules.rule(for: show.type, rejectingUnknown: false) ?? .unlimited(type: show.type)
            recordShown(rule, at: show.shownAt)
        }
        lastShownAny = [log.lastShownAny.map { min($0, time) }, shows.last?.shownAt].compactMap { $0 }.max()
        forget(at: time)
    }
}

extension NoticeEngine {
    /// The banner shows the rules can still read (save it with the app's state;
    /// give it back with ``Input/bannerShows(_:)`` at the next launch).
    /// - Complexity: O(n log n) for n shows kept.
    public var bannerShows: BannerShowLog { bannerHistory.log }

    /// Adds the shows of `log` (an earlier run's) to the history, as the current
    /// rules read them; shows the rules cannot read are dropped.
    mutating func restoreBannerShows(_ log: BannerShowLog, now time: Instant) {
        advance(to: time)
        var merged = bannerHistory.log
        merged.shows += log.shows
        merged.lastShownAny = [merged.lastShownAny, log.lastShownAny].compactMap { $0 }.max()
        bannerHistory = BannerHistory(merged, rules: rules, at: now)
        settle()
    }
}
