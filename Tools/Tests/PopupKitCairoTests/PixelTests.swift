import PopupKit
import PopupKitCairo
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Pixel checks that do not depend on the snapshots: colours where layout says
/// things are, and nothing where it says they are not.
@Suite("Pixels")
struct PixelTests {
    /// Title and message of one font size: the box's centre falls between the lines.
    private let toast = #"{"at": 0, "toast": {"id": "t", "title": "Saved", "message": "All your changes", "position": "center", "duration": "forever"}}"#

    @Test("A toast's box is black at 95 % over the background at its centre", arguments: [1, 2, 3])
    func toastBoxColor(scale: Int) throws {
        let rendered = try Fixture.render(toast, at: 1, scale: scale)
        let frame = try rendered.layout("t").frame
        let expected = Fixture.background.composited(under: NoticeColor.black.withAlpha(0.95))
        let centre = rendered.pixel(at: frame.center)
        #expect(centre.distance(to: expected) <= 2, "centre \(centre), expected \(expected)")
        // Well inside the box, away from the text: the corner region under the radius.
        let inside = rendered.pixel(at: Point(x: frame.minX + 6, y: frame.maxY - 6))
        #expect(inside.distance(to: expected) <= 2, "inside \(inside), expected \(expected)")
    }

    @Test("Just outside a toast's box is the background", arguments: [1, 2, 3])
    func outsideToastIsBackground(scale: Int) throws {
        let rendered = try Fixture.render(toast, at: 1, scale: scale)
        let frame = try rendered.layout("t").frame
        let outside = [Point(x: frame.minX - 1.5, y: frame.midY), Point(x: frame.maxX + 1, y: frame.midY),
                       Point(x: frame.midX, y: frame.minY - 1.5), Point(x: frame.midX, y: frame.maxY + 1)]
        for point in outside {
            let pixel = rendered.pixel(at: point)
            #expect(pixel == Fixture.background, "at \(point): \(pixel)")
        }
    }

