import Foundation
import PopupKit
import Testing

/// The last good rule book survives a restart; a bad one from a server changes nothing.
@Suite("Rule book store")
struct RuleBookStoreTests {
    /// Computed, not a stored global: `Data` keeps its storage behind a tagged
    /// pointer LeakSanitizer cannot read, so a global one looks leaked at exit.
    static var good: Data { Data(#"[{"type": "promo", "priority": 10, "maxCount": 2, "window": 86400, "onLimit": "discard"}]"#.utf8) }

    @Test("a first launch has no book and no warning")
    func firstLaunch() throws {
        let directory = try StateDirectory()
        let loaded = RuleBookStore(directory: directory.url).load()
        #expect(loaded.value == nil)
        #expect(loaded.warning == nil)
    }

    @Test("an accepted book is saved as its JSON and loaded at the next launch")
    func acceptAndLoad() throws {
        let directory = try StateDirectory()
        let store = RuleBookStore(directory: directory.url)
        let book = try store.accept(Self.good)
        #expect(book.rules["promo"]?.maxCount == 2)
        #expect(try Data(contentsOf: store.fileURL) == book.jsonData())
        #expect(RuleBookStore(directory: directory.url).load().value == book)
    }

    @Test("a bad book throws naming the field and keeps the saved one, byte for byte")
    func rejectKeepsOld() throws {
        let directory = try StateDirectory()
        let store = RuleBookStore(directory: directory.url)
        try store.accept(Self.good)
        let before = try Data(contentsOf: store.fileURL)
        do {
            try store.accept(Data(#"[{"type": "promo", "maxCount": 2, "window": 0.5, "window": 60}]"#.utf8))
            Issue.record("accepted a duplicate key")
        } catch let error as RuleBookError {
            #expect(error.path == "rules[0].window")
        }
        #expect(try Data(contentsOf: store.fileURL) == before)
        #expect(try directory.names() == ["rules.json"])
    }

    @Test("a damaged file falls back to the previous copy, else to no book, with a warning")
    func damaged() throws {
        let directory = try StateDirectory()
        let store = RuleBookStore(directory: directory.url)
        try directory.put("rules.json", Data("[{\"type\": \"pro".utf8))
        let alone = store.load()
        #expect(alone.value == nil)
        guard case .savedStateUnreadable("rule book", .invalidContent(path: "rules", _), usedPreviousCopy: false)? = alone.warning else {
            Issue.record("\(String(describing: alone.warning))")
            return
        }
        try store.save(RuleBook([FrequencyRule(type: "a")]))
        try store.save(RuleBook([FrequencyRule(type: "b")]))
        try directory.put("rules.json", Data([0xFF, 0x00]))
        let fallback = store.load()
        #expect(fallback.value == RuleBook([FrequencyRule(type: "a")]))
        #expect(CutWriteTests.usedPrevious(fallback.warning) == true)
        #expect(fallback.warning?.message.contains("using its previous copy") == true)
    }

    @Test("the center restores book and history at launch and reports a damaged file as a warning")
    @MainActor func centerRestore() async throws {
        let directory = try StateDirectory()
        let rules = RuleBookStore(directory: directory.url)
        let history = BannerHistoryStore(directory: directory.url)
        try rules.accept(Self.good)
        let wall = Date(timeIntervalSince1970: 1_795_000_000)
        try history.save(SavedBannerHistory(savedAt: 1_795_000_000_000_000,
                                            shows: [.init(type: "promo", shownAt: 1_794_999_000_000_000),
                                                    .init(type: "promo", shownAt: 1_794_999_500_000_000)]))
        let center = PopupCenter(clock: ContinuousClock())
        var warnings: [EngineWarning.Kind] = []
        center.warningHandler = { warnings.append($0.kind) }
        center.restore(rules: rules, history: history, wallNow: wall)
        let outcome = await center.push(BannerMessage(type: "promo", title: "third")).outcome
        #expect(outcome == .discarded(.rateLimited))
        #expect(warnings.isEmpty)

        try directory.put(BannerHistoryStore.fileName, Data("popupkit-banner-history 1 9".utf8))
        let next = PopupCenter(clock: ContinuousClock())
        var reported: [EngineWarning.Kind] = []
        next.warningHandler = { reported.append($0.kind) }
        next.restore(rules: rules, history: history, wallNow: wall)
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("saved banner history unusable") == true)
    }
}
