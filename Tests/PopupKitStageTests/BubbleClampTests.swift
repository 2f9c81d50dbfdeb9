import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Bubbles whose body must be clamped, whose target is off screen or missing, and
/// wrapped bubble text. Phone container: bubble bounds x 8…382, y 55…802;
/// "Tap here" body 91.2 × 32.8 (see BubblePlacementTests).
@Suite struct BubbleClampTests {
    private func bubble(_ edge: BubbleEdge, _ target: Rect?, text: String = "Tap here",
                        maxWidth: Double? = nil) -> ScreenContent {
        .bubble(Bubble(text: text, edge: edge, target: target, maxWidth: maxWidth))
    }

    private func check(_ layout: NoticePlacement?, edge: BubbleEdge, frame: Rect, target: Rect, tip: Point, base: Point,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layout?.bubbleParts?.edge == edge, "edge", sourceLocation: sourceLocation)
        expectRect(layout?.frame, frame, sourceLocation: sourceLocation)
        expectRect(layout?.bubbleParts?.target, target, "target", sourceLocation: sourceLocation)
        guard let parts = layout?.bubbleParts else { return }
        expectPoint(parts.tip, tip, "tip", sourceLocation: sourceLocation)
        expectPoint(parts.baseCenter, base, "base", sourceLocation: sourceLocation)
    }

    @Test(arguments: WritingDirection.allCases)
    func bodyClampedToTheLeftMargin(direction: WritingDirection) {
        // Target (0, 300, 20, 20), centre x 10: body would start at 10 − 45.6 < 8 → x 8, y 320 + 8.
        // Base kept 16 from the corner: max(10, 8 + 16) = 24; the tip stays on the target:
        // min(24, 20) = 20 on its bottom edge y 320.
        let layout = layoutOne(bubble(.bottom, Rect(x: 0, y: 300, width: 20, height: 20)), in: phone(direction))
        check(layout, edge: .bottom, frame: Rect(x: 8, y: 328, width: 91.2, height: 32.8),
              target: Rect(x: 0, y: 300, width: 20, height: 20), tip: Point(x: 20, y: 320), base: Point(x: 24, y: 328))
    }

    @Test(arguments: WritingDirection.allCases)
    func bodyClampedToTheRightMargin(direction: WritingDirection) {
        // Target (360, 300, 20, 20), centre x 370: body x = 370 − 45.6 = 324.4 → 382 − 91.2 = 290.8.
        // Base: min(370, 382 − 16) = 366, inside the target's 360…380 → tip (366, 320).
        let layout = layoutOne(bubble(.bottom, Rect(x: 360, y: 300, width: 20, height: 20)), in: phone(direction))
        check(layout, edge: .bottom, frame: Rect(x: 290.8, y: 328, width: 91.2, height: 32.8),
              target: Rect(x: 360, y: 300, width: 20, height: 20), tip: Point(x: 366, y: 320), base: Point(x: 366, y: 328))
    }

    @Test(arguments: WritingDirection.allCases)
    func sideBubbleClampedBelowTheTopMargin(direction: WritingDirection) {
        // Target (170, 50, 50, 20) on its trailing side (physical right): x 220 + 8 = 228;
        // y = 60 − 16.4 = 43.6 → 55. Base: max(60, 55 + 16) = 71 (body 55…87.8); the tip:
        // min(71, 70) = 70 on the target's right edge x 220.
        let edge = mirror(direction, ltr: BubbleEdge.right, rtl: .left)
        let layout = layoutOne(bubble(edge, Rect(x: 170, y: 50, width: 50, height: 20)), in: phone(direction))
        check(layout, edge: .right, frame: Rect(x: 228, y: 55, width: 91.2, height: 32.8),
              target: Rect(x: 170, y: 50, width: 50, height: 20), tip: Point(x: 220, y: 70), base: Point(x: 228, y: 71))
    }

    @Test(arguments: WritingDirection.allCases)
    func targetOffScreenBottomRight(direction: WritingDirection) {
        // Target (500, 900, 50, 50) is moved into the 390 × 844 container: (340, 794, 50, 50).
        // Below: 802 − 844 < 0 → top (794 − 55 = 739 fits): y = 794 − 40.8 = 753.2;
        // x = 365 − 45.6 = 319.4 → 290.8. Base min(365, 366) = 365; tip (365, 794).
        let layout = layoutOne(bubble(.bottom, Rect(x: 500, y: 900, width: 50, height: 50)), in: phone(direction))
        check(layout, edge: .top, frame: Rect(x: 290.8, y: 753.2, width: 91.2, height: 32.8),
              target: Rect(x: 340, y: 794, width: 50, height: 50), tip: Point(x: 365, y: 794), base: Point(x: 365, y: 786))
    }

    @Test(arguments: WritingDirection.allCases)
    func targetOffScreenTopLeft(direction: WritingDirection) {
        // Target (−100, −100, 30, 30) → (0, 0, 30, 30). Below it y = 38 → 55 (safe area + margin):
        // the pointer would reach 25 > 16 out from the body, and beside it the body would not face
        // the target, so no side is free and it takes the most room (bottom) with no pointer: the
        // tip meets the base (24, 55). A `Stage` hides it anyway: its target is off screen.
        let layout = layoutOne(bubble(.bottom, Rect(x: -100, y: -100, width: 30, height: 30)), in: phone(direction))
        check(layout, edge: .bottom, frame: Rect(x: 8, y: 55, width: 91.2, height: 32.8),
              target: Rect(x: 0, y: 0, width: 30, height: 30), tip: Point(x: 24, y: 55), base: Point(x: 24, y: 55))
    }

    @Test(arguments: WritingDirection.allCases)
    func negativeTargetSizeBecomesZero(direction: WritingDirection) {
        // Target (100, 200, −20, −10) → (100, 200, 0, 0). Bottom: (100 − 45.6, 200 + 8); tip (100, 200).
        let layout = layoutOne(bubble(.bottom, Rect(x: 100, y: 200, width: -20, height: -10)), in: phone(direction))
        check(layout, edge: .bottom, frame: Rect(x: 54.4, y: 208, width: 91.2, height: 32.8),
              target: Rect(x: 100, y: 200, width: 0, height: 0), tip: Point(x: 100, y: 200), base: Point(x: 100, y: 208))
    }

    @Test(arguments: WritingDirection.allCases)
    func missingTargetPointsAtTheCentre(direction: WritingDirection) {
        // No target: the centre of the available rect, (195, 428.5), zero size.
        // Bottom: (195 − 45.6, 428.5 + 8) = (149.4, 436.5).
        let layout = layoutOne(bubble(.bottom, nil), in: phone(direction))
        check(layout, edge: .bottom, frame: Rect(x: 149.4, y: 436.5, width: 91.2, height: 32.8),
              target: Rect(x: 195, y: 428.5, width: 0, height: 0), tip: Point(x: 195, y: 428.5), base: Point(x: 195, y: 436.5))
    }

    @Test(arguments: WritingDirection.allCases)
    func missingTargetAboveTheKeyboard(direction: WritingDirection) {
        // Keyboard 300: available (0, 47, 390, 497), centre (195, 295.5); bottom: y 303.5.
        let layout = layoutOne(bubble(.bottom, nil), in: phone(direction, keyboard: 300))
        check(layout, edge: .bottom, frame: Rect(x: 149.4, y: 303.5, width: 91.2, height: 32.8),
              target: Rect(x: 195, y: 295.5, width: 0, height: 0), tip: Point(x: 195, y: 295.5), base: Point(x: 195, y: 303.5))
    }

    @Test(arguments: WritingDirection.allCases)
    func keyboardPushesTheBubbleAbove(direction: WritingDirection) {
        // Keyboard 300: bounds y 55…536. Target (170, 500, 50, 20): below 536 − 520 = 16 < 40.8
        // → top: y = 500 − 40.8 = 459.2.
        let layout = layoutOne(bubble(.bottom, Rect(x: 170, y: 500, width: 50, height: 20)),
                               in: phone(direction, keyboard: 300))
        check(layout, edge: .top, frame: Rect(x: 149.4, y: 459.2, width: 91.2, height: 32.8),
              target: Rect(x: 170, y: 500, width: 50, height: 20), tip: Point(x: 195, y: 500), base: Point(x: 195, y: 492))
    }

    @Test(arguments: WritingDirection.allCases)
    func maxWidthWrapsTheText(direction: WritingDirection) {
        // maxWidth 100 → ⌊100 / 8.4⌋ = 11 chars a line: "Tap here to" (11) / "see your" (8) /
        // "saved items" (11) → 92.4 × 50.4; body 116.4 × 66.4 below target (170, 400, 50, 40):
        // x = 195 − 58.2 = 136.8, y = 448. Text at (148.8, 456).
        let content = bubble(.bottom, BubblePlacementTests.target, text: "Tap here to see your saved items", maxWidth: 100)
        let layout = layoutOne(content, in: phone(direction))
        expectRect(layout?.frame, Rect(x: 136.8, y: 448, width: 116.4, height: 66.4))
        expectRect(layout?.bubbleParts?.text.frame, Rect(x: 148.8, y: 456, width: 92.4, height: 50.4), "text")
    }
}
