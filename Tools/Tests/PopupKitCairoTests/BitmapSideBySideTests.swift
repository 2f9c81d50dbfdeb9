import PopupKitCairo
import Testing

/// `Bitmap.sideBySide`: pictures joined left to right (render --appearance both).
@Suite("Bitmap side by side")
struct BitmapSideBySideTests {
    @Test("each picture keeps its pixels at its offset; below a shorter one is transparent")
    func joins() {
        let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF
        var left = Bitmap(width: 2, height: 3, value: red)
        left.pixels[1 * 2 + 1] = blue
        let right = Bitmap(width: 3, height: 2, value: blue)
        let joined = Bitmap.sideBySide([left, right])
        #expect(joined.width == 5 && joined.height == 3)
        #expect(joined.pixel(x: 0, y: 0) == Pixel(red: 255, green: 0, blue: 0))
        #expect(joined.pixel(x: 1, y: 1) == Pixel(red: 0, green: 0, blue: 255), "a pixel of the left picture stays put")
        #expect(joined.pixel(x: 2, y: 0) == Pixel(red: 0, green: 0, blue: 255), "the right picture starts at its offset")
        #expect(joined.pixel(x: 4, y: 1) == Pixel(red: 0, green: 0, blue: 255))
        #expect(joined.pixel(x: 3, y: 2).alpha == 0, "below the shorter picture")
        #expect(Bitmap.sideBySide([]).pixels.isEmpty)
    }
}
