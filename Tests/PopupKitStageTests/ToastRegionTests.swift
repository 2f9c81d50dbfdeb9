import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Toasts inside a region (docs/Layout.md, *Regions*), computed by hand.
///
/// Phone container (390×844, safe rect (0, 47, 390, 763)). "Saved" is a box of
/// 10 + 48 + 10 = 68 × 10 + 19.2 + 10 = 39.2 (message font 16: 9.6 per character).
/// The region R = (20, 200, 300, 400): its middle is x 170, y 400; its bottom 600.
@Suite struct ToastRegionTests {
    let region = Rect(x: 20, y: 200, width: 300, height: 400)

    func saved(_ position: ToastPosition, in region: Rect?) -> ScreenContent {
        .toast(Toast(message: "Saved", position: position, region: region))
    }

    @Test("top, center, bottom and a point are within the region, left to right and right to left",
          arguments: WritingDirection.allCases)
    func positions(direction: WritingDirection) {
        // x = 170 − 34 = 136. top: 200 + 10; center: 400 − 19.6; bottom: 600 − 10 − 39.2.
        // A point (100, 300) centres the box on it: (66, 280.4).
        let expected: [(ToastPosition, Rect)] = [
            (.top, Rect(x: 136, y: 210, width: 68, height: 39.2)),
            (.center, Rect(x: 136, y: 380.4, width: 68, height: 39.2)),
            (.bottom, Rect(x: 136, y: 550.8, width: 68, height: 39.2)),
            (.point(x: 100, y: 300), Rect(x: 66, y: 280.4, width: 68, height: 39.2)),
        ]
        for (position, frame) in expected {
            let placement = layoutOne(saved(position, in: region), in: phone(direction))
            expectRect(placement?.frame, frame, "\(position)")
            // The message sits 10 in from the box's leading edge; one line fills the
            // box less its paddings, so it is at the same place either way, aligned
            // to the leading side.
            expectRect(placement?.toastParts?.message?.frame,
                       Rect(x: frame.minX + 10, y: frame.minY + 10, width: 48, height: 19.2), "message at \(position)")
            #expect(placement?.toastParts?.message?.alignment == mirror(direction, ltr: .left, rtl: .right))
        }
    }

    @Test("A point near the region's edge is moved inside it, paddings kept")
    func pointMovedInside() {
        // Local x 5 in the region → left −29, clamped to the padding: 20 + 10 = 30.
        let placement = layoutOne(saved(.point(x: 25, y: 300), in: region), in: phone(.leftToRight))
        expectRect(placement?.frame, Rect(x: 30, y: 280.4, width: 68, height: 39.2))
    }

    @Test("The size limits are percentages of the region, as Toast-Swift's are of its view")
    func limitsFollowTheRegion() {
        // A region 100 wide allows 80; a long message wraps in 80 − 20 = 60 (6 characters).
        let narrow = Rect(x: 100, y: 300, width: 100, height: 300)
        let placement = layoutOne(.toast(Toast(message: "a long message that wraps", position: .bottom, region: narrow)),
                                  in: phone(.leftToRight))
        #expect(placement.map { $0.frame.width <= 80 + 1e-9 } == true, "\(String(describing: placement?.frame))")
        #expect(placement.map { narrow.contains($0.frame) } == true)
        // The same toast on the screen is wider.
        let screen = layoutOne(.toast(Toast(message: "a long message that wraps", position: .bottom)), in: phone(.leftToRight))
        #expect((screen?.frame.width ?? 0) > 80)
    }

    @Test("A region partly off screen or in the insets is clipped to the safe rect")
    func clipped() {
        // (−100, 700, 300, 300) ∩ (0, 47, 390, 763) = (0, 700, 200, 110):
        // bottom at 810 − 10 − 39.2 = 760.8, x = 100 − 34 = 66.
        let offScreen = layoutOne(saved(.bottom, in: Rect(x: -100, y: 700, width: 300, height: 300)), in: phone(.leftToRight))
        expectRect(offScreen?.frame, Rect(x: 66, y: 760.8, width: 68, height: 39.2))
        // (0, 0, 390, 150) keeps (0, 47, 390, 103): a top toast under the status bar
        // would be hidden, so it goes 10 below the safe top.
        let underStatusBar = layoutOne(saved(.top, in: Rect(x: 0, y: 0, width: 390, height: 150)), in: phone(.leftToRight))
        expectRect(underStatusBar?.frame, Rect(x: 161, y: 57, width: 68, height: 39.2))
    }

    @Test("A region that leaves nothing on screen counts as no region",
          arguments: [Rect(x: 500, y: 100, width: 100, height: 100), Rect(x: 100, y: 100, width: 0, height: 50),
                      Rect(x: 100, y: 300, width: 50, height: 0), Rect(x: 0, y: 0, width: 390, height: 40)])
    func nothingLeft(region: Rect) {
        let alone = layoutOne(saved(.bottom, in: nil), in: phone(.leftToRight))
        let placement = layoutOne(saved(.bottom, in: region), in: phone(.leftToRight))
        expectRect(placement?.frame, Rect(x: 161, y: 760.8, width: 68, height: 39.2))
        #expect(placement?.frame == alone?.frame)
    }

