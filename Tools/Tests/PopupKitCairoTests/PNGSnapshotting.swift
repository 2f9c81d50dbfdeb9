import Foundation
import PopupKitCairo
import SnapshotTesting

extension Snapshotting where Value == Bitmap, Format == Data {
    /// A PNG snapshot compared by decoded pixels, not bytes: two images match when
    /// they have the same size and at most `maxDifferingRatio` of their pixels
    /// differ by more than `tolerance` in some straight-alpha component (so a
    /// slightly different antialiasing of a glyph edge does not fail a test).
    ///
    /// On a mismatch SnapshotTesting writes the actual PNG to its artifacts
    /// directory; this strategy also writes a difference image (differing pixels
    /// red over a faded copy of the actual image) next to it in the temporary
    /// directory, and names both in the failure message.
    static func png(tolerance: Int = 8, maxDifferingRatio: Double = 0.002) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance, maxDifferingRatio: maxDifferingRatio)) { bitmap in
            // An image that cannot be encoded becomes empty data, which never
            // matches a reference (it decodes to nothing): the test fails.
            (try? bitmap.pngData()) ?? Data()
        }
    }
}

extension Diffing where Value == Data {
    /// Compares PNG data by pixels; see ``Snapshotting/png(tolerance:maxDifferingRatio:)``.
    static func pixels(tolerance: Int, maxDifferingRatio: Double) -> Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard let expected = try? Bitmap(png: reference) else { return ("The reference is not a readable PNG.", []) }
            guard let image = try? Bitmap(png: actual) else { return ("The new image is not a readable PNG.", []) }
            guard expected.width == image.width, expected.height == image.height else {
                return ("Size \(image.width)×\(image.height) differs from the reference's \(expected.width)×\(expected.height).", [])
            }
            let comparison = PixelComparison(expected, image, tolerance: tolerance)
            let ratio = Double(comparison.differing) / Double(max(1, image.width * image.height))
            guard ratio > maxDifferingRatio else { return nil }
            var message = """
                \(comparison.differing) of \(image.width * image.height) pixels (\(PercentText.percent(ratio))) differ by more \
                than \(tolerance) (allowed \(PercentText.percent(maxDifferingRatio))); the largest difference is \
                \(comparison.largest) at (\(comparison.firstX), \(comparison.firstY)) (first differing pixel).
                """
            let path = URL(fileURLWithPath: NSTemporaryDirectory())
                .appendingPathComponent("popupkit-snapshot-diff-\(UUID().uuidString).png").path
            var attachments: [DiffAttachment] = []
            do {
                let difference = try comparison.differenceImage(of: image).pngData()
                try difference.write(to: URL(fileURLWithPath: path))
                attachments.append(.data(difference, name: "difference.png"))
                message += "\nDifference image: \(path)"
            } catch {
                message += "\nThe difference image could not be written: \(error)"
            }
            return (message, attachments)
        }
    }
}

/// Pixel-by-pixel comparison of two bitmaps of the same size.
struct PixelComparison {
    private(set) var differing = 0
    private(set) var largest = 0
    private(set) var firstX = -1
    private(set) var firstY = -1
    private var mask: [Bool]

    init(_ expected: Bitmap, _ actual: Bitmap, tolerance: Int) {
        mask = Array(repeating: false, count: actual.width * actual.height)
        for y in 0..<actual.height {
            for x in 0..<actual.width where expected.pixels[y * actual.width + x] != actual.pixels[y * actual.width + x] {
                let distance = expected.pixel(x: x, y: y).distance(to: actual.pixel(x: x, y: y))
                largest = max(largest, distance)
                guard distance > tolerance else { continue }
                if differing == 0 { (firstX, firstY) = (x, y) }
                differing += 1
                mask[y * actual.width + x] = true
            }
        }
    }

    /// Differing pixels opaque red, the others the actual image at a quarter opacity.
    func differenceImage(of actual: Bitmap) -> Bitmap {
        var result = actual
        for index in result.pixels.indices {
            if mask[index] {
                result.pixels[index] = 0xFFFF_0000
            } else {
                // Premultiplied: scaling every component keeps the word valid.
                let value = result.pixels[index]
                let quarter = { (shift: UInt32) in ((value >> shift) & 0xFF) / 4 << shift }
                result.pixels[index] = quarter(24) | quarter(16) | quarter(8) | quarter(0)
            }
        }
        return result
    }
}

private enum PercentText {
    static func percent(_ ratio: Double) -> String {
        String(format: "%.3f %%", ratio * 100)
    }
}
