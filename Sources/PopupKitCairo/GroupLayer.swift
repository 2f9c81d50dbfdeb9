import CCairo
import PopupKitCore
import PopupKitPresentation

/// One group's children drawn once into an image surface of their own, in the
/// group's own coordinates (before its opacity, scale and offset), and kept until
/// the children change.
///
/// The surface covers the children's bounds rounded out to whole device pixels, so
/// the children land on the same pixel grid as when they are drawn straight into a
/// frame: painted back at a whole-pixel offset, the layer gives the same pixels.
final class GroupLayer {
    /// What the layer shows.
    let children: [RenderNode]
    /// The children's bounds in points (the clip), or `nil` when unknown.
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
    init(children: [RenderNode], renderer: CairoRenderer, fallback: Rect) throws {
        let bounds = CairoRenderer.bounds(of: children)
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
            cairo_set_font_options(cr, renderer.textMeasurer.fontOptions)
            // The same clip a group drawn straight into a frame has.
            if let bounds {
                cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
                cairo_clip(cr)
            }
            let canvas = Canvas(cr: cr)
            for child in children { renderer.draw(child, on: canvas) }
            try CairoRenderer.check(cairo_status(cr))
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        self.children = children
        self.bounds = bounds
        self.originX = Int(minX)
        self.originY = Int(minY)
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Sets the kept surface as the source, placed where the children were drawn
    /// (under the group's transform, which the caller has set up).
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
