import CCairo
import Foundation

/// A decoded image, ready to draw: a Cairo image surface that this object owns.
///
/// Decoded once (off the main thread, by an image loader) and then only read, so
/// it may be handed between threads; the surface is destroyed with the object.
public final class CairoImage: @unchecked Sendable {
    /// The Cairo image surface (ARGB32); valid while this object lives.
    let surface: OpaquePointer

    /// The image's width in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    /// The image's height in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }

    private init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Decodes PNG bytes with Cairo's PNG reader, from memory.
    /// - Returns: `nil` when `data` is not a PNG Cairo can read.
    public static func png(_ data: Data) -> CairoImage? {
        // Cairo reads the stream through a C callback: it gets the bytes and how far
        // it has read through this box.
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let box = Unmanaged.passRetained(reader)
        defer { box.release() }
        let read: cairo_read_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let wanted = Int(length)
            guard reader.data.count - reader.offset >= wanted else { return CAIRO_STATUS_READ_ERROR }
            let start = reader.data.startIndex + reader.offset
            reader.data.copyBytes(to: buffer, from: start..<(start + wanted))
            reader.offset += wanted
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_image_surface_create_from_png_stream(read, box.toOpaque()) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        return CairoImage(surface: surface)
    }
}
