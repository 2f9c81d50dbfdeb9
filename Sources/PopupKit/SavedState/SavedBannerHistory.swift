import Foundation

/// The banner shows of one run on the wall clock, the form that outlives the
/// process: the engine's instants count from the run's own origin, so a restart
/// would make them meaningless; a wall time stays.
///
/// The store never reads a clock either: the app passes the wall time that goes
/// with the engine's `now` when it saves and when it loads (`Date()`), and a
/// show's wall time is that wall time minus the show's age.
public struct SavedBannerHistory: Hashable, Sendable {
    /// One banner of `type` shown at `shownAt`, in microseconds since 1970 (UTC).
    public struct Show: Hashable, Sendable {
        public var type: String
        public var shownAt: Int64

        public init(type: String, shownAt: Int64) {
            self.type = type
            self.shownAt = shownAt
        }
    }

    /// When it was saved, in microseconds since 1970.
    public var savedAt: Int64
    /// The shows, oldest first.
    public var shows: [Show]
    /// The last show of any banner (for `minGap`), in microseconds since 1970.
    public var lastShownAny: Int64?

    public init(savedAt: Int64, shows: [Show] = [], lastShownAny: Int64? = nil) {
        self.savedAt = savedAt
        self.shows = shows
        self.lastShownAny = lastShownAny
    }

    /// `log`, taken from an engine at `now`, with `wallNow` the wall time of that `now`.
    public init(_ log: BannerShowLog, now: Instant, wallNow: Date) {
        let wall = Self.microseconds(since1970: wallNow)
        func onWall(_ instant: Instant) -> Int64 {
            min(max(wall - (now - instant).microseconds, -Self.largestMicroseconds), Self.largestMicroseconds)
        }
        self.init(savedAt: wall, shows: log.shows.map { Show(type: $0.type, shownAt: onWall($0.shownAt)) },
                  lastShownAny: log.lastShownAny.map(onWall))
    }

    /// The shows on the timeline of an engine at `now`, with `wallNow` the wall
    /// time of that `now`: a show an hour before `wallNow` is an hour before `now`.
    public func log(now: Instant, wallNow: Date) -> BannerShowLog {
        let wall = Self.microseconds(since1970: wallNow)
        func onEngine(_ time: Int64) -> Instant {
            now + TimeSpan(microseconds: time - wall)
        }
        return BannerShowLog(shows: shows.map { BannerShowLog.Show(type: $0.type, shownAt: onEngine($0.shownAt)) },
                             lastShownAny: lastShownAny.map(onEngine))
    }

    /// Wall times are kept within 2^53 microseconds of 1970 (the years −285 to
    /// 2255): whole numbers a JSON double holds exactly.
    public static let largestMicroseconds: Int64 = 1 << 53

    /// `date` in whole microseconds since 1970, rounded to the nearest and kept
    /// within ``largestMicroseconds``.
    public static func microseconds(since1970 date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1_000_000).rounded()
        guard value.isFinite else { return 0 }
        let bound = Double(largestMicroseconds)
        return Int64(max(min(value, bound), -bound))
    }

    /// The wall time `microseconds` since 1970 as a `Date`.
    public static func date(microseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(microseconds) / 1_000_000)
    }
}
