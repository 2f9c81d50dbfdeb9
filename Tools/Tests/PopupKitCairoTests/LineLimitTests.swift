import PopupKit
import PopupKitCairo
import Testing
import PopupKitStage

/// The renderer draws text with exactly the line limit layout measured it with (the
/// placement's `lineLimit`), in a frame tall enough for more lines and in one too
/// short for them: a line beyond the limit never shows, and every line within it
/// is drawn (clipped by the frame, never dropped for a lower limit).
@Suite("Text is drawn with its line limit")
struct LineLimitTests {
    /// Three lines by their newlines, whatever the width.
    private static let text = "First line\nSecond line\nThird line"
    private static let font = NoticeFont.system(16)

    /// The rows (in points, top and bottom of each inked pixel row) where `placement`
    /// puts ink, drawn alone on a transparent surface.
    private func inkRows(_ placement: TextPlacement, scale: Int, measurer: PangoTextMeasurer) throws -> (top: Double, bottom: Double)? {
        let frame = placement.frame
        let scene = RenderScene(size: Size(width: frame.maxX + 10, height: frame.maxY + 10), time: .zero,
                          nodes: [.text(TextNode(placement: placement, color: .black))])
        let bitmap = try CairoRenderer(scale: scale, textMeasurer: measurer).render(scene)
        let rows = (0..<bitmap.height).filter { y in (0..<bitmap.width).contains { bitmap.pixels[y * bitmap.width + $0] != 0 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        let s = Double(scale)
        return (Double(first) / s, Double(last + 1) / s)
    }

    @Test("A tall frame with a limit of one or two lines shows only those lines", arguments: [1, 2], [1, 2])
    func noLineBeyondTheLimit(lineLimit: Int, scale: Int) throws {
        let measurer = try PangoTextMeasurer()
        let limited = measurer.measure(Self.text, font: Self.font, maxWidth: 300, lineLimit: lineLimit)
        let all = measurer.measure(Self.text, font: Self.font, maxWidth: 300, lineLimit: 0)
        #expect(limited.lineCount == lineLimit)
        #expect(all.lineCount == 3)
        // The frame holds all three lines and more, but layout measured only `lineLimit`.
        let frame = Rect(x: 10, y: 10, width: 300, height: 3 * all.size.height)
        let placement = TextPlacement(text: Self.text, frame: frame, font: Self.font, alignment: .left, lineLimit: lineLimit)
        let ink = try #require(try inkRows(placement, scale: scale, measurer: measurer), "nothing drawn")
        let limitBottom = frame.minY + limited.size.height
        #expect(ink.bottom <= limitBottom + 1 / Double(scale),
                "ink down to \(ink.bottom), but \(lineLimit) line(s) end at \(limitBottom)")
        // The last line within the limit is drawn: ink in its line box.
        let lastLineTop = limitBottom - limited.lineHeight
        #expect(ink.bottom > lastLineTop + limited.lineHeight / 2,
                "ink ends at \(ink.bottom), line \(lineLimit) spans \(lastLineTop)…\(limitBottom)")
    }

    /// What `placement` draws at scale 1, on a surface of `size`.
    private func pixels(_ placement: TextPlacement, size: Size, measurer: PangoTextMeasurer) throws -> Bitmap {
        let scene = RenderScene(size: size, time: .zero, nodes: [.text(TextNode(placement: placement, color: .black))])
        return try CairoRenderer(scale: 1, textMeasurer: measurer).render(scene)
    }

    @Test("A frame shorter than the lines is drawn with the node's line limit, not a lower one (no fewer lines)")
    func noFewerLinesInAShortFrame() throws {
        let measurer = try PangoTextMeasurer()
        let two = measurer.measure(Self.text, font: Self.font, maxWidth: 300, lineLimit: 2)
        let all = measurer.measure(Self.text, font: Self.font, maxWidth: 300, lineLimit: 0)
        let size = Size(width: 320, height: 20 + all.size.height)
        func placement(height: Double, lineLimit: Int) -> TextPlacement {
            TextPlacement(text: Self.text, frame: Rect(x: 10, y: 10, width: 300, height: height), font: Self.font,
                          alignment: .left, lineLimit: lineLimit)
        }
        // Three lines in a frame two lines high; the same three lines in a frame they fit;
        // two lines (the second ends with an ellipsis) in the short frame.
        let short = try pixels(placement(height: two.size.height, lineLimit: 3), size: size, measurer: measurer)
        let tall = try pixels(placement(height: all.size.height, lineLimit: 3), size: size, measurer: measurer)
        let limited = try pixels(placement(height: two.size.height, lineLimit: 2), size: size, measurer: measurer)
        // Rows wholly inside the short frame, and rows wholly below it.
        let inside = 0..<Int((10 + two.size.height).rounded(.down))
        let below = Int((10 + two.size.height).rounded(.up))..<short.height
        func rows(_ bitmap: Bitmap, _ range: Range<Int>) -> ArraySlice<UInt32> {
            bitmap.pixels[(range.lowerBound * bitmap.width)..<(range.upperBound * bitmap.width)]
        }
        // Compared as booleans, so a failure names the problem instead of printing pixels.
        let sameAsTall = rows(short, inside) == rows(tall, inside)
        let sameAsLimited = rows(short, inside) == rows(limited, inside)
        let inkBelow = rows(short, below).contains { $0 != 0 }
        #expect(sameAsTall, "the short frame lost or changed a line")
        #expect(!sameAsLimited, "a limit of two draws the same pixels: the check above sees nothing")
        #expect(!inkBelow, "ink below the frame")
    }

    @Test("Without a limit the same frame shows every line (so the check above can see extra lines)")
    func everyLineWithoutALimit() throws {
        let measurer = try PangoTextMeasurer()
        let all = measurer.measure(Self.text, font: Self.font, maxWidth: 300, lineLimit: 0)
        let oneLine = measurer.measure(Self.text, font: Self.font, maxWidth: 300, lineLimit: 1)
        let frame = Rect(x: 10, y: 10, width: 300, height: 3 * all.size.height)
        let placement = TextPlacement(text: Self.text, frame: frame, font: Self.font, alignment: .left, lineLimit: 0)
        let ink = try #require(try inkRows(placement, scale: 1, measurer: measurer), "nothing drawn")
        #expect(ink.bottom > frame.minY + 2 * oneLine.size.height, "ink ends at \(ink.bottom)")
    }
}
