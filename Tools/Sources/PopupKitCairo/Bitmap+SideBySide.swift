/// Pictures joined left to right, for comparing screens (`popupkit render
/// --appearance both` puts the light and the dark screen next to each other).
extension Bitmap {
    /// `images` from left to right, top-aligned, as tall as the tallest; where a
    /// shorter one ends the picture is transparent.
    /// - Complexity: O(total width × height).
    public static func sideBySide(_ images: [Bitmap]) -> Bitmap {
        let height = images.map(\.height).max() ?? 0
        var result = Bitmap(width: images.reduce(0) { $0 + $1.width }, height: height)
        var left = 0
        for image in images {
            for y in 0..<image.height {
                let source = y * image.width
                let target = y * result.width + left
                result.pixels.replaceSubrange(target..<target + image.width,
                                              with: image.pixels[source..<source + image.width])
            }
            left += image.width
        }
        return result
    }
}
