import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The property checks can fail: each catches a deliberately broken layout. And the
/// random cases cover what the properties are about.
@Suite struct LayoutContractTests {
    /// Two bottom toasts, two banners and a bubble laid out correctly on the phone.
    private func sample() -> (screen: [ScreenNotice], layouts: [NoticePlacement]) {
        let screen = [
            screenItem("t1", .toast(Toast(message: "One")), order: 1),
            screenItem("t2", .toast(Toast(message: "Two")), order: 2),
            screenItem("b1", .banner(Banner(title: "First")), order: 3),
            screenItem("b2", .banner(Banner(title: "Second")), order: 4),
            screenItem("tip", .bubble(Bubble(text: "Tap", target: Rect(x: 100, y: 300, width: 40, height: 40))), order: 5),
        ]
        return (screen, layout(screen, in: Container()))
    }

    @Test func correctSampleHasNoViolations() {
        let (screen, layouts) = sample()
        #expect(LayoutContract.finiteness(screen, layouts).isEmpty)
        #expect(LayoutContract.containment(Container(), layouts).isEmpty)
        #expect(LayoutContract.toastOverlaps(screen, layouts).isEmpty)
        #expect(LayoutContract.bannerOverlaps(layouts).isEmpty)
        #expect(LayoutContract.bubbleTips(Container(), screen, layouts).isEmpty)
        #expect(BubbleSideContract.check(Container(), StyleSheet(), screen, layouts).isEmpty)
        #expect(LayoutContract.sizes(Container(), StyleSheet(), screen, layouts).isEmpty)
    }

    @Test func checksCatchBrokenLayouts() {
        let (screen, layouts) = sample()
        var broken = layouts
        broken[0].frame.origin.x = .nan
        #expect(!LayoutContract.finiteness(screen, broken).isEmpty)
        #expect(!LayoutContract.finiteness(screen, Array(layouts.dropLast())).isEmpty)

        broken = layouts
        broken[0].frame.origin.y = 820  // below the safe area
        #expect(!LayoutContract.containment(Container(), broken).isEmpty)

        broken = layouts
        broken[1].frame = layouts[0].frame.offset(dx: 1, dy: 1)
        #expect(!LayoutContract.toastOverlaps(screen, broken).isEmpty)
        var fading = screen
        fading[1].state = .fadingOut(started: .zero, ends: Instant(seconds: 1))
        #expect(LayoutContract.toastOverlaps(fading, broken).isEmpty, "only visible toasts count")

        broken = layouts
        broken[3].frame = layouts[2].frame.offset(dx: 0, dy: 10)
        #expect(!LayoutContract.bannerOverlaps(broken).isEmpty)

        broken = layouts
        broken[0].frame.size.width = 400
        #expect(!LayoutContract.sizes(Container(), StyleSheet(), screen, broken).isEmpty)
    }

    @Test func bubbleChecksCatchAMisplacedTipOrSide() throws {
        let (screen, layouts) = sample()
        guard case .bubble(var parts) = layouts[4].parts else { throw BrokenSample() }
        var broken = layouts
        parts.tip.y -= 1  // off the target's bottom edge
        broken[4].parts = .bubble(parts)
        #expect(!LayoutContract.bubbleTips(Container(), screen, broken).isEmpty)

        parts.tip.y += 1
        parts.target.origin.x += 5  // not the sanitized target
        broken[4].parts = .bubble(parts)
        #expect(!LayoutContract.bubbleTips(Container(), screen, broken).isEmpty)

        parts.target.origin.x -= 5
        parts.edge = .top  // there is room below, the preferred edge
        broken[4].parts = .bubble(parts)
        #expect(!BubbleSideContract.check(Container(), StyleSheet(), screen, broken).isEmpty)

        parts.edge = .bottom
        broken[4].parts = .bubble(parts)
        broken[4].frame.origin.y -= 20  // covers the target
        #expect(!BubbleSideContract.check(Container(), StyleSheet(), screen, broken).isEmpty)
    }

