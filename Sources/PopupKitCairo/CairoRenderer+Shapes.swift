import CCairo
import PopupKitCore
import PopupKitPresentation

/// Boxes with shadows and borders, bubble pointers, dots and masks.
extension CairoRenderer {
    /// Shadow, then fill, then a border drawn inside the box's edge.
    func drawBox(_ box: BoxNode, on canvas: Canvas) {
        let rect = box.rect
        guard rect.isFinite, rect.width > 0, rect.height > 0, box.cornerRadius.isFinite else { return }
        let cr = canvas.cr
        if let shadow = box.shadow { drawShadow(shadow, of: box, on: canvas) }
        if box.fill.alpha > 0 {
            canvas.roundedRect(rect, radius: box.cornerRadius)
            canvas.setColor(box.fill)
            cairo_fill(cr)
        }
        if let border = box.borderColor, box.borderWidth.isFinite, box.borderWidth > 0, border.alpha > 0 {
            let width = min(box.borderWidth, rect.width / 2, rect.height / 2)
            canvas.roundedRect(rect.outset(by: -width / 2), radius: box.cornerRadius - width / 2)
            cairo_set_line_width(cr, width)
            canvas.setColor(border)
            cairo_stroke(cr)
        }
    }

    /// A soft shadow: the box's shape in an A8 mask at device resolution, blurred
    /// (a Gaussian whose standard deviation is half the shadow radius, as Core
    /// Animation's `shadowRadius` looks), painted in the shadow colour at the offset.
    private func drawShadow(_ shadow: Shadow, of box: BoxNode, on canvas: Canvas) {
        let alpha = shadow.color.alpha * (shadow.opacity.isFinite ? min(1, max(0, shadow.opacity)) : 0)
        guard alpha > 0, finite(shadow.radius, shadow.offset.width, shadow.offset.height), box.rect.isFinite else { return }
        let cr = canvas.cr
        // A soft shadow has no detail to lose at 1.5 pixels per point: blurring
        // there and scaling up is much cheaper at 3× and looks the same.
        let sigmaPoints = max(0, shadow.radius) / 2
        let pixelsPerPoint = sigmaPoints >= 1.5 ? min(canvas.deviceScale, 1.5) : canvas.deviceScale
        let sigma = sigmaPoints * pixelsPerPoint
        let margin = Double(ShadowBlur.spread(sigma: sigma)) / pixelsPerPoint + 1
        let bounds = box.rect.outset(by: margin)
        let limit = Double(Self.maximumPixelSide * 2)
        guard bounds.width * pixelsPerPoint <= limit, bounds.height * pixelsPerPoint <= limit else { return }
        let width = Int((bounds.width * pixelsPerPoint).rounded(.up))
        let height = Int((bounds.height * pixelsPerPoint).rounded(.up))
        guard width > 0, height > 0,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskContext = cairo_create(mask) else { return }
        let shape = Canvas(cr: maskContext)
        cairo_scale(maskContext, pixelsPerPoint, pixelsPerPoint)
        cairo_translate(maskContext, -bounds.minX, -bounds.minY)
        shape.roundedRect(box.rect, radius: box.cornerRadius)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        ShadowBlur.blur(mask, sigma: sigma)
        canvas.saved {
            cairo_translate(cr, bounds.minX + shadow.offset.width, bounds.minY + shadow.offset.height)
            cairo_scale(cr, 1 / pixelsPerPoint, 1 / pixelsPerPoint)
            canvas.setColor(shadow.color.withAlpha(alpha))
            cairo_mask_surface(cr, mask, 0, 0)
        }
    }

