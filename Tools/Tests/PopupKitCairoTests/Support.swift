import Foundation
import PopupKit
import PopupKitScenario
import PopupKitCairo
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// A scene drawn for a test: the scene, its layouts and the pixels.
struct Rendered {
    var scene: RenderScene
    var screen: [ScreenNotice]
    var layouts: [NoticePlacement]
    var bitmap: Bitmap
    var scale: Int

    /// The layout of the notice called `id`.
    func layout(_ id: String) throws -> NoticePlacement {
        try #require(layouts.first { $0.id.rawValue == id }, "no notice \(id) on screen")
    }

    /// The pixel that contains the point (`x`, `y`) in points.
    func pixel(at point: Point) -> Pixel {
        bitmap.pixel(x: Int((point.x * Double(scale)).rounded(.down)), y: Int((point.y * Double(scale)).rounded(.down)))
    }
}

enum Fixture {
    /// A light blue-grey "app screen" behind the notices.
    static let backgroundColor = NoticeColor(hex: "#DCE4F0")!
    static let background = Pixel(red: 0xDC, green: 0xE4, blue: 0xF0)

    /// A directory with the images the scenarios name (`avatar.png`, `ana.png`,
    /// `badge.png`), drawn by the test so no binary fixture is needed.
    static let imageDirectory: String = {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("popupkit-cairo-tests-images-\(getpid())", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try avatar(size: 64, color: (0xF2, 0x99, 0x1F)).writePNG(to: directory.appendingPathComponent("avatar.png").path)
            try avatar(size: 64, color: (0x2E, 0xB8, 0x72)).writePNG(to: directory.appendingPathComponent("ana.png").path)
        } catch {
            Issue.record("cannot write the test images: \(error)")
        }
        return directory.path
    }()

    /// A filled circle with a lighter "head" on a transparent square.
    static func avatar(size: Int, color: (UInt32, UInt32, UInt32)) -> Bitmap {
        var bitmap = Bitmap(width: size, height: size)
        let center = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - center, dy = Double(y) + 0.5 - center
                guard dx * dx + dy * dy <= center * center else { continue }
                let headY = Double(y) + 0.5 - center * 0.8, headX = dx
                let head = headX * headX + headY * headY <= (center * 0.35) * (center * 0.35)
                let (r, g, b) = head ? (0xFF, 0xFF, 0xFF) : color
                bitmap.pixels[y * size + x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        return bitmap
    }

    /// Plays a scenario with Pango measuring text and draws the screen at `time`.
    static func render(config: String = "{}", container: String = "{}", _ events: String, at time: Double,
                       scale: Int = 1, background: CairoRenderer.Background = .color(backgroundColor)) throws -> Rendered {
        try FontConfiguration.install()
        let json = #"{"container": \#(container), "config": \#(config), "events": [\#(events)]}"#
        let scenario = try Scenario(json: Data(json.utf8))
        let renderer = try CairoRenderer(scale: scale, background: background, imageSearchPaths: [imageDirectory])
        let result = ScenarioRunner(scenario, measurer: renderer.textMeasurer).run(until: Instant(seconds: time))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let scene = result.stage.scene(at: Instant(seconds: time))
        let (screen, layouts) = result.stage.layouts()
        return Rendered(scene: scene, screen: screen, layouts: layouts, bitmap: try renderer.render(scene), scale: scale)
    }

    /// Whether a pixel (device coordinates) overlaps `rect` (points) at `scale`.
    static func pixel(x: Int, y: Int, scale: Int, overlaps rect: Rect, slack: Double = 0) -> Bool {
        let s = Double(scale)
        let minX = Double(x) / s, maxX = Double(x + 1) / s
        let minY = Double(y) / s, maxY = Double(y + 1) / s
        return maxX > rect.minX - slack && minX < rect.maxX + slack && maxY > rect.minY - slack && minY < rect.maxY + slack
    }
}

extension Pixel {
    /// `color` (with its alpha) drawn over this opaque pixel.
    func composited(under color: NoticeColor) -> Pixel {
        func channel(_ base: UInt8, _ top: Double) -> UInt8 {
            UInt8((Double(base) * (1 - color.alpha) + top * 255 * color.alpha).rounded())
        }
        return Pixel(red: channel(red, color.red), green: channel(green, color.green), blue: channel(blue, color.blue))
    }
}
