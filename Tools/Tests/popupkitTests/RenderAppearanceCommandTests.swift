import Foundation
import PopupKitCairo
import Testing

/// `popupkit render --appearance light|dark|both` as a user runs it.
@Suite("popupkit render --appearance")
struct RenderAppearanceCommandTests {
    /// A toast and a HUD on a container of `appearance`.
    private func scenario(appearance: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("scenario.json")
        try Data("""
            {"container": {"appearance": "\(appearance)"}, "events": [
              {"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}},
              {"at": 0, "hud": {"action": "info", "status": "Heads up"}}
            ]}
            """.utf8).write(to: file)
        return file
    }

    private func render(_ arguments: [String]) throws -> PopupkitProcess.Output {
        try PopupkitProcess.run(["render"] + arguments, in: PopupkitProcess.repositoryRoot)
    }

    @Test("without the option the scenario's own appearance is drawn; light or dark override it")
    func single() throws {
        let dark = try scenario(appearance: "dark")
        let own = try render([dark.path, "--at", "1", "--dump"])
        #expect(own.status == 0, "\(own)")
        #expect(own.stdout.contains("fill #E6E6E6F5"), "the dark toast: \(own.stdout)")
        #expect(!own.stdout.contains("appearance "), "one tree, no heading")
        let light = try render([dark.path, "--at", "1", "--dump", "--appearance", "light"])
        #expect(light.status == 0, "\(light)")
        #expect(light.stdout.contains("fill #000000F2") && !light.stdout.contains("fill #E6E6E6F5"), "\(light.stdout)")
        let forced = try render([try scenario(appearance: "light").path, "--at", "1", "--dump", "--appearance", "dark"])
        #expect(forced.stdout == own.stdout, "dark by option draws what a dark scenario draws")
    }

    @Test("both dumps the light tree then the dark one, and draws them side by side, light on the left")
    func both() throws {
        let file = try scenario(appearance: "light")
        let dump = try render([file.path, "--at", "1", "--dump", "--appearance", "both"])
        #expect(dump.status == 0, "\(dump)")
        let lines = dump.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "appearance light")
        let darkHeading = try #require(lines.firstIndex(of: "appearance dark"), "\(dump.stdout)")
        #expect(lines[..<darkHeading].contains { $0.contains("fill #000000F2") }, "light toast first")
        #expect(lines[darkHeading...].contains { $0.contains("fill #E6E6E6F5") }, "dark toast second")
        #expect(lines.last?.hasPrefix("frames ") == true)
        #expect(lines.filter { $0.hasPrefix("scene ") }.count == 2)

        let png = file.deletingLastPathComponent().appendingPathComponent("both.png").path
        let drawn = try render([file.path, "--at", "1", "--out", png, "--appearance", "both", "--scale", "2"])
        #expect(drawn.status == 0, "\(drawn)")
        let image = try Bitmap(contentsOfPNG: png)
        #expect(image.width == 2 * 390 * 2 && image.height == 844 * 2)
        // The HUD's fill at its centre-left, in each half: white (light), black (dark).
        let hudPoint = (x: 152 * 2, y: 420 * 2)
        #expect(image.pixel(x: hudPoint.x, y: hudPoint.y) == Pixel(red: 255, green: 255, blue: 255))
        #expect(image.pixel(x: 390 * 2 + hudPoint.x, y: hudPoint.y) == Pixel(red: 0, green: 0, blue: 0))
        // The toast's box: 95 % black (light), light grey at 96 % (dark), over nothing.
        #expect(image.pixel(x: 166 * 2, y: 780 * 2) == Pixel(red: 0, green: 0, blue: 0, alpha: 243))
        #expect(image.pixel(x: (390 + 166) * 2, y: 780 * 2) == Pixel(red: 230, green: 230, blue: 230, alpha: 245))
    }

    @Test("an unknown appearance is a usage error naming the choices")
    func unknown() throws {
        let output = try render([try scenario(appearance: "light").path, "--at", "1", "--dump", "--appearance", "sepia"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("light") && output.stderr.contains("dark") && output.stderr.contains("both"),
                "\(output.stderr)")
    }

    @Test("popupkit layout prints the same frames light or dark (it prints no colours)")
    func layoutUnaffected() throws {
        let light = try PopupkitProcess.run(["layout", try scenario(appearance: "light").path, "--at", "1"],
                                            in: PopupkitProcess.repositoryRoot)
        let dark = try PopupkitProcess.run(["layout", try scenario(appearance: "dark").path, "--at", "1"],
                                           in: PopupkitProcess.repositoryRoot)
        #expect(light.status == 0 && dark.status == 0, "\(light)\n\(dark)")
        #expect(light.stdout.split(separator: "\n").count == 2, "\(light.stdout)")
        #expect(light.stdout == dark.stdout)
    }
}
