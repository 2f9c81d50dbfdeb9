import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// A notice's own style replaces its lane's (`StyleSheet.style(for:)`: "its own, else
/// the lane's"), including the documented distances from the screen's edges.
@Suite struct PerItemStyleTests {
    @Test(arguments: WritingDirection.allCases)
    func toastOwnPaddingAndFont(direction: WritingDirection) {
        // Own style: horizontalPadding 20, message font 20 (12 per char, 24 per line).
        // "Saved" 60 × 24 at (20, 10); box 100 × 44; bottom: y = 800 − 44 = 756, x = 195 − 50 = 145.
        var style = ToastStyle()
        style.horizontalPadding = 20
        style.messageFont = .system(20)
        let layout = layoutOne(.toast(Toast(message: "Saved", position: .bottom, style: style)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 145, y: 756, width: 100, height: 44))
        expectRect(layout?.toastParts?.message?.frame, Rect(x: 165, y: 766, width: 60, height: 24), "message")
    }

    @Test(arguments: WritingDirection.allCases)
    func toastOwnVerticalPaddingFromTheSafeEdge(direction: WritingDirection) {
        // ToastStyle.verticalPadding: "Padding above and below the content (and from the
        // safe area edge)". Own style 30: box 68 × (30 + 19.2 + 30 = 79.2); a top toast
        // starts 30 below the safe top: y = 47 + 30 = 77 (the lane's 10 would give 57).
        var style = ToastStyle()
        style.verticalPadding = 30
        let layout = layoutOne(.toast(Toast(message: "Saved", position: .top, style: style)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 161, y: 77, width: 68, height: 79.2))
        expectRect(layout?.toastParts?.message?.frame, Rect(x: 171, y: 107, width: 48, height: 19.2), "message")
    }

    @Test(arguments: WritingDirection.allCases)
    func bannerOwnPadding(direction: WritingDirection) {
        // Own padding 20: text at 20, 374 − 40 = 334 wide; height 20 + 18 + 2 + 18 + 20 = 78.
        var style = BannerStyle()
        style.padding = 20
        let layout = layoutOne(.banner(Banner(title: "Sale", subtitle: "50% off", style: style)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 8, y: 55, width: 374, height: 78))
        expectRect(layout?.bannerParts?.title?.frame, Rect(x: 28, y: 75, width: 334, height: 18), "title")
    }

    @Test(arguments: WritingDirection.allCases)
    func bannerOwnMarginFromTheSafeEdges(direction: WritingDirection) {
        // BannerStyle.margin: "Distance from the safe area's left, right and top edges".
        // Own margin 20: card at (20, 47 + 20 = 67), 390 − 40 = 350 wide; text 350 − 28 = 322.
        var style = BannerStyle()
        style.margin = 20
        let layout = layoutOne(.banner(Banner(title: "Sale", subtitle: "50% off", style: style)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 20, y: 67, width: 350, height: 66))
        expectRect(layout?.bannerParts?.title?.frame, Rect(x: 34, y: 81, width: 322, height: 18), "title")
    }

    @Test(arguments: WritingDirection.allCases)
    func popupOwnWidth(direction: WritingDirection) {
        // Own width 200, padding 10: text 180 wide; "OK?" 18 high → height 38;
        // x = 195 − 100 = 95, y = 428.5 − 19 = 409.5.
        var style = PopupStyle()
        style.width = 200
        style.padding = 10
        let layout = layoutOne(.popup(Popup(message: "OK?", style: style)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 95, y: 409.5, width: 200, height: 38))
        expectRect(layout?.popupParts?.message?.frame, Rect(x: 105, y: 419.5, width: 180, height: 18), "message")
    }

    @Test(arguments: WritingDirection.allCases)
    func bubbleOwnScreenMargin(direction: WritingDirection) {
        // Own screenMargin 30: bounds x 30…360. Target (0, 300, 20, 20), bottom: x → 30, y 328.
        // Base max(10, 30 + 16) = 46; tip min(46, 20) = 20.
        var style = BubbleStyle()
        style.screenMargin = 30
        let target = Rect(x: 0, y: 300, width: 20, height: 20)
        let layout = layoutOne(.bubble(Bubble(text: "Tap here", target: target, style: style)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 30, y: 328, width: 91.2, height: 32.8))
        if let parts = layout?.bubbleParts {
            expectPoint(parts.tip, Point(x: 20, y: 320), "tip")
            expectPoint(parts.baseCenter, Point(x: 46, y: 328), "base")
        }
    }
}
