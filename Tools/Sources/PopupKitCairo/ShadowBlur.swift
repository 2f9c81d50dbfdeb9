import CCairo

/// A Gaussian blur for alpha masks, approximated by three box blurs (Cairo has
/// no blur). Integer arithmetic only, so the result is the same everywhere.
enum ShadowBlur {
    /// The largest standard deviation blurred (pixels): far beyond any screen, and
    /// small enough that the radii below stay exact integers.
    static let largestSigma = 1e6

    /// The radii of three box blurs whose sum approximates a Gaussian with
    /// standard deviation `sigma` (pixels; above ``largestSigma`` it is that).
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0 else { return [0, 0, 0] }
        let sigma = min(sigma, largestSigma)
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let wanted = (12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)
        let lowerCount = Int(wanted.rounded())
        return (0..<3).map { pass in ((pass < lowerCount ? lower : upper) - 1) / 2 }
    }

    /// How far the three passes spread a mask, in pixels.
    static func spread(sigma: Double) -> Int {
        boxRadii(sigma: sigma).reduce(0, +)
    }

    /// Blurs an `A8` image surface in place.
    static func blur(_ surface: OpaquePointer, sigma: Double) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            for row in 0..<height {
                boxBlur(data + row * stride, count: width, step: 1, radius: radius, scratch: &scratch)
            }
            for column in 0..<width {
                boxBlur(data + column, count: height, step: stride, radius: radius, scratch: &scratch)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box blur along a line of `count` bytes `step` apart; outside is 0.
    private static func boxBlur(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                scratch: inout [UInt8]) {
        let window = 2 * radius + 1
        scratch.withUnsafeMutableBufferPointer { copy in
            for index in 0..<count { copy[index] = line[index * step] }
            var sum = 0
            for index in 0..<min(radius, count) { sum += Int(copy[index]) }
            for index in 0..<count {
                let entering = index + radius
                if entering < count { sum += Int(copy[entering]) }
                let leaving = index - radius - 1
                if leaving >= 0 { sum -= Int(copy[leaving]) }
                line[index * step] = UInt8((sum + window / 2) / window)
            }
        }
    }
}
