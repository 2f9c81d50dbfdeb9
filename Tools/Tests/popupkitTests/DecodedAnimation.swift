import CWebP
import Foundation

/// An animated WebP decoded by libwebp's animation decoder (`WebPAnimDecoder`), to
/// check what `popupkit record` wrote without trusting its own counts.
struct DecodedAnimation {
    struct Frame {
        /// When the frame stops showing, in ms from the start (libwebp's timestamp).
        var end: Int
        /// Straight RGBA bytes of the whole canvas, rows without padding.
        var rgba: [UInt8]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var width: Int
    var height: Int
    var loopCount: Int
    var frames: [Frame]

    /// The animation's length: when its last frame ends.
    var duration: Int { frames.last?.end ?? 0 }

    init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw Failure(description: "libwebp version mismatch") }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        let decoded: (Int, Int, Int, [Frame])? = bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return nil }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return nil }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            var frames: [Frame] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else { return nil }
                frames.append(Frame(end: Int(timestamp), rgba: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))))
            }
            return (width, height, Int(info.loop_count), frames)
        }
        guard let (width, height, loopCount, frames) = decoded else {
            throw Failure(description: "libwebp cannot decode \(url.path)")
        }
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.frames = frames
    }

    /// The frame showing `time` ms after the start.
    func frame(at time: Int) -> Frame? {
        frames.first { $0.end > time }
    }
}