    @Test("The target check accepts the documented fallbacks and nothing else",
          arguments: [
              // Asked for, the target the rule gives (worked out by hand on the 390 × 844
              // phone, available rect (0, 47, 390, 763)), and near misses.
              (Rect(x: 100, y: 300, width: 40, height: 40), Rect(x: 100, y: 300, width: 40, height: 40),
               [Rect(x: 101, y: 300, width: 40, height: 40), Rect(x: 100, y: 300, width: 40, height: 39)]),
              (Rect(x: 500, y: 900, width: 50, height: 50), Rect(x: 340, y: 794, width: 50, height: 50),
               [Rect(x: 500, y: 900, width: 50, height: 50), Rect(x: 335, y: 794, width: 50, height: 50),
                Rect(x: 340, y: 794, width: 50, height: 49), Rect(x: 0, y: 0, width: 50, height: 50)]),
              (Rect(x: -30, y: -10, width: 20, height: 20), Rect(x: 0, y: 0, width: 20, height: 20),
               [Rect(x: -30, y: -10, width: 20, height: 20), Rect(x: 370, y: 824, width: 20, height: 20)]),
              (Rect(x: 100, y: 200, width: -5, height: 30), Rect(x: 100, y: 200, width: 0, height: 30),
               [Rect(x: 95, y: 200, width: 5, height: 30), Rect(x: 100, y: 200, width: 5, height: 30)]),
              // Capped to the screen's width (−100…290), then cut to the part that shows.
              (Rect(x: -100, y: 100, width: 1000, height: 10), Rect(x: 0, y: 100, width: 290, height: 10),
               [Rect(x: -100, y: 100, width: 390, height: 10), Rect(x: 0, y: 100, width: 390, height: 10),
                Rect(x: 0, y: 100, width: 1000, height: 10)]),
              // Half of it under the status bar: cut to the half that shows.
              (Rect(x: 100, y: 27, width: 40, height: 40), Rect(x: 100, y: 47, width: 40, height: 20),
               [Rect(x: 100, y: 27, width: 40, height: 40)]),
              (Rect(x: 100, y: 1e9, width: 10, height: 10), Rect(x: 100, y: 834, width: 10, height: 10),
               [Rect(x: 100, y: 0, width: 10, height: 10), Rect(x: 100, y: 800, width: 10, height: 10)]),
          ] as [(Rect, Rect, [Rect])])
    func targetRule(asked: Rect, expected: Rect, wrong: [Rect]) {
        #expect(LayoutContract.targetProblems(asked, expected, in: Container()).isEmpty)
        for target in wrong {
            #expect(!LayoutContract.targetProblems(asked, target, in: Container()).isEmpty, "\(target) for \(asked)")
        }
    }

