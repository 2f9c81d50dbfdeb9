import CWebP
import Foundation

/// Encodes frames into an animated WebP with libwebp's animation encoder
/// (`WebPAnimEncoder`), looping forever.
///
/// Frames are premultiplied ARGB words, `0xAARRGGBB` in native byte order — what
/// Cairo draws and what `LayeredRenderer.commit(_:pixels:)` lends — each with the
/// time it appears, in whole milliseconds from the start. ``finish(at:)`` gives
/// the time the last frame ends: the animation's duration.
///
/// The encoder stores only what changed since the previous frame (a sub-rectangle)
/// and merges a frame identical to the one before into it (the earlier frame just
/// lasts longer), so a screen that stands still costs nothing. Encoding is single
/// threaded and deterministic: the same frames give the same bytes.
///
/// ```swift
/// let writer = try AnimatedWebPWriter(width: 390, height: 844)
/// for (index, frame) in frames.enumerated() {
///     try writer.add(frame, at: index * 1000 / 30)
/// }
/// let data = try writer.finish(at: frames.count * 1000 / 30)
/// ```
///
/// Not thread-safe: use it from one thread.
public final class AnimatedWebPWriter {
    /// How frames are compressed.
    public enum Compression: Hashable, Sendable {
        /// Exact pixels. `effort` 0…100 trades encoding time for size (libwebp's
        /// `quality` in lossless mode; 75 is its default).
        case lossless(effort: Float = 75)
        /// Lossy (VP8) at `quality` 0…100; edges of text soften a little.
        case lossy(quality: Float = 90)
    }

    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// How frames are compressed.
    public let compression: Compression
    /// Frames handed to ``add(_:at:)`` so far (the file may hold fewer: identical
    /// consecutive frames are merged).
    public private(set) var framesAdded = 0

    private var encoder: OpaquePointer?
    private var picture = WebPPicture()
    private var config = WebPConfig()
    private var lastTimestamp: Int?
    private var finished = false

