import PopupKit
import PopupKitCairo
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// A popup's action buttons drawn by Cairo: the pressed one highlighted, within
/// the card's rounded corner, and the others plain.
@Suite("Pixels: popup actions")
struct PopupActionPixelTests {
    private static let popup = #"{"at": 0, "popup": {"id": "p", "title": "Delete draft?", "message": "This cannot be undone.", "actions": [{"id": "keep", "title": "Keep", "role": "cancel"}, {"id": "delete", "title": "Delete", "role": "destructive"}]}}"#

    /// The screen at 1.5 s, with a finger down on `delete` from 1 s when `pressed`.
    private func render(pressed: Bool, scale: Int) throws -> (Rendered, [PopupActionPlacement]) {
        var events = [Self.popup]
        if pressed {
            // The trailing half of the row; Pango's measure moves the row, so aim at its centre.
            let layout = try Fixture.render(Self.popup, at: 0.5).layout("p")
            guard case .popup(let parts) = layout.parts, let delete = parts.actions.last else {
                throw Missing()
            }
            events.append(#"{"at": 1, "pointer": {"phase": "down", "x": \#(delete.frame.midX), "y": \#(delete.frame.midY)}}"#)
        }
        let rendered = try Fixture.render(events.joined(separator: ","), at: 1.5, scale: scale)
        guard case .popup(let parts) = try rendered.layout("p").parts else { throw Missing() }
        return (rendered, parts.actions)
    }

    private struct Missing: Error {}

    @Test("The pressed button is the card darkened 10 %, the other stays white, and no highlight leaves the card",
          arguments: [1, 2])
    func pressedHighlight(scale: Int) throws {
        let (plain, buttons) = try render(pressed: false, scale: scale)
        let (held, _) = try render(pressed: true, scale: scale)
        #expect(buttons.map(\.id) == ["keep", "delete"])
        let keep = buttons[0].frame, delete = buttons[1].frame
        let white = Pixel(red: 255, green: 255, blue: 255)
        let darkened = white.composited(under: NoticeColor.black.withAlpha(0.1))
        // Beside the titles, inside each button.
        let inDelete = Point(x: delete.minX + 4, y: delete.midY), inKeep = Point(x: keep.minX + 4, y: keep.midY)
        #expect(plain.pixel(at: inDelete).distance(to: white) <= 2, "\(plain.pixel(at: inDelete))")
        #expect(held.pixel(at: inDelete).distance(to: darkened) <= 2, "\(held.pixel(at: inDelete)), expected \(darkened)")
        #expect(held.pixel(at: inKeep).distance(to: white) <= 2, "only the pressed button: \(held.pixel(at: inKeep))")
        // Just outside the card's rounded bottom corner, the pressed button changes nothing.
        let corner = Point(x: delete.maxX - 1.5, y: delete.maxY - 1.5)
        #expect(held.pixel(at: corner).distance(to: plain.pixel(at: corner)) <= 2,
                "held \(held.pixel(at: corner)), plain \(plain.pixel(at: corner))")
    }

    @Test("Button titles are drawn in their roles' colours: the cancel in the tint, the destructive in red")
    func titleColours() throws {
        let (rendered, buttons) = try render(pressed: false, scale: 2)
        func inks(in rect: Rect) -> [Pixel] {
            var pixels: [Pixel] = []
            for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
                for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                    let pixel = rendered.bitmap.pixel(x: x, y: y)
                    if pixel.distance(to: Pixel(red: 255, green: 255, blue: 255)) > 200 { pixels.append(pixel) }
                }
            }
            return pixels
        }
        let keep = inks(in: buttons[0].title.frame), delete = inks(in: buttons[1].title.frame)
        #expect(!keep.isEmpty && keep.allSatisfy { $0.blue > $0.red + 100 }, "blue ink for Keep: \(keep.prefix(3))")
        #expect(!delete.isEmpty && delete.allSatisfy { $0.red > $0.blue + 100 }, "red ink for Delete: \(delete.prefix(3))")
    }
}
