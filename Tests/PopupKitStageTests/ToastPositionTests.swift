import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Single toasts at each position, with and without title, message and image.
///
/// Phone container (390×844, safe top 47 / bottom 34): available rect (0, 47, 390, 763);
/// toast bounds = available inset by verticalPadding 10 → y 57…800.
/// Max toast size: 0.8 × 390 = 312 wide, min(0.8 × 844, 743) = 675.2 high.
/// Message font 16: 9.6 per char; title bold 16: 10.56 per char; lines 19.2 high.
@Suite struct ToastPositionTests {
    @Test(arguments: WritingDirection.allCases)
    func bottomMessage(direction: WritingDirection) {
        // "Saved": 5 × 9.6 = 48 wide, 19.2 high, at (hp 10, vp 10) in the box.
        // Box 10 + 48 + 10 = 68 wide, 10 + 19.2 + 10 = 39.2 high.
        // Bottom: y = 800 − 39.2 = 760.8; x = 195 − 68 / 2 = 161.
        // RTL: the message is mirrored inside the box: 68 − (10 + 48) = 10, same place.
        let layout = layoutOne(.toast(Toast(message: "Saved", position: .bottom)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 161, y: 760.8, width: 68, height: 39.2))
        let parts = layout?.toastParts
        expectRect(parts?.message?.frame, Rect(x: 171, y: 770.8, width: 48, height: 19.2), "message")
        #expect(parts?.message?.alignment == mirror(direction, ltr: .left, rtl: .right))
        #expect(parts?.title == nil && parts?.image == nil && parts?.activity == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func topTitleAndMessage(direction: WritingDirection) {
        // Title "Done": 4 × 10.56 = 42.24 × 19.2 at y 10; message "Saved" 48 × 19.2 at
        // y 10 + 19.2 + 10 = 39.2; both get the longest width, 48.
        // Box 10 + 48 + 10 = 68 wide, 39.2 + 19.2 + 10 = 68.4 high.
        // Top: y = 57 (safe top 47 + 10); x = 195 − 34 = 161.
        let toast = Toast(message: "Saved", title: "Done", position: .top)
        let layout = layoutOne(.toast(toast), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 161, y: 57, width: 68, height: 68.4))
        expectRect(layout?.toastParts?.title?.frame, Rect(x: 171, y: 67, width: 48, height: 19.2), "title")
        expectRect(layout?.toastParts?.message?.frame, Rect(x: 171, y: 96.2, width: 48, height: 19.2), "message")
        #expect(layout?.toastParts?.title?.alignment == mirror(direction, ltr: .left, rtl: .right))
    }

    @Test(arguments: WritingDirection.allCases)
    func centerImageAndMessage(direction: WritingDirection) {
        // Image 80×80 at (10, 10). Text starts at 10 + 80 + 10 = 100, may be
        // 312 − 100 − 10 = 202 wide: "Hello world" = 11 × 9.6 = 105.6 on one line.
        // Box width max(80 + 20, 100 + 105.6 + 10) = 215.6; height max(39.2, 80 + 20) = 100.
        // Center: y = 428.5 − 50 = 378.5 (available midY 47 + 763 / 2); x = 195 − 107.8 = 87.2.
        // RTL: image at 215.6 − 90 = 125.6 → 212.8; message at 215.6 − 205.6 = 10 → 97.2.
        // The line is centred against the image: 388.5 + (80 − 19.2) / 2 = 418.9.
        let toast = Toast(message: "Hello world", image: "star", position: .center)
        let layout = layoutOne(.toast(toast), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 87.2, y: 378.5, width: 215.6, height: 100))
        expectRect(layout?.toastParts?.image,
                   Rect(x: mirror(direction, ltr: 97.2, rtl: 212.8), y: 388.5, width: 80, height: 80), "image")
        expectRect(layout?.toastParts?.message?.frame,
                   Rect(x: mirror(direction, ltr: 187.2, rtl: 97.2), y: 418.9, width: 105.6, height: 19.2), "message")
    }

    @Test(arguments: WritingDirection.allCases)
    func imageOnly(direction: WritingDirection) {
        // Box 80 + 2 × 10 = 100 square; bottom: y = 800 − 100 = 700; x = 195 − 50 = 145.
        // The image is centred in the box, so RTL mirroring leaves it in place.
        let layout = layoutOne(.toast(Toast(image: "star", position: .bottom)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 145, y: 700, width: 100, height: 100))
        expectRect(layout?.toastParts?.image, Rect(x: 155, y: 710, width: 80, height: 80), "image")
        #expect(layout?.toastParts?.title == nil && layout?.toastParts?.message == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func titleImageAndMessage(direction: WritingDirection) {
        // Image 80×80; text at x 100, up to 202 wide. Title "Uploaded" 8 × 10.56 = 84.48,
        // message "3 photos" 8 × 9.6 = 76.8 → both 84.48 wide; message at y 39.2.
        // Box max(100, 100 + 84.48 + 10) = 194.48 wide, max(39.2 + 19.2 + 10, 100) = 100 high.
        // Top: y 57; x = 195 − 97.24 = 97.76.
        // RTL: image at 194.48 − 90 = 104.48 → 202.24; text at 194.48 − 184.48 = 10 → 107.76.
        // The text block (19.2 + 10 + 19.2 = 48.4 high) is centred against the image:
        // moved down (80 − 48.4) / 2 = 15.8, title at 67 + 15.8, message at 96.2 + 15.8.
        let toast = Toast(message: "3 photos", title: "Uploaded", image: "cloud", position: .top)
        let layout = layoutOne(.toast(toast), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 97.76, y: 57, width: 194.48, height: 100))
        let textX = mirror(direction, ltr: 197.76, rtl: 107.76)
        expectRect(layout?.toastParts?.image,
                   Rect(x: mirror(direction, ltr: 107.76, rtl: 202.24), y: 67, width: 80, height: 80), "image")
        expectRect(layout?.toastParts?.title?.frame, Rect(x: textX, y: 82.8, width: 84.48, height: 19.2), "title")
        expectRect(layout?.toastParts?.message?.frame, Rect(x: textX, y: 112, width: 84.48, height: 19.2), "message")
    }

    @Test("A small image beside a taller text block is centred against the text", arguments: WritingDirection.allCases)
    func smallImageBesideTitleAndMessage(direction: WritingDirection) {
        // Image 20×20; text at x 10 + 20 + 10 = 40. Title "Uploaded" 84.48 wide, message
        // "3 photos" below it: text block 10…58.4 (48.4 high). Box 40 + 84.48 + 10 = 134.48
        // wide, 68.4 high; top: y 57, x = 195 − 67.24 = 127.76.
        // The image moves down (48.4 − 20) / 2 = 14.2: y 57 + 10 + 14.2 = 81.2.
        // RTL: image at 134.48 − 30 = 104.48 → 232.24; text at 10 → 137.76.
        var style = ToastStyle()
        style.imageSize = Size(width: 20, height: 20)
        let toast = Toast(message: "3 photos", title: "Uploaded", image: "cloud", position: .top, style: style)
        let layout = layoutOne(.toast(toast), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 127.76, y: 57, width: 134.48, height: 68.4))
        expectRect(layout?.toastParts?.image,
                   Rect(x: mirror(direction, ltr: 137.76, rtl: 232.24), y: 81.2, width: 20, height: 20), "image")
        let textX = mirror(direction, ltr: 167.76, rtl: 137.76)
        expectRect(layout?.toastParts?.title?.frame, Rect(x: textX, y: 67, width: 84.48, height: 19.2), "title")
        expectRect(layout?.toastParts?.message?.frame, Rect(x: textX, y: 96.2, width: 84.48, height: 19.2), "message")
    }

    @Test(arguments: WritingDirection.allCases)
    func wrappedMessage(direction: WritingDirection) {
        // Text may be 312 − 20 = 292 wide: 30 characters of 9.6 per line.
        // "The quick brown fox jumps over" is exactly 30 → line 1; "the lazy dog" line 2.
        // Message 30 × 9.6 = 288 × 38.4; box 308 × 58.4.
        // Bottom: y = 800 − 58.4 = 741.6; x = 195 − 154 = 41.
        let toast = Toast(message: "The quick brown fox jumps over the lazy dog", position: .bottom)
        let layout = layoutOne(.toast(toast), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 41, y: 741.6, width: 308, height: 58.4))
        expectRect(layout?.toastParts?.message?.frame, Rect(x: 51, y: 751.6, width: 288, height: 38.4), "message")
    }

    @Test(arguments: WritingDirection.allCases)
    func pointTitleOnly(direction: WritingDirection) {
        // Title "Hi": 2 × 10.56 = 21.12; box 41.12 × 39.2 centred on (100, 200):
        // x = 100 − 20.56 = 79.44, y = 200 − 19.6 = 180.4. A point is physical: RTL does not move it.
        let toast = Toast(title: "Hi", position: .point(x: 100, y: 200))
        let layout = layoutOne(.toast(toast), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 79.44, y: 180.4, width: 41.12, height: 39.2))
        expectRect(layout?.toastParts?.title?.frame, Rect(x: 89.44, y: 190.4, width: 21.12, height: 19.2), "title")
        #expect(layout?.toastParts?.message == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func pointNearTheBottomStaysAboveTheKeyboard(direction: WritingDirection) {
        // Keyboard 300: available (0, 47, 390, 497), toast bounds y 57…534.
        // "Saved" box 68 × 39.2 wants y = 530 − 19.6 = 510.4 → pulled up to 534 − 39.2 = 494.8.
        // x = 300 − 34 = 266.
        let toast = Toast(message: "Saved", position: .point(x: 300, y: 530))
        let layout = layoutOne(.toast(toast), in: phone(direction, keyboard: 300))
        expectRect(layout?.frame, Rect(x: 266, y: 494.8, width: 68, height: 39.2))
    }

    @Test(arguments: WritingDirection.allCases)
    func pointNearTheEdgeKeepsHorizontalPadding(direction: WritingDirection) {
        // ToastStyle.horizontalPadding is documented as "Padding left and right of the
        // content (and from the container edge)". "Hi" (box 41.12 wide) at x = 5 would
        // start at 5 − 20.56 < 0; it must stay 10 from the container's left edge → x 10,
        // and near the right edge at most 390 − 10 − 41.12 = 338.88.
        let left = layoutOne(.toast(Toast(title: "Hi", position: .point(x: 5, y: 200))), in: phone(direction))
        expectRect(left?.frame, Rect(x: 10, y: 180.4, width: 41.12, height: 39.2))
        let right = layoutOne(.toast(Toast(title: "Hi", position: .point(x: 389, y: 200))), in: phone(direction))
        expectRect(right?.frame, Rect(x: 338.88, y: 180.4, width: 41.12, height: 39.2))
    }

    @Test(arguments: WritingDirection.allCases)
    func activityToast(direction: WritingDirection) {
        // Activity size 100×100 (fits 312 × 675.2); centred: x = 195 − 50 = 145,
        // y = 428.5 − 50 = 378.5. The spinner square is the whole box.
        let layout = layoutOne(.toast(.activity()), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 145, y: 378.5, width: 100, height: 100))
        expectRect(layout?.toastParts?.activity, Rect(x: 145, y: 378.5, width: 100, height: 100), "activity")
        #expect(layout?.toastParts?.message == nil && layout?.toastParts?.image == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func maxWidthPercentageCutsTheBox(direction: WritingDirection) {
        // maxWidthPercentage 0.5 → at most 195 wide; text up to 195 − 20 = 175 → 18 chars per line.
        // "Saved to your library" = 21 chars → "Saved to your" (13) / "library" (7).
        // Message 13 × 9.6 = 124.8 × 38.4; box 144.8 × 58.4; centre: x = 195 − 72.4 = 122.6,
        // y = 428.5 − 29.2 = 399.3.
        var styles = StyleSheet()
        styles.toast.maxWidthPercentage = 0.5
        let layout = layoutOne(.toast(Toast(message: "Saved to your library", position: .center)),
                               in: phone(direction), styles: styles)
        expectRect(layout?.frame, Rect(x: 122.6, y: 399.3, width: 144.8, height: 58.4))
        expectRect(layout?.toastParts?.message?.frame, Rect(x: 132.6, y: 409.3, width: 124.8, height: 38.4), "message")
    }
}