    @Test("A region that follows its view off screen takes the toast off screen with it, at its place in the region")
    func followedOffScreen() throws {
        // (0, −500, 390, 400) leaves nothing on screen: a centred toast sits at its
        // middle, (195, −300), off screen, instead of at the screen's bottom.
        var toast = Toast(message: "Saved", position: .center, region: Rect(x: 0, y: -500, width: 390, height: 400))
        toast.regionFollowsView = true
        let placement = try #require(layoutOne(.toast(toast), in: phone(.leftToRight)))
        expectRect(placement.frame, Rect(x: 161, y: -319.6, width: 68, height: 39.2))
        toast.regionFollowsView = false
        let still = layoutOne(.toast(toast), in: phone(.leftToRight))
        #expect(still?.frame != placement.frame, "a region that never moved still counts as no region")
    }

    @Test("Toasts of one region stack without overlapping, newest nearest the edge")
    func stackInRegion() {
        let items = [screenItem("a", saved(.bottom, in: region), order: 0),
                     screenItem("b", saved(.bottom, in: region), order: 1),
                     screenItem("c", saved(.top, in: region), order: 2)]
        let placed = layout(items, in: phone(.leftToRight))
        let spacing = ToastStyle().stackSpacing
        expectRect(placed[1].frame, Rect(x: 136, y: 550.8, width: 68, height: 39.2), "newest bottom")
        expectRect(placed[0].frame, Rect(x: 136, y: 550.8 - spacing - 39.2, width: 68, height: 39.2), "older bottom")
        expectRect(placed[2].frame, Rect(x: 136, y: 210, width: 68, height: 39.2), "top")
        for (i, first) in placed.enumerated() {
            for second in placed[(i + 1)...] { #expect(!first.frame.overlaps(second.frame)) }
            #expect(region.contains(first.frame))
        }
    }

    @Test("Different regions and the screen are laid out independently")
    func independent() {
        let other = Rect(x: 20, y: 620, width: 300, height: 190)
        let items = [screenItem("screen", saved(.bottom, in: nil), order: 0),
                     screenItem("r1", saved(.bottom, in: region), order: 1),
                     screenItem("r2", saved(.bottom, in: other), order: 2),
                     screenItem("r1b", saved(.bottom, in: region), order: 3)]
        let placed = layout(items, in: phone(.leftToRight))
        // Each is where it would be alone with the others of its region only.
        expectRect(placed[0].frame, Rect(x: 161, y: 760.8, width: 68, height: 39.2), "screen toast")
        expectRect(placed[2].frame, Rect(x: 136, y: 810 - 10 - 39.2, width: 68, height: 39.2), "other region, clipped at 810")
        expectRect(placed[3].frame, Rect(x: 136, y: 550.8, width: 68, height: 39.2), "newest of the region")
        expectRect(placed[1].frame, Rect(x: 136, y: 550.8 - ToastStyle().stackSpacing - 39.2, width: 68, height: 39.2))
        // The screen toast overlaps the other region's: regions are not the
        // screen's column (documented), and nothing moved it.
        #expect(placed[0].frame.overlaps(placed[2].frame))
    }

    @Test("A region toast is not moved below a banner; a screen toast is")
    func notMovedForBanners() {
        let top = Rect(x: 0, y: 47, width: 390, height: 200)
        let banner = screenItem("b", .banner(Banner(title: "News")), order: 0)
        let placed = layout([banner, screenItem("r", saved(.top, in: top), order: 1),
                             screenItem("s", saved(.top, in: nil), order: 2)], in: phone(.leftToRight))
        expectRect(placed[1].frame, Rect(x: 161, y: 57, width: 68, height: 39.2), "region toast")
        #expect(placed[2].frame.minY >= placed[0].frame.maxY, "screen toast below the banner")
    }

    @Test("The keyboard: above it unaffected, covering part cuts the region, covering all moves it up")
    func keyboard() {
        // Keyboard 336: its top at 508.
        let keyboard = phone(.leftToRight, keyboard: 336)
        // (20, 100, 300, 300) ends at 400, above 508: as without the keyboard.
        let above = Rect(x: 20, y: 100, width: 300, height: 300)
        expectRect(layoutOne(saved(.bottom, in: above), in: keyboard)?.frame,
                   layoutOne(saved(.bottom, in: above), in: phone(.leftToRight))?.frame ?? .zero, "above")
        expectRect(layoutOne(saved(.bottom, in: above), in: keyboard)?.frame, Rect(x: 136, y: 350.8, width: 68, height: 39.2))
        // R ends at 600: it is cut at 508. Its bottom toast rises, its top toast stays.
        expectRect(layoutOne(saved(.bottom, in: region), in: keyboard)?.frame, Rect(x: 136, y: 458.8, width: 68, height: 39.2))
        expectRect(layoutOne(saved(.top, in: region), in: keyboard)?.frame, Rect(x: 136, y: 210, width: 68, height: 39.2))
        // (20, 600, 300, 150) lies under the keyboard: it moves up to (20, 358, 300, 150).
        let under = Rect(x: 20, y: 600, width: 300, height: 150)
        expectRect(layoutOne(saved(.bottom, in: under), in: keyboard)?.frame, Rect(x: 136, y: 458.8, width: 68, height: 39.2))
        expectRect(layoutOne(saved(.top, in: under), in: keyboard)?.frame, Rect(x: 136, y: 368, width: 68, height: 39.2))
    }
}
