import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The HUD: centred in the area above the keyboard, plus its offset, at least
/// `minimumSize`. Padding 12, 8 between indicator and status; status font 15
/// (9 per char, 18 per line). Phone container: available (0, 47, 390, 763),
/// centre (195, 428.5). The HUD is symmetric, so RTL gives the same frames.
@Suite struct HUDLayoutTests {
    private func hud(_ mode: HUDMode, _ status: String?, style: HUDStyle? = nil) -> ScreenContent {
        .hud(HUDContent(mode: mode, status: status, activityCount: 1, style: style))
    }

    @Test(arguments: WritingDirection.allCases)
    func spinnerWithoutStatus(direction: WritingDirection) {
        // No text: ring radius 24 → indicator 2 × 24 + 2 = 50 square; HUD 50 + 24 = 74 square.
        // Frame (195 − 37, 428.5 − 37) = (158, 391.5); indicator (195 − 25, 428.5 − 25).
        let layout = layoutOne(hud(.spinner, nil), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 158, y: 391.5, width: 74, height: 74))
        expectRect(layout?.hudParts?.indicator, Rect(x: 170, y: 403.5, width: 50, height: 50), "indicator")
        #expect(layout?.hudParts?.ringRadius == 24)
        #expect(layout?.hudParts?.status == nil)
        #expect(layout?.hudParts?.mask == HUDStyle.Mask.none)
    }

    @Test(arguments: WritingDirection.allCases)
    func spinnerWithStatus(direction: WritingDirection) {
        // Ring radius 18 → indicator 38; "Loading" 7 × 9 = 63 × 18.
        // Content 63 wide (max(38, 63)), 38 + 8 + 18 = 64 high; HUD 87 × 88 at (151.5, 384.5).
        // Content top 428.5 − 32 = 396.5: indicator (176, 396.5); status at x 195 − 31.5 = 163.5,
        // y 396.5 + 38 + 8 = 442.5.
        let layout = layoutOne(hud(.spinner, "Loading"), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 151.5, y: 384.5, width: 87, height: 88))
        expectRect(layout?.hudParts?.indicator, Rect(x: 176, y: 396.5, width: 38, height: 38), "indicator")
        expectRect(layout?.hudParts?.status?.frame, Rect(x: 163.5, y: 442.5, width: 63, height: 18), "status")
        #expect(layout?.hudParts?.ringRadius == 18)
        #expect(layout?.hudParts?.status?.alignment == .center)
    }

    @Test(arguments: WritingDirection.allCases)
    func wrappedStatus(direction: WritingDirection) {
        // Status wraps at 200: ⌊200 / 9⌋ = 22 chars. "Please wait while we" (20) / "upload" (6):
        // 180 × 36. Content 180 × (38 + 8 + 36 = 82); HUD 204 × 106 at (93, 375.5).
        // Content top 428.5 − 41 = 387.5; status (195 − 90, 387.5 + 46) = (105, 433.5).
        let layout = layoutOne(hud(.progress(0.5), "Please wait while we upload"), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 93, y: 375.5, width: 204, height: 106))
        expectRect(layout?.hudParts?.indicator, Rect(x: 176, y: 387.5, width: 38, height: 38), "indicator")
        expectRect(layout?.hudParts?.status?.frame, Rect(x: 105, y: 433.5, width: 180, height: 36), "status")
    }

    @Test(arguments: WritingDirection.allCases)
    func glyphWithOffset(direction: WritingDirection) {
        // Success glyph: image view 28 → HUD 52 square. Centre (195 + 30, 428.5 − 100) =
        // (225, 328.5) → frame (199, 302.5); indicator (211, 314.5). Ring radius min(24, 14) = 14.
        var style = HUDStyle()
        style.offsetFromCenter = Point(x: 30, y: -100)
        let layout = layoutOne(hud(.success, nil, style: style), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 199, y: 302.5, width: 52, height: 52))
        expectRect(layout?.hudParts?.indicator, Rect(x: 211, y: 314.5, width: 28, height: 28), "indicator")
        #expect(layout?.hudParts?.ringRadius == 14)
    }

    @Test(arguments: WritingDirection.allCases)
    func offsetBeyondTheAreaIsClamped(direction: WritingDirection) {
        // Offset (−1000, −1000) would put the 52 square far outside: clamped to the
        // available rect's corner (0, 47); indicator (12, 59).
        var styles = StyleSheet()
        styles.hud.offsetFromCenter = Point(x: -1000, y: -1000)
        let layout = layoutOne(hud(.error, nil), in: phone(direction), styles: styles)
        expectRect(layout?.frame, Rect(x: 0, y: 47, width: 52, height: 52))
        expectRect(layout?.hudParts?.indicator, Rect(x: 12, y: 59, width: 28, height: 28), "indicator")
    }

    @Test(arguments: WritingDirection.allCases)
    func centredAboveTheKeyboard(direction: WritingDirection) {
        // Keyboard 336: available (0, 47, 390, 461), centre y 47 + 230.5 = 277.5.
        // Spinner 74 square → (158, 240.5).
        let layout = layoutOne(hud(.spinner, nil), in: phone(direction, keyboard: 336))
        expectRect(layout?.frame, Rect(x: 158, y: 240.5, width: 74, height: 74))
        expectRect(layout?.hudParts?.indicator, Rect(x: 170, y: 252.5, width: 50, height: 50), "indicator")
    }

    @Test(arguments: WritingDirection.allCases)
    func minimumSize(direction: WritingDirection) {
        // "Loading" HUD is 87 × 88; minimumSize 200 × 150 wins: frame (95, 353.5).
        // The content stays centred: indicator (176, 396.5), status (163.5, 442.5).
        var style = HUDStyle()
        style.minimumSize = Size(width: 200, height: 150)
        let layout = layoutOne(hud(.spinner, "Loading", style: style), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 95, y: 353.5, width: 200, height: 150))
        expectRect(layout?.hudParts?.indicator, Rect(x: 176, y: 396.5, width: 38, height: 38), "indicator")
        expectRect(layout?.hudParts?.status?.frame, Rect(x: 163.5, y: 442.5, width: 63, height: 18), "status")
    }

    @Test(arguments: WritingDirection.allCases)
    func minimumSizeLargerThanTheAreaIsCut(direction: WritingDirection) {
        // minimumSize 1000 × 1000 > available 390 × 763: the HUD fills the available rect.
        var style = HUDStyle()
        style.minimumSize = Size(width: 1000, height: 1000)
        let layout = layoutOne(hud(.spinner, nil, style: style), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test(arguments: WritingDirection.allCases)
    func emptyStatusCountsAsNone(direction: WritingDirection) {
        // "" is no status: the no-text ring (radius 24), as in spinnerWithoutStatus.
        let layout = layoutOne(hud(.spinner, ""), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 158, y: 391.5, width: 74, height: 74))
        #expect(layout?.hudParts?.status == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func statusWithNoRoomTakesNone(direction: WritingDirection) {
        // Keyboard 735: available (0, 47, 390, 62), centre y 78. The 38 ring fills the
        // height less the paddings (62 − 24), so "Loading" gets no line; its 8-point
        // spacing is not kept either, and the ring stays centred inside the paddings:
        // HUD 87 (the measured status width 63 + 24) × 62 at (151.5, 47), ring at
        // (176, 78 − 19 = 59).
        let layout = layoutOne(hud(.spinner, "Loading"), in: phone(direction, keyboard: 735))
        expectRect(layout?.frame, Rect(x: 151.5, y: 47, width: 87, height: 62))
        expectRect(layout?.hudParts?.indicator, Rect(x: 176, y: 59, width: 38, height: 38), "indicator")
    }
}
