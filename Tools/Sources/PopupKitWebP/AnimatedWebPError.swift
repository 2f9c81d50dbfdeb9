/// Why an ``AnimatedWebPWriter`` refused a frame or could not encode.
public enum AnimatedWebPError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A canvas side outside 1…16383 pixels.
    case badSize(width: Int, height: Int)
    /// A frame's rows are narrower than the canvas.
    case badStride(Int, width: Int)
    /// A frame with the wrong number of pixels.
    case badPixelCount(Int, expected: Int)
    /// A frame (or the end) not after the previous frame.
    case timestampNotIncreasing(Int, after: Int)
    /// A timestamp below 0 or past what WebP stores (2³¹ − 1 ms).
    case timestampOutOfRange(Int)
    /// ``AnimatedWebPWriter/finish(at:)`` before any frame.
    case noFrames
    /// A frame or a finish after the animation was finished.
    case finished
    /// libwebp failed; its message.
    case encoder(String)

    public var description: String {
        switch self {
        case let .badSize(width, height): "an animated WebP must be 1 to 16383 pixels a side, got \(width)×\(height)"
        case let .badStride(stride, width): "rows of \(stride) bytes are too short for \(width) pixels"
        case let .badPixelCount(count, expected): "a frame needs \(expected) pixels, got \(count)"
        case let .timestampNotIncreasing(time, previous): "frame times must increase: \(time) ms after \(previous) ms"
        case .timestampOutOfRange(let time): "a frame time must be 0 to 2147483647 ms, got \(time) ms"
        case .noFrames: "an animation needs at least one frame"
        case .finished: "the animation is already finished"
        case .encoder(let message): "the WebP encoder failed: \(message)"
        }
    }
}
