import PopupKitCore
import PopupKitPresentation
import Testing

/// `CachingTextMeasurer` (hits, misses, capacity) and `TextMeasuring.fit`.
@Suite struct TextMeasuringTests {
    /// Every character 0.6 of the font size wide, lines 1.2 high.
    let measurer = FixedAdvanceTextMeasurer()

    /// Counts the questions that reach it.
    final class CountingMeasurer: TextMeasuring {
        var questions: [String] = []
        func measure(_ text: String, font: NoticeFont, maxWidth: Double, lineLimit: Int) -> TextMetrics {
            questions.append(text)
            return FixedAdvanceTextMeasurer().measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        }
    }

    @Test func cacheAnswersRepeatedQuestions() {
        let base = CountingMeasurer()
        let cache = CachingTextMeasurer(base)
        let first = cache.measure("Saved", font: .system(16), maxWidth: 100, lineLimit: 0)
        let again = cache.measure("Saved", font: .system(16), maxWidth: 100, lineLimit: 0)
        // "Saved": 5 × 9.6 = 48 wide, one line of 19.2.
        #expect(first == TextMetrics(size: Size(width: 48, height: 19.2), lineCount: 1, lineHeight: 19.2))
        #expect(again == first)
        #expect(cache.hits == 1 && cache.misses == 1)
        #expect(base.questions == ["Saved"])
    }

    @Test func everyPartOfTheQuestionIsInTheKey() {
        let base = CountingMeasurer()
        let cache = CachingTextMeasurer(base)
        _ = cache.measure("Saved", font: .system(16), maxWidth: 100, lineLimit: 0)
        _ = cache.measure("Saved", font: .bold(16), maxWidth: 100, lineLimit: 0)
        _ = cache.measure("Saved", font: .system(16), maxWidth: 101, lineLimit: 0)
        _ = cache.measure("Saved", font: .system(16), maxWidth: 100, lineLimit: 1)
        _ = cache.measure("Saves", font: .system(16), maxWidth: 100, lineLimit: 0)
        #expect(cache.hits == 0 && cache.misses == 5)
        // The bold one is 10 % wider: 5 × 10.56 = 52.8.
        let bold = cache.measure("Saved", font: .bold(16), maxWidth: 100, lineLimit: 0)
        #expect(abs(bold.size.width - 52.8) < 1e-9)
        #expect(cache.hits == 1 && base.questions.count == 5)
    }

    @Test func cacheIsEmptiedWhenFull() {
        let base = CountingMeasurer()
        let cache = CachingTextMeasurer(base, capacity: 2)
        for text in ["a", "b", "a"] { _ = cache.measure(text, font: .system(10), maxWidth: 50, lineLimit: 0) }
        #expect(cache.hits == 1 && cache.misses == 2)
        // Holding 2 entries, "c" empties the cache first: "a" is asked again, "c" is kept.
        for text in ["c", "a", "c"] { _ = cache.measure(text, font: .system(10), maxWidth: 50, lineLimit: 0) }
        #expect(base.questions == ["a", "b", "c", "a"])
        #expect(cache.hits == 2 && cache.misses == 4)
    }

    @Test func fitKeepsTextThatFits() {
        // Three lines of font 10 (12 each) = 36 ≤ 40: unchanged.
        let metrics = measurer.fit("a\nb\nc", font: .system(10), maxWidth: 100, maxHeight: 40, lineLimit: 0)
        #expect(metrics.lineCount == 3 && abs(metrics.size.height - 36) < 1e-9)
    }

    @Test func fitLowersTheLineLimit() {
        // Five lines of 12 = 60 > 30: ⌊30 / 12⌋ = 2 lines, 24 high. The widest kept line is
        // "bb" (2 × 6 = 12), not the longer third one.
        let metrics = measurer.fit("a\nbb\nccccc\nd\ne", font: .system(10), maxWidth: 100, maxHeight: 30, lineLimit: 0)
        #expect(metrics.lineCount == 2)
        #expect(abs(metrics.size.height - 24) < 1e-9 && abs(metrics.size.width - 12) < 1e-9)
    }

    @Test func fitKeepsALowerLimitAndClipsOneLine() {
        // A line limit of 1 already fits 20: one line of 12.
        let limited = measurer.fit("a\nb\nc", font: .system(10), maxWidth: 100, maxHeight: 20, lineLimit: 1)
        #expect(limited.lineCount == 1 && abs(limited.size.height - 12) < 1e-9)
        // Height 5 < one line: still one line, its height clipped to 5.
        let clipped = measurer.fit("a\nb\nc", font: .system(10), maxWidth: 100, maxHeight: 5, lineLimit: 0)
        #expect(clipped.lineCount == 1 && abs(clipped.size.height - 5) < 1e-9)
        // A negative height is 0.
        let negative = measurer.fit("abc", font: .system(10), maxWidth: 100, maxHeight: -3, lineLimit: 0)
        #expect(negative.lineCount == 1 && negative.size.height == 0)
    }

    @Test func fitWrapsAtTheWidth() {
        // Width 30 at 6 per char = 5 chars a line: "hello world" → 2 lines; a negative width is 0
        // (one character a line, width 0).
        let wrapped = measurer.fit("hello world", font: .system(10), maxWidth: 30, maxHeight: 100, lineLimit: 0)
        #expect(wrapped.lineCount == 2 && abs(wrapped.size.width - 30) < 1e-9)
        let negative = measurer.fit("abc", font: .system(10), maxWidth: -10, maxHeight: 100, lineLimit: 0)
        #expect(negative.size.width == 0 && negative.lineCount == 3)
    }
}
