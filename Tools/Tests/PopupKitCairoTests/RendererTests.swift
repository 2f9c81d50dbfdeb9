import Foundation
import PopupKit
import PopupKitCairo
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Determinism, images and backgrounds, sizes and PNG round trips.
@Suite("Cairo renderer")
struct RendererTests {
    private let busy = """
        {"at": 0, "toast": {"id": "saved", "message": "Saved to your library", "duration": "forever"}},
        {"at": 0, "banner": {"id": "b", "title": "Ana", "subtitle": "Lunch at 1?", "image": "ana.png", "duration": "forever"}},
        {"at": 0, "bubble": {"id": "tip", "text": "Write a post", "edge": "bottom", "target": {"x": 330, "y": 160, "width": 44, "height": 44}}},
        {"at": 0, "hud": {"action": "progress", "value": 0.3, "status": "Uploading"}}
        """

    @Test("The same scene gives byte-identical PNGs, from one renderer or two", arguments: [1, 3])
    func deterministic(scale: Int) throws {
        let first = try Fixture.render(config: #"{"hud": {"mask": "gradient"}, "toast": {"style": {"displayShadow": true}}}"#,
                                       busy, at: 0.1, scale: scale)
        let renderer = try CairoRenderer(scale: scale, background: .color(Fixture.backgroundColor),
                                         imageSearchPaths: [Fixture.imageDirectory])
        let again = try renderer.renderPNG(first.scene)
        let twice = try renderer.renderPNG(first.scene)
        let original = try first.bitmap.pngData()
        #expect(again == original)
        #expect(twice == original)
        #expect(original.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("A missing image draws a placeholder, and does not crash")
    func missingImage() throws {
        let rendered = try Fixture.render(#"{"at": 0, "toast": {"id": "t", "message": "Hi", "image": "no-such-image.png", "duration": "forever"}}"#,
                                          at: 1, scale: 2)
        guard case .toast(let parts) = try rendered.layout("t").parts, let image = parts.image else {
            Issue.record("the toast has no image rectangle")
            return
        }
        #expect(rendered.scene.dump().contains(#""no-such-image.png""#))
        // Light grey fill left of the centre (the cross passes through the centre), dark grey on the cross.
        let fill = rendered.pixel(at: Point(x: image.minX + 5, y: image.midY))
        #expect(fill.distance(to: Pixel(red: 217, green: 217, blue: 217)) <= 2, "\(fill)")
        let cross = rendered.pixel(at: image.center)
        #expect(cross.red < 160 && cross.red == cross.blue, "\(cross)")
    }

    @Test("An image is drawn from its PNG, fitted into its rectangle")
    func imageDrawn() throws {
        let rendered = try Fixture.render(#"{"at": 0, "toast": {"id": "t", "message": "Hi", "image": "avatar.png", "duration": "forever"}}"#,
                                          at: 1, scale: 2)
        guard case .toast(let parts) = try rendered.layout("t").parts, let image = parts.image else {
            Issue.record("the toast has no image rectangle")
            return
        }
        // The avatar's body colour below its white head.
        let body = rendered.pixel(at: Point(x: image.midX, y: image.minY + image.height * 0.85))
        #expect(body.distance(to: Pixel(red: 0xF2, green: 0x99, blue: 0x1F)) <= 3, "\(body)")
        let head = rendered.pixel(at: Point(x: image.midX, y: image.minY + image.height * 0.4))
        #expect(head == Pixel(red: 255, green: 255, blue: 255), "\(head)")
    }

    @Test("A background PNG is drawn first, stretched to the scene; a missing one is an error")
    func backgroundImage() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("popupkit-background-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 2 × 2: red, green on top; blue, white below.
        var small = Bitmap(width: 2, height: 2)
        small.pixels = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF]
        let path = directory.appendingPathComponent("bg.png").path
        try small.writePNG(to: path)
        let rendered = try Fixture.render(#"{"at": 0, "toast": {"id": "t", "message": "Hi", "duration": "forever"}}"#,
                                          at: 1, background: .image(path: path))
        #expect(rendered.bitmap.width == 390 && rendered.bitmap.height == 844)
        #expect(rendered.bitmap.pixel(x: 5, y: 5) == Pixel(red: 255, green: 0, blue: 0))
        #expect(rendered.bitmap.pixel(x: 384, y: 5) == Pixel(red: 0, green: 255, blue: 0))
        #expect(rendered.bitmap.pixel(x: 5, y: 838) == Pixel(red: 0, green: 0, blue: 255))
        #expect(throws: CairoError.self) {
            try Fixture.render(#"{"at": 0, "toast": {"id": "t", "message": "Hi"}}"#, at: 1,
                               background: .image(path: directory.appendingPathComponent("missing.png").path))
        }
    }

    @Test("The image is the scene's size times the scale; transparent where nothing is drawn", arguments: [1, 2, 3])
    func size(scale: Int) throws {
        let rendered = try Fixture.render(#"{"at": 0, "toast": {"id": "t", "message": "Hi"}}"#, at: 1, scale: scale,
                                          background: .transparent)
        #expect(rendered.bitmap.width == 390 * scale && rendered.bitmap.height == 844 * scale)
        #expect(rendered.bitmap.pixel(x: 0, y: 0).alpha == 0)
    }

    @Test("A zero-size container renders a 1 × 1 image without crashing")
    func zeroSizeContainer() throws {
        let rendered = try Fixture.render(container: #"{"width": 0, "height": 0}"#, """
            {"at": 0, "toast": {"id": "t", "message": "Hi", "duration": "forever"}},
            {"at": 0, "bubble": {"id": "b", "text": "Tip", "target": {"x": 5000, "y": -300, "width": 10, "height": 10}}},
            {"at": 0, "hud": {"action": "show", "status": "Loading"}}
            """, at: 1, scale: 3, background: .transparent)
        #expect(rendered.bitmap.width == 1 && rendered.bitmap.height == 1)
        _ = try rendered.bitmap.pngData()
    }

    @Test("PNG data decodes to the same pixels")
    func pngRoundTrip() throws {
        let rendered = try Fixture.render(busy, at: 1, background: .transparent)
        let decoded = try Bitmap(png: try rendered.bitmap.pngData())
        #expect(decoded == rendered.bitmap)
        #expect(throws: CairoError.self) { try Bitmap(png: Data("not a png".utf8)) }
    }

    @Test("The fontconfig file lists only the DejaVu fonts")
    func fontConfiguration() throws {
        let file = try FontConfiguration.install()
        #expect(ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == file)
        let document = FontConfiguration.document(cacheDirectory: "/tmp/cache")
        #expect(document.contains("<dir>/usr/share/fonts/truetype/dejavu</dir>"))
        #expect(document.components(separatedBy: "<dir>").count == 2)
    }
}
