import Foundation
import PopupKit
import Testing

/// A write cut at any byte: the next launch reads the old state or the new one,
/// never a mix, and never crashes.
///
/// Every byte offset k of the new file is tried in three ways: the atomic
/// write stopped before its rename (a temporary file holding k bytes beside the
/// old file); the rename reached the disk but only k bytes of the data did (the
/// file holds k bytes, its previous copy the old state); and the same on a first
/// save (no previous copy: the old state is nothing).
@Suite("Saved state: writes cut at every byte")
struct CutWriteTests {
    /// The outcome of one load, to compare with the old and new states.
    enum Read<Value: Equatable & Sendable>: Equatable {
        case value(Value)
        case nothing
    }

    /// Checks the three cuts at every offset of `new`'s bytes; returns the
    /// number of cut points tried.
    func sweep<Value: Equatable & Sendable>(
        file name: String, old: Value, new: Value,
        save: (URL, Value) throws -> Void, load: (URL) -> LoadedState<Value>
    ) throws -> Int {
        let written = try StateDirectory()
        try save(written.url, new)
        let bytes = try Data(contentsOf: written.file(name))
        var tried = 0
        var newFromCut = 0
        for k in 0...bytes.count {
            let cut = bytes.prefix(k)
            let whole = k == bytes.count

            // 1. Stopped before the rename: a temporary file with k bytes.
            let beforeRename = try StateDirectory()
            try save(beforeRename.url, old)
            try beforeRename.put(".\(name).tmp-1234-5678", cut)
            let one = load(beforeRename.url)
            #expect(one.value == old && one.warning == nil, "before the rename, cut at \(k) of \(bytes.count)")

            // 2. Renamed, but only k bytes of data: the previous copy is the old state.
            let torn = try StateDirectory()
            try save(torn.url, old)
            try save(torn.url, new)
            try torn.put(name, cut)
            let two = load(torn.url)
            // A cut that loses only trailing white space still holds the whole new
            // value; any other cut is detected and the previous copy read.
            if two.value == new {
                #expect(two.warning == nil, "torn at \(k) of \(bytes.count)")
                newFromCut += whole ? 0 : 1
            } else {
                #expect(!whole, "the whole file read as \(String(describing: two.value))")
                #expect(two.value == old, "torn at \(k) of \(bytes.count): \(String(describing: two.value))")
                #expect(Self.usedPrevious(two.warning) == true, "torn at \(k): \(String(describing: two.warning))")
            }

            // 3. The first save torn: the old state is nothing.
            let first = try StateDirectory()
            try first.put(name, cut)
            let three = load(first.url)
            if three.value == new {
                #expect(three.warning == nil, "first save torn at \(k)")
            } else {
                #expect(!whole)
                #expect(three.value == nil, "first save torn at \(k)")
                #expect(Self.usedPrevious(three.warning) == false, "first save torn at \(k)")
            }
            tried += 3
        }
        // Only the final newline may go without losing the new value.
        #expect(newFromCut <= 1)
        return tried
    }

    static func usedPrevious(_ warning: EngineWarning.Kind?) -> Bool? {
        guard case .savedStateUnreadable(_, _, let usedPreviousCopy)? = warning else { return nil }
        return usedPreviousCopy
    }

    @Test("banner history: old or new at every cut")
    func bannerHistory() throws {
        let old = SavedBannerHistory(savedAt: 1_795_000_000_000_000,
                                     shows: [.init(type: "promo", shownAt: 1_794_999_000_000_000)],
                                     lastShownAny: 1_794_999_000_000_000)
        let new = SavedBannerHistory(savedAt: 1_795_000_100_000_000,
                                     shows: [.init(type: "promo", shownAt: 1_794_999_000_000_000),
                                             .init(type: "promo", shownAt: 1_795_000_050_000_000),
                                             .init(type: "news", shownAt: 1_795_000_060_000_000)],
                                     lastShownAny: 1_795_000_060_000_000)
        let tried = try sweep(file: BannerHistoryStore.fileName, old: old, new: new,
                              save: { try BannerHistoryStore(directory: $0).save($1) },
                              load: { BannerHistoryStore(directory: $0).load() })
        #expect(tried > 3 * 200)
    }

    @Test("rule book: old or new at every cut")
    func ruleBook() throws {
        let old = RuleBook([FrequencyRule(type: "promo", priority: 1, maxCount: 3, window: .seconds(86_400))])
        let new = RuleBook([FrequencyRule(type: "promo", priority: 2, maxCount: 2, window: .seconds(86_400), onLimit: .discard),
                            FrequencyRule(type: "news", minInterval: .milliseconds(300), expiration: .seconds(10))])
        let tried = try sweep(file: RuleBookStore.fileName, old: old, new: new,
                              save: { try RuleBookStore(directory: $0).save($1) },
                              load: { RuleBookStore(directory: $0).load() })
        #expect(tried > 3 * 200)
    }

    @Test("a save leaves the file and its previous copy, no temporary file")
    func nothingLeftBehind() throws {
        let directory = try StateDirectory()
        let store = RuleBookStore(directory: directory.url)
        try store.save(RuleBook([FrequencyRule(type: "a")]))
        #expect(try directory.names() == ["rules.json"])
        try store.save(RuleBook([FrequencyRule(type: "b")]))
        #expect(try directory.names() == ["rules.json", "rules.json.previous"])
        #expect(store.load().value == RuleBook([FrequencyRule(type: "b")]))
        #expect(try RuleBook(json: Data(contentsOf: directory.file("rules.json.previous"))) == RuleBook([FrequencyRule(type: "a")]))
    }

    @Test("a save into a missing directory throws and writes nothing")
    func unwritable() throws {
        let directory = try StateDirectory()
        let store = BannerHistoryStore(directory: directory.file("missing"))
        #expect(throws: StateWriteError.self) { try store.save(SavedBannerHistory(savedAt: 0)) }
        #expect(try directory.names() == [])
    }
}
