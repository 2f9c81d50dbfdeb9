import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Named images at the drawing scale: `name@2x.png` is drawn in a 2× picture, so
/// an icon is drawn from pixels made for that scale instead of magnified.
@Suite("Cairo renderer: images for the drawing scale")
struct ImageScaleTests {
    /// A directory with `icon.png` (orange) and `icon@2x.png` (green), no `@3x`.
    private static let directory: String = {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("popupkit-cairo-scale-images-\(getpid())", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Fixture.avatar(size: 32, color: (0xF2, 0x99, 0x1F)).writePNG(to: directory.appendingPathComponent("icon.png").path)
            try Fixture.avatar(size: 64, color: (0x2E, 0xB8, 0x72)).writePNG(to: directory.appendingPathComponent("icon@2x.png").path)
        } catch {
            Issue.record("cannot write the test images: \(error)")
        }
        return directory.path
    }()

    private static let orange = Pixel(red: 0xF2, green: 0x99, blue: 0x1F)
    private static let green = Pixel(red: 0x2E, green: 0xB8, blue: 0x72)

    @Test("A 2× or 3× picture draws name@2x.png (no @3x file here), a 1× picture the plain file, with or without .png",
          arguments: [(1, "icon"), (2, "icon"), (3, "icon"), (1, "icon.png"), (2, "icon.png")])
    func scaledFileChosen(scale: Int, name: String) throws {
        try FontConfiguration.install()
        let json = #"{"events": [{"at": 0, "toast": {"id": "t", "message": "Hi", "image": "\#(name)", "duration": "forever"}}]}"#
        let scenario = try Scenario(json: Data(json.utf8))
        let renderer = try CairoRenderer(scale: scale, background: .color(Fixture.backgroundColor),
                                         imageSearchPaths: [Self.directory])
        let result = ScenarioRunner(scenario, measurer: renderer.textMeasurer).run(until: Instant(seconds: 1))
        let scene = result.stage.scene(at: Instant(seconds: 1))
        let (screen, layouts) = result.stage.layouts()
        let rendered = Rendered(scene: scene, screen: screen, layouts: layouts, bitmap: try renderer.render(scene), scale: scale)
        guard case .toast(let parts) = try rendered.layout("t").parts, let image = parts.image else {
            Issue.record("the toast has no image rectangle")
            return
        }
        let body = rendered.pixel(at: Point(x: image.midX, y: image.minY + image.height * 0.85))
        let expected = scale == 1 ? Self.orange : Self.green
        #expect(body.distance(to: expected) <= 3, "\(body)")
    }
}
