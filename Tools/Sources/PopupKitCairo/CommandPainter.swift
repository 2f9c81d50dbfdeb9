import CCairo
import PopupKitCore
import PopupKitLayers
import PopupKitPresentation

/// Paints ``PaintCommand``s with Cairo: the only way PopupKit draws on Linux.
///
/// A render tree is lowered once, by ``PaintCommand/commands(for:slot:)``, into
/// the commands the Core Graphics painter draws on iOS; `render`, `record`, the
/// live window and every layer of ``LayeredRenderer`` paint those same commands
/// here. Each command becomes the one or two Cairo calls that match its Core
/// Graphics calls, and nothing about a node's look is decided here. What only
/// the platform knows is done the platform's way: text is laid out by Pango
/// (``PangoTextMeasurer``, as layout measured it), shadows are blurred with
/// ``ShadowBlur``, images come from the renderer's image cache.
struct CommandPainter {
    /// Lays out text exactly as layout measured it.
    let textMeasurer: PangoTextMeasurer
    /// Resolves image names.
    let images: ImageCache
    /// Resolves `http`/`https` images (``CairoRenderer/urlImage``).
    let urlImage: ((String) -> CairoImage?)?

    /// Paints `commands` in order.
    func paint(_ commands: [PaintCommand], on canvas: Canvas) {
        for command in commands { paint(command, on: canvas) }
    }

    /// Paints one command, leaving the context's state as it found it.
    func paint(_ command: PaintCommand, on canvas: Canvas) {
        let cr = canvas.cr
        canvas.saved {
            switch command {
            case .fill(let path, let color):
                fill(path, color, on: canvas)
            case .fillWithShadow(let path, let color, let shadow):
                // As Core Graphics does, the shadow is multiplied by the alpha of
                // what casts it (the box's commands divided it out).
                var cast = shadow
                cast.color = shadow.color.withAlpha(shadow.color.alpha * color.alpha)
                castShadow(of: path, cast, on: canvas)
                fill(path, color, on: canvas)
            case .stroke(let path, let color, let style):
                add(path, on: cr)
                cairo_set_line_width(cr, style.width)
                cairo_set_line_cap(cr, style.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cr, style.join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
                if !style.dash.isEmpty {
                    style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
                }
                canvas.setColor(color)
                cairo_stroke(cr)
            case let .radialGradient(clip, center, radius, inner, outer):
                paintRadialGradient(clip: clip, center: center, radius: radius, inner: inner, outer: outer, on: canvas)
            case .text(let placement, let color):
                paintText(placement, color, on: canvas)
            case .image(let image):
                paintImage(image, on: canvas)
            case .group(let group):
                paintGroup(group, on: canvas)
            }
        }
    }

    /// `concatenate`, then a transparency layer clipped to the commands' ink and
    /// composited at the group's alpha. Every group goes through a layer, opaque
    /// ones too: that is what lets ``LayeredRenderer`` keep a layer's raster and
    /// paint it again with the same pixels.
    private func paintGroup(_ group: PaintGroup, on canvas: Canvas) {
        let cr = canvas.cr
        let t = group.transform
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
        cairo_transform(cr, &matrix)
        if let bounds = PaintCommand.inkBounds(of: group.commands) {
            canvas.clip(toPixelsAround: bounds)
        }
        cairo_push_group(cr)
        paint(group.commands, on: canvas)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, min(1, max(0, group.opacity)))
    }

    /// An image aspect-fitted into its rect, else its fallback commands.
    private func paintImage(_ image: ImagePaint, on canvas: Canvas) {
        let surface = ImageSource.isURL(image.name) ? urlImage?(image.name)?.surface : images.surface(named: image.name)
        if let surface,
           let rect = image.fitted(imageSize: Size(width: Double(cairo_image_surface_get_width(surface)),
                                                   height: Double(cairo_image_surface_get_height(surface)))) {
            canvas.drawImage(surface, filling: rect)
        } else {
            paint(image.fallback, on: canvas)
        }
    }

    /// Fills with the non-zero winding rule (Core Graphics' `fillPath()`).
    func fill(_ path: PaintPath, _ color: NoticeColor, on canvas: Canvas) {
        add(path, on: canvas.cr)
        cairo_set_fill_rule(canvas.cr, CAIRO_FILL_RULE_WINDING)
        canvas.setColor(color)
        cairo_fill(canvas.cr)
    }

    /// Replaces the current path with `path`, element for element.
    func add(_ path: PaintPath, on cr: OpaquePointer) {
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
}
