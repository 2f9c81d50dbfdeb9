// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import CoreText
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
internal import PopupKitHost

/// Breaks, measures and draws text with Core Text, by one set of rules for both,
/// so layout measures exactly what is drawn: lines broken at the width asked
/// (`CTTypesetterSuggestLineBreak`; a width narrower than one glyph takes a whole
/// character a line, ``LineBreak``), the line limit applied explicitly with the
/// last kept line truncated by an ellipsis, sizes rounded up to whole pixels
/// (``TextLineMetrics``), fonts scaled by Dynamic Type (``PlatformFont``), the
/// system font for PopupKit's default family. Core Text and `UIFont` are safe on
/// any thread, so layout may measure wherever the center runs it.
struct CoreTextTypesetter {
    /// Pixels per point of the screen.
    var displayScale: Double
    /// Dynamic Type's factor (``TextScale``).
    var textScale: Double

    /// The font a ``NoticeFont`` is drawn with.
    func uiFont(_ font: NoticeFont) -> UIFont {
        let chosen = PlatformFont(font, textScale: textScale)
        let weight: UIFont.Weight = chosen.isBold ? .bold : .regular
        if let family = chosen.family, let named = UIFont(name: family, size: chosen.size) { return named }
        return UIFont.systemFont(ofSize: chosen.size, weight: weight)
    }

    /// The lines of `text` at `width` under `lineLimit` (0: none), the last one
    /// truncated when the limit cut the text, with the font's line height.
    func lines(_ text: String, font: NoticeFont, width: Double, lineLimit: Int) -> (lines: [CTLine], font: UIFont) {
        let font = uiFont(font)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font,
            NSAttributedString.Key(kCTForegroundColorFromContextAttributeName as String): true,
        ]
        let string = NSAttributedString(string: text, attributes: attributes)
        let typesetter = CTTypesetterCreateWithAttributedString(string as CFAttributedString)
        let length = string.length
        var lines: [CTLine] = []
        var start = 0
        let limit = max(0, lineLimit)
        while start < length, limit == 0 || lines.count < limit {
            // Narrower than one glyph, Core Text suggests nothing: the line takes a whole character.
            let count = LineBreak.length(suggested: CTTypesetterSuggestLineBreak(typesetter, start, max(1, width)),
                                         in: text, from: start)
            lines.append(CTTypesetterCreateLine(typesetter, CFRange(location: start, length: count)))
            start += count
        }
        if start < length, let last = lines.popLast() {
            // The rest of the text did not fit the limit: the last line ends with an ellipsis.
            let rest = CTTypesetterCreateLine(typesetter, CFRange(location: start - CTLineGetStringRange(last).length,
                                                                  length: length - start + CTLineGetStringRange(last).length))
            let ellipsis = CTLineCreateWithAttributedString(NSAttributedString(string: "…", attributes: attributes) as CFAttributedString)
            lines.append(CTLineCreateTruncatedLine(rest, max(1, width), .end, ellipsis) ?? last)
        }
        return (lines, font)
    }

    /// A line's width without its trailing spaces.
    func width(of line: CTLine) -> Double {
        CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line)
    }

    /// Draws a placement's lines in its frame, each placed by its alignment, the
    /// first baseline one ascender below the top, clipped to the frame when the
    /// lines reach past it.
    func draw(_ placement: TextPlacement, color: NoticeColor, in cg: CGContext) {
        let frame = placement.frame
        let (lines, font) = lines(placement.text, font: placement.font, width: frame.width, lineLimit: placement.lineLimit)
        let lineHeight = Double(font.lineHeight)
        cg.saveGState()
        if Double(lines.count) * lineHeight > frame.height + 0.01 { cg.clip(to: CGRect(frame)) }
        cg.setFillColor(CGColor.of(color))
        // Core Text draws with y up; the bitmap's context has y down. The context is
        // flipped around each line (TextLineMetrics.lineTransform), not the text
        // matrix: colour emoji are bitmaps, which a text-matrix flip leaves upside down.
        cg.textMatrix = .identity
        for (index, line) in lines.enumerated() {
            let x = TextLineMetrics.lineX(width: width(of: line), in: frame, alignment: placement.alignment)
            let t = TextLineMetrics.lineTransform(index: index, x: x, in: frame, ascender: Double(font.ascender),
                                                  lineHeight: lineHeight)
            cg.saveGState()
            cg.concatenate(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
            cg.textPosition = .zero
            CTLineDraw(line, cg)
            cg.restoreGState()
        }
        cg.restoreGState()
    }
}

/// Layout's text measurer on iOS: the typesetter's lines, measured.
final class CoreTextMeasurer: TextMeasuring {
    let typesetter: CoreTextTypesetter

    init(_ typesetter: CoreTextTypesetter) {
        self.typesetter = typesetter
    }

    func measure(_ text: String, font: NoticeFont, maxWidth: Double, lineLimit: Int) -> TextMetrics {
        let (lines, uiFont) = typesetter.lines(text, font: font, width: maxWidth, lineLimit: lineLimit)
        return TextLineMetrics.metrics(lineWidths: lines.map(typesetter.width(of:)), lineHeight: Double(uiFont.lineHeight),
                                       lineLimit: lineLimit, maxWidth: maxWidth, scale: typesetter.displayScale)
    }
}
#endif
