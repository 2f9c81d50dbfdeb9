/// An image's format and size in pixels, read from the first bytes of its file
/// without decoding it.
///
/// Bytes say little about memory: a 249 KB PNG of one colour can be 16,000 ×
/// 16,000 pixels, a gigabyte once decoded. An image from an untrusted source (a
/// payload's URL or name) is therefore measured by its header first and refused
/// above a pixel budget (``defaultPixelBudget``) before any decoder allocates.
/// It lives in the core, beside ``ImageSource``, so every loader and back end
/// reads sizes the same way; it is pure arithmetic on bytes, no I/O.
///
/// Read: PNG (`IHDR`), JPEG (the first start-of-frame segment), GIF (the logical
/// screen) and WebP (`VP8 `, `VP8L` and `VP8X`). Anything else is `nil`: its size
/// cannot be known before decoding, so a careful loader refuses it.
public struct ImageHeader: Hashable, Sendable {
    /// The formats whose size can be read.
    public enum Format: String, Hashable, Sendable {
        case png, jpeg, gif, webp
    }

    public var format: Format
    public var width: Int
    public var height: Int

    /// Pixels the decoded image holds (width × height).
    public var pixels: Int { width * height }

    /// 16 M pixels (4096 × 4096): 64 MiB decoded as 32-bit pixels. A notice's image
    /// is at most a few hundred points on a side even at 3×, so this leaves a wide
    /// margin for a full-screen background while a decode stays far from a gigabyte.
    public static let defaultPixelBudget = 4096 * 4096

    /// Bytes from the start of a file that hold a PNG's, GIF's or WebP's size; a
    /// JPEG's may need more (its start-of-frame follows its metadata segments).
    public static let shortHeaderLength = 30

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Reads the header at the start of `bytes`; `nil` when it is not one of the
    /// known formats, is cut short, or gives a zero size.
    /// - Complexity: O(1) for PNG, GIF and WebP; O(s) in the number of JPEG
    ///   segments before the frame header.
    public init?<Bytes: RandomAccessCollection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let reader = Reader(bytes: bytes)
        guard let header = reader.png() ?? reader.gif() ?? reader.webp() ?? reader.jpeg(),
              header.width > 0, header.height > 0 else { return nil }
        self = header
    }
}

extension ImageHeader {
    /// Offsets into the bytes, every read checked against their end.
    private struct Reader<Bytes: RandomAccessCollection> where Bytes.Element == UInt8 {
        let bytes: Bytes

        subscript(offset: Int) -> Int? {
            guard offset >= 0, offset < bytes.count else { return nil }
            return Int(bytes[bytes.index(bytes.startIndex, offsetBy: offset)])
        }

        func matches(_ expected: [UInt8], at offset: Int) -> Bool {
            expected.indices.allSatisfy { self[offset + $0] == Int(expected[$0]) }
        }

        func bigEndian(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in 0..<count {
                guard let byte = self[offset + index] else { return nil }
                value = value << 8 | byte
            }
            return value
        }

        func littleEndian(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in (0..<count).reversed() {
                guard let byte = self[offset + index] else { return nil }
                value = value << 8 | byte
            }
            return value
        }

        /// The signature, then the `IHDR` chunk: width and height, 4 bytes each, big-endian.
        func png() -> ImageHeader? {
            guard matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], at: 0), matches(Array("IHDR".utf8), at: 12),
                  let width = bigEndian(16, 4), let height = bigEndian(20, 4) else { return nil }
            return ImageHeader(format: .png, width: width, height: height)
        }

        /// `GIF87a` or `GIF89a`, then the logical screen's width and height, 2 bytes each, little-endian.
        func gif() -> ImageHeader? {
            guard matches(Array("GIF8".utf8), at: 0), self[4] == 0x37 || self[4] == 0x39, self[5] == 0x61,
                  let width = littleEndian(6, 2), let height = littleEndian(8, 2) else { return nil }
            return ImageHeader(format: .gif, width: width, height: height)
        }

        /// `RIFF`, a size, `WEBP`, then the first chunk: a lossy frame (`VP8 `), a
        /// lossless one (`VP8L`) or the extended header's canvas (`VP8X`).
        func webp() -> ImageHeader? {
            guard matches(Array("RIFF".utf8), at: 0), matches(Array("WEBP".utf8), at: 8) else { return nil }
            if matches(Array("VP8 ".utf8), at: 12) {
                // A 3-byte frame tag, the start code, then 14-bit sizes (2 bits of scale above).
                guard matches([0x9D, 0x01, 0x2A], at: 23), let width = littleEndian(26, 2),
                      let height = littleEndian(28, 2) else { return nil }
                return ImageHeader(format: .webp, width: width & 0x3FFF, height: height & 0x3FFF)
            }
            if matches(Array("VP8L".utf8), at: 12) {
                // The signature byte, then width − 1 and height − 1 in 14 bits each.
                guard self[20] == 0x2F, let bits = littleEndian(21, 4) else { return nil }
                return ImageHeader(format: .webp, width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
            }
            if matches(Array("VP8X".utf8), at: 12) {
                // Flags and reserved bytes, then canvas width − 1 and height − 1 in 3 bytes each.
                guard let width = littleEndian(24, 3), let height = littleEndian(27, 3) else { return nil }
                return ImageHeader(format: .webp, width: width + 1, height: height + 1)
            }
            return nil
        }

        /// The start-of-image marker, then segments up to the first start-of-frame
        /// (`SOF0`…`SOF15` but `DHT`, `JPG` and `DAC`): its height and width, 2 bytes
        /// each, big-endian, after the sample precision.
        func jpeg() -> ImageHeader? {
            guard self[0] == 0xFF, self[1] == 0xD8 else { return nil }
            var offset = 2
            while let mark = self[offset] {
                guard mark == 0xFF, let marker = self[offset + 1] else { return nil }
                if marker == 0xFF { offset += 1; continue }  // fill byte
                if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }  // no length
                guard marker != 0xD9, marker != 0xDA, let length = bigEndian(offset + 2, 2), length >= 2 else {
                    return nil  // the end, or the scan, before any frame header
                }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) else { return nil }
                    return ImageHeader(format: .jpeg, width: width, height: height)
                }
                offset += 2 + length
            }
            return nil
        }
    }
}
