import CCairo
import PopupKitCore
import PopupKitPresentation

extension CommandPainter {
    /// Text in its frame, wrapped at the frame's width with the placement's font,
    /// alignment and line limit, exactly as given: layout already lowered the line
    /// limit to the lines that fit the frame. Ink that still reaches past the frame
    /// (a single line in a frame shorter than it, a glyph's overhang) is clipped to it.
    func paintText(_ placement: TextPlacement, _ color: NoticeColor, on canvas: Canvas) {
        let frame = placement.frame
        guard frame.isFinite, frame.width >= 0, frame.height >= 0, !placement.text.isEmpty else { return }
        let tolerance = 0.01
        let limit = max(0, placement.lineLimit)
        guard let extents = textMeasurer.extents(placement.text, font: placement.font, width: frame.width,
                                                 lineLimit: limit, alignment: placement.alignment),
              let layout = textMeasurer.configure(placement.text, font: placement.font, width: frame.width,
                                                  lineLimit: limit, alignment: placement.alignment) else { return }
        let cr = canvas.cr
        if extents.height > frame.height + tolerance || extents.width > frame.width + tolerance {
            cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(cr)
        }
        canvas.setColor(color)
        cairo_move_to(cr, frame.minX + extents.origin.x, frame.minY + extents.origin.y)
        // As outlines, not through the glyph cache: Cairo places cached glyphs
        // at whole device pixels, which would move ink up to half a pixel out
        // of the measured frame.
        pango_cairo_layout_path(cr, layout)
        cairo_fill(cr)
    }
}
