import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Popups: a card centred in the area above the keyboard, `width` wide (at most the
/// safe width − 2 × 20). Title bold 17 (11.22 per char, 20.4 per line), message 15
/// (9 per char, 18 per line), padding 20, spacing 8. Centred, so RTL changes nothing.
@Suite struct PopupLayoutTests {
    @Test(arguments: WritingDirection.allCases)
    func titleAndMessageCentred(direction: WritingDirection) {
        // Width min(300, 390 − 40) = 300; text 260 wide. Title at y 20 (20.4 high),
        // message at 20 + 20.4 + 8 = 48.4 (18 high); height 66.4 + 20 = 86.4.
        // Available (0, 47, 390, 763): x = 195 − 150 = 45, y = 428.5 − 43.2 = 385.3.
        let layout = layoutOne(.popup(Popup(title: "Welcome", message: "Glad you are here")), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 45, y: 385.3, width: 300, height: 86.4))
        expectRect(layout?.popupParts?.title?.frame, Rect(x: 65, y: 405.3, width: 260, height: 20.4), "title")
        expectRect(layout?.popupParts?.message?.frame, Rect(x: 65, y: 433.7, width: 260, height: 18), "message")
        #expect(layout?.popupParts?.title?.alignment == .center)
    }

    @Test(arguments: WritingDirection.allCases)
    func centredAboveTheKeyboard(direction: WritingDirection) {
        // Keyboard 300: available (0, 47, 390, 497), centre y 295.5 → y = 295.5 − 43.2 = 252.3.
        let layout = layoutOne(.popup(Popup(title: "Welcome", message: "Glad you are here")),
                               in: phone(direction, keyboard: 300))
        expectRect(layout?.frame, Rect(x: 45, y: 252.3, width: 300, height: 86.4))
    }

    @Test(arguments: WritingDirection.allCases)
    func narrowContainerKeepsSideMargins(direction: WritingDirection) {
        // 320 × 568, no safe area: width min(300, 320 − 40) = 280, text 240 wide.
        // Height 86.4 as above; x = 160 − 140 = 20, y = 284 − 43.2 = 240.8.
        let container = Container(size: Size(width: 320, height: 568), safeArea: .zero, layoutDirection: direction)
        let layout = layoutOne(.popup(Popup(title: "Welcome", message: "Glad you are here")), in: container)
        expectRect(layout?.frame, Rect(x: 20, y: 240.8, width: 280, height: 86.4))
        expectRect(layout?.popupParts?.title?.frame, Rect(x: 40, y: 260.8, width: 240, height: 20.4), "title")
        expectRect(layout?.popupParts?.message?.frame, Rect(x: 40, y: 289.2, width: 240, height: 18), "message")
    }

    @Test(arguments: WritingDirection.allCases)
    func messageOnly(direction: WritingDirection) {
        // Message at y 20, 18 high → height 20 + 18 + 20 = 58; y = 428.5 − 29 = 399.5.
        let layout = layoutOne(.popup(Popup(message: "OK?")), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 45, y: 399.5, width: 300, height: 58))
        expectRect(layout?.popupParts?.message?.frame, Rect(x: 65, y: 419.5, width: 260, height: 18), "message")
        #expect(layout?.popupParts?.title == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func wrappedMessage(direction: WritingDirection) {
        // 260 / 9 → 28 chars per line. 8 × "lorem" (47 chars): 4 words (23) a line → 2 lines, 36 high.
        // Title "Hi" 20.4; height 20 + 20.4 + 8 + 36 + 20 = 104.4; y = 428.5 − 52.2 = 376.3.
        let message = Array(repeating: "lorem", count: 8).joined(separator: " ")
        let layout = layoutOne(.popup(Popup(title: "Hi", message: message)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 45, y: 376.3, width: 300, height: 104.4))
        expectRect(layout?.popupParts?.message?.frame, Rect(x: 65, y: 424.7, width: 260, height: 36), "message")
    }
}
