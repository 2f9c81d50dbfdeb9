import CCairo
import PopupKitCore

/// Shrinks frames for a window smaller than the frames (a display too small for
/// the window at its scale): keeps a buffer of the window's size and paints a
/// frame's damaged box into it, scaled down with Cairo's good filter.
public final class FrameScaler {
    /// The factor frames are scaled by (below 1).
    public let factor: Double
    private var surface: OpaquePointer?
    private var size: (width: Int, height: Int) = (0, 0)

    public init(factor: Double) {
        self.factor = factor
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The window's pixels for a frame of `width × height` premultiplied ARGB32
    /// words, `bytesPerRow` apart: `damage` (frame pixels; `nil` for all of it)
    /// is painted again, scaled, and `body` gets the window buffer and the window
    /// box to send. Nothing is lent after `body` returns.
    public func scale<R>(_ pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, damage: PixelBox?,
                         _ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int,
                                  _ box: PixelBox?) -> R) -> R? {
        let target = (width: max(1, Int((Double(width) * factor).rounded(.up))),
                      height: max(1, Int((Double(height) * factor).rounded(.up))))
        if surface == nil || size != target {
            if let surface { cairo_surface_destroy(surface) }
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(target.width), Int32(target.height))
            size = target
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let source = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: UInt8.self)),
                                                               CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(bytesPerRow))
        else { return nil }
        defer { cairo_surface_destroy(source) }
        // The window box covering the damage, with a pixel to spare for the filter.
        let box = damage.map { damage in
            let minX = max(0, Int((Double(damage.x) * factor).rounded(.down)) - 1)
            let minY = max(0, Int((Double(damage.y) * factor).rounded(.down)) - 1)
            let maxX = min(target.width, Int((Double(damage.x + damage.width) * factor).rounded(.up)) + 1)
            let maxY = min(target.height, Int((Double(damage.y + damage.height) * factor).rounded(.up)) + 1)
            return PixelBox(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        }
        if let cr = cairo_create(surface) {
            if let box {
                cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
                cairo_clip(cr)
            }
            cairo_scale(cr, factor, factor)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            // The last window column and row take the frame's edge, not black.
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return body(UnsafeRawPointer(data), target.width, target.height, Int(cairo_image_surface_get_stride(surface)), box)
    }
}
