import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Bubbles on each edge of their target, and the flips when there is no room.
///
/// Phone container: available (0, 47, 390, 763); screen margin 8 → bubble bounds
/// x 8…382, y 55…802. "Tap here": 8 × 8.4 = 67.2 × 16.8; padding 12/8 → body 91.2 × 32.8.
/// Triangle: gap = arrow height 8; dotted line: gap = line length 24.
/// The pointer's base is kept ≥ corner radius 8 + half arrow 8 = 16 from the body's corners.
@Suite struct BubblePlacementTests {
    /// Target (170, 400, 50, 40): centre (195, 420), edges x 170…220, y 400…440.
    static let target = Rect(x: 170, y: 400, width: 50, height: 40)

    struct Expected {
        var edge: BubbleEdge
        var frame: Rect
        var tip: Point
        var base: Point
    }

    /// By hand, for the target above (room everywhere).
    static func expected(_ physical: BubbleEdge, gap: Double) -> Expected {
        switch physical {
        case .bottom:  // y = 440 + gap; x = 195 − 45.6 = 149.4
            Expected(edge: .bottom, frame: Rect(x: 149.4, y: 440 + gap, width: 91.2, height: 32.8),
                     tip: Point(x: 195, y: 440), base: Point(x: 195, y: 440 + gap))
        case .top:  // y = 400 − gap − 32.8
            Expected(edge: .top, frame: Rect(x: 149.4, y: 400 - gap - 32.8, width: 91.2, height: 32.8),
                     tip: Point(x: 195, y: 400), base: Point(x: 195, y: 400 - gap))
        case .right:  // x = 220 + gap; y = 420 − 16.4 = 403.6
            Expected(edge: .right, frame: Rect(x: 220 + gap, y: 403.6, width: 91.2, height: 32.8),
                     tip: Point(x: 220, y: 420), base: Point(x: 220 + gap, y: 420))
        case .left:  // x = 170 − gap − 91.2
            Expected(edge: .left, frame: Rect(x: 170 - gap - 91.2, y: 403.6, width: 91.2, height: 32.8),
                     tip: Point(x: 170, y: 420), base: Point(x: 170 - gap, y: 420))
        }
    }

    private func check(_ layout: NoticePlacement?, _ expected: Expected, sourceLocation: SourceLocation = #_sourceLocation) {
        let parts = layout?.bubbleParts
        #expect(parts?.edge == expected.edge, "edge", sourceLocation: sourceLocation)
        expectRect(layout?.frame, expected.frame, sourceLocation: sourceLocation)
        guard let parts, let frame = layout?.frame else { return }
        expectPoint(parts.tip, expected.tip, "tip", sourceLocation: sourceLocation)
        expectPoint(parts.baseCenter, expected.base, "base", sourceLocation: sourceLocation)
        // The text sits inside the padding: (12, 8) in, 67.2 × 16.8 here.
        expectRect(parts.text.frame, Rect(x: frame.minX + 12, y: frame.minY + 8, width: frame.width - 24,
                                          height: frame.height - 16), "text", sourceLocation: sourceLocation)
    }

    private func bubble(_ edge: BubbleEdge, _ target: Rect?, pointer: BubblePointer = .triangle) -> ScreenContent {
        .bubble(Bubble(text: "Tap here", pointer: pointer, edge: edge, target: target))
    }

    @Test(arguments: BubbleEdge.allCases, WritingDirection.allCases)
    func triangleOnEachEdge(edge: BubbleEdge, direction: WritingDirection) {
        // In RTL, left and right mean leading and trailing: they swap.
        let physical: BubbleEdge = switch (edge, direction) {
        case (.left, .rightToLeft): .right
        case (.right, .rightToLeft): .left
        default: edge
        }
        let layout = layoutOne(bubble(edge, Self.target), in: phone(direction))
        check(layout, Self.expected(physical, gap: 8))
        #expect(layout?.bubbleParts?.pointer == .triangle)
        #expect(layout?.bubbleParts?.text.alignment == mirror(direction, ltr: .left, rtl: .right))
    }

    @Test(arguments: BubbleEdge.allCases, WritingDirection.allCases)
    func dotLineOnEachEdge(edge: BubbleEdge, direction: WritingDirection) {
        // The dot is on the target's edge, the line 24 long: the body is 24 away.
        let physical: BubbleEdge = switch (edge, direction) {
        case (.left, .rightToLeft): .right
        case (.right, .rightToLeft): .left
        default: edge
        }
        let layout = layoutOne(bubble(edge, Self.target, pointer: .dotLine), in: phone(direction))
        check(layout, Self.expected(physical, gap: 24))
        #expect(layout?.bubbleParts?.pointer == .dotLine)
    }

    @Test(arguments: WritingDirection.allCases)
    func bottomFlipsToTop(direction: WritingDirection) {
        // Target (170, 780, 50, 20): below it 802 − 800 = 2 < 32.8 + 8; above 780 − 55 = 725.
        // Top: y = 780 − 8 − 32.8 = 739.2.
        let layout = layoutOne(bubble(.bottom, Rect(x: 170, y: 780, width: 50, height: 20)), in: phone(direction))
        check(layout, Expected(edge: .top, frame: Rect(x: 149.4, y: 739.2, width: 91.2, height: 32.8),
                               tip: Point(x: 195, y: 780), base: Point(x: 195, y: 772)))
    }

