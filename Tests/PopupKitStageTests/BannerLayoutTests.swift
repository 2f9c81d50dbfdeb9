import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Banners: full width minus margins at the top safe edge, newest on top.
/// Phone container: safe rect (0, 47, 390, 763); margin 8 → card x 8, width 374, top 55.
/// Padding 14, title bold 15 (9.9 per char), subtitle 15 (9 per char), lines 18, 2 between.
@Suite struct BannerLayoutTests {
    @Test(arguments: WritingDirection.allCases)
    func titleAndSubtitle(direction: WritingDirection) {
        // Text at x 14, 374 − 28 = 346 wide. Title at y 14 (18 high), subtitle at 14 + 18 + 2 = 34.
        // Height 34 + 18 + 14 = 66. Without an icon, RTL mirroring leaves the text in place.
        let banner = Banner(title: "Sale", subtitle: "50% off")
        let layout = layoutOne(.banner(banner), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 8, y: 55, width: 374, height: 66))
        expectRect(layout?.bannerParts?.title?.frame, Rect(x: 22, y: 69, width: 346, height: 18), "title")
        expectRect(layout?.bannerParts?.subtitle?.frame, Rect(x: 22, y: 89, width: 346, height: 18), "subtitle")
        #expect(layout?.bannerParts?.icon == nil)
        #expect(layout?.bannerParts?.title?.alignment == mirror(direction, ltr: .left, rtl: .right))
    }

    @Test(arguments: WritingDirection.allCases)
    func iconOnTheLeadingSide(direction: WritingDirection) {
        // Icon 38 × 38 at (14, 14); text at 14 + 38 + 10 = 62, 374 − 62 − 14 = 298 wide.
        // Height max(14 + 18 + 2 + 18, 14 + 38) + 14 = 66.
        // RTL: icon at 374 − 52 = 322 → 330; text at 374 − 360 = 14 → 22.
        let banner = Banner(title: "Sale", subtitle: "50% off", image: "bell")
        let layout = layoutOne(.banner(banner), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 8, y: 55, width: 374, height: 66))
        expectRect(layout?.bannerParts?.icon, Rect(x: mirror(direction, ltr: 22, rtl: 330), y: 69, width: 38, height: 38), "icon")
        let textX = mirror(direction, ltr: 70.0, rtl: 22.0)
        expectRect(layout?.bannerParts?.title?.frame, Rect(x: textX, y: 69, width: 298, height: 18), "title")
        expectRect(layout?.bannerParts?.subtitle?.frame, Rect(x: textX, y: 89, width: 298, height: 18), "subtitle")
    }

    @Test(arguments: WritingDirection.allCases)
    func titleOnlyWithIconIsAsTallAsTheIcon(direction: WritingDirection) {
        // Text bottom 14 + 18 = 32 < icon bottom 14 + 38 = 52 → height 52 + 14 = 66.
        let layout = layoutOne(.banner(Banner(title: "Hi", image: "bell")), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 8, y: 55, width: 374, height: 66))
        #expect(layout?.bannerParts?.subtitle == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func lineLimits(direction: WritingDirection) {
        // Title: 10 × "title" (59 chars), 346 / 9.9 → 34 per line → 2 lines, limit 1 → 18 high.
        // Subtitle: 40 × "word" (199 chars), 346 / 9 → 38 per line → 7 words a line → 6 lines,
        // limit 3 → 54 high. Height 14 + 18 + 2 + 54 + 14 = 102.
        let title = Array(repeating: "title", count: 10).joined(separator: " ")
        let subtitle = Array(repeating: "word", count: 40).joined(separator: " ")
        let layout = layoutOne(.banner(Banner(title: title, subtitle: subtitle)), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 8, y: 55, width: 374, height: 102))
        expectRect(layout?.bannerParts?.title?.frame, Rect(x: 22, y: 69, width: 346, height: 18), "title")
        expectRect(layout?.bannerParts?.subtitle?.frame, Rect(x: 22, y: 89, width: 346, height: 54), "subtitle")
        #expect(layout?.bannerParts?.title?.lineLimit == 1 && layout?.bannerParts?.subtitle?.lineLimit == 3)
    }

    @Test(arguments: WritingDirection.allCases)
    func landscapeWithSideInsets(direction: WritingDirection) {
        // 844 × 390, safe area left/right 47, bottom 21: safe rect (47, 0, 750, 369).
        // Card at (47 + 8, 0 + 8), 750 − 16 = 734 wide; text 734 − 28 = 706 wide.
        let container = Container(size: Size(width: 844, height: 390),
                                  safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                                  layoutDirection: direction)
        let layout = layoutOne(.banner(Banner(title: "Sale", subtitle: "50% off")), in: container)
        expectRect(layout?.frame, Rect(x: 55, y: 8, width: 734, height: 66))
        expectRect(layout?.bannerParts?.title?.frame, Rect(x: 69, y: 22, width: 706, height: 18), "title")
    }

    @Test(arguments: WritingDirection.allCases)
    func stackedNewestOnTop(direction: WritingDirection) {
        // Title-only cards are 14 + 18 + 14 = 46 high; "Third" with a subtitle is 66.
        // Newest first from y 55: Third 55…121; Second 121 + 8 = 129…175; First 175 + 8 = 183.
        let items = [
            screenItem("b1", .banner(Banner(title: "First")), order: 1),
            screenItem("b2", .banner(Banner(title: "Second")), order: 2),
            screenItem("b3", .banner(Banner(title: "Third", subtitle: "Newest")), order: 3),
        ]
        let layouts = layout(items, in: phone(direction))
        #expect(layouts.map(\.id) == ["b1", "b2", "b3"])
        guard layouts.count == 3 else { return }
        expectRect(layouts[2].frame, Rect(x: 8, y: 55, width: 374, height: 66), "b3")
        expectRect(layouts[1].frame, Rect(x: 8, y: 129, width: 374, height: 46), "b2")
        expectRect(layouts[0].frame, Rect(x: 8, y: 183, width: 374, height: 46), "b1")
        expectRect(layouts[0].bannerParts?.title?.frame, Rect(x: 22, y: 197, width: 346, height: 18), "b1 title")
    }

    @Test(arguments: WritingDirection.allCases)
    func titleSpacingSetsTheGapBetweenTitleAndSubtitle(direction: WritingDirection) {
        // Title at y 14 (18 high), subtitle at 14 + 18 + 12 = 44; height 44 + 18 + 14 = 76.
        // The lane's `spacing` (icon to text) leaves the lines alone: 30 changes nothing here.
        var styles = StyleSheet()
        styles.banner.titleSpacing = 12
        styles.banner.spacing = 30
        let layout = layoutOne(.banner(Banner(title: "Sale", subtitle: "50% off")), in: phone(direction), styles: styles)
        expectRect(layout?.frame, Rect(x: 8, y: 55, width: 374, height: 76))
        expectRect(layout?.bannerParts?.title?.frame, Rect(x: 22, y: 69, width: 346, height: 18), "title")
        expectRect(layout?.bannerParts?.subtitle?.frame, Rect(x: 22, y: 99, width: 346, height: 18), "subtitle")
    }

    @Test(arguments: WritingDirection.allCases)
    func fadingBannerStillTakesItsPlace(direction: WritingDirection) {
        // A banner fading out (older) stays below the new one: new at 55, old at 55 + 46 + 8 = 109.
        let items = [
            screenItem("old", .banner(Banner(title: "Old")), order: 1,
                       state: .fadingOut(started: .zero, ends: Instant(seconds: 0.3))),
            screenItem("new", .banner(Banner(title: "New")), order: 2),
        ]
        let frames = layout(items, in: phone(direction)).map(\.frame)
        guard frames.count == 2 else { Issue.record("got \(frames.count) layouts"); return }
        expectRect(frames[1], Rect(x: 8, y: 55, width: 374, height: 46), "new")
        expectRect(frames[0], Rect(x: 8, y: 109, width: 374, height: 46), "old")
    }
}
