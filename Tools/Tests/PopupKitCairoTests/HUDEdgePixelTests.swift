import PopupKit
import PopupKitCairo
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The white HUD on a white screen: its hairline edge and its shadow show where
/// the box ends, where SVProgressHUD's plain white box vanishes.
@Suite("Pixels: the light HUD on white")
struct HUDEdgePixelTests {
    private let hud = #"{"at": 0, "hud": {"action": "show", "status": "Loading your library"}}"#

    @Test("The light HUD's edge and shadow are darker than a white screen", arguments: [1, 2])
    func edgeOnWhite(scale: Int) throws {
        let rendered = try Fixture.render(hud, at: 1.3, scale: scale, background: .color(.white))
        let frame = try rendered.layout("hud").frame
        let white = Pixel(red: 255, green: 255, blue: 255)
        #expect(rendered.pixel(at: Point(x: frame.midX, y: frame.maxY - 6)) == white, "the HUD's fill")
        // The hairline, on the box's left edge half way down.
        let edge = rendered.pixel(at: Point(x: frame.minX + 0.25, y: frame.midY))
        #expect(edge.red < 245, "the left edge: \(edge)")
        // The shadow below the box, a few points out.
        let below = rendered.pixel(at: Point(x: frame.midX, y: frame.maxY + 3))
        #expect(below.red < 245, "below the box: \(below)")
        // Far from the box the screen stays white.
        #expect(rendered.pixel(at: Point(x: 2, y: 2)) == white)
    }
}
