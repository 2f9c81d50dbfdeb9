import CCairo
import Foundation
import PopupKitCore
import PopupKitPresentation

/// A Cairo context with the few helpers the painter needs. It does not own the
/// context.
struct Canvas {
    let cr: OpaquePointer

    func setColor(_ color: NoticeColor, alpha: Double = 1) {
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

    /// Clips to the device pixels `rect` (user space) touches: a clip of a
    /// content's ink bounds never cuts through a pixel its antialiased edge
    /// covers, and a group drawn straight into a frame is clipped to the same
    /// pixels as its layer drawn apart and painted back at a whole-pixel offset.
    func clip(toPixelsAround rect: Rect) {
        guard rect.isFinite else { return }
        var xs = [rect.minX, rect.maxX, rect.maxX, rect.minX], ys = [rect.minY, rect.minY, rect.maxY, rect.maxY]
        for index in 0..<4 { cairo_user_to_device(cr, &xs[index], &ys[index]) }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        let left = minX.rounded(.down), top = minY.rounded(.down)
        cairo_rectangle(cr, left, top, maxX.rounded(.up) - left, maxY.rounded(.up) - top)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }
}
