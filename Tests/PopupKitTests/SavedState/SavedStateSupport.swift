import Foundation
import PopupKit

/// A fresh directory for one test's saved state, removed at the end.
struct StateDirectory: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("popupkit-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the directory, sorted.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    /// Replaces `name` with `bytes` (a plain write: the test models what a cut
    /// left on the disk).
    func put(_ name: String, _ bytes: Data) throws { try bytes.write(to: file(name)) }

    func remove(_ name: String) { try? FileManager.default.removeItem(at: file(name)) }
}

/// An engine with `rules` that shows a banner of `type` at each of `times`
/// (each for one second) and returns its banner shows.
func engineShowing(_ type: String, at times: [Double], rules: RuleBook) -> NoticeEngine {
    var engine = NoticeEngine(rules: rules)
    for (index, time) in times.enumerated() {
        engine.send(.submit(Notice(id: NoticeID("\(type)\(index)"), .banner(Banner(type: type, title: "t")),
                                   duration: .fixed(.seconds(1)))), now: Instant(seconds: time))
    }
    engine.advance(to: Instant(seconds: (times.last ?? 0) + 5))
    return engine
}

/// The rule "at most 2 promos a day, the rest dropped".
let twoPromosADay = RuleBook([FrequencyRule(type: "promo", maxCount: 2, window: .seconds(86_400), onLimit: .discard)])
