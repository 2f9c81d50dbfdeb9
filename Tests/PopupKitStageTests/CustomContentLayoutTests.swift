import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Content that wants one size, whatever it is offered (even sizes no layout can use).
struct FixedSizeContent: NoticeContent {
    var size: Size

    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { size }
    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [] }
}

/// Content that takes all the room it is offered: its size is the maximum the layout allows.
struct GreedyContent: NoticeContent {
    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { maxSize }
    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [] }
}

func fixed(_ width: Double, _ height: Double, name: String = "fixed") -> CustomContent {
    CustomContent(FixedSizeContent(size: Size(width: width, height: height)), name: name)
}

/// Toasts and popups with custom content: the body wraps the content's size plus the
/// padding, within the maximum the kind allows its text.
///
/// Phone container: safe and available rect (0, 47, 390, 763). Toast: at most
/// min(0.8 × 390, 390 − 2 × 10) = 312 wide and min(0.8 × 844, 763 − 2 × 10) = 675.2
/// high, paddings 10. Popup: card at most min(300, 390 − 40) = 300 wide, padding 20.
@Suite struct CustomContentLayoutTests {
    @Test(arguments: WritingDirection.allCases)
    func toastWrapsContentPlusPadding(direction: WritingDirection) {
        // Body 100 + 20 by 40 + 20; bottom: y = 810 − 10 − 60 = 740; x = 195 − 60 = 135.
        let layout = layoutOne(.toast(Toast(content: fixed(100, 40))), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 135, y: 740, width: 120, height: 60))
        expectRect(layout?.toastParts?.content, Rect(x: 145, y: 750, width: 100, height: 40), "content")
        #expect(layout?.toastParts?.title == nil && layout?.toastParts?.message == nil && layout?.toastParts?.image == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func toastContentReplacesItsText(direction: WritingDirection) {
        // Text, image and the activity flag are ignored: the box is the content's.
        var toast = Toast(message: "A long message that would make the box much wider", title: "Title", image: "avatar",
                          position: .top, isActivity: true)
        toast.content = fixed(50, 20)
        let layout = layoutOne(.toast(toast), in: phone(direction))
        // Top: y = 47 + 10; x = 195 − 35 = 160.
        expectRect(layout?.frame, Rect(x: 160, y: 57, width: 70, height: 40))
        expectRect(layout?.toastParts?.content, Rect(x: 170, y: 67, width: 50, height: 20), "content")
        #expect(layout?.toastParts?.activity == nil && layout?.toastParts?.image == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func toastOffersItsMaximumMinusPadding(direction: WritingDirection) {
        // Greedy content gets 312 − 20 by 675.2 − 20; centred: y = 428.5 − 337.6 = 90.9, x = 195 − 156 = 39.
        let layout = layoutOne(.toast(Toast(content: CustomContent(GreedyContent(), name: "greedy"), position: .center)),
                               in: phone(direction))
        expectRect(layout?.frame, Rect(x: 39, y: 90.9, width: 312, height: 675.2))
        expectRect(layout?.toastParts?.content, Rect(x: 49, y: 100.9, width: 292, height: 655.2), "content")
    }

    @Test(arguments: WritingDirection.allCases)
    func customToastsStackLikeTextToasts(direction: WritingDirection) {
        // Two bottom toasts, the newer nearest the edge: 740 for the new one, 740 − 8 − 60 for the old.
        let items = [screenItem("old", .toast(Toast(content: fixed(100, 40))), order: 0),
                     screenItem("new", .toast(Toast(message: "Saved")), order: 1)]
        let layouts = layout(items, in: phone(direction))
        // "Saved": 5 × 9.6 = 48 wide, 19.2 high → box 68 × 39.2 at y = 810 − 10 − 39.2 = 760.8.
        expectRect(layouts.last?.frame, Rect(x: 161, y: 760.8, width: 68, height: 39.2), "new")
        expectRect(layouts.first?.frame, Rect(x: 135, y: 760.8 - 8 - 60, width: 120, height: 60), "old")
        #expect(LayoutContract.toastOverlaps(items, layouts).isEmpty)
    }

    @Test(arguments: WritingDirection.allCases)
    func popupWithContentIsCentred(direction: WritingDirection) {
        // Card 200 + 40 by 100 + 40, centred in the available rect: x = 195 − 120, y = 428.5 − 70.
        let layout = layoutOne(.popup(Popup(content: fixed(200, 100), priority: 3)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 75, y: 358.5, width: 240, height: 140))
        expectRect(layout?.popupParts?.content, Rect(x: 95, y: 378.5, width: 200, height: 100), "content")
        #expect(layout?.popupParts?.title == nil && layout?.popupParts?.message == nil)
        if let frame = layout?.frame {
            let area = phone(direction).availableRect
            #expect(abs(frame.midX - area.midX) < 1e-9 && abs(frame.midY - area.midY) < 1e-9)
        }
    }

    @Test func popupWithContentIsCentredAboveTheKeyboard() {
        // Keyboard 300: available (0, 47, 390, 497), centre y 295.5 → y = 295.5 − 70.
        let layout = layoutOne(.popup(Popup(content: fixed(200, 100))), in: phone(.leftToRight, keyboard: 300))
        expectRect(layout?.frame, Rect(x: 75, y: 225.5, width: 240, height: 140))
    }

    @Test func popupOffersTheCardWidthMinusPadding() {
        // Greedy: 300 − 40 wide, 763 − 40 high → the card fills the card width and the available height.
        let layout = layoutOne(.popup(Popup(content: CustomContent(GreedyContent(), name: "greedy"))), in: phone(.leftToRight))
        expectRect(layout?.frame, Rect(x: 45, y: 47, width: 300, height: 763))
        expectRect(layout?.popupParts?.content, Rect(x: 65, y: 67, width: 260, height: 723), "content")
    }

    @Test func bubbleOffersItsMaxWidth() {
        // maxWidth 150 (the bubble's, over the style's 240): greedy content is 150 wide, body 174.
        let bubble = Bubble(content: CustomContent(GreedyContent(), name: "greedy"),
                            target: Rect(x: 170, y: 400, width: 50, height: 40), maxWidth: 150)
        let layout = layoutOne(.bubble(bubble), in: phone(.leftToRight))
        #expect(layout?.bubbleParts?.content?.width == 150)
        #expect(layout?.frame.width == 174)
    }
}
