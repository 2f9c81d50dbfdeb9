import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Popup action buttons (docs/Layout.md, *Popups*): under the text, 44 points a
/// row, the card's full width. Two side by side when each title fits half the card
/// less 8 points on both sides (150 − 16 = 134 points here), the cancel one leading;
/// else stacked, the cancel one last. Card as in PopupLayoutTests: 300 wide at x 45,
/// title "Rate us" and message "Enjoying the app?" make a text block of
/// 20 + 20.4 + 8 + 18 + 20 = 86.4; the card is centred on y 428.5. Button titles are
/// 17 points: 10.2 per character, bold (the cancel one) 11.22.
@Suite struct PopupActionLayoutTests {
    private func popup(_ actions: [PopupAction], title: String? = "Rate us",
                       message: String? = "Enjoying the app?") -> ScreenContent {
        .popup(Popup(title: title, message: message, actions: actions))
    }

    private func buttons(_ layout: NoticePlacement?) -> [PopupActionPlacement] {
        layout?.popupParts?.actions ?? []
    }

    @Test(arguments: WritingDirection.allCases)
    func oneButtonIsFullWidth(direction: WritingDirection) {
        // Height 86.4 + 44 = 130.4; y = 428.5 − 65.2 = 363.3; the button at 363.3 + 86.4.
        let layout = layoutOne(popup([PopupAction(id: "ok", title: "OK")]), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 45, y: 363.3, width: 300, height: 130.4))
        #expect(buttons(layout).map(\.id) == ["ok"])
        expectRect(buttons(layout).first?.frame, Rect(x: 45, y: 449.7, width: 300, height: 44), "ok")
        // The title on one line, centred in the button less its padding: 20.4 high.
        expectRect(buttons(layout).first?.title.frame, Rect(x: 53, y: 461.5, width: 284, height: 20.4), "ok title")
        #expect(buttons(layout).first?.title.lineLimit == 1)
        #expect(buttons(layout).first?.title.font == NoticeFont.system(17))
    }

    @Test(arguments: WritingDirection.allCases)
    func twoButtonsSideBySideCancelLeading(direction: WritingDirection) {
        // "Later" bold: 56.1 ≤ 134, "Rate": 40.8 ≤ 134 → one row of two halves.
        // The cancel action is given last and still goes on the leading side.
        let layout = layoutOne(popup([PopupAction(id: "rate", title: "Rate"),
                                      PopupAction(id: "later", title: "Later", role: .cancel)]), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 45, y: 363.3, width: 300, height: 130.4))
        #expect(buttons(layout).map(\.id) == ["later", "rate"], "reading order: leading first")
        let leading = Rect(x: mirror(direction, ltr: 45, rtl: 195), y: 449.7, width: 150, height: 44)
        let trailing = Rect(x: mirror(direction, ltr: 195, rtl: 45), y: 449.7, width: 150, height: 44)
        expectRect(buttons(layout).first?.frame, leading, "later")
        expectRect(buttons(layout).last?.frame, trailing, "rate")
        expectRect(buttons(layout).first?.title.frame,
                   Rect(x: leading.minX + 8, y: 461.5, width: 134, height: 20.4), "later title")
        #expect(buttons(layout).first?.title.font == NoticeFont.bold(17), "cancel is bold")
    }

    @Test(arguments: WritingDirection.allCases)
    func fourButtonsStackCancelLast(direction: WritingDirection) {
        // Rows of 44 in the given order, the cancel one moved last: 86.4 + 176 = 262.4,
        // y = 428.5 − 131.2 = 297.3, rows from 383.7.
        let actions = [PopupAction(id: "a", title: "Camera"), PopupAction(id: "b", title: "Cancel", role: .cancel),
                       PopupAction(id: "c", title: "Photos"), PopupAction(id: "d", title: "Delete", role: .destructive)]
        let layout = layoutOne(popup(actions), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 45, y: 297.3, width: 300, height: 262.4))
        #expect(buttons(layout).map(\.id) == ["a", "c", "d", "b"])
        for (index, button) in buttons(layout).enumerated() {
            expectRect(button.frame, Rect(x: 45, y: 383.7 + Double(index) * 44, width: 300, height: 44), "\(button.id)")
        }
    }

    @Test(arguments: WritingDirection.allCases)
    func twoThatDoNotFitStack(direction: WritingDirection) {
        // "Remind me tomorrow": 18 × 10.2 = 183.6 > 134 → stacked, cancel last:
        // 86.4 + 88 = 174.4, y = 428.5 − 87.2 = 341.3, rows from 427.7.
        let layout = layoutOne(popup([PopupAction(id: "no", title: "Cancel", role: .cancel),
                                      PopupAction(id: "later", title: "Remind me tomorrow")]), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 45, y: 341.3, width: 300, height: 174.4))
        #expect(buttons(layout).map(\.id) == ["later", "no"])
        expectRect(buttons(layout).first?.frame, Rect(x: 45, y: 427.7, width: 300, height: 44), "later")
        expectRect(buttons(layout).last?.frame, Rect(x: 45, y: 471.7, width: 300, height: 44), "no")
    }

    @Test("Two titles fit side by side up to exactly half the card less the padding",
          arguments: [(13, true), (14, false)])
    func sideBySideBoundary(characters: Int, sideBySide: Bool) {
        // 13 × 10.2 = 132.6 ≤ 134; 14 × 10.2 = 142.8 > 134.
        let long = String(repeating: "x", count: characters)
        let layout = layoutOne(popup([PopupAction(id: "a", title: "OK"), PopupAction(id: "b", title: long)]),
                               in: phone(.leftToRight))
        let rows = Set(buttons(layout).map(\.frame.minY)).count
        #expect(rows == (sideBySide ? 1 : 2), "\(characters) characters: \(rows) rows")
    }

    @Test func buttonsAloneHaveNoTextBlock() {
        // No title or message: the card is one row of buttons, 44 high, y = 428.5 − 22.
        let layout = layoutOne(popup([PopupAction(id: "a", title: "Yes"), PopupAction(id: "b", title: "No")],
                                     title: nil, message: nil), in: phone(.leftToRight))
        expectRect(layout?.frame, Rect(x: 45, y: 406.5, width: 300, height: 44))
    }

    @Test func aSqueezedCardKeepsEveryButtonInside() {
        // 320 × 200, no safe area: five rows want 220 + text; the card takes the whole
        // height and the rows share it (40 each), the text being cut first.
        let container = Container(size: Size(width: 320, height: 200), safeArea: .zero)
        let actions = (0..<5).map { PopupAction(id: PopupAction.ID("a\($0)"), title: "Choice \($0)") }
        let layout = layoutOne(popup(actions), in: container)
        expectRect(layout?.frame, Rect(x: 20, y: 0, width: 280, height: 200))
        for (index, button) in buttons(layout).enumerated() {
            expectRect(button.frame, Rect(x: 20, y: Double(index) * 40, width: 280, height: 40), "\(button.id)")
        }
    }

    @Test func popupsWithoutActionsHaveNoButtons() {
        let layout = layoutOne(popup([]), in: phone(.leftToRight))
        expectRect(layout?.frame, Rect(x: 45, y: 385.3, width: 300, height: 86.4))
        #expect(buttons(layout).isEmpty)
    }
}