    @Test func targetRuleWithoutATargetIsTheCentreOfTheAvailableRect() {
        // Available rect (0, 47, 390, 763): centre (195, 428.5); with a 336 keyboard
        // (0, 47, 390, 461): centre (195, 277.5). The container's own centre is (195, 422).
        #expect(LayoutContract.targetProblems(nil, Rect(x: 195, y: 428.5, width: 0, height: 0), in: Container()).isEmpty)
        #expect(LayoutContract.targetProblems(nil, Rect(x: 195, y: 277.5, width: 0, height: 0),
                                              in: Container(keyboardHeight: 336)).isEmpty)
        #expect(!LayoutContract.targetProblems(nil, Rect(x: 195, y: 422, width: 0, height: 0), in: Container()).isEmpty)
        #expect(!LayoutContract.targetProblems(nil, Rect(x: 195, y: 428.5, width: 1, height: 1), in: Container()).isEmpty)
        #expect(!LayoutContract.targetProblems(nil, Rect(x: 195, y: 428.5, width: 0, height: 0),
                                               in: Container(keyboardHeight: 336)).isEmpty)
    }

    @Test func placementAndContentBoxChecksCatchAMisplacedFrameOrPart() throws {
        let screen = [
            screenItem("t", .toast(Toast(message: "Saved", title: "Done")), order: 0),
            screenItem("h", .hud(HUDContent(mode: .spinner, status: "Loading", activityCount: 1, style: nil)), order: 1),
            screenItem("p", .popup(Popup(title: "Rate us", message: "Five stars?")), order: 2),
            screenItem("b", .bubble(Bubble(text: "Tap", target: Rect(x: 100, y: 300, width: 40, height: 40))), order: 3),
        ]
        let container = Container()
        let layouts = NoticeLayout(container: container, measurer: measurer).layoutBeforeClipping(screen)
        #expect(LayoutContract.placement(container, StyleSheet(), screen, layouts).isEmpty)
        #expect(LayoutContract.partsInsideContentBox(StyleSheet(), screen, layouts).isEmpty)
        for index in 1...3 {
            var broken = layouts
            broken[index].frame = layouts[index].frame.offset(dx: 0, dy: 5)
            #expect(!LayoutContract.placement(container, StyleSheet(), screen, broken).isEmpty, "\(layouts[index].id) moved")
        }
        guard case .toast(var parts) = layouts[0].parts, let title = parts.title else { throw BrokenSample() }
        // 5 points is less than the toast's 10-point padding: still inside the body,
        // but no longer inside its content box.
        parts.title?.frame = title.frame.offset(dx: 0, dy: -5)
        var broken = layouts
        broken[0].parts = .toast(parts)
        #expect(LayoutContract.partsInsideBody(broken).isEmpty)
        #expect(!LayoutContract.partsInsideContentBox(StyleSheet(), screen, broken).isEmpty)
    }

    @Test func randomCasesCoverTheInterestingInputs() {
        var counts: [String: Int] = [:]
        for seed in UInt64(0)..<500 {
            let input = RandomLayoutCase(seed: seed)
            let container = input.container.sanitized
            let visibleToasts = input.screen.filter { $0.lane == .toast && $0.isVisible }
            func count(_ name: String, _ condition: Bool) { if condition { counts[name, default: 0] += 1 } }
            count("several visible toasts", visibleToasts.count >= 2)
            count("point toast", visibleToasts.contains { if case .toast(let t) = $0.content, case .point = t.position { true } else { false } })
            count("several banners", input.screen.filter { $0.lane == .banner }.count >= 2)
            count("zero-size container", container.size.width == 0 || container.size.height == 0)
            count("keyboard above the safe area", container.keyboardHeight > container.safeArea.bottom)
            count("right to left", container.isRightToLeft)
            count("fading item", input.screen.contains { !$0.isVisible })
            let targets = input.screen.compactMap { item -> Rect? in
                if case .bubble(let bubble) = item.content { bubble.target } else { nil }
            }
            let bounds = container.bounds
            let rects = targets.map { Rect(x: $0.minX, y: $0.minY, width: max(0, $0.width), height: max(0, $0.height)) }
            count("target inside", rects.contains { bounds.contains($0, tolerance: 0) })
            count("target partly outside", rects.contains { !bounds.contains($0, tolerance: 0) && bounds.overlaps($0) })
            count("target fully outside", rects.contains { !bounds.contains($0, tolerance: 0) && !bounds.overlaps($0) })
            count("missing target", input.screen.contains { if case .bubble(let b) = $0.content { b.target == nil } else { false } })
        }
        for name in ["several visible toasts", "point toast", "several banners", "zero-size container",
                     "keyboard above the safe area", "right to left", "fading item", "target inside",
                     "target partly outside", "target fully outside", "missing target"] {
            #expect(counts[name, default: 0] >= 20, "only \(counts[name, default: 0]) of 500 cases with \(name)")
        }
    }

    @Test func casesAreReproducibleFromTheirSeed() {
        #expect(RandomLayoutCase(seed: 7).screen == RandomLayoutCase(seed: 7).screen)
        #expect(RandomLayoutCase(seed: 7).container == RandomLayoutCase(seed: 7).container)
        #expect(RandomLayoutCase(seed: 7).layouts() == RandomLayoutCase(seed: 7).layouts())
    }

    struct BrokenSample: Error {}
}

extension Rect {
    func offset(dx: Double, dy: Double) -> Rect { Rect(x: minX + dx, y: minY + dy, width: width, height: height) }
}
