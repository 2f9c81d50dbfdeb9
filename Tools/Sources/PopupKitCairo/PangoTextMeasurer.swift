import CCairo
import PopupKitCore
import PopupKitPresentation

/// Measures text with Pango for PopupKit's layout, and lays it out again the same
/// way for ``CairoRenderer`` to draw, so drawn text fills exactly the frame layout
/// gave it.
///
/// One `PangoContext` with fixed font options (gray antialiasing, no hinting, no
/// metric hinting) at a resolution where a ``NoticeFont``'s size in points is that many
/// pixels at scale 1. Text wraps at word boundaries (between characters for a
/// word longer than the width), and a line limit ends the last line with an
/// ellipsis. One layout and one font description per font are reused for every
/// call. Not thread-safe: use one measurer per thread.
public final class PangoTextMeasurer: TextMeasuring {
    /// Font options shared by measuring and drawing.
    let fontOptions: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The context every layout of this measurer comes from.
    let context: OpaquePointer
    private let layout: OpaquePointer
    private var descriptions: [NoticeFont: OpaquePointer] = [:]
    private var state = LayoutState()

    /// What the layout is set to now, so unchanged settings are not set again.
    private struct LayoutState {
        var text: String?
        var font: NoticeFont?
        var width: Int32 = -1
        var lineLimit = 0
        var alignment = PANGO_ALIGN_LEFT
    }

    /// A laid-out text's size and lines, in points. The size covers the logical
    /// extents and the ink (a glyph may reach past its advance or above the
    /// ascent, like the ring of "Å"), so drawn text stays inside a measured frame.
    struct Extents {
        var width: Double
        var height: Double
        var lineCount: Int
        var lineHeight: Double
        /// Where the layout's top-left goes inside the frame: ink that reaches left
        /// of or above the layout's origin moves it right or down.
        var origin: Point
    }

