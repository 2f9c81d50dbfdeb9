import Foundation
import PopupKitCairo
import Testing

/// `popupkit render --out` and `popupkit demo` as a user runs them: real PNG files.
@Suite("popupkit render --out and demo")
struct RenderDemoCommandTests {
    private let scenario = """
        {"events": [
          {"at": 0, "toast": {"id": "t1", "message": "Saved", "duration": 2}},
          {"at": 0.5, "bubble": {"id": "tip", "text": "Tap here", "edge": "top", "target": {"x": 300, "y": 700, "width": 44, "height": 44}}},
          {"at": 2.5, "hud": {"action": "success", "status": "Done"}}
        ]}
        """

    private func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func writeScenario(in directory: URL, withBars: Bool = false) throws -> URL {
        let file = directory.appendingPathComponent("scenario.json")
        let bars = #"{"container": {"contentInsets": {"top": 91, "bottom": 83}}, "events""#
        try Data((withBars ? scenario.replacingOccurrences(of: #"{"events""#, with: bars) : scenario).utf8).write(to: file)
        return file
    }

    @Test("render --out writes a PNG of the screen at the scale asked, transparent where nothing is drawn")
    func renderOut() throws {
        let directory = try directory()
        let file = try writeScenario(in: directory)
        for scale in [1, 3] {
            let png = directory.appendingPathComponent("screen@\(scale).png").path
            let output = try PopupkitProcess.run(["render", file.path, "--at", "1", "--out", png, "--scale", "\(scale)"],
                                                 in: PopupkitProcess.repositoryRoot)
            #expect(output.status == 0, "\(output)")
            let image = try Bitmap(contentsOfPNG: png)
            #expect(image.width == 390 * scale && image.height == 844 * scale)
            #expect(image.pixel(x: 2, y: 2).alpha == 0)
            // The toast's box (bottom, centred): 95 % black.
            #expect(image.pixel(x: 195 * scale, y: 780 * scale) == Pixel(red: 0, green: 0, blue: 0, alpha: 243))
        }
    }

    @Test("render --backdrop draws the stand-in app behind, its bars where the container's content insets say; with --background it is a usage error")
    func renderBackdrop() throws {
        let directory = try directory()
        let file = try writeScenario(in: directory, withBars: true)
        let png = directory.appendingPathComponent("app.png").path
        let output = try PopupkitProcess.run(["render", file.path, "--at", "1", "--out", png, "--backdrop"],
                                             in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        let image = try Bitmap(contentsOfPNG: png)
        #expect(image.pixel(x: 2, y: 2) == Pixel(red: 255, green: 255, blue: 255), "the navigation bar")
        #expect(image.pixel(x: 2, y: 755) == Pixel(red: 0xF2, green: 0xF2, blue: 0xF7), "the screen colour, below the list")
        #expect(image.pixel(x: 2, y: 835) == Pixel(red: 255, green: 255, blue: 255), "the tab bar")
        let both = try PopupkitProcess.run(["render", file.path, "--at", "1", "--out", png, "--backdrop", "--background", png],
                                           in: PopupkitProcess.repositoryRoot)
        #expect(both.status == 2)
        #expect(both.stderr.contains("--backdrop"))
    }

    @Test("render --out into a missing directory exits 2 and says why")
    func renderUnwritable() throws {
        let directory = try directory()
        let file = try writeScenario(in: directory)
        let png = directory.appendingPathComponent("missing/dir/screen.png").path
        let output = try PopupkitProcess.run(["render", file.path, "--at", "1", "--out", png], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot write"))
    }

    @Test("demo writes a PNG per key moment and a contact sheet, and prints the timeline")
    func demo() throws {
        let out = try directory().appendingPathComponent("tour")
        let output = try PopupkitProcess.run(["demo", "--out", out.path], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        let header = try #require(output.lines.first)
        #expect(header.hasPrefix("PopupKit tour of examples/showcase.json: "))
        let count = try #require(Int(header.split(separator: " ").dropLast(2).last ?? ""))
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let frames = files.filter { $0 != "contact-sheet.png" }
        #expect(frames.count == count)
        #expect(files.contains("contact-sheet.png"))
        #expect(output.lines.filter { $0.contains("→ ") }.count == count)
        #expect(output.stdout.contains("banner sale dismissed (preempted)"))
        #expect(output.stdout.contains("popup news requeued"))
        for frame in frames {
            let image = try Bitmap(contentsOfPNG: out.appendingPathComponent(frame).path)
            #expect([780, 1688].contains(image.width), "\(frame) is \(image.width)×\(image.height) at 2×")
            #expect(image.pixel(x: 1, y: image.height / 2).alpha == 255, "\(frame) has the opaque backdrop")
        }
        let sheet = try Bitmap(contentsOfPNG: out.appendingPathComponent("contact-sheet.png").path)
        #expect(sheet.width == 28 * 2 + 6 * 200 + 5 * 20)
        #expect(sheet.height > 300 * ((count + 5) / 6))
        // The thumbnails are the frames, not missing-image placeholders (which are
        // grey): the showcase's blue bubbles and tab bar show in them.
        let blue = (0..<sheet.height).contains { y in
            stride(from: 0, to: sheet.width, by: 2).contains { x in
                let pixel = sheet.pixel(x: x, y: y)
                return pixel.blue > 150 && pixel.red < 80
            }
        }
        #expect(blue, "the contact sheet shows no frame")
    }

    @Test("demo with a missing scenario exits 2 and names the file")
    func demoMissingScenario() throws {
        let out = try directory()
        let output = try PopupkitProcess.run(["demo", "--out", out.path, "--scenario", "no/such.json"],
                                             in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 2)
        #expect(output.stderr.contains("no/such.json"))
        #expect(output.stdout.isEmpty)
    }
}
