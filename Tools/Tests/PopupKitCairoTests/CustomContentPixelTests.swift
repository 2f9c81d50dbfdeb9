import PopupKit
import PopupKitCairo
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Custom content that fills its frame with one colour.
private struct ColourBox: NoticeContent {
    var size: Size
    var color: NoticeColor

    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { size }

    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] {
        [.box(BoxNode(rect: frame, fill: color))]
    }
}

/// Custom content drawn by Cairo: its colour where layout put it, the notice's body
/// around it, and the notice's fade applied to it.
@Suite("Custom content pixels")
struct CustomContentPixelTests {
    static let green = NoticeColor(hex: "#22AA44")!
    static let greenPixel = Pixel(red: 0x22, green: 0xAA, blue: 0x44)

    /// Shows `content` as notice "c" at 0 on the default phone and draws the screen at `time`.
    private func render(_ content: Notice.Content, at time: Double, scale: Int) throws -> Rendered {
        let renderer = try CairoRenderer(scale: scale, background: .color(Fixture.backgroundColor))
        var stage = Stage(measurer: renderer.textMeasurer)
        stage.send(.submit(Notice(id: "c", content, duration: .forever)), now: .zero)
        stage.advance(to: Instant(seconds: time))
        let scene = stage.scene(at: Instant(seconds: time))
        let (screen, layouts) = stage.layouts()
        return Rendered(scene: scene, screen: screen, layouts: layouts, bitmap: try renderer.render(scene), scale: scale)
    }

    private func box(_ width: Double, _ height: Double) -> CustomContent {
        CustomContent(ColourBox(size: Size(width: width, height: height), color: Self.green), name: "green")
    }

    @Test("A toast's custom content shows its colour in its frame, inside the toast's dark padding", arguments: [1, 2, 3])
    func toastContentColour(scale: Int) throws {
        let rendered = try render(.toast(Toast(content: box(100, 40), position: .center)), at: 1, scale: scale)
        let layout = try rendered.layout("c")
        guard case .toast(let parts) = layout.parts, let content = parts.content else {
            Issue.record("no content frame")
            return
        }
        // Centred in the available rect (midY 428.5): body (135, 398.5, 120, 60), content (145, 408.5, 100, 40).
        #expect(content == Rect(x: 145, y: 408.5, width: 100, height: 40))
        for point in [content.center, Point(x: content.minX + 1, y: content.minY + 1), Point(x: content.maxX - 1, y: content.maxY - 1)] {
            let pixel = rendered.pixel(at: point)
            #expect(pixel.distance(to: Self.greenPixel) <= 1, "at \(point): \(pixel)")
        }
        let padding = rendered.pixel(at: Point(x: content.minX - 5, y: content.midY))
        let boxColour = Fixture.background.composited(under: NoticeColor.black.withAlpha(0.95))
        #expect(padding.distance(to: boxColour) <= 2, "in the padding: \(padding), expected \(boxColour)")
        #expect(rendered.pixel(at: Point(x: layout.frame.maxX + 2, y: content.midY)) == Fixture.background)
    }

    @Test("A toast fading in draws its content at the toast's opacity")
    func contentFades() throws {
        // Fade 0.2 s, Core Animation's ease-out (0, 0, 0.58, 1): at 0.1 s, half
        // way, the curve is at 0.6846.
        let rendered = try render(.toast(Toast(content: box(100, 40), position: .center)), at: 0.1, scale: 1)
        let expected = Fixture.background.composited(under: Self.green.withAlpha(0.6846))
        let pixel = rendered.pixel(at: Point(x: 195, y: 428.5))
        #expect(pixel.distance(to: expected) <= 2, "\(pixel), expected \(expected)")
    }

    @Test("A bubble's custom content shows its colour; its arrow keeps the bubble's colour", arguments: [1, 2])
    func bubbleContentColour(scale: Int) throws {
        let target = Rect(x: 170, y: 400, width: 50, height: 40)
        let rendered = try render(.bubble(Bubble(content: box(60, 20), target: target)), at: 1, scale: scale)
        guard case .bubble(let parts) = try rendered.layout("c").parts, let content = parts.content else {
            Issue.record("no content frame")
            return
        }
        let pixel = rendered.pixel(at: content.center)
        #expect(pixel.distance(to: Self.greenPixel) <= 1, "content centre: \(pixel)")
        // Just below the tip (bottom edge): inside the arrow.
        let arrow = rendered.pixel(at: Point(x: parts.tip.x - 0.25, y: parts.tip.y + 2))
        #expect(arrow.distance(to: Pixel(red: 0x00, green: 0x66, blue: 0xDB)) <= 3, "arrow: \(arrow)")
    }
}
