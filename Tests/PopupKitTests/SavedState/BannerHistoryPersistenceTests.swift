import Foundation
import PopupKit
import Testing

/// The banner shows outlive a restart: a cap of 2 a day counts the shows of the
/// run before, on the wall clock.
@Suite("Banner history: saved and restored")
struct BannerHistoryPersistenceTests {
    @Test("the engine gives its shows and takes them back: the cap holds in a new engine")
    func capAcrossEngines() {
        let first = engineShowing("promo", at: [0, 10], rules: twoPromosADay)
        let log = first.bannerShows
        #expect(log.shows.map(\.shownAt) == [Instant(seconds: 0), Instant(seconds: 10)])
        // A new engine an hour later on its own timeline: the shows are an hour old.
        var second = NoticeEngine(rules: twoPromosADay)
        let moved = BannerShowLog(shows: log.shows.map { show in
            .init(type: show.type, shownAt: .zero + ((show.shownAt - first.now) + .seconds(-3_600)))
        })
        second.send(.bannerShows(moved), now: .zero)
        second.send(.submit(Notice(id: "third", .banner(Banner(type: "promo", title: "t")))), now: .zero)
        #expect(second.takeEvents().contains { $0.id == "third" && $0.kind == .discarded(.rateLimited) })
    }

    @Test("saved on the wall clock and loaded after a restart: refused the same day, shown the next")
    func wallClock() throws {
        let directory = try StateDirectory()
        let store = BannerHistoryStore(directory: directory.url)
        let first = engineShowing("promo", at: [0, 10], rules: twoPromosADay)
        let savedWall = Date(timeIntervalSince1970: 1_795_000_000)
        try store.save(SavedBannerHistory(first.bannerShows, now: first.now, wallNow: savedWall))

        let loaded = store.load()
        #expect(loaded.warning == nil)
        let saved = try #require(loaded.value)
        #expect(saved.savedAt == 1_795_000_000_000_000)
        // Shown at 0 s and 10 s of a run that was at 15 s when it saved.
        #expect(saved.shows.map(\.shownAt) == [1_794_999_985_000_000, 1_794_999_995_000_000])

        func third(hoursLater hours: Double) -> NoticeEvent.Kind? {
            var engine = NoticeEngine(rules: twoPromosADay, start: Instant(seconds: 100))
            let log = saved.log(now: engine.now, wallNow: savedWall.addingTimeInterval(hours * 3_600))
            engine.send(.bannerShows(log), now: engine.now)
            engine.send(.submit(Notice(id: "third", .banner(Banner(type: "promo", title: "t")))), now: engine.now)
            return engine.takeEvents().last { $0.id == "third" && $0.kind != .received && $0.kind != .queued }?.kind
        }
        #expect(third(hoursLater: 1) == .discarded(.rateLimited))
        #expect(third(hoursLater: 23.99) == .discarded(.rateLimited))
        #expect(third(hoursLater: 24.01) == .shown)
    }

    @Test("only what a rule can read is saved and restored (the history stays trimmed to the window)")
    func trimmed() {
        let rules = RuleBook([FrequencyRule(type: "promo", maxCount: 2, window: .seconds(60), onLimit: .discard)])
        var engine = NoticeEngine(rules: rules)
        let old = BannerShowLog(shows: [.init(type: "promo", shownAt: Instant(seconds: -120)),
                                        .init(type: "news", shownAt: Instant(seconds: -1)),
                                        .init(type: "promo", shownAt: Instant(seconds: -30))])
        engine.send(.bannerShows(old), now: .zero)
        // The promo of two minutes ago left its window; news has no rule that reads it.
        #expect(engine.bannerShows.shows == [.init(type: "promo", shownAt: Instant(seconds: -30))])
        #expect(engine.tableSizes["bannerHistoryShows"] == 1)
        // Forgotten once its window has passed and the engine settles.
        engine.send(.setCondition("any", false), now: Instant(seconds: 30))
        #expect(engine.bannerShows.shows.isEmpty)
    }

    @Test("a show saved in the future of the loading clock counts now, not later")
    func futureShowsCountNow() {
        var engine = NoticeEngine(rules: RuleBook([FrequencyRule(type: "promo", minInterval: .seconds(10))]))
        engine.send(.bannerShows(BannerShowLog(shows: [.init(type: "promo", shownAt: Instant(seconds: 1_000))])), now: .zero)
        #expect(engine.bannerShows.shows.map(\.shownAt) == [.zero])
    }

    @Test("the history file is a header with length and checksum, then JSON of whole microseconds")
    func fileFormat() throws {
        let directory = try StateDirectory()
        let store = BannerHistoryStore(directory: directory.url)
        let history = SavedBannerHistory(savedAt: 1_795_000_000_250_000,
                                         shows: [.init(type: "promo \"x\"", shownAt: -5)], lastShownAny: -5)
        try store.save(history)
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        let header = lines[0].split(separator: " ")
        #expect(header.count == 4)
        #expect(header.first == "popupkit-banner-history")
        #expect(header[1] == "1")
        #expect(Int(header[2]) == lines[1].utf8.count + 1)
        #expect(lines[1] == #"{"savedAt": 1795000000250000, "lastShownAny": -5, "shows": [{"type": "promo \"x\"", "shownAt": -5}]}"#)
        #expect(store.load().value == history)
    }

