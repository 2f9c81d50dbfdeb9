import Foundation
import PopupKitCairo
import Testing

/// `popupkit record` as a user runs it; the files it writes are read back with
/// libwebp's animation decoder.
@Suite("popupkit record")
struct RecordCommandTests {
    /// A small screen with a spinner turning the whole time (so no two frames are
    /// the same and none is merged) and a toast fading in and out.
    static let spinning = """
        {"container": {"width": 200, "height": 160},
         "config": {"hud": {"graceTime": 0}},
         "events": [
           {"at": 0, "hud": {"action": "show", "status": "Busy"}},
           {"at": 0, "toast": {"id": "t", "message": "Saved", "position": "top", "duration": 0.5}}
         ]}
        """

    /// A toast and a banner sliding in, then nothing moving: the scenario comes to rest.
    static let resting = """
        {"container": {"width": 220, "height": 180},
         "events": [
           {"at": 0, "toast": {"id": "t", "message": "Saved", "position": "bottom", "duration": 0.4}},
           {"at": 0.1, "banner": {"id": "b", "type": "chat", "title": "Ana", "subtitle": "Lunch?", "displayTime": 0.6}}
         ]}
        """

    @Test("Frames and duration match the span and the frame rate; it loops forever")
    func framesMatchTheSpan() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.spinning)
        let output = try directory.run("record", "s.json", "--out", "s.webp", "--fps", "10", "--to", "1.2")
        #expect(output.status == 0, "\(output)")
        #expect(output.stderr.contains("12 frames at 10 fps"), "\(output)")
        let animation = try DecodedAnimation(contentsOf: directory.url.appendingPathComponent("s.webp"))
        #expect(animation.width == 200 && animation.height == 160)
        #expect(animation.loopCount == 0)
        #expect(animation.frames.count == 12)
        #expect(animation.frames.map(\.end) == (1...12).map { $0 * 100 })
        #expect(animation.duration == 1200)
    }

    @Test("Frame times are whole milliseconds i × 1000 / fps, rounded down; a window of --from to --to")
    func oddRateAndWindow() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.spinning)
        let output = try directory.run("record", "s.json", "--out", "s.webp", "--fps", "30", "--from", "0.25", "--to", "0.5")
        #expect(output.status == 0, "\(output)")
        let animation = try DecodedAnimation(contentsOf: directory.url.appendingPathComponent("s.webp"))
        #expect(animation.frames.map(\.end) == (1...7).map { $0 * 1000 / 30 } + [250])
    }

    @Test("Without --to it ends half a second after the scenario is at rest")
    func defaultEnd() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.resting)
        let timeline = try directory.run("simulate", "s.json", "--instants")
        let lastLeft = try #require(timeline.lines.last { $0.contains(#""event": "left""#) })
        let at = try #require(lastLeft.split(separator: ",").first?.split(separator: ":").last)
        let restMilliseconds = Int((try #require(Double(at.trimmingCharacters(in: .whitespaces))) * 1000).rounded())
        let output = try directory.run("record", "s.json", "--out", "s.webp", "--fps", "20")
        #expect(output.status == 0, "\(output)")
        let animation = try DecodedAnimation(contentsOf: directory.url.appendingPathComponent("s.webp"))
        #expect(animation.duration == restMilliseconds + 500, "at rest at \(restMilliseconds) ms")
        // Still moments are merged into one frame, but every frame ends on the 20 fps grid.
        #expect(animation.frames.count < animation.duration / 50)
        #expect(animation.frames.allSatisfy { $0.end % 50 == 0 })
        #expect(animation.frames.last.map { $0.rgba == animation.frames[animation.frames.count - 2].rgba } == false)
    }

    @Test("A frame from the middle is render --at T --backdrop, pixel for pixel (lossless)", arguments: [
        (0.15, 1), (0.25, 2), (0.65, 1),
    ])
    func middleFrameEqualsRender(time: Double, scale: Int) throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.resting)
        let record = try directory.run("record", "s.json", "--out", "s.webp", "--fps", "20", "--scale", "\(scale)")
        #expect(record.status == 0, "\(record)")
        let render = try directory.run("render", "s.json", "--at", "\(time)", "--backdrop", "--scale", "\(scale)", "--out", "s.png")
        #expect(render.status == 0, "\(render)")
        let animation = try DecodedAnimation(contentsOf: directory.url.appendingPathComponent("s.webp"))
        let still = try Bitmap(contentsOfPNG: directory.url.appendingPathComponent("s.png").path)
        let frame = try #require(animation.frame(at: Int((time * 1000).rounded())))
        #expect(animation.width == still.width && animation.height == still.height)
        #expect(Self.differences(frame, still, width: animation.width).maximum == 0)
    }

    @Test("Without the backdrop, transparent and half-transparent pixels are render's too (premultiplied as Cairo reads a PNG)")
    func transparentFrameEqualsRender() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.resting)
        let record = try directory.run("record", "s.json", "--out", "s.webp", "--fps", "20", "--no-backdrop")
        #expect(record.status == 0, "\(record)")
        let render = try directory.run("render", "s.json", "--at", "0.2", "--out", "s.png")
        #expect(render.status == 0, "\(render)")
        let animation = try DecodedAnimation(contentsOf: directory.url.appendingPathComponent("s.webp"))
        let still = try Bitmap(contentsOfPNG: directory.url.appendingPathComponent("s.png").path)
        let frame = try #require(animation.frame(at: 200))
        var differing = 0, partial = 0
        for index in 0..<(still.width * still.height) {
            let rgba = frame.rgba[index * 4..<index * 4 + 4].map(Int.init)
            let alpha = rgba[3]
            func multiply(_ color: Int) -> UInt32 {
                let temp = alpha * color + 0x80
                return UInt32((temp + (temp >> 8)) >> 8)
            }
            let word = alpha == 0 ? 0 : UInt32(alpha) << 24 | multiply(rgba[0]) << 16 | multiply(rgba[1]) << 8 | multiply(rgba[2])
            if word != still.pixels[index] { differing += 1 }
            if alpha > 0 && alpha < 255 { partial += 1 }
        }
        #expect(differing == 0)
        #expect(partial > 100, "shadows and the fading toast are half transparent")
    }

    @Test("Lossy frames stay close to render: mean difference ≤ 1.5, 99% of channels within 24")
    func lossyTolerance() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.resting)
        let record = try directory.run("record", "s.json", "--out", "s.webp", "--fps", "20", "--quality", "90")
        #expect(record.status == 0, "\(record)")
        let render = try directory.run("render", "s.json", "--at", "0.65", "--backdrop", "--out", "s.png")
        #expect(render.status == 0, "\(render)")
        let animation = try DecodedAnimation(contentsOf: directory.url.appendingPathComponent("s.webp"))
        let frame = try #require(animation.frame(at: 650))
        let still = try Bitmap(contentsOfPNG: directory.url.appendingPathComponent("s.png").path)
        let found = Self.differences(frame, still, width: animation.width)
        #expect(found.maximum > 0, "lossy, not exact")
        #expect(found.mean <= 1.5, "\(found)")
        #expect(found.within24 >= 0.99, "\(found)")
    }

    @Test("The same scenario gives the same bytes")
    func reproducible() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.resting)
        for name in ["a.webp", "b.webp"] {
            let output = try directory.run("record", "s.json", "--out", name, "--fps", "10")
            #expect(output.status == 0, "\(output)")
        }
        let first = try Data(contentsOf: directory.url.appendingPathComponent("a.webp"))
        #expect(first == (try Data(contentsOf: directory.url.appendingPathComponent("b.webp"))))
        #expect(first.prefix(4) == Data("RIFF".utf8) && first.dropFirst(8).prefix(4) == Data("WEBP".utf8))
    }

    @Test("Bad options exit 2 with a message and write nothing", arguments: [
        (["--fps", "0"], "--fps must be 1 to 60, got 0"),
        (["--fps", "61"], "--fps must be 1 to 60, got 61"),
        (["--scale", "4"], "--scale must be 1, 2 or 3"),
        (["--quality", "0"], "--quality must be 1 to 100"),
        (["--from", "1", "--to", "1"], "--from must be before --to"),
        (["--from", "2", "--to", "1"], "--from must be before --to"),
        (["--from", "5"], "--from must be before the end"),
        (["--to", "nan"], "--to must be a finite number of seconds"),
        (["--from=-1"], "--from must be a finite number of seconds"),
        (["--to", "inf"], "--to must be a finite number of seconds"),
        (["--to", "100000"], "a recording spans at most 600.0s; 0.0s to 100000.0s is longer: choose a part with --from and --to"),
        (["--from", "10", "--to", "610.5"], "a recording spans at most 600.0s"),
        (["--to", "1e12"], "--to must be at most 1e9 seconds"),
        (["--background", "missing.png"], "cannot read the background missing.png"),
    ])
    func badOptions(options: [String], message: String) throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.resting)
        let output = try PopupkitProcess.run(["record", "s.json", "--out", "s.webp"] + options, in: directory.url)
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains(message), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("s.webp").path))
    }

    @Test("An unwritable --out, a missing one, or one that is not .webp exits 2", arguments: [
        (["--out", "no/such/dir/s.webp"], "cannot write no/such/dir/s.webp: no directory"),
        (["--out", "folder.webp"], "cannot write folder.webp: it is a directory"),
        (["--out", "s.gif"], "--out must name a .webp file"),
        ([], "error: missing expected argument '--out <file.webp>'"),
    ])
    func badOut(options: [String], message: String) throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.resting)
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("folder.webp"), withIntermediateDirectories: false)
        let output = try PopupkitProcess.run(["record", "s.json"] + options, in: directory.url)
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains(message), "\(output)")
    }

    @Test("A long recording says on standard error as each tenth of its frames is drawn; a short one says nothing")
    func progress() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.resting)
        let long = try directory.run("record", "s.json", "--out", "long.webp", "--fps", "60", "--to", "5", "--scale", "1")
        #expect(long.status == 0, "\(long)")
        let reports = long.stderr.split(separator: "\n").filter { $0.hasPrefix("recording: ") }
        #expect(reports.map(String.init) == (1...10).map { "recording: \($0 * 30) of 300 frames" }, "\(long)")
        let short = try directory.run("record", "s.json", "--out", "short.webp", "--fps", "10", "--to", "29.9")
        #expect(short.status == 0 && !short.stderr.contains("recording: "), "\(short)")
    }

    @Test("A scenario that never comes to rest needs --to")
    func neverAtRest() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", Self.spinning)
        let output = try directory.run("record", "s.json", "--out", "s.webp")
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains("never comes to rest"), "\(output)")
        #expect(output.stderr.contains("--to"), "\(output)")
    }

    /// How far a decoded frame is from a rendered still, channel by channel.
    static func differences(_ frame: DecodedAnimation.Frame, _ still: Bitmap, width: Int)
        -> (maximum: Int, mean: Double, within24: Double) {
        var maximum = 0, total = 0, within = 0, count = 0
        for y in 0..<still.height {
            for x in 0..<still.width {
                let pixel = still.pixel(x: x, y: y)
                let offset = (y * width + x) * 4
                for (decoded, expected) in zip(frame.rgba[offset..<offset + 4], [pixel.red, pixel.green, pixel.blue, pixel.alpha]) {
                    let difference = abs(Int(decoded) - Int(expected))
                    maximum = max(maximum, difference)
                    total += difference
                    if difference <= 24 { within += 1 }
                    count += 1
                }
            }
        }
        return (maximum, Double(total) / Double(max(count, 1)), Double(within) / Double(max(count, 1)))
    }
}
