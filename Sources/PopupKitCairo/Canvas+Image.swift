import CCairo
import Foundation
import PopupKitCore
import PopupKitPresentation

extension Canvas {
    /// Draws `surface` scaled to fit `rect` (aspect fit, centred, like
    /// `UIImageView`'s `scaleAspectFit`).
    func drawImage(_ surface: OpaquePointer, fitting rect: Rect) {
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        let scale = min(rect.width / width, rect.height / height)
        let origin = Point(x: rect.midX - width * scale / 2, y: rect.midY - height * scale / 2)
        drawImage(surface, at: origin, scaleX: scale, scaleY: scale)
    }

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

    /// An image slot waiting for its image: a rounded rectangle of `color`, the
    /// corners a fifth of the shorter side (an app icon's).
    func drawPlaceholder(in rect: Rect, color: Color) {
        guard rect.width > 0, rect.height > 0 else { return }
        saved {
            roundedRect(rect, radius: min(rect.width, rect.height) / 5)
            setColor(color)
            cairo_fill(cr)
        }
    }

    /// What a missing image looks like: a light grey box with a dark border and a
    /// cross, visible on dark and light backgrounds.
    func drawPlaceholder(in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        saved {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            setColor(Color(white: 0.85))
            cairo_fill(cr)
            let inset = rect.outset(by: -0.5)
            cairo_set_line_width(cr, 1)
            setColor(Color(white: 0.45))
            cairo_rectangle(cr, inset.minX, inset.minY, inset.width, inset.height)
            cairo_stroke(cr)
            line(from: Point(x: inset.minX, y: inset.minY), to: Point(x: inset.maxX, y: inset.maxY))
            line(from: Point(x: inset.maxX, y: inset.minY), to: Point(x: inset.minX, y: inset.maxY))
        }
    }
}