    @Test("Text is drawn, and only inside the toast's box", arguments: [1, 3])
    func textOnlyInsideBox(scale: Int) throws {
        let rendered = try Fixture.render(toast, at: 1, scale: scale)
        let frame = try rendered.layout("t").frame
        let boxColor = Fixture.background.composited(under: NoticeColor.black.withAlpha(0.95))
        var outside: [String] = []
        var textPixels = 0
        let bitmap = rendered.bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap.pixel(x: x, y: y)
                guard pixel != Fixture.background else { continue }
                if !Fixture.pixel(x: x, y: y, scale: scale, overlaps: frame) {
                    if outside.count < 5 { outside.append("(\(x), \(y)) \(pixel)") }
                    continue
                }
                // White text on the dark box.
                if pixel.red > boxColor.red + 100 { textPixels += 1 }
            }
        }
        #expect(outside.isEmpty, "pixels drawn outside the box \(frame): \(outside)")
        #expect(textPixels > 40 * scale * scale, "only \(textPixels) text pixels in the box")
    }

    @Test("A bubble's arrow tip is on the target's edge, in the bubble's colour",
          arguments: [("bottom", 1), ("top", 2), ("left", 3), ("right", 2)])
    func bubbleArrowTip(edge: String, scale: Int) throws {
        let target = Rect(x: 170, y: 400, width: 44, height: 44)
        let rendered = try Fixture.render("""
            {"at": 0, "bubble": {"id": "b", "text": "Tip", "edge": "\(edge)", "target": {"x": 170, "y": 400, "width": 44, "height": 44}}}
            """, at: 1, scale: scale)
        guard case .bubble(let parts) = try rendered.layout("b").parts else {
            Issue.record("not a bubble layout")
            return
        }
        #expect(parts.edge.rawValue == edge)
        let onEdge = switch parts.edge {
        case .top: parts.tip.y == target.minY
        case .bottom: parts.tip.y == target.maxY
        case .left: parts.tip.x == target.minX
        case .right: parts.tip.x == target.maxX
        }
        #expect(onEdge, "tip \(parts.tip) is not on the \(edge) edge of \(target)")
        // From the tip towards the body: inside the arrow. Away from it: the target (background).
        let length = ((parts.baseCenter.x - parts.tip.x) * (parts.baseCenter.x - parts.tip.x)
            + (parts.baseCenter.y - parts.tip.y) * (parts.baseCenter.y - parts.tip.y)).squareRoot()
        let direction = Point(x: (parts.baseCenter.x - parts.tip.x) / length, y: (parts.baseCenter.y - parts.tip.y) / length)
        let bubbleColor = Pixel(red: 0x00, green: 0x66, blue: 0xDB)
        // A point whose whole pixel lies inside the arrow at every scale.
        let inside = Point(x: parts.tip.x + direction.x * 2 - (direction.x == 0 ? 0.25 / Double(scale) : 0),
                           y: parts.tip.y + direction.y * 2 - (direction.y == 0 ? 0.25 / Double(scale) : 0))
        let tipPixel = rendered.pixel(at: inside)
        #expect(tipPixel.distance(to: bubbleColor) <= 3, "near the tip \(inside): \(tipPixel)")
        let beyond = rendered.pixel(at: Point(x: parts.tip.x - direction.x * 1.5, y: parts.tip.y - direction.y * 1.5))
        #expect(beyond == Fixture.background, "beyond the tip: \(beyond)")
    }

    @Test("A black HUD mask dims every corner of the screen", arguments: [1, 2])
    func blackMaskDimsCorners(scale: Int) throws {
        let rendered = try Fixture.render(config: #"{"hud": {"mask": "black"}}"#,
                                          #"{"at": 0, "hud": {"action": "show", "status": "Working"}}"#, at: 1, scale: scale)
        let expected = Fixture.background.composited(under: NoticeColor.black.withAlpha(0.5))
        let bitmap = rendered.bitmap
        for (x, y) in [(0, 0), (bitmap.width - 1, 0), (0, bitmap.height - 1), (bitmap.width - 1, bitmap.height - 1)] {
            let pixel = bitmap.pixel(x: x, y: y)
            #expect(pixel.distance(to: expected) <= 1, "corner (\(x), \(y)): \(pixel), expected \(expected)")
        }
        // Without the mask the corners keep the background.
        let open = try Fixture.render(#"{"at": 0, "hud": {"action": "show", "status": "Working"}}"#, at: 1, scale: scale)
        #expect(open.bitmap.pixel(x: 0, y: 0) == Fixture.background)
    }

    @Test("A gradient mask is clear at the HUD and the mask colour at the farthest corner, linear between")
    func gradientMask() throws {
        let rendered = try Fixture.render(config: #"{"hud": {"mask": "gradient"}}"#,
                                          #"{"at": 0, "hud": {"action": "show"}}"#, at: 1)
        let centre = try rendered.layout("hud").frame.center
        let bitmap = rendered.bitmap
        func distance(_ point: Point) -> Double {
            let dx = point.x - centre.x, dy = point.y - centre.y
            return (dx * dx + dy * dy).squareRoot()
        }
        let corners = [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 844), Point(x: 390, y: 844)]
        let farthest = corners.map(distance).max() ?? 0
        for point in [Point(x: centre.x, y: centre.y - 60), Point(x: 10, y: 200), Point(x: 0.5, y: 843.5), Point(x: 389.5, y: 0.5)] {
            let distance = distance(point)
            let expected = Fixture.background.composited(under: NoticeColor.black.withAlpha(0.5 * distance / farthest))
            let pixel = rendered.pixel(at: point)
            #expect(pixel.distance(to: expected) <= 3, "at \(point): \(pixel), expected \(expected)")
        }
        #expect(bitmap.pixel(x: 0, y: 0) != Fixture.background)
    }

    @Test("A toast fading in is drawn at its opacity")
    func groupOpacity() throws {
        // Fade 0.2 s, Core Animation's ease-out (0, 0, 0.58, 1): at 0.1 s, half
        // way, the curve is at 0.6846.
        let rendered = try Fixture.render(toast, at: 0.1)
        let frame = try rendered.layout("t").frame
        let expected = Fixture.background.composited(under: NoticeColor.black.withAlpha(0.95 * 0.6846))
        let pixel = rendered.pixel(at: frame.center)
        #expect(pixel.distance(to: expected) <= 2, "\(pixel), expected \(expected)")
    }
}
