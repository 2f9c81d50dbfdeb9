import CCairo
import Foundation
import PopupKitCore
import PopupKitPresentation

extension Canvas {
    /// Draws `surface` stretched to fill `rect` (a background).
    func drawImage(_ surface: OpaquePointer, filling rect: Rect) {
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        drawImage(surface, at: rect.origin, scaleX: rect.width / width, scaleY: rect.height / height)
    }

    private func drawImage(_ surface: OpaquePointer, at origin: Point, scaleX: Double, scaleY: Double) {
        saved {
            cairo_translate(cr, origin.x, origin.y)
            cairo_scale(cr, scaleX, scaleY)
            cairo_set_source_surface(cr, surface, 0, 0)
            // Pad: the image's edge pixels are not blended with transparency.
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_rectangle(cr, 0, 0, Double(cairo_image_surface_get_width(surface)),
                            Double(cairo_image_surface_get_height(surface)))
            cairo_fill(cr)
        }
    }
}
