import Foundation
import PopupKitWebP
import Testing

/// ``AnimatedWebPWriter`` on its own: what it refuses, and what libwebp's decoder
/// reads back from what it writes.
@Suite("AnimatedWebPWriter")
struct AnimatedWebPWriterTests {
    static let red: UInt32 = 0xFFFF_0000
    static let halfBlue: UInt32 = 0x8000_0080  // Premultiplied: 50 % opaque blue.

    @Test("Frames come back with their times and straight colours; an identical frame is merged into the one before")
    func roundTrip() throws {
        let writer = try AnimatedWebPWriter(width: 4, height: 3)
        try writer.add(Array(repeating: Self.red, count: 12), at: 0)
        try writer.add(Array(repeating: Self.red, count: 12), at: 40)
        try writer.add(Array(repeating: Self.halfBlue, count: 12), at: 80)
        #expect(writer.framesAdded == 3)
        let directory = try ScratchDirectory()
        let url = directory.url.appendingPathComponent("a.webp")
        try writer.finish(at: 130, writingTo: url.path)
        let animation = try DecodedAnimation(contentsOf: url)
        #expect(animation.width == 4 && animation.height == 3 && animation.loopCount == 0)
        #expect(animation.frames.map(\.end) == [80, 130])
        #expect(Array(animation.frames[0].rgba.prefix(4)) == [255, 0, 0, 255])
        #expect(Array(animation.frames[1].rgba.prefix(4)) == [0, 0, 255, 128])
    }

    @Test("Bad sizes, times and frames are errors, not crashes")
    func refusals() throws {
        #expect(throws: AnimatedWebPError.badSize(width: 0, height: 10)) { try AnimatedWebPWriter(width: 0, height: 10) }
        #expect(throws: AnimatedWebPError.badSize(width: 10, height: 16384)) { try AnimatedWebPWriter(width: 10, height: 16384) }
        let writer = try AnimatedWebPWriter(width: 2, height: 2, compression: .lossy(quality: 80))
        #expect(throws: AnimatedWebPError.noFrames) { try writer.finish(at: 10) }
        #expect(throws: AnimatedWebPError.badPixelCount(3, expected: 4)) { try writer.add([0, 0, 0], at: 0) }
        #expect(throws: AnimatedWebPError.timestampOutOfRange(-1)) { try writer.add([0, 0, 0, 0], at: -1) }
        try writer.add([Self.red, 0, 0, Self.red], at: 0)
        #expect(throws: AnimatedWebPError.timestampNotIncreasing(0, after: 0)) { try writer.add([0, 0, 0, 0], at: 0) }
        #expect(throws: AnimatedWebPError.timestampNotIncreasing(0, after: 0)) { try writer.finish(at: 0) }
        let data = try writer.finish(at: 50)
        #expect(data.prefix(4) == Data("RIFF".utf8))
        #expect(throws: AnimatedWebPError.finished) { try writer.add([0, 0, 0, 0], at: 60) }
        #expect(throws: AnimatedWebPError.finished) { try writer.finish(at: 70) }
        #expect("\(AnimatedWebPError.timestampNotIncreasing(5, after: 9))" == "frame times must increase: 5 ms after 9 ms")
    }
}
