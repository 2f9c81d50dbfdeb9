import PopupKitCore

/// A deterministic ``TextMeasuring`` for tests and for layout without a font
/// engine (the scenario runner's default): every
/// character advances `advance × font size`, lines are
/// `lineSpacing × font size` high, words wrap greedily and a word longer than the
/// width breaks between characters. Bold text is 10 % wider.
public struct FixedAdvanceTextMeasurer: TextMeasuring, Sendable {
    public var advance: Double
    public var lineSpacing: Double

    public init(advance: Double = 0.6, lineSpacing: Double = 1.2) {
        self.advance = advance
        self.lineSpacing = lineSpacing
    }

    /// A font size that is not a finite number above 0 measures as 0 (no width, no
    /// height), and one above 10,000,000 as 10,000,000 (so sizes stay finite); a
    /// `maxWidth` that is NaN or below one character fits one character per line.
    public func measure(_ text: String, font: NoticeFont, maxWidth: Double, lineLimit: Int) -> TextMetrics {
        let size = font.size.isFinite && font.size > 0 ? min(font.size, StyleNumbers.largest) : 0
        let characterWidth = advance * size * (font.weight == .bold ? 1.1 : 1)
        let lineHeight = lineSpacing * size
        let lines = wrap(text, characterWidth: characterWidth, maxWidth: maxWidth)
        let kept = lineLimit > 0 ? Array(lines.prefix(lineLimit)) : lines
        let widest = kept.map { Double($0) * characterWidth }.max() ?? 0
        return TextMetrics(size: Size(width: min(widest, max(0, maxWidth)), height: Double(kept.count) * lineHeight),
                           lineCount: kept.count, lineHeight: lineHeight)
    }

    /// The character count of each line.
    private func wrap(_ text: String, characterWidth: Double, maxWidth: Double) -> [Int] {
        guard characterWidth > 0, characterWidth.isFinite else { return text.isEmpty ? [] : [0] }
        // A width this measurer answered (a whole number of characters) holds those
        // characters again, although the division may land a rounding error below
        // the whole number: layout hands that width to the back end.
        let perLine = wholeCount(maxWidth / characterWidth * (1 + 1e-9))
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var length = word.count
                let needed = current == 0 ? length : current + 1 + length
                if needed <= perLine {
                    current = needed
                    continue
                }
                if current > 0 { lines.append(current) }
                while length > perLine {
                    lines.append(perLine)
                    length -= perLine
                }
                current = length
            }
            lines.append(current)
        }
        return lines
    }
}
