import PopupKitCore
import PopupKitTesting
import Testing

/// Text from a payload is bounded by what it costs to lay out, not only by what a
/// reader sees: Unicode scalars as well as characters, and scalars per character.
/// A character of a letter and 40,000 combining marks is one `Character`, so a cap
/// on characters alone never cuts it, yet Pango's layout time grows with the
/// square of its marks. Every assertion here counts; nothing is timed.
@Suite("Engine: text bounds")
struct TextBoundTests {
    /// The message the toast `id` shows, once it is on screen.
    static func message(_ id: NoticeID, in timeline: VirtualTimeline) -> String? {
        for notice in timeline.engine.screen where notice.id == id {
            if case .toast(let toast) = notice.content { return toast.message }
        }
        return nil
    }

    static func showToast(_ message: String) -> VirtualTimeline {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: message)), duration: .forever)), now: now)
        }
        timeline.at(1) { _, _ in }
        return timeline
    }

    @Test("A letter with 40,000 combining marks keeps 16 scalars, with a warning")
    func pileOfMarks() throws {
        let pile = "e" + String(repeating: "\u{0301}", count: 40_000)
        #expect(pile.count == 1)
        let timeline = Self.showToast("A" + pile + "B")
        let shown = try #require(Self.message("t", in: timeline))
        #expect(shown.unicodeScalars.count == 1 + 16 + 1)
        #expect(shown.count == 3)
        let kept = "A" + "e" + String(repeating: "\u{0301}", count: 15) + "B"
        #expect(Array(shown.unicodeScalars) == Array(kept.unicodeScalars))
        #expect(timeline.warnings.map(\.kind) == [
            .valueClamped(.combiningMarks(field: "message"), id: "t", from: 40_001, to: 16),
        ])
    }

    @Test("Text of at most 10,000 characters but 40,000 scalars is cut to 20,000 scalars, ending with …")
    func manyScalars() throws {
        let accented = "e\u{0301}\u{0302}\u{0303}"  // one character of four scalars
        let text = String(repeating: accented, count: 10_000)
        #expect(text.count == 10_000 && text.unicodeScalars.count == 40_000)
        let timeline = Self.showToast(text)
        let shown = try #require(Self.message("t", in: timeline))
        // Cut between characters: 4,999 whole characters (19,996 scalars) and "…".
        #expect(shown.unicodeScalars.count == 19_997)
        #expect(shown.count == 5_000)
        #expect(shown.hasSuffix(accented + "…"))
        #expect(timeline.warnings.map(\.kind) == [
            .valueClamped(.textScalars(field: "message"), id: "t", from: 40_000, to: 20_000),
        ])
    }

    @Test("Ordinary text, emoji sequences and flags included, is unchanged and warns of nothing", arguments: [
        "Saved", "Grüße aus Köln", "👨‍👩‍👧‍👦 🇫🇷 👍🏽", "ภาษาไทย", "e\u{0301}" + String(repeating: "\u{0302}", count: 14),
        String(repeating: "x", count: 10_000), String(repeating: "é", count: 10_000),
    ])
    func ordinaryText(_ text: String) throws {
        let timeline = Self.showToast(text)
        #expect(try #require(Self.message("t", in: timeline)) == text)
        #expect(timeline.warnings.isEmpty)
    }

    @Test("A piled character past the 10,000-character cap: marks are dropped first, then the length is cut")
    func marksAndLength() throws {
        let pile = "e" + String(repeating: "\u{0301}", count: 100)
        let text = String(repeating: "x", count: 10_000) + pile
        let timeline = Self.showToast(text)
        let shown = try #require(Self.message("t", in: timeline))
        #expect(shown.count == 10_000 && shown.hasSuffix("x…"))
        #expect(timeline.warnings.map(\.kind) == [
            .valueClamped(.combiningMarks(field: "message"), id: "t", from: 101, to: 16),
            .valueClamped(.textLength(field: "message"), id: "t", from: 10_001, to: 10_000),
        ])
    }
}
