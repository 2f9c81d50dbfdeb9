import CCairo
import Foundation
import PopupKitCore
import PopupKitPresentation

/// A Cairo context with the few drawing helpers the renderer needs. It does not
/// own the context.
struct Canvas {
    let cr: OpaquePointer

    func setColor(_ color: Color, alpha: Double = 1) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    func saved<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        return try body()
    }

    /// How many device pixels one user unit is now (groups may scale).
    var deviceScale: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = (matrix.xx * matrix.yy - matrix.xy * matrix.yx).magnitude.squareRoot()
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// Adds a rounded rectangle (radius clamped to half the shorter side) to the path.
    func roundedRect(_ rect: Rect, radius: Double) {
        let radius = min(max(0, radius.isFinite ? radius : 0), rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - radius, rect.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - radius, rect.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cr, rect.minX + radius, rect.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.minX + radius, rect.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Adds a polyline through `points` (closed if asked) to the path.
    func polyline(_ points: [Point], closed: Bool) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        if closed { cairo_close_path(cr) }
    }

    /// Adds a full circle to the path.
    func circle(_ center: Point, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, max(0, radius), 0, 2 * Double.pi)
        cairo_close_path(cr)
    }

    /// Strokes a line from `from` to `to`.
    func line(from: Point, to: Point) {
        cairo_move_to(cr, from.x, from.y)
        cairo_line_to(cr, to.x, to.y)
        cairo_stroke(cr)
    }
}

/// Whether every number of a value is finite (nodes with NaN are skipped).
func finite(_ values: Double...) -> Bool {
    values.allSatisfy(\.isFinite)
}
