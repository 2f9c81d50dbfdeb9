import PopupKit
import PopupKitCairo
import SnapshotTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Light and dark appearance in pixels: a dark container draws each style's dark
/// colours, and a light one keeps the light defaults (the other snapshots).
@Suite("Pixels: dark appearance")
struct AppearancePixelTests {
    /// A dark "app screen" behind the notices.
    private static let darkScreen = NoticeColor(hex: "#101014")!
    private static let darkScreenPixel = Pixel(red: 0x10, green: 0x10, blue: 0x14)
    private let dark = #"{"appearance": "dark"}"#
    private let toast = #"{"at": 0, "toast": {"id": "t", "title": "Saved", "message": "All your changes", "position": "center", "duration": "forever"}}"#
    private let hud = #"{"at": 0, "hud": {"action": "show", "status": "Loading your library"}}"#

    /// How many pixels inside `frame` (points) pass `test`.
    private func count(in rendered: Rendered, frame: Rect, where test: (Pixel) -> Bool) -> Int {
        var count = 0
        let scale = Double(rendered.scale)
        for y in Int(frame.minY * scale)..<Int(frame.maxY * scale) {
            for x in Int(frame.minX * scale)..<Int(frame.maxX * scale) where test(rendered.bitmap.pixel(x: x, y: y)) {
                count += 1
            }
        }
        return count
    }

    @Test("A toast on a dark container is light grey at 96 % with black text", arguments: [1, 2])
    func darkToast(scale: Int) throws {
        let rendered = try Fixture.render(container: dark, toast, at: 1, scale: scale, background: .color(Self.darkScreen))
        let frame = try rendered.layout("t").frame
        let box = Self.darkScreenPixel.composited(under: NoticeColor(white: 0.9, alpha: 0.96))
        for point in [frame.center, Point(x: frame.minX + 6, y: frame.maxY - 6)] {
            let pixel = rendered.pixel(at: point)
            #expect(pixel.distance(to: box) <= 2, "at \(point): \(pixel), expected \(box)")
        }
        #expect(box.red > 200, "a light box: \(box)")
        // Black text: pixels far darker than the box, inside it.
        let text = count(in: rendered, frame: frame) { $0.red < 60 && $0.green < 60 && $0.blue < 60 }
        #expect(text > 40 * scale * scale, "only \(text) dark text pixels in the box")
        // No white text pixels are left from the light colours.
        let white = count(in: rendered, frame: frame) { $0.red > box.red + 20 }
        #expect(white == 0, "\(white) pixels brighter than the box")
        // Outside the box: the dark screen.
        #expect(rendered.pixel(at: Point(x: frame.minX - 1.5, y: frame.midY)) == Self.darkScreenPixel)
    }

    @Test("A HUD on a dark container is SVProgressHUD's dark style: black with a white spinner and status", arguments: [1, 2])
    func darkHUD(scale: Int) throws {
        let rendered = try Fixture.render(container: dark, hud, at: 1.3, scale: scale)
        let frame = try rendered.layout("hud").frame
        let corner = rendered.pixel(at: Point(x: frame.minX + 8, y: frame.maxY - 8))
        #expect(corner == Pixel(red: 0, green: 0, blue: 0), "the HUD's fill: \(corner)")
        let white = count(in: rendered, frame: frame) { $0.red > 200 && $0.green > 200 && $0.blue > 200 }
        #expect(white > 60 * scale * scale, "only \(white) white spinner and text pixels")
        // The same HUD on a light container is white with black content.
        let light = try Fixture.render(hud, at: 1.3, scale: scale)
        let lightCorner = light.pixel(at: Point(x: frame.minX + 8, y: frame.maxY - 8))
        #expect(lightCorner == Pixel(red: 255, green: 255, blue: 255), "the light HUD's fill: \(lightCorner)")
        let black = count(in: light, frame: frame) { $0.red < 60 && $0.green < 60 && $0.blue < 60 }
        #expect(black > 60 * scale * scale, "only \(black) black spinner and text pixels on the light HUD")
    }

    @Test("A style set to light keeps its light colours on a dark container")
    func lightOverride() throws {
        let rendered = try Fixture.render(config: #"{"toast": {"style": {"appearance": "light"}}}"#, container: dark,
                                          toast, at: 1, background: .color(Self.darkScreen))
        let frame = try rendered.layout("t").frame
        let expected = Self.darkScreenPixel.composited(under: NoticeColor.black.withAlpha(0.95))
        let pixel = rendered.pixel(at: frame.center)
        #expect(pixel.distance(to: expected) <= 2, "\(pixel), expected \(expected)")
    }

    @Test("PNG snapshots: a toast, a HUD, a banner and a bubble, and a popup, on a dark container")
    func darkSnapshot() throws {
        // The tip points below the banner: a banner over its target would hide it (U4).
        let screen = try Fixture.render(container: dark, """
            {"at": 0, "bubble": {"id": "compose", "text": "Write a post", "edge": "bottom", "target": {"x": 330, "y": 150, "width": 44, "height": 44}}},
            {"at": 0, "toast": {"id": "saved", "message": "Saved to your library"}},
            {"at": 0, "banner": {"id": "chat", "type": "chat", "title": "Ana", "subtitle": "Are you coming tonight?", "image": "ana.png"}},
            {"at": 0, "hud": {"action": "success", "status": "Uploaded"}}
            """, at: 1, background: .color(Self.darkScreen))
        assertSnapshot(of: screen.bitmap, as: .png(), named: "toast-hud-banner-bubble")
        let popup = try Fixture.render(container: dark, """
            {"at": 0, "popup": {"id": "rate", "title": "Enjoying the app?", "message": "Tell us what you think in the store."}}
            """, at: 1, background: .color(Self.darkScreen))
        assertSnapshot(of: popup.bitmap, as: .png(), named: "popup")
    }
}
