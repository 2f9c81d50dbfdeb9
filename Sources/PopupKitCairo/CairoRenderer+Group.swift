import CCairo
import PopupKitCore
import PopupKitPresentation

/// Groups: every group is drawn as one layer. Its children are drawn together into
/// an intermediate surface clipped to their bounds, which is then painted with the
/// group's opacity, scaled about its anchor and moved by its offset.
///
/// Drawing every group through a layer, opaque ones too, is what lets
/// ``LayeredRenderer`` keep a group's layer between frames and only paint it again:
/// painting the kept layer is the same operation as painting a fresh one, so a
/// frame composited from kept layers equals a frame drawn from scratch.
extension CairoRenderer {
    /// Draws `group` and its children.
    func drawGroup(_ group: RenderGroup, on canvas: Canvas) {
        let bounds = Self.bounds(of: group.children)
        composite(group, bounds: bounds, on: canvas) {
            let cr = canvas.cr
            cairo_push_group(cr)
            for child in group.children { draw(child, on: canvas) }
            cairo_pop_group_to_source(cr)
        }
    }

    /// Sets up the group's transform and clip, lets `source` set the layer as the
    /// source (drawn fresh, or kept), and paints it with the group's opacity.
    /// Groups that are invisible (opacity 0) or have non-finite geometry draw nothing.
    /// - Parameter bounds: the children's bounds (``bounds(of:)-swift.type.method``); `nil` clips nothing.
    func composite(_ group: RenderGroup, bounds: Rect?, on canvas: Canvas, source: () -> Void) {
        guard let opacity = Self.visibleOpacity(of: group) else { return }
        let cr = canvas.cr
        canvas.saved {
            Self.applyTransform(of: group, to: cr)
            // The layer covers only what the children draw.
            if let bounds {
                cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
                cairo_clip(cr)
            }
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