    @Test(arguments: WritingDirection.allCases)
    func topFlipsToBottom(direction: WritingDirection) {
        // Target (170, 50, 50, 20): above it 50 − 55 < 0; below 802 − 70 = 732. y = 70 + 8 = 78.
        let layout = layoutOne(bubble(.top, Rect(x: 170, y: 50, width: 50, height: 20)), in: phone(direction))
        check(layout, Expected(edge: .bottom, frame: Rect(x: 149.4, y: 78, width: 91.2, height: 32.8),
                               tip: Point(x: 195, y: 70), base: Point(x: 195, y: 78)))
    }

    @Test(arguments: WritingDirection.allCases)
    func trailingFlipsToLeading(direction: WritingDirection) {
        // Physical right of target (340, 400, 40, 40): 382 − 380 = 2 < 91.2 + 8; left 340 − 8 = 332.
        // Left: x = 340 − 8 − 91.2 = 240.8, y = 403.6. (RTL asks for .left: physical right.)
        let edge = mirror(direction, ltr: BubbleEdge.right, rtl: .left)
        let layout = layoutOne(bubble(edge, Rect(x: 340, y: 400, width: 40, height: 40)), in: phone(direction))
        check(layout, Expected(edge: .left, frame: Rect(x: 240.8, y: 403.6, width: 91.2, height: 32.8),
                               tip: Point(x: 340, y: 420), base: Point(x: 332, y: 420)))
    }

    @Test(arguments: WritingDirection.allCases)
    func leadingFlipsToTrailing(direction: WritingDirection) {
        // Physical left of target (10, 400, 40, 40): 10 − 8 = 2; right 382 − 50 = 332. x = 50 + 8 = 58.
        let edge = mirror(direction, ltr: BubbleEdge.left, rtl: .right)
        let layout = layoutOne(bubble(edge, Rect(x: 10, y: 400, width: 40, height: 40)), in: phone(direction))
        check(layout, Expected(edge: .right, frame: Rect(x: 58, y: 403.6, width: 91.2, height: 32.8),
                               tip: Point(x: 50, y: 420), base: Point(x: 58, y: 420)))
    }

    @Test(arguments: WritingDirection.allCases)
    func verticalFlipsToTheSideWithMoreRoom(direction: WritingDirection) {
        // Tall target (20, 60, 40, 735), y 60…795: above 60 − 55 = 5, below 802 − 795 = 7: no room.
        // Other axis, more room first: right 382 − 60 = 322 vs left 20 − 8 = 12 → right.
        // x = 60 + 8 = 68; centre y 60 + 367.5 = 427.5 → y = 427.5 − 16.4 = 411.1.
        let layout = layoutOne(bubble(.top, Rect(x: 20, y: 60, width: 40, height: 735)), in: phone(direction))
        check(layout, Expected(edge: .right, frame: Rect(x: 68, y: 411.1, width: 91.2, height: 32.8),
                               tip: Point(x: 60, y: 427.5), base: Point(x: 68, y: 427.5)))
        // Mirrored target (330, 60, 40, 735): left 322 vs right 12 → left, x = 330 − 99.2 = 230.8.
        let other = layoutOne(bubble(.top, Rect(x: 330, y: 60, width: 40, height: 735)), in: phone(direction))
        check(other, Expected(edge: .left, frame: Rect(x: 230.8, y: 411.1, width: 91.2, height: 32.8),
                              tip: Point(x: 330, y: 427.5), base: Point(x: 322, y: 427.5)))
    }

    @Test(arguments: WritingDirection.allCases)
    func horizontalFlipsToTheOtherAxis(direction: WritingDirection) {
        // Wide target (10, 400, 370, 40): left 2, right 382 − 380 = 2; below 802 − 440 = 362 >
        // above 400 − 55 = 345 → bottom, y 448; centre x 195 → x 149.4.
        let layout = layoutOne(bubble(.left, Rect(x: 10, y: 400, width: 370, height: 40)), in: phone(direction))
        check(layout, Expected(edge: .bottom, frame: Rect(x: 149.4, y: 448, width: 91.2, height: 32.8),
                               tip: Point(x: 195, y: 440), base: Point(x: 195, y: 448)))
    }

    @Test(arguments: WritingDirection.allCases)
    func noRoomAnywhereTakesTheMostRoom(direction: WritingDirection) {
        // Target (10, 57, 360, 743): above 2, below 802 − 800 = 2, left 2, right 382 − 370 = 12.
        // Nothing fits; right has the most room. x = 370 + 8 = 378 → clamped to 382 − 91.2 = 290.8;
        // centre y 57 + 371.5 = 428.5 → y 412.1. The body lies over the target, so a pointer
        // would run back through it: none is drawn, the tip meets the base.
        let layout = layoutOne(bubble(.top, Rect(x: 10, y: 57, width: 360, height: 743)), in: phone(direction))
        check(layout, Expected(edge: .right, frame: Rect(x: 290.8, y: 412.1, width: 91.2, height: 32.8),
                               tip: Point(x: 290.8, y: 428.5), base: Point(x: 290.8, y: 428.5)))
    }
}
