import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Bubbles with custom content are placed exactly like text bubbles of the same body:
/// the tip on the target's edge, the same flips, the same clamping.
///
/// "Tap here" (font 14) measures 67.2 × 16.8, so content of that size gives the
/// same body, 91.2 × 32.8 with the default padding 12/8.
@Suite struct CustomContentBubbleTests {
    static let sameAsTapHere = fixed(67.2, 16.8, name: "tap-here")

    /// Targets with room everywhere, near each edge and in the corners (the flips).
    static let targets: [Rect] = [
        Rect(x: 170, y: 400, width: 50, height: 40),
        Rect(x: 170, y: 50, width: 50, height: 30),
        Rect(x: 170, y: 770, width: 50, height: 30),
        Rect(x: 0, y: 400, width: 30, height: 40),
        Rect(x: 360, y: 400, width: 30, height: 40),
        Rect(x: 0, y: 47, width: 44, height: 44),
        Rect(x: 346, y: 766, width: 44, height: 44),
        Rect(x: -50, y: 900, width: 10, height: 10),
    ]

    @Test("Content bubbles take the text bubble's side, frame, tip and base",
          arguments: BubbleEdge.allCases, [BubblePointer.triangle, .dotLine])
    func sameAsText(edge: BubbleEdge, pointer: BubblePointer) {
        for direction in WritingDirection.allCases {
            for keyboard in [0.0, 336] {
                let container = phone(direction, keyboard: keyboard)
                for target in Self.targets {
                    let text = layoutOne(.bubble(Bubble(text: "Tap here", pointer: pointer, edge: edge, target: target)),
                                         in: container)
                    let content = layoutOne(.bubble(Bubble(content: Self.sameAsTapHere, pointer: pointer, edge: edge,
                                                           target: target)), in: container)
                    let (textParts, contentParts) = (text?.bubbleParts, content?.bubbleParts)
                    let situation = "\(edge) \(pointer) \(direction) keyboard \(keyboard) target \(target)"
                    #expect(contentParts?.edge == textParts?.edge, "\(situation)")
                    #expect(content?.frame == text?.frame, "\(situation)")
                    #expect(contentParts?.tip == textParts?.tip, "\(situation)")
                    #expect(contentParts?.baseCenter == textParts?.baseCenter, "\(situation)")
                    if let frame = contentParts?.content, let text = textParts?.text.frame {
                        let close = [frame.minX - text.minX, frame.minY - text.minY, frame.width - text.width,
                                     frame.height - text.height].allSatisfy { abs($0) <= 1e-9 }
                        #expect(close, "\(situation): content \(frame) not where the text was, \(text)")
                    } else {
                        Issue.record("\(situation): no content frame")
                    }
                    #expect(textParts?.content == nil)
                }
            }
        }
    }

    @Test("A content bubble flips to the opposite edge when its own has no room", arguments: WritingDirection.allCases)
    func flips(direction: WritingDirection) {
        // Target at the top: above it there are 50 − 55 < 0 points; below, all the room.
        let target = Rect(x: 170, y: 50, width: 50, height: 30)
        let layout = layoutOne(.bubble(Bubble(content: fixed(60, 20), edge: .top, target: target)), in: phone(direction))
        #expect(layout?.bubbleParts?.edge == .bottom)
        // Body 84 × 36 below the 8-point arrow: x = 195 − 42, y = 80 + 8.
        expectRect(layout?.frame, Rect(x: 153, y: 88, width: 84, height: 36))
        expectRect(layout?.bubbleParts?.content, Rect(x: 165, y: 96, width: 60, height: 20), "content")
        if let tip = layout?.bubbleParts?.tip { expectPoint(tip, Point(x: 195, y: 80), "tip") }
    }

    @Test("The tip stays on the target's edge for every edge and target", arguments: BubbleEdge.allCases)
    func tipsOnTargetEdges(edge: BubbleEdge) {
        for direction in WritingDirection.allCases {
            let container = phone(direction, keyboard: 200)
            let screen = Self.targets.enumerated().map { index, target in
                screenItem(NoticeID("b\(index)"), .bubble(Bubble(content: fixed(120, 60), edge: edge, target: target)),
                           order: UInt64(index))
            }
            let layouts = layout(screen, in: container)
            let unclipped = NoticeLayout(container: container, measurer: measurer).layoutBeforeClipping(screen)
            let problems = LayoutContract.bubbleTips(container, screen, layouts)
                + BubbleSideContract.check(container, StyleSheet(), screen, layouts)
                + LayoutContract.placement(container, StyleSheet(), screen, layouts)
                + LayoutContract.partsInsideContentBox(StyleSheet(), screen, unclipped)
            #expect(problems.isEmpty, "\(edge) \(direction): \(problems)")
        }
    }
}
