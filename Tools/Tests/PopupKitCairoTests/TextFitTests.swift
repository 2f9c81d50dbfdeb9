import Foundation
import PopupKit
import PopupKitScenario
import PopupKitCairo
import PopupKitPresentation
@_spi(Tools) import PopupKitStage
import Testing

/// Measured text equals drawn text: text nodes drawn alone on a transparent
/// surface put ink only inside the frame the PangoTextMeasurer gave them, and
/// reach its last line and its trailing side (so they are not drawn smaller or
/// with fewer lines either).
@Suite("Measured text equals drawn text")
struct TextFitTests {
    private static let texts = [
        "Saved",
        "Saved to your library",
        "Heads up: the status wraps when it is longer than two hundred points",
        "Ünïcödé façade — naïve résumé, Ångström",
        "Supercalifragilisticexpialidocious",
        "Line one\nLine two\nLine three",
        "g j y p q Q | descenders () [] {}",
    ]
    private static let fonts = [NoticeFont.system(16), NoticeFont.bold(14), NoticeFont.system(22), NoticeFont(family: "DejaVu Serif", size: 11)]

    /// A text node to draw: a node from a real scene with its placement replaced
    /// (the render-node types have no public initializers).
    private func textNode(_ placement: TextPlacement) throws -> RenderNode {
        let scenario = try Scenario(json: Data(#"{"events": [{"at": 0, "toast": {"id": "t", "message": "x"}}]}"#.utf8))
        let scene = ScenarioRunner(scenario).run(until: Instant(seconds: 1)).stage.scene(at: Instant(seconds: 1))
        guard case .group(let group)? = scene.nodes.first,
              case .text(var node)? = group.children.first(where: { if case .text = $0 { true } else { false } }) else {
            throw TestFailure("no text node in a toast's scene")
        }
        node.placement = placement
        node.color = .black
        return .text(node)
    }

    /// Draws `placement` alone and checks every inked pixel against its frame; returns
    /// where the ink ends (points), nil when nothing is drawn.
    @discardableResult
    private func check(_ placement: TextPlacement, lineHeight: Double, scale: Int, measurer: PangoTextMeasurer,
                       _ comment: String) throws -> Double? {
        let frame = placement.frame
        let scene = RenderScene(size: Size(width: frame.maxX + 20, height: frame.maxY + 20), time: Instant(seconds: 0),
                          nodes: [try textNode(placement)])
        let renderer = try CairoRenderer(scale: scale, textMeasurer: measurer)
        let bitmap = try renderer.render(scene)
        var ink: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        var outside: [String] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixels[y * bitmap.width + x] != 0 {
                if !Fixture.pixel(x: x, y: y, scale: scale, overlaps: frame) {
                    if outside.count < 4 { outside.append("(\(x), \(y)) alpha \(bitmap.pixel(x: x, y: y).alpha)") }
                }
                ink = ink.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        #expect(outside.isEmpty, "\(comment): ink outside \(frame) at \(scale)×: \(outside)")
        guard let ink else {
            Issue.record("\(comment): nothing drawn")
            return nil
        }
        let s = Double(scale)
        // The last line is drawn: ink below the top of the last line box.
        #expect(Double(ink.maxY + 1) / s > frame.maxY - lineHeight, "\(comment): ink ends at \(Double(ink.maxY + 1) / s), frame \(frame)")
        // The widest line reaches the frame's trailing side (within one em).
        switch placement.alignment {
        case .right, .left, .natural:
            #expect(Double(ink.maxX + 1) / s > frame.maxX - placement.font.size, "\(comment): ink right \(ink.maxX), frame \(frame)")
        case .center:
            let middle = (Double(ink.minX) + Double(ink.maxX + 1)) / 2 / s
            #expect(abs(middle - frame.midX) < placement.font.size / 2, "\(comment): ink centre \(middle), frame \(frame)")
        }
        return Double(ink.maxY + 1) / s
    }

    @Test("Ink lies inside the measured frame", arguments: [1, 2, 3])
    func inkInsideFrame(scale: Int) throws {
        let measurer = try PangoTextMeasurer()
        var index = 0
        for text in Self.texts {
            for width in [70.0, 150.0, 280.0] {
                for lineLimit in [0, 1, 2] {
                    index += 1
                    let font = Self.fonts[index % Self.fonts.count]
                    let metrics = measurer.measure(text, font: font, maxWidth: width, lineLimit: lineLimit)
                    #expect(metrics.size.width <= width)
                    #expect(lineLimit == 0 || metrics.lineCount <= lineLimit, "\(text): \(metrics.lineCount) lines")
                    let frame = Rect(origin: Point(x: 10.25, y: 7.5), size: metrics.size)
                    let placement = TextPlacement(text: text, frame: frame, font: font, alignment: .left, lineLimit: lineLimit)
                    try check(placement, lineHeight: metrics.lineHeight, scale: scale, measurer: measurer,
                              "\"\(text)\" \(font) width \(width) lines \(lineLimit)")
                }
            }
        }
    }

    @Test("Centred and right-aligned text in a wider frame stays inside it", arguments: [1, 3])
    func alignment(scale: Int) throws {
        let measurer = try PangoTextMeasurer()
        for alignment in [TextAlign.center, .right] {
            for text in ["Enjoying the app?", "Tell us what you think in the store."] {
                let font = NoticeFont.system(15)
                let metrics = measurer.measure(text, font: font, maxWidth: 200, lineLimit: 0)
                let frame = Rect(x: 20.5, y: 12, width: 200, height: metrics.size.height)
                let placement = TextPlacement(text: text, frame: frame, font: font, alignment: alignment, lineLimit: 0)
                try check(placement, lineHeight: metrics.lineHeight, scale: scale, measurer: measurer, "\(alignment) \"\(text)\"")
            }
        }
    }

    @Test("Text fitted to a height (fewer lines than it needs) is cut like layout cut it", arguments: [1, 2])
    func fittedToHeight(scale: Int) throws {
        let measurer = try PangoTextMeasurer()
        let text = "Heads up: the status wraps when it is longer than two hundred points, and then some more"
        let font = NoticeFont.system(16)
        let full = measurer.measure(text, font: font, maxWidth: 120, lineLimit: 0)
        let fitted = measurer.fit(text, font: font, maxWidth: 120, maxHeight: full.lineHeight * 2.5, lineLimit: 0)
        #expect(fitted.lineCount == 2 && fitted.lineLimit == 2 && full.lineCount > 3, "\(full.lineCount) → \(fitted.lineCount)")
        // As layout places it: the fitted size and the fitted line limit.
        let placement = TextPlacement(text: text, frame: Rect(origin: Point(x: 5, y: 5), size: fitted.size), font: font,
                                      alignment: .left, lineLimit: fitted.lineLimit)
        try check(placement, lineHeight: fitted.lineHeight, scale: scale, measurer: measurer, "fitted")
    }

    @Test("Layout with Pango: a text clipped to a squeezed body gets the lines that fit it, drawn inside it",
          arguments: [1, 2])
    func clippedToASqueezedBody(scale: Int) throws {
        let measurer = try PangoTextMeasurer()
        let toast = Toast(message: "First line\nSecond line\nThird line")
        let screen = [ScreenNotice(id: "t", lane: .toast, content: .toast(toast), shownAt: .zero, showOrder: 0,
                                   state: .visible, tapToDismiss: true)]
        var placement = try #require(NoticeLayout(container: Container(), measurer: measurer).layoutBeforeClipping(screen).first)
        guard case .toast(let parts) = placement.parts, let message = parts.message else { throw TestFailure("no message") }
        let line = measurer.measure(message.text, font: message.font, maxWidth: message.frame.width, lineLimit: 1).lineHeight
        #expect(message.lineLimit == 0 && message.frame.height >= 3 * line, "\(message)")
        // Room for two and a half lines below the message's top.
        placement.frame.size.height = message.frame.minY - placement.frame.minY + 2.5 * line
        placement.clipParts(measurer: measurer)
        guard case .toast(let clippedParts) = placement.parts, let clipped = clippedParts.message else {
            throw TestFailure("no message after the clip")
        }
        #expect(clipped.lineLimit == 2, "\(clipped)")
        let inkEnd = try check(clipped, lineHeight: line, scale: scale, measurer: measurer, "clipped")
        // Two lines and no part of a third, which would show in the last half line.
        #expect(inkEnd.map { $0 <= clipped.frame.minY + 2 * line + 1 / Double(scale) } == true,
                "ink ends at \(inkEnd ?? .nan), two lines end at \(clipped.frame.minY + 2 * line)")
    }

    @Test("Pango measures like the layout rules say: wrapping, line limits, newlines, bold is wider")
    func measuring() throws {
        let measurer = try PangoTextMeasurer()
        let one = measurer.measure("Saved", font: .system(16), maxWidth: 300, lineLimit: 0)
        #expect(one.lineCount == 1 && one.size.width > 30 && one.size.width < 60, "\(one)")
        #expect(abs(one.size.height - one.lineHeight) < 0.01)
        // DejaVu Sans: ascent + descent ≈ 1.164 em.
        #expect(abs(one.lineHeight - 16 * 1.164) < 0.5, "\(one.lineHeight)")
        let bold = measurer.measure("Saved", font: .bold(16), maxWidth: 300, lineLimit: 0)
        #expect(bold.size.width > one.size.width)
        let wrapped = measurer.measure("Saved to your library", font: .system(16), maxWidth: 80, lineLimit: 0)
        #expect(wrapped.lineCount >= 3 && wrapped.size.width <= 80, "\(wrapped)")
        let limited = measurer.measure("Saved to your library", font: .system(16), maxWidth: 80, lineLimit: 2)
        #expect(limited.lineCount == 2 && abs(limited.size.height - 2 * limited.lineHeight) < 0.01, "\(limited)")
        // A line limit counts every line, also across newlines (Pango limits per paragraph).
        let paragraphs = measurer.measure("a\nb\nc\nd", font: .system(16), maxWidth: 300, lineLimit: 2)
        #expect(paragraphs.lineCount == 2, "\(paragraphs)")
        #expect(measurer.measure("a\nb\nc\nd", font: .system(16), maxWidth: 300, lineLimit: 0).lineCount == 4)
        // A long word breaks between characters; the width never exceeds the limit.
        let word = measurer.measure("Supercalifragilisticexpialidocious", font: .system(16), maxWidth: 50, lineLimit: 0)
        #expect(word.lineCount > 3 && word.size.width <= 50, "\(word)")
        // Degenerate fonts and widths measure to finite values.
        let zero = measurer.measure("x", font: .system(0), maxWidth: 100, lineLimit: 0)
        #expect(zero.size == .zero)
        let narrow = measurer.measure("Saved", font: .system(16), maxWidth: 0, lineLimit: 0)
        #expect(narrow.size.width == 0 && narrow.size.height.isFinite)
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
