import CCairo
import PopupKit
@testable import PopupKitCairo
import PopupKitHost

/// Draws a ``LayerPaint`` with Cairo exactly as the Core Graphics painter on iOS
/// draws it: each command becomes the one or two calls Core Graphics has for it,
/// and nothing is decided here. The iOS painter cannot run on Linux, so this
/// stand-in is what lets the tests prove that the commands draw what the Cairo
/// renderer draws for the same nodes.
///
/// Text and images are the platform's own business (Core Text, `UIImage`), so
/// they are handed to the Cairo renderer's own text and image drawing.
struct PaintCommandPainter {
    /// Lays out text and resolves image names, as the platform would.
    let renderer: CairoRenderer

    /// Draws `paint` the way a layer shows it: the shadow it casts from its path
    /// under everything (Core Animation's `shadowPath`), then its background
    /// colour, then its contents.
    func draw(_ paint: LayerPaint, on cr: OpaquePointer) {
        if let shadow = paint.shadow {
            castShadow(of: shadow.path, shadow.paint, on: cr)
        }
        if let background = paint.background {
            cairo_save(cr)
            cairo_rectangle(cr, background.rect.minX, background.rect.minY, background.rect.width, background.rect.height)
            setColor(background.color, on: cr)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        for command in paint.commands { draw(command, on: cr) }
    }

    /// One command, as one or two Core Graphics calls would draw it.
    func draw(_ command: PaintCommand, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch command {
        case .fill(let path, let color):
            fill(path, color, on: cr)
        case .fillWithShadow(let path, let color, let shadow):
            // Core Graphics derives a shadow from the alpha of what is drawn: a
            // translucent fill casts a fainter shadow.
            var cast = shadow
            cast.color = shadow.color.withAlpha(shadow.color.alpha * color.alpha)
            castShadow(of: path, cast, on: cr)
            fill(path, color, on: cr)
        case .stroke(let path, let color, let style):
            add(path, on: cr)
            cairo_set_line_width(cr, style.width)
            cairo_set_line_cap(cr, style.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, style.join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
            style.dash.withUnsafeBufferPointer { dash in
                cairo_set_dash(cr, dash.baseAddress, Int32(dash.count), 0)
            }
            setColor(color, on: cr)
            cairo_stroke(cr)
        case let .radialGradient(clip, center, radius, inner, outer):
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
            guard let gradient = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius) else { return }
            defer { cairo_pattern_destroy(gradient) }
            cairo_pattern_add_color_stop_rgba(gradient, 0, inner.red, inner.green, inner.blue, inner.alpha)
            cairo_pattern_add_color_stop_rgba(gradient, 1, outer.red, outer.green, outer.blue, outer.alpha)
            cairo_pattern_set_extend(gradient, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, gradient)
            cairo_paint(cr)
        case .text(let placement, let color):
            renderer.draw(.text(TextNode(placement: placement, color: color)), on: Canvas(cr: cr))
        case .image(let image):
            let surface = ImageSource.isURL(image.name) ? nil : renderer.images.surface(named: image.name)
            if let surface, let rect = image.fitted(imageSize: Size(width: Double(cairo_image_surface_get_width(surface)),
                                                                     height: Double(cairo_image_surface_get_height(surface)))) {
                Canvas(cr: cr).drawImage(surface, filling: rect)
            } else {
                for fallback in image.fallback { draw(fallback, on: cr) }
            }
        case .group(let group):
            // `concatenate`, then a transparency layer composited at the group's alpha.
            var matrix = cairo_matrix_t()
            let t = group.transform
            cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
            cairo_transform(cr, &matrix)
            cairo_push_group(cr)
            for inner in group.commands { draw(inner, on: cr) }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
        }
    }

    /// Fills with the non-zero winding rule (Core Graphics' `fillPath()`).
    private func fill(_ path: PaintPath, _ color: Color, on cr: OpaquePointer) {
        add(path, on: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        setColor(color, on: cr)
        cairo_fill(cr)
    }

    /// Replaces the current path with `path`, element for element.
    private func add(_ path: PaintPath, on cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(cr, point.x, point.y)
            case .line(let point): cairo_line_to(cr, point.x, point.y)
            case let .curve(to, control1, control2):
                cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    private func setColor(_ color: Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// `path` filled in an alpha mask at device resolution, blurred by a Gaussian
    /// of standard deviation `blur / 2` (how Core Animation's `shadowRadius` and
    /// Core Graphics' `blur` look), painted in the shadow's colour at its offset.
    private func castShadow(of path: PaintPath, _ shadow: ShadowPaint, on cr: OpaquePointer) {
        guard shadow.color.alpha > 0, let extent = path.extent else { return }
        let scale = Canvas(cr: cr).deviceScale
        let sigma = shadow.blur / 2 * scale
        let margin = Double(ShadowBlur.spread(sigma: sigma)) / scale + 1
        let bounds = extent.outset(by: margin)
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else { return }
        defer { cairo_surface_destroy(mask) }
        guard let shape = cairo_create(mask) else { return }
        cairo_scale(shape, scale, scale)
        cairo_translate(shape, -bounds.minX, -bounds.minY)
        add(path, on: shape)
        cairo_set_source_rgba(shape, 0, 0, 0, 1)
        cairo_fill(shape)
        cairo_destroy(shape)
        ShadowBlur.blur(mask, sigma: sigma)
        cairo_save(cr)
        cairo_translate(cr, bounds.minX + shadow.offset.width, bounds.minY + shadow.offset.height)
        cairo_scale(cr, 1 / scale, 1 / scale)
        setColor(shadow.color, on: cr)
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_restore(cr)
    }
}

extension PaintPath {
    /// The rectangle around every point the path names (its curves stay inside).
    var extent: Rect? {
        let points = self.points
        guard let first = points.first else { return nil }
        var rect = Rect(origin: first, size: .zero)
        for point in points.dropFirst() {
            let minX = min(rect.minX, point.x), minY = min(rect.minY, point.y)
            rect = Rect(x: minX, y: minY, width: max(rect.maxX, point.x) - minX, height: max(rect.maxY, point.y) - minY)
        }
        return rect
    }
}
