import CCairo
import PopupKitCore
import PopupKitLayers
import PopupKitPresentation

/// One group's content, lowered to paint commands and painted once into an image surface of their own, placed
/// where the group's position was when it was drawn (before its opacity,
/// rotation, scale and offset), and kept until the content changes.
///
/// The surface covers the content's bounds rounded out to whole device pixels, so
/// the content lands on the same pixel grid as when it is drawn straight into a
/// frame: painted back at a whole-pixel offset, the layer gives the same pixels.
/// A group moved since by a whole number of device pixels is painted from the
/// same layer; a move by a fraction of a pixel draws it again (painting it between
/// pixels would soften it).
final class GroupLayer {
    /// What the layer shows: the group's children but for its keyed child groups
    /// (a spinner), which are painted over it, each with its own rotation.
    let children: [RenderNode]
    /// The group's position when the layer was drawn: the layer's points are
    /// local points moved by it.
    let position: Point
    /// The content's bounds in the layer's points (the clip), or `nil` when unknown.
    let bounds: Rect?
    /// The top-left device pixel the surface starts at.
    let originX: Int
    let originY: Int
    /// The ARGB32 image surface; owned.
    let surface: OpaquePointer

    /// Draws `children` with `renderer` at its scale; `fallback` is the area used
    /// when the children's bounds are unknown (the scene).
    /// - Throws: ``CairoError/cairo(_:)`` when the layer would be larger than
    ///   ``CairoRenderer/maximumPixelSide`` or Cairo fails.
    init(children: [RenderNode], at position: Point, renderer: CairoRenderer, fallback: Rect) throws {
        let commands = renderer.commands(for: children)
        let bounds = PaintCommand.inkBounds(of: commands).map { Rect(origin: $0.origin.moved(by: position), size: $0.size) }
        let area = bounds ?? fallback
        let scale = Double(renderer.scale)
        guard area.isFinite else { throw CairoError.cairo("a layer with non-finite bounds") }
        let minX = (area.minX * scale).rounded(.down), minY = (area.minY * scale).rounded(.down)
        let maxX = (area.maxX * scale).rounded(.up), maxY = (area.maxY * scale).rounded(.up)
        let limit = Double(CairoRenderer.maximumPixelSide)
        guard maxX - minX <= limit, maxY - minY <= limit, abs(minX) <= limit * 4, abs(minY) <= limit * 4 else {
            throw CairoError.cairo("a layer of \(area) at \(renderer.scale)× is larger than \(CairoRenderer.maximumPixelSide) pixels")
        }
        let width = max(1, Int(maxX - minX)), height = max(1, Int(maxY - minY))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CairoError.cairo("cannot create a layer surface")
        }
        do {
            try CairoRenderer.check(cairo_surface_status(surface))
            guard let cr = cairo_create(surface) else { throw CairoError.cairo("cannot create a context") }
            defer { cairo_destroy(cr) }
            cairo_translate(cr, -minX, -minY)
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, position.x, position.y)
            cairo_set_font_options(cr, renderer.textMeasurer.fontOptions)
            let canvas = Canvas(cr: cr)
            // The same clip a group drawn straight into a frame has.
            if let bounds {
                canvas.clip(toPixelsAround: Rect(origin: bounds.origin.moved(by: position.negated), size: bounds.size))
            }
            renderer.painter.paint(commands, on: canvas)
            try CairoRenderer.check(cairo_status(cr))
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        self.children = children
        self.position = position
        self.bounds = bounds
        self.originX = Int(minX)
        self.originY = Int(minY)
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Whether the group, now at `position`, can be painted from this layer
    /// without resampling: it moved by whole device pixels at `scale`.
    func fits(_ position: Point, scale: Int) -> Bool {
        let dx = (position.x - self.position.x) * Double(scale), dy = (position.y - self.position.y) * Double(scale)
        return dx == dx.rounded() && dy == dy.rounded()
    }

    /// Sets the kept surface as the source, placed where the children were drawn
    /// (in the layer's points, which the caller has set up).
    func setSource(on cr: OpaquePointer, scale: Int) {
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        // User space (points) to surface pixels: scale, then shift to the origin.
        cairo_matrix_init(&matrix, Double(scale), 0, 0, Double(scale), -Double(originX), -Double(originY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
    }
}