    /// Creates the font map and context (after ``FontConfiguration/install()``).
    /// - Throws: ``CairoError`` when fontconfig cannot be set up or Pango fails.
    public init() throws {
        try FontConfiguration.install()
        guard let options = cairo_font_options_create() else { throw CairoError.cairo("no font options") }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        guard let map = pango_cairo_font_map_new() else {
            cairo_font_options_destroy(options)
            throw CairoError.pango("cannot create a font map")
        }
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            cairo_font_options_destroy(options)
            throw CairoError.pango("cannot create a context")
        }
        // 72 dpi: one point is one pixel at scale 1 (sizes are absolute anyway).
        pango_cairo_context_set_resolution(context, 72)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        guard let layout = pango_layout_new(context) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(map)
            cairo_font_options_destroy(options)
            throw CairoError.pango("cannot create a layout")
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // Alignment is physical (already resolved for the layout direction).
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        self.fontOptions = options
        self.fontMap = map
        self.context = context
        self.layout = layout
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
        cairo_font_options_destroy(fontOptions)
    }

    /// The size of `text` wrapped at `maxWidth` and cut after `lineLimit` lines (0:
    /// no limit): the size of the lines (their logical extents together with the
    /// ink of their glyphs; the width at most `maxWidth`), the line count and the
    /// distance between baselines.
    public func measure(_ text: String, font: NoticeFont, maxWidth: Double, lineLimit: Int) -> TextMetrics {
        guard let extents = extents(text, font: font, width: maxWidth, lineLimit: lineLimit, alignment: .left) else {
            return TextMetrics(size: .zero, lineCount: 0, lineHeight: 0)
        }
        let width = maxWidth.isNaN ? 0 : min(extents.width, max(0, maxWidth))
        return TextMetrics(size: Size(width: width, height: extents.height), lineCount: extents.lineCount,
                           lineHeight: extents.lineHeight)
    }

    /// Lays `text` out and returns its extents; nil for a font Pango cannot use
    /// (a size that is not a positive finite number).
    func extents(_ text: String, font: NoticeFont, width: Double, lineLimit: Int, alignment: TextAlign) -> Extents? {
        guard let layout = configure(text, font: font, width: width, lineLimit: lineLimit, alignment: alignment) else {
            return nil
        }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        var lineHeight = 0.0
        if let first = pango_layout_get_line_readonly(layout, 0) {
            var line = PangoRectangle()
            pango_layout_line_get_extents(first, nil, &line)
            lineHeight = Self.points(line.height)
        }
        let hasInk = ink.width > 0 && ink.height > 0
        let left = hasInk ? max(0, -Self.points(ink.x)) : 0
        let top = hasInk ? max(0, -Self.points(ink.y)) : 0
        let right = max(Self.points(logical.x + logical.width), hasInk ? Self.points(ink.x + ink.width) : 0)
        let bottom = max(Self.points(logical.y + logical.height), hasInk ? Self.points(ink.y + ink.height) : 0)
        return Extents(width: left + right, height: top + bottom, lineCount: Int(pango_layout_get_line_count(layout)),
                       lineHeight: lineHeight, origin: Point(x: left, y: top))
    }

    /// Sets the shared layout up for `text` and returns it (valid until the next
    /// call); nil when the font size is not a positive finite number.
    func configure(_ text: String, font: NoticeFont, width: Double, lineLimit: Int,
                   alignment: TextAlign) -> OpaquePointer? {
        guard font.size.isFinite, font.size > 0, font.size < 10_000 else { return nil }
        if state.font != font {
            pango_layout_set_font_description(layout, description(for: font))
            state.font = font
        }
        let limit = max(0, lineLimit)
        if state.text != text || state.lineLimit != limit {
            setText(Self.pangoText(text, lineLimit: limit))
            state.text = text
        }
        if state.lineLimit != limit {
            pango_layout_set_ellipsize(layout, limit > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
            // A negative height is a number of lines (per paragraph: see `pangoText`).
            pango_layout_set_height(layout, limit > 0 ? -Int32(clamping: limit) : -1)
            state.lineLimit = limit
        }
        let units = Self.units(width)
        if state.width != units {
            pango_layout_set_width(layout, units)
            state.width = units
        }
        let pangoAlignment = switch alignment {
        case .natural, .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
        if state.alignment != pangoAlignment {
            pango_layout_set_alignment(layout, pangoAlignment)
            state.alignment = pangoAlignment
        }
        return layout
    }

    private func setText(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(layout, chars.baseAddress, Int32(clamping: chars.count))
            }
        }
    }

    /// The font description of `font`, created once.
    private func description(for font: NoticeFont) -> OpaquePointer? {
        if let known = descriptions[font] { return known }
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_style(description, PANGO_STYLE_NORMAL)
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        // Absolute: device units, so the size is pixels at scale 1 whatever the resolution.
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }

    /// Pango limits lines per paragraph; with a line limit the text becomes one
    /// paragraph whose line breaks are LINE SEPARATORs, so the limit counts every
    /// line as in ``TextMeasuring``.
    static func pangoText(_ text: String, lineLimit: Int) -> String {
        guard lineLimit > 0, text.unicodeScalars.contains(where: isParagraphBreak) else { return text }
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            result.append(isParagraphBreak(scalar) ? "\u{2028}" : scalar)
        }
        return String(result)
    }

    private static func isParagraphBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2029}" || scalar == "\u{85}"
    }

    /// Points to Pango units (rounded, so a width that came from a measurement
    /// maps back to the same units); -1 (no wrapping) for an infinite width.
    static func units(_ points: Double) -> Int32 {
        guard !points.isNaN else { return 0 }
        let value = (max(0, points) * Double(PANGO_SCALE)).rounded()
        return value < Double(Int32.max) ? Int32(value) : -1
    }

    static func points(_ units: Int32) -> Double {
        Double(units) / Double(PANGO_SCALE)
    }
}
