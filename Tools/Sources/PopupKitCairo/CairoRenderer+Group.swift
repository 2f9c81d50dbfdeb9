import CCairo
import PopupKitCore
import PopupKitPresentation

/// Compositing a kept layer: ``LayeredRenderer`` paints a group's raster (drawn
/// once by ``CommandPainter``) with the group's opacity, scale about its anchor
/// and offset, clipped to the content's bounds, exactly as the painter composites
/// a ``PaintGroup``'s transparency layer: painting the kept layer is the same
/// operation as painting a fresh one, so a frame composited from kept layers
/// equals a frame drawn from scratch.
extension CairoRenderer {
    /// Sets up the group's transform and clip, lets `source` set the layer as the
    /// source (drawn fresh, or kept), and paints it with the group's opacity.
    /// Groups that are invisible (opacity 0) or have non-finite geometry draw nothing.
    /// - Parameter bounds: the children's bounds (``bounds(of:)``); `nil` clips nothing.
    func composite(_ group: RenderGroup, bounds: Rect?, on canvas: Canvas, source: () -> Void) {
        guard let opacity = Self.visibleOpacity(of: group) else { return }
        let cr = canvas.cr
        canvas.saved {
            Self.applyTransform(of: group, to: cr)
            // The layer covers only what the children draw.
            if let bounds { canvas.clip(toPixelsAround: bounds) }
            source()
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// The group's opacity clamped to 1, or `nil` when the group draws nothing.
    static func visibleOpacity(of group: RenderGroup) -> Double? {
        let opacity = group.opacity.isFinite ? min(1, group.opacity) : 0
        guard opacity > 0, group.scale > 0, group.hasFiniteTransform else { return nil }
        return opacity
    }

    /// Places the group's local coordinates: scales and turns about the anchor,
    /// then moves the origin to the position plus the offset.
    static func applyTransform(of group: RenderGroup, to cr: OpaquePointer) {
        cairo_translate(cr, group.position.x + group.offset.x + group.anchor.x,
                        group.position.y + group.offset.y + group.anchor.y)
        if group.rotation != 0 { cairo_rotate(cr, group.rotation) }
        cairo_scale(cr, group.scale, group.scale)
        cairo_translate(cr, -group.anchor.x, -group.anchor.y)
    }
}
