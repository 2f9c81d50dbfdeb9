import CCairo
import Foundation

/// One pixel with straight (not premultiplied) 8-bit components.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255 (not multiplied by alpha).
    public var red: UInt8
    /// Green, 0…255 (not multiplied by alpha).
    public var green: UInt8
    /// Blue, 0…255 (not multiplied by alpha).
    public var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// A pixel from straight components (opaque by default).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The largest difference of one component between two pixels.
    public func distance(to other: Pixel) -> Int {
        Swift.max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
                  abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }

    /// `#RRGGBBAA`.
    public var description: String {
        "#" + [red, green, blue, alpha].map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }
}

/// A rendered image: premultiplied ARGB in native-endian 32-bit words (Cairo's
/// `ARGB32`), rows top to bottom with no padding. Encodes to and decodes from PNG.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` premultiplied `0xAARRGGBB` words.
    public var pixels: [UInt32]

    /// A bitmap of `width × height` pixels of one premultiplied `value` (transparent by default).
    public init(width: Int, height: Int, value: UInt32 = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = Array(repeating: value, count: self.width * self.height)
    }

    /// Decodes PNG data.
    /// - Throws: ``CairoError/png(_:)`` when the data is not a PNG Cairo can read.
    public init(png: Data) throws {
        let surface = try Self.decode(png)
        defer { cairo_surface_destroy(surface) }
        self = Self.copy(of: surface)
    }

    /// Reads a PNG file.
    /// - Throws: ``CairoError/unreadableImage(path:reason:)``.
    public init(contentsOfPNG path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CairoError.unreadableImage(path: path, reason: error.localizedDescription)
        }
        do {
            try self.init(png: data)
        } catch {
            throw CairoError.unreadableImage(path: path, reason: "\(error)")
        }
    }

    /// The pixel at (`x`, `y`) with straight alpha (`x` from the left, `y` from the top).
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return Self.unpremultiplied(pixels[y * width + x])
    }

    /// PNG data (deterministic: the same pixels give the same bytes).
    /// - Throws: ``CairoError/png(_:)`` when Cairo cannot encode.
    public func pngData() throws -> Data {
        let surface = try makeSurface()
        defer { cairo_surface_destroy(surface) }
        let sink = DataSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError.png(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }

    /// Writes the PNG to `path`.
    public func writePNG(to path: String) throws {
        try pngData().write(to: URL(fileURLWithPath: path))
    }

    /// A new image surface holding a copy of the pixels; the caller destroys it.
    func makeSurface() throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CairoError.cairo("cannot create a surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError.cairo(String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let base = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeBytes { source in
                for row in 0..<height {
                    let bytes = UnsafeRawBufferPointer(rebasing: source[(row * width * 4)..<((row + 1) * width * 4)])
                    UnsafeMutableRawPointer(base + row * stride).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Copies an image surface (ARGB32, RGB24 or A8) into a bitmap.
    static func copy(of surface: OpaquePointer) -> Bitmap {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        var bitmap = Bitmap(width: width, height: height)
        guard let base = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return bitmap }
        bitmap.pixels.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
                let line = UnsafeRawPointer(base + row * stride)
                if format == CAIRO_FORMAT_ARGB32 {
                    UnsafeMutableRawPointer(target.baseAddress! + row * width).copyMemory(from: line, byteCount: width * 4)
                    continue
                }
                for column in 0..<width {
                    let value: UInt32
                    switch format {
                    case CAIRO_FORMAT_RGB24:
                        value = line.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self) | 0xFF00_0000
                    case CAIRO_FORMAT_A8:
                        value = UInt32(line.load(fromByteOffset: column, as: UInt8.self)) << 24
                    default:
                        value = line.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                    }
                    target[row * width + column] = value
                }
            }
        }
        return bitmap
    }

    /// A premultiplied word as a straight pixel.
    static func unpremultiplied(_ value: UInt32) -> Pixel {
        let alpha = UInt32((value >> 24) & 0xFF)
        guard alpha > 0 else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        func straight(_ component: UInt32) -> UInt8 {
            UInt8(min(255, (component * 255 + alpha / 2) / alpha))
        }
        return Pixel(red: straight((value >> 16) & 0xFF), green: straight((value >> 8) & 0xFF),
                     blue: straight(value & 0xFF), alpha: UInt8(alpha))
    }

    /// Decodes PNG data into a new image surface; the caller destroys it.
    static func decode(_ png: Data) throws -> OpaquePointer {
        let source = DataSource(png)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque())
        guard let surface else { throw CairoError.png("cannot decode") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError.png(String(cString: cairo_status_to_string(status)))
        }
        return surface
    }
}

/// Collects the bytes Cairo writes.
private final class DataSink {
    var data = Data()
}

/// Hands Cairo the bytes of a PNG in order.
private final class DataSource {
    private let data: Data
    private var offset = 0

    init(_ data: Data) {
        self.data = data
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        let start = data.startIndex + offset
        data.copyBytes(to: buffer, from: start..<(start + count))
        offset += count
        return true
    }
}
