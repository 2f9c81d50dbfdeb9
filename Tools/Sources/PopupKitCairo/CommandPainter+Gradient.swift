import CCairo
import PopupKitCore
import PopupKitPresentation

extension CommandPainter {
    /// A radial gradient clipped to `clip`, `inner` at `center` to `outer` at
    /// `radius` and beyond (a popup's vignette).
    ///
    /// It is drawn at one pixel per 4 points and scaled up with bilinear
    /// filtering: a full-screen radial gradient at 3× costs several times more
    /// than the scaling, and has no detail a quarter of the resolution would lose.
    func paintRadialGradient(clip: Rect, center: Point, radius: Double, inner: NoticeColor, outer: NoticeColor,
                             on canvas: Canvas) {
        guard clip.isFinite, clip.width > 0, clip.height > 0, center.isFinite, radius.isFinite, radius > 0,
              let gradient = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius) else { return }
        defer { cairo_pattern_destroy(gradient) }
        cairo_pattern_add_color_stop_rgba(gradient, 0, inner.red, inner.green, inner.blue, inner.alpha)
        cairo_pattern_add_color_stop_rgba(gradient, 1, outer.red, outer.green, outer.blue, outer.alpha)
        cairo_pattern_set_extend(gradient, CAIRO_EXTEND_PAD)
        let cell = 4.0
        let cr = canvas.cr
        // A rect larger than any surface (a scene built by hand) is not drawn.
        let limit = Double(CairoRenderer.maximumPixelSide)
        guard clip.width / cell <= limit, clip.height / cell <= limit else { return }
        let width = Int((clip.width / cell).rounded(.up)) + 2
        let height = Int((clip.height / cell).rounded(.up)) + 2
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let small = cairo_create(surface) else { return }
        // Pixel (i, j) of the small surface is centred on the point clip.origin + (i - 0.5, j - 0.5) × cell.
        cairo_scale(small, 1 / cell, 1 / cell)
        cairo_translate(small, -(clip.minX - cell), -(clip.minY - cell))
        cairo_set_source(small, gradient)
        cairo_paint(small)
        cairo_destroy(small)
        canvas.saved {
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
            cairo_translate(cr, clip.minX - cell, clip.minY - cell)
            cairo_scale(cr, cell, cell)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
    }
}
