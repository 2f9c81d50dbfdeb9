import PopupKit
import PropertyBased
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Layout hands the back end text exactly as fitted: the line limit of every text
/// placement is the number of lines that fit its final frame, so a back end draws it
/// as given and never measures again.
///
/// "First\nSecond\nThird" in the toast's message font (16: 9.6 per character, line
/// 19.2) is three lines, 57.6 high, at most 6 × 9.6 = 57.6 wide.
@Suite("Layout: text exactly as fitted")
struct FittedTextTests {
    private static let threeLines = "First\nSecond\nThird"
    private static let lineHeight = 19.2

    /// The toast's layout before the final clip, and its message.
    private func toast() throws -> (placement: NoticePlacement, message: TextPlacement) {
        let screen = [screenItem("t", .toast(Toast(message: Self.threeLines)))]
        let placement = try #require(NoticeLayout(container: Container(), measurer: measurer).layoutBeforeClipping(screen).first)
        let message = try #require(placement.toastParts?.message)
        return (placement, message)
    }

    @Test("Text that fits its frame keeps its line limit (none)")
    func unclippedTextKeepsItsLimit() throws {
        let (placement, message) = try toast()
        #expect(abs(message.frame.height - 3 * Self.lineHeight) < 1e-9 && message.lineLimit == 0)
        var clipped = placement
        clipped.clipParts(measurer: measurer)
        let kept = try #require(clipped.toastParts?.message)
        // Clipping recomputes the frame from its edges: equal up to rounding.
        #expect(abs(kept.frame.height - message.frame.height) < 1e-9 && kept.lineLimit == 0, "\(kept)")
    }

    /// A body squeezed so its message keeps `lines × 19.2` plus `extra` points of height.
    @Test("A text clipped to a squeezed body gets the number of lines that fit the clipped frame",
          arguments: [(2.5, 2), (2, 2), (1.99, 1), (1, 1), (0.5, 1), (0, 1)])
    func clippedTextGetsTheLinesThatFit(lines: Double, expected: Int) throws {
        var (placement, message) = try toast()
        placement.frame.size.height = message.frame.minY - placement.frame.minY + lines * Self.lineHeight
        placement.clipParts(measurer: measurer)
        let clipped = try #require(placement.toastParts?.message)
        #expect(abs(clipped.frame.height - lines * Self.lineHeight) < 1e-9, "\(clipped.frame)")
        // The lines whose line boxes fit (at least one, cut by the frame).
        #expect(clipped.lineLimit == expected, "\(lines) lines of room: \(clipped.lineLimit)")
        let drawn = measurer.measure(clipped.text, font: clipped.font, maxWidth: clipped.frame.width, lineLimit: clipped.lineLimit)
        #expect(drawn.lineCount == expected)
    }

    @Test("A text clipped narrower wraps into more lines, and keeps those that fit")
    func narrowerTextKeepsTheLinesThatFit() throws {
        // "Second" no longer fits 4 characters (38.4): "Firs", "t", "Seco", "nd", "Thir", "d"
        // would be six lines; the frame still holds three.
        var (placement, message) = try toast()
        placement.frame.size.width = message.frame.minX - placement.frame.minX + 4 * 9.6
        placement.clipParts(measurer: measurer)
        let clipped = try #require(placement.toastParts?.message)
        #expect(abs(clipped.frame.width - 4 * 9.6) < 1e-9)
        #expect(measurer.measure(clipped.text, font: clipped.font, maxWidth: clipped.frame.width, lineLimit: 0).lineCount == 6)
        #expect(clipped.lineLimit == 3)
    }

    @Test("The fixed-advance measurer wraps text measured again at the width it answered into the same lines")
    func measuringAgainAtTheAnsweredWidth() {
        // 8 × 8.4 = 67.2, and 67.2 / 8.4 is a rounding error below 8.
        let once = measurer.measure("Tap here", font: .system(14), maxWidth: 200, lineLimit: 0)
        #expect(once.lineCount == 1 && abs(once.size.width - 67.2) < 1e-9)
        #expect(measurer.measure("Tap here", font: .system(14), maxWidth: once.size.width, lineLimit: 0).lineCount == 1)
        for size in stride(from: 9.0, through: 23, by: 0.7) {
            for font in [NoticeFont.system(size), NoticeFont.bold(size)] {
                for width in stride(from: 20.0, through: 400, by: 13.3) {
                    let text = "Your photos were uploaded and are now shared with everyone"
                    let first = measurer.measure(text, font: font, maxWidth: width, lineLimit: 0)
                    let again = measurer.measure(text, font: font, maxWidth: first.size.width, lineLimit: 0)
                    #expect(again == first, "\(font) width \(width): \(first.lineCount) then \(again.lineCount) lines")
                }
            }
        }
    }

    /// Before the final clip, so the clip's own fitting cannot make it pass: each
    /// kind's algorithm already puts every text in a frame its lines fit.
    @Test("Every text's lines fit its frame before the final clip")
    func everyTextFitsItsFrameBeforeTheClip() async {
        await propertyCheck(count: LayoutPropertyTests.count, input: LayoutPropertyTests.cases) { input in
            var problems: [String] = []
            for layout in input.layoutsBeforeClipping() {
                for text in layout.texts where !text.text.isEmpty {
                    let drawn = measurer.measure(text.text, font: text.font, maxWidth: text.frame.width, lineLimit: text.lineLimit)
                    if drawn.lineCount > 1, Double(drawn.lineCount) * drawn.lineHeight > text.frame.height + 0.01 {
                        problems.append("\(layout.lane) \(layout.id): \(drawn.lineCount) lines in \(text.frame)")
                    }
                }
            }
            #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))\nin \(input)")
        }
    }
}

extension NoticePlacement {
    /// The layout's text placements (a bubble's even when it carries custom content).
    var texts: [TextPlacement] {
        switch parts {
        case .toast(let parts): [parts.title, parts.message].compactMap { $0 }
        case .hud(let parts): [parts.status].compactMap { $0 }
        case .banner(let parts): [parts.title, parts.subtitle].compactMap { $0 }
        case .popup(let parts): [parts.title, parts.message].compactMap { $0 }
        case .bubble(let parts): [parts.text]
        }
    }
}
