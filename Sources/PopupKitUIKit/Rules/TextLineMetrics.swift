import PopupKit
package import PopupKitHost

/// The rules a platform's text measurer follows once its typesetter has broken
/// the lines, so what layout measures is what is drawn (``TextMeasuring``'s
/// contract): the line limit applied explicitly, widths and heights rounded up
/// to whole pixels but never wider than asked, and each line placed by its
/// alignment.
package enum TextLineMetrics {
    /// The metrics of text broken into lines of `lineWidths` (every line the
    /// typesetter made at `maxWidth`, the last drawn one already truncated when the
    /// limit cut it), `lineHeight` apart, under `lineLimit` (0: none), at `scale`
    /// pixels per point.
    package static func metrics(lineWidths: [Double], lineHeight: Double, lineLimit: Int, maxWidth: Double,
                               scale: Double) -> TextMetrics {
        let limit = max(0, lineLimit)
        let lines = limit > 0 ? Array(lineWidths.prefix(limit)) : lineWidths
        let pixel = scale.isFinite && scale > 0 ? scale : 1
        let height = lineHeight.isFinite ? max(0, lineHeight) : 0
        func up(_ value: Double) -> Double { (value * pixel - 1e-9).rounded(.up) / pixel }
        let widest = lines.map { $0.isFinite ? max(0, $0) : 0 }.max() ?? 0
        let width = min(up(widest), maxWidth.isFinite ? max(0, maxWidth) : up(widest))
        return TextMetrics(size: Size(width: width, height: up(Double(lines.count) * height)), lineCount: lines.count,
                           lineHeight: height, lineLimit: limit)
    }

    /// Where a line of `width` starts in `frame` for an alignment resolved for the
    /// layout direction (`natural` counts as left).
    package static func lineX(width: Double, in frame: Rect, alignment: TextAlign) -> Double {
        switch alignment {
        case .natural, .left: frame.minX
        case .center: frame.minX + (frame.width - width) / 2
        case .right: frame.maxX - width
        }
    }

    /// Where line `index` is drawn in `frame`, lines `lineHeight` apart: the
    /// transform to concatenate to a y-down context (a bitmap's, a layer's) before
    /// drawing the line at the origin with an identity text matrix. It puts the
    /// origin on the line's baseline, one ascender below the line's top, at `x`,
    /// and turns y up, as Core Text draws. The flip is the whole context's, not
    /// the text matrix's, so glyphs drawn as bitmaps (colour emoji) are flipped
    /// with the outlines and stand upright.
    package static func lineTransform(index: Int, x: Double, in frame: Rect, ascender: Double,
                                     lineHeight: Double) -> LayerTransform {
        LayerTransform(a: 1, b: 0, c: 0, d: -1, tx: x, ty: frame.minY + ascender + Double(index) * lineHeight)
    }
}