    /// A filled polygon and/or a (dashed) stroke: bubble arrows and dotted lines.
    func drawPath(_ path: PathNode, on canvas: Canvas) {
        guard path.points.count >= 2, path.points.allSatisfy(\.isFinite) else { return }
        let cr = canvas.cr
        canvas.saved {
            if let fill = path.fill, fill.alpha > 0 {
                canvas.polyline(path.points, closed: true)
                canvas.setColor(fill)
                cairo_fill(cr)
            }
            guard let stroke = path.strokeColor, stroke.alpha > 0, path.strokeWidth.isFinite, path.strokeWidth > 0 else {
                return
            }
            let dashes = path.dash.filter { $0.isFinite && $0 >= 0 }
            if dashes.contains(where: { $0 > 0 }) {
                dashes.withUnsafeBufferPointer { buffer in
                    cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), 0)
                }
            }
            cairo_set_line_width(cr, path.strokeWidth)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            canvas.polyline(path.points, closed: path.closed)
            canvas.setColor(stroke)
            cairo_stroke(cr)
        }
    }

    func drawDot(_ dot: DotNode, on canvas: Canvas) {
        guard dot.center.isFinite, dot.radius.isFinite, dot.radius > 0, dot.color.alpha > 0 else { return }
        canvas.circle(dot.center, radius: dot.radius)
        canvas.setColor(dot.color)
        cairo_fill(canvas.cr)
    }

    /// Clear: nothing. Solid: the colour over the rectangle. Gradient: clear at the
    /// centre to the edge colour at the rectangle's corner farthest from it.
    func drawMask(_ mask: MaskNode, on canvas: Canvas) {
        let rect = mask.rect
        guard rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        let cr = canvas.cr
        switch mask.fill {
        case .clear:
            return
        case .solid(let color):
            guard color.alpha > 0 else { return }
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            canvas.setColor(color)
            cairo_fill(cr)
        case .radialGradient(let center, let edge):
            guard center.isFinite, edge.alpha > 0 else { return }
            let dx: Double = max(abs(rect.minX - center.x), abs(rect.maxX - center.x))
            let dy: Double = max(abs(rect.minY - center.y), abs(rect.maxY - center.y))
            let radius = (dx * dx + dy * dy).squareRoot()
            guard radius > 0, let gradient = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)
            else { return }
            defer { cairo_pattern_destroy(gradient) }
            cairo_pattern_add_color_stop_rgba(gradient, 0, edge.red, edge.green, edge.blue, 0)
            cairo_pattern_add_color_stop_rgba(gradient, 1, edge.red, edge.green, edge.blue, edge.alpha)
            drawSmooth(rect, on: canvas) { cr in
                cairo_rectangle(cr, rect.minX - 8, rect.minY - 8, rect.width + 16, rect.height + 16)
                cairo_set_source(cr, gradient)
                cairo_fill(cr)
            }
        }
    }

    /// Draws something smooth (a gradient over the screen) at one pixel per
    /// `cell` points and scales it up with bilinear filtering: a full-screen radial
    /// gradient at 3× costs several times more than the scaling, and has no detail
    /// a quarter of the resolution would lose.
    private func drawSmooth(_ rect: Rect, cell: Double = 4, on canvas: Canvas, _ draw: (OpaquePointer) -> Void) {
        let cr = canvas.cr
        // A rect larger than any surface (a scene built by hand) is not drawn.
        let limit = Double(Self.maximumPixelSide)
        guard rect.width / cell <= limit, rect.height / cell <= limit else { return }
        let width = Int((rect.width / cell).rounded(.up)) + 2
        let height = Int((rect.height / cell).rounded(.up)) + 2
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let small = cairo_create(surface) else { return }
        // Pixel (i, j) of the small surface is centred on the point rect.origin + (i - 0.5, j - 0.5) × cell.
        cairo_scale(small, 1 / cell, 1 / cell)
        cairo_translate(small, -(rect.minX - cell), -(rect.minY - cell))
        draw(small)
        cairo_destroy(small)
        canvas.saved {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            cairo_translate(cr, rect.minX - cell, rect.minY - cell)
            cairo_scale(cr, cell, cell)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
    }
}
