import PopupKit
import PopupKitCairo
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// A hosted view's slot drawn by Cairo (`popupkit render`, the live window): a
/// light rounded rectangle, a dashed grey border and the view's name centred, so
/// where the app's view goes is visible on Linux.
@Suite("Hosted slot placeholder pixels")
struct HostedSlotPixelTests {
    private func render(_ content: Notice.Content, scale: Int) throws -> Rendered {
        let renderer = try CairoRenderer(scale: scale, background: .color(Fixture.backgroundColor))
        var stage = Stage(measurer: renderer.textMeasurer)
        stage.send(.submit(Notice(id: "h", content, duration: .forever)), now: .zero)
        stage.advance(to: Instant(seconds: 1))
        let scene = stage.scene(at: Instant(seconds: 1))
        let (screen, layouts) = stage.layouts()
        return Rendered(scene: scene, screen: screen, layouts: layouts, bitmap: try renderer.render(scene), scale: scale)
    }

    private static func brightness(_ pixel: Pixel) -> Int { (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3 }

    @Test("Inside a dark toast: a light fill, a dashed border, the name in the middle", arguments: [1, 2])
    func toastSlot(scale: Int) throws {
        let rendered = try render(.toast(Toast(hosted: HostedContent(name: "card", width: 160, height: 60), position: .center)),
                                  scale: scale)
        let layout = try rendered.layout("h")
        let slot = try #require(layout.content)
        // The fill: light, well inside the border and away from the name.
        let fill = rendered.pixel(at: Point(x: slot.minX + 8, y: slot.minY + 8))
        #expect(Self.brightness(fill) > 200, "fill \(fill)")
        // Around the slot, the toast's dark padding.
        #expect(Self.brightness(rendered.pixel(at: Point(x: slot.minX - 4, y: slot.midY))) < 40)
        // The border along the top edge: dashes, so both grey ink and gaps.
        var ink = 0, gaps = 0
        for x in stride(from: slot.minX + 8, to: slot.maxX - 8, by: 1.0 / Double(scale)) {
            let level = Self.brightness(rendered.pixel(at: Point(x: x, y: slot.minY + 0.5 / Double(scale))))
            if level < 190 { ink += 1 } else if level > 210 { gaps += 1 }
        }
        #expect(ink > 10 && gaps > 10, "dashed: \(ink) inked, \(gaps) open")
        // The name: dark ink near the centre, none in the fill above it.
        var darkest = 255
        for dx in stride(from: -15.0, through: 15, by: 0.5) {
            for dy in stride(from: -4.0, through: 4, by: 0.5) {
                darkest = min(darkest, Self.brightness(rendered.pixel(at: Point(x: slot.midX + dx, y: slot.midY + dy))))
            }
        }
        #expect(darkest < 150, "the name is drawn: darkest \(darkest)")
        for dx in stride(from: -15.0, through: 15, by: 0.5) {
            #expect(Self.brightness(rendered.pixel(at: Point(x: slot.midX + dx, y: slot.minY + 6))) > 200)
        }
    }

    @Test("A banner's slot sits at its leading padding, in the banner's light card")
    func bannerSlot() throws {
        let rendered = try render(.banner(Banner(hosted: HostedContent(name: "promo", width: 120, height: 40))), scale: 1)
        let layout = try rendered.layout("h")
        let slot = try #require(layout.content)
        #expect(slot.minX == layout.frame.minX + 14)
        let fill = rendered.pixel(at: Point(x: slot.minX + 6, y: slot.minY + 6))
        #expect(Self.brightness(fill) > 200)
        // Beyond the slot, the card has no dashes: the right side of the card is plain.
        let card = rendered.pixel(at: Point(x: slot.maxX + 20, y: slot.minY + 0.5))
        let cardMiddle = rendered.pixel(at: Point(x: slot.maxX + 20, y: slot.midY))
        #expect(card == cardMiddle)
    }

    @Test("An empty slot (a zero size) draws nothing but its notice")
    func emptySlot() throws {
        let empty = try render(.toast(Toast(hosted: HostedContent(name: "none", width: 0, height: 0), position: .center)), scale: 1)
        let layout = try empty.layout("h")
        #expect(layout.content?.size == .zero)
        let centre = empty.pixel(at: layout.frame.center)
        #expect(Self.brightness(centre) < 40, "only the toast's dark box: \(centre)")
    }
}
