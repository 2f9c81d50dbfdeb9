import CCairo
import PopupKitCore
import PopupKitLayers
import PopupKitPresentation

extension CommandPainter {
    /// `path` filled in an A8 mask, blurred by a Gaussian of standard deviation
    /// `blur / 2` (how Core Animation's `shadowRadius` and Core Graphics' `blur`
    /// look; three box blurs, ``ShadowBlur``), painted in the shadow's colour at
    /// its offset.
    ///
    /// The mask is at device resolution, except that a soft shadow has no detail
    /// to lose at 1.5 pixels per point: blurring there and scaling up is much
    /// cheaper at 3× and looks the same.
    func castShadow(of path: PaintPath, _ shadow: ShadowPaint, on canvas: Canvas) {
        guard shadow.color.alpha > 0, shadow.blur.isFinite, shadow.offset.width.isFinite, shadow.offset.height.isFinite,
              let extent = Rect.bounding(path.points), extent.isFinite else { return }
        let cr = canvas.cr
        let sigmaPoints = max(0, shadow.blur) / 2
        let pixelsPerPoint = sigmaPoints >= 1.5 ? min(canvas.deviceScale, 1.5) : canvas.deviceScale
        let sigma = sigmaPoints * pixelsPerPoint
        let margin = Double(ShadowBlur.spread(sigma: sigma)) / pixelsPerPoint + 1
        let bounds = extent.outset(by: margin)
        let limit = Double(CairoRenderer.maximumPixelSide * 2)
        guard bounds.width * pixelsPerPoint <= limit, bounds.height * pixelsPerPoint <= limit else { return }
        let width = Int((bounds.width * pixelsPerPoint).rounded(.up))
        let height = Int((bounds.height * pixelsPerPoint).rounded(.up))
        guard width > 0, height > 0,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let shape = cairo_create(mask) else { return }
        cairo_scale(shape, pixelsPerPoint, pixelsPerPoint)
        cairo_translate(shape, -bounds.minX, -bounds.minY)
        add(path, on: shape)
        cairo_set_fill_rule(shape, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(shape, 0, 0, 0, 1)
        cairo_fill(shape)
        cairo_destroy(shape)
        ShadowBlur.blur(mask, sigma: sigma)
        canvas.saved {
            cairo_translate(cr, bounds.minX + shadow.offset.width, bounds.minY + shadow.offset.height)
            cairo_scale(cr, 1 / pixelsPerPoint, 1 / pixelsPerPoint)
            canvas.setColor(shadow.color)
            cairo_mask_surface(cr, mask, 0, 0)
        }
    }
}
