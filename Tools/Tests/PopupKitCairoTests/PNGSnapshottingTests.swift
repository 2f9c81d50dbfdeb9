import Foundation
import PopupKitCairo
import SnapshotTesting
import Testing

/// The PNG snapshot strategy itself: it must fail on real differences and only on them.
@Suite("PNG snapshot strategy")
struct PNGSnapshottingTests {
    private let diffing = Snapshotting<Bitmap, Data>.png(tolerance: 8, maxDifferingRatio: 0.01).diffing

    private func image(_ value: UInt32, width: Int = 20, height: Int = 10) throws -> Data {
        try Bitmap(width: width, height: height, value: value).pngData()
    }

    @Test("Equal images and differences within the tolerance match")
    func matches() throws {
        let grey = try image(0xFF80_8080)
        #expect(diffing.diffV2(grey, grey) == nil)
        #expect(diffing.diffV2(grey, try image(0xFF84_7C80)) == nil)
        // One pixel in 200 far off: 0.5 % ≤ 1 %.
        var spotted = Bitmap(width: 20, height: 10, value: 0xFF80_8080)
        spotted.pixels[7] = 0xFFFF_0000
        #expect(diffing.diffV2(grey, try spotted.pngData()) == nil)
    }

    @Test("Differences beyond the tolerance, other sizes and unreadable data fail")
    func mismatches() throws {
        let grey = try image(0xFF80_8080)
        let failure = try #require(diffing.diffV2(grey, try image(0xFF90_8080)))
        #expect(failure.0.contains("200 of 200 pixels"), "\(failure.0)")
        #expect(failure.0.contains("Difference image: "))
        #expect(diffing.diffV2(grey, try image(0xFF80_8080, width: 21))?.0.contains("Size 21×10") == true)
        #expect(diffing.diffV2(grey, Data("nope".utf8)) != nil)
        #expect(diffing.diffV2(Data(), grey) != nil)
    }
}
