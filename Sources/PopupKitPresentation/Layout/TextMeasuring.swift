import PopupKitCore

/// The size of a piece of laid-out text.
public struct TextMetrics: Hashable, Sendable {
    /// The bounding size of the lines (width ≤ the width asked for).
    public var size: Size
    /// How many lines it takes (after the line limit).
    public var lineCount: Int
    /// The distance between two baselines, so layout can fit text to a height.
    public var lineHeight: Double
    /// The line limit the text was laid out with (0: none).
    /// ``TextMeasuring/fit(_:font:maxWidth:maxHeight:lineLimit:)`` lowers it to fit a
    /// height; back ends must draw with this one.
    public var lineLimit: Int

    public init(size: Size, lineCount: Int, lineHeight: Double, lineLimit: Int = 0) {
        self.size = size
        self.lineCount = lineCount
        self.lineHeight = lineHeight
        self.lineLimit = lineLimit
    }
}

/// Measures text for layout. The host supplies it (as in yoga): Pango on Linux,
/// TextKit on Apple platforms, a fixed-advance measurer in tests.
///
/// Implementations must wrap at word boundaries within `maxWidth`, stop after
/// `lineLimit` lines (0 means no limit) and return a width no larger than
/// `maxWidth`; measured again at the width they returned, the text must wrap into
/// the same lines (layout may hand the back end that width). The back end must
/// draw with the same rules so drawn text fits the measured frame.
public protocol TextMeasuring {
    func measure(_ text: String, font: NoticeFont, maxWidth: Double, lineLimit: Int) -> TextMetrics
}

/// Remembers measurements per (text, font, width, lines): layout asks the same
/// question on every frame of an animation.
public final class CachingTextMeasurer: TextMeasuring {
    private struct Key: Hashable {
        let text: String
        let font: NoticeFont
        let maxWidth: Double
        let lineLimit: Int

        /// Hashes the text once and the font by size and weight only: its family
        /// rarely tells keys apart, and equality still compares it. (Equal keys have
        /// equal hashes, so the cache answers exactly as before.)
        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(font.size)
            hasher.combine(font.weight)
            hasher.combine(maxWidth)
            hasher.combine(lineLimit)
        }
    }

    private let base: any TextMeasuring
    private var cache: [Key: TextMetrics] = [:]
    private let capacity: Int
    /// How many questions were answered from the cache (for the package's tests).
    package private(set) var hits = 0
    /// How many questions went to the underlying measurer.
    package private(set) var misses = 0

    /// Wraps `base`; the cache is emptied when it holds `capacity` entries.
    public init(_ base: any TextMeasuring, capacity: Int = 4096) {
        self.base = base
        self.capacity = max(1, capacity)
    }

    public func measure(_ text: String, font: NoticeFont, maxWidth: Double, lineLimit: Int) -> TextMetrics {
        let key = Key(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        if let known = cache[key] {
            hits += 1
            return known
        }
        misses += 1
        let metrics = base.measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = metrics
        return metrics
    }
}

extension TextMeasuring {
    /// Measures text that must fit `maxWidth` × `maxHeight`: when the lines do not
    /// fit the height, the line limit is lowered until they do (at least one line,
    /// whose height is then clipped to `maxHeight`).
    public func fit(_ text: String, font: NoticeFont, maxWidth: Double, maxHeight: Double, lineLimit: Int) -> TextMetrics {
        let width = max(0, maxWidth)
        var metrics = measure(text, font: font, maxWidth: width, lineLimit: lineLimit)
        metrics.lineLimit = lineLimit
        guard metrics.size.height > maxHeight, metrics.lineHeight > 0 else { return metrics }
        let lines = wholeCount(max(0, maxHeight) / metrics.lineHeight)
        metrics = measure(text, font: font, maxWidth: width, lineLimit: lines)
        metrics.lineLimit = lines
        metrics.size.height = min(metrics.size.height, max(0, maxHeight))
        metrics.size.width = min(metrics.size.width, width)
        return metrics
    }
}

extension TextMeasuring {
    /// The line limit that draws `text` in a frame of `size`: `lineLimit` (0: none),
    /// lowered when the lines, wrapped at the frame's width, are taller than the
    /// frame, to the lines whose line boxes fit its height (at least one, whose ink
    /// the back end clips to the frame).
    ///
    /// Layout asks it for every text's final frame, so a back end draws a text node
    /// exactly as it is given and never measures again, even where the frame ended
    /// up narrower or shorter than the size the text was fitted to (a part clipped
    /// to a squeezed body). The frame's height is compared with a hundredth of a
    /// point to spare, since moving and clipping a frame rounds its edges.
    package func lineLimit(fitting text: String, font: NoticeFont, in size: Size, lineLimit: Int) -> Int {
        let limit = max(0, lineLimit)
        guard !text.isEmpty, size.width.isFinite, size.height.isFinite else { return limit }
        let tolerance = 0.01
        let metrics = measure(text, font: font, maxWidth: max(0, size.width), lineLimit: limit)
        guard metrics.size.height > size.height + tolerance, metrics.lineHeight > 0 else { return limit }
        let fitting = wholeCount((max(0, size.height) + tolerance) / metrics.lineHeight)
        return limit > 0 ? min(limit, fitting) : fitting
    }
}

/// How many whole lines (or characters) `value` holds, at least 1: NaN and values
/// below 1 are 1, and huge ones stop at `Int32.max` (more than any text holds), so
/// the conversion never traps whatever a measurer or a style says.
func wholeCount(_ value: Double) -> Int {
    guard value >= 1 else { return 1 }
    return Int(min(value, Double(Int32.max)).rounded(.down))
}