    @Test("the file shown in the Banners article reads as it says")
    func documentedExample() throws {
        let directory = try StateDirectory()
        try directory.put(BannerHistoryStore.fileName, Data("""
            popupkit-banner-history 1 123 8537715c
            {"savedAt": 1795000000250000, "lastShownAny": 1794999990000000, "shows": [{"type": "promo", "shownAt": 1794999990000000}]}

            """.utf8))
        let loaded = BannerHistoryStore(directory: directory.url).load()
        #expect(loaded.warning == nil)
        #expect(loaded.value == SavedBannerHistory(savedAt: 1_795_000_000_250_000,
                                                   shows: [.init(type: "promo", shownAt: 1_794_999_990_000_000)],
                                                   lastShownAny: 1_794_999_990_000_000))
    }

    @Test("a damaged history file is a warning and no shows, never a crash", arguments: [
        ("empty", Data()),
        ("no header", Data("{\"savedAt\": 0, \"shows\": []}".utf8)),
        ("other version", Data("popupkit-banner-history 2 2 00000000\n{}".utf8)),
        ("bit flipped", Data("popupkit-banner-history 1 26 00000000\n{\"savedAt\": 0, \"shows\": []}".utf8)),
        ("binary", Data((0..<200).map { UInt8($0) })),
    ])
    func damaged(_ name: String, _ bytes: Data) throws {
        let directory = try StateDirectory()
        try directory.put(BannerHistoryStore.fileName, bytes)
        let loaded = BannerHistoryStore(directory: directory.url).load()
        #expect(loaded.value == nil, "\(name)")
        guard case .savedStateUnreadable(file: "banner history", _, usedPreviousCopy: false)? = loaded.warning else {
            Issue.record("\(name): \(String(describing: loaded.warning))")
            return
        }
    }

    @Test("bad contents under a good checksum name the field")
    func badContents() throws {
        let directory = try StateDirectory()
        let body = Data(#"{"savedAt": 0.5, "shows": []}"#.utf8)
        try directory.put(BannerHistoryStore.fileName, envelope(body))
        let loaded = BannerHistoryStore(directory: directory.url).load()
        guard case .savedStateUnreadable(_, .invalidContent(let path, _), _)? = loaded.warning else {
            Issue.record("\(String(describing: loaded.warning))")
            return
        }
        #expect(path == "savedAt")
    }

    @Test("a saved time too large for a wall time, under a good checksum, is refused naming its field, never a crash",
          arguments: [
              ("savedAt", #"{"savedAt": 1e300, "shows": []}"#),
              ("savedAt", #"{"savedAt": -1e300, "shows": []}"#),
              ("savedAt", #"{"savedAt": 9223372036854775807, "shows": []}"#),
              ("savedAt", #"{"savedAt": 9007199254740994, "shows": []}"#),
              ("lastShownAny", #"{"savedAt": 0, "lastShownAny": -9223372036854775808, "shows": []}"#),
              ("shows[0].shownAt", #"{"savedAt": 0, "shows": [{"type": "promo", "shownAt": 1e19}]}"#),
          ])
    func hugeTimes(_ field: String, _ json: String) throws {
        let directory = try StateDirectory()
        try directory.put(BannerHistoryStore.fileName, envelope(Data((json + "\n").utf8)))
        let loaded = BannerHistoryStore(directory: directory.url).load()
        #expect(loaded.value == nil, "\(json) read as \(String(describing: loaded.value))")
        guard case .savedStateUnreadable("banner history", .invalidContent(let path, _), usedPreviousCopy: false)? = loaded.warning
        else {
            Issue.record("\(json): \(String(describing: loaded.warning))")
            return
        }
        #expect(path == field)
    }

    @Test("a number that is not one (NaN, an infinity) under a good checksum is refused, never a crash", arguments: [
        #"{"savedAt": NaN, "shows": []}"#,
        #"{"savedAt": 1e400, "shows": []}"#,
        #"{"savedAt": -1e400, "shows": []}"#,
    ])
    func notANumber(_ json: String) throws {
        let directory = try StateDirectory()
        try directory.put(BannerHistoryStore.fileName, envelope(Data((json + "\n").utf8)))
        let loaded = BannerHistoryStore(directory: directory.url).load()
        #expect(loaded.value == nil, "\(json) read as \(String(describing: loaded.value))")
        guard case .savedStateUnreadable("banner history", .invalidContent, usedPreviousCopy: false)? = loaded.warning else {
            Issue.record("\(json): \(String(describing: loaded.warning))")
            return
        }
    }

    @Test("the largest wall times, 2^53 microseconds either side of 1970, are read and placed on an engine's timeline")
    func largestTimes() throws {
        let largest = SavedBannerHistory.largestMicroseconds
        let directory = try StateDirectory()
        let json = #"{"savedAt": \#(largest), "lastShownAny": -\#(largest), "shows": [{"type": "promo", "shownAt": -\#(largest)}, {"type": "promo", "shownAt": \#(largest)}]}"#
        try directory.put(BannerHistoryStore.fileName, envelope(Data((json + "\n").utf8)))
        let loaded = BannerHistoryStore(directory: directory.url).load()
        #expect(loaded.warning == nil)
        let saved = try #require(loaded.value)
        #expect(saved.savedAt == largest && saved.lastShownAny == -largest)
        #expect(saved.shows.map(\.shownAt) == [-largest, largest])
        for wall in [SavedBannerHistory.date(microseconds: -largest), Date(timeIntervalSince1970: 1_795_000_000),
                     SavedBannerHistory.date(microseconds: largest)] {
            var engine = NoticeEngine(rules: twoPromosADay)
            engine.send(.bannerShows(saved.log(now: engine.now, wallNow: wall)), now: engine.now)
            #expect(engine.bannerShows.shows.count <= 2)
        }
    }

    /// `body` under a correct header, as the store writes it.
    private func envelope(_ body: Data) -> Data {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        let hex = String(crc ^ 0xFFFF_FFFF, radix: 16)
        return Data("popupkit-banner-history 1 \(body.count) \(String(repeating: "0", count: 8 - hex.count) + hex)\n".utf8) + body
    }
}