    /// A writer for frames of `width × height` pixels.
    /// - Throws: ``AnimatedWebPError/badSize(width:height:)`` for a side outside
    ///   1…16383 (WebP's limit), ``AnimatedWebPError/encoder(_:)`` when libwebp
    ///   cannot start.
    public init(width: Int, height: Int, compression: Compression = .lossless()) throws {
        guard (1...Int(WEBP_MAX_DIMENSION)).contains(width), (1...Int(WEBP_MAX_DIMENSION)).contains(height) else {
            throw AnimatedWebPError.badSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.compression = compression
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0, WebPPictureInit(&picture) != 0 else {
            throw AnimatedWebPError.encoder("libwebp version mismatch")
        }
        options.anim_params.loop_count = 0  // Forever.
        switch compression {
        case .lossless(let effort):
            config.lossless = 1
            config.quality = min(max(effort, 0), 100)
        case .lossy(let quality):
            config.lossless = 0
            config.quality = min(max(quality, 0), 100)
        }
        config.method = 4
        config.thread_level = 0  // One thread: the same bytes every time.
        guard WebPValidateConfig(&config) != 0 else { throw AnimatedWebPError.encoder("invalid encoder configuration") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        guard WebPPictureAlloc(&picture) != 0 else { throw AnimatedWebPError.encoder("cannot allocate a \(width)×\(height) picture") }
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            WebPPictureFree(&picture)
            throw AnimatedWebPError.encoder("cannot create the animation encoder")
        }
        self.encoder = encoder
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
        WebPPictureFree(&picture)
    }

    /// Adds a frame that appears `timestamp` milliseconds after the start, from
    /// premultiplied `0xAARRGGBB` words `bytesPerRow` apart (the pixels are copied).
    /// - Throws: ``AnimatedWebPError/timestampNotIncreasing(_:after:)`` when
    ///   `timestamp` is not after the previous frame's, ``AnimatedWebPError/finished``
    ///   after ``finish(at:)``, ``AnimatedWebPError/encoder(_:)`` when libwebp fails.
    /// - Complexity: O(width × height), plus encoding what changed.
    public func add(premultipliedARGB base: UnsafeRawPointer, bytesPerRow: Int, at timestamp: Int) throws {
        guard !finished, let encoder else { throw AnimatedWebPError.finished }
        if let lastTimestamp, timestamp <= lastTimestamp {
            throw AnimatedWebPError.timestampNotIncreasing(timestamp, after: lastTimestamp)
        }
        guard timestamp >= 0, timestamp <= Int(Int32.max) else { throw AnimatedWebPError.timestampOutOfRange(timestamp) }
        guard bytesPerRow >= width * 4 else { throw AnimatedWebPError.badStride(bytesPerRow, width: width) }
        let stride = Int(picture.argb_stride)
        for y in 0..<height {
            let source = (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let target = picture.argb + y * stride
            for x in 0..<width {
                target[x] = Self.straight(source[x])
            }
        }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw AnimatedWebPError.encoder(Self.message(of: encoder))
        }
        lastTimestamp = timestamp
        framesAdded += 1
    }

    /// Adds a frame of premultiplied `0xAARRGGBB` words, `width × height`, rows
    /// without padding (a `Bitmap`'s `pixels`).
    /// - Throws: as ``add(premultipliedARGB:bytesPerRow:at:)``, and
    ///   ``AnimatedWebPError/badPixelCount(_:expected:)`` for the wrong number of words.
    public func add(_ pixels: [UInt32], at timestamp: Int) throws {
        guard pixels.count == width * height else {
            throw AnimatedWebPError.badPixelCount(pixels.count, expected: width * height)
        }
        try pixels.withUnsafeBytes { bytes in
            try add(premultipliedARGB: bytes.baseAddress!, bytesPerRow: width * 4, at: timestamp)
        }
    }

    /// Ends the animation at `timestamp` milliseconds (when the last frame stops
    /// showing: the duration) and returns the file's bytes.
    /// - Throws: ``AnimatedWebPError/noFrames`` without a frame,
    ///   ``AnimatedWebPError/timestampNotIncreasing(_:after:)`` when `timestamp` is
    ///   not after the last frame's, ``AnimatedWebPError/encoder(_:)``.
    public func finish(at timestamp: Int) throws -> Data {
        guard !finished, let encoder else { throw AnimatedWebPError.finished }
        guard let lastTimestamp else { throw AnimatedWebPError.noFrames }
        guard timestamp > lastTimestamp else { throw AnimatedWebPError.timestampNotIncreasing(timestamp, after: lastTimestamp) }
        guard timestamp <= Int(Int32.max) else { throw AnimatedWebPError.timestampOutOfRange(timestamp) }
        finished = true
        guard WebPAnimEncoderAdd(encoder, nil, Int32(timestamp), nil) != 0 else {
            throw AnimatedWebPError.encoder(Self.message(of: encoder))
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw AnimatedWebPError.encoder(Self.message(of: encoder))
        }
        return Data(bytes: bytes, count: data.size)
    }

    /// Ends the animation (as ``finish(at:)``) and writes it to `path`.
    /// - Throws: as ``finish(at:)``, or the file system's error.
    public func finish(at timestamp: Int, writingTo path: String) throws {
        try finish(at: timestamp).write(to: URL(fileURLWithPath: path))
    }

    /// A premultiplied ARGB word with straight alpha, rounded as Cairo's PNG
    /// writer rounds, so an opaque or lossless frame keeps `render`'s exact pixels.
    @inline(__always)
    static func straight(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        if alpha == 255 { return word }
        if alpha == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            let value = (word >> shift) & 0xFF
            return min(255, (value * 255 + alpha / 2) / alpha) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }

    private static func message(of encoder: OpaquePointer) -> String {
        guard let text = WebPAnimEncoderGetError(encoder) else { return "unknown error" }
        let message = String(cString: text)
        return message.isEmpty ? "unknown error" : message
    }
}
