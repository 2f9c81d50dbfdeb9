import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Hosted views (``HostedContent``) are laid out exactly as custom content of the
/// same size, and a banner wraps one at its leading padding. Sizes the host
/// measured badly are clamped as documented.
///
/// Phone container (see LayoutSupport): toast maximum 312 × 675.2, paddings 10;
/// popup card at most 300 wide, padding 20; banner card 390 − 2 × 8 = 374 wide at
/// (8, 47 + 8), padding 14.
@Suite struct HostedLayoutTests {
    static func card(_ width: Double, _ height: Double) -> HostedContent {
        HostedContent(name: "card", size: Size(width: width, height: height))
    }

    @Test(arguments: WritingDirection.allCases)
    func toastWrapsTheSlotPlusPadding(direction: WritingDirection) {
        let layout = layoutOne(.toast(Toast(hosted: Self.card(100, 40))), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 135, y: 740, width: 120, height: 60))
        expectRect(layout?.content, Rect(x: 145, y: 750, width: 100, height: 40), "slot")
        #expect(layout?.toastParts?.title == nil && layout?.toastParts?.activity == nil)
    }

    @Test(arguments: WritingDirection.allCases)
    func popupCardWrapsTheSlot(direction: WritingDirection) {
        let layout = layoutOne(.popup(Popup(hosted: Self.card(200, 100))), in: phone(direction))
        expectRect(layout?.frame, Rect(x: 75, y: 358.5, width: 240, height: 140))
        expectRect(layout?.content, Rect(x: 95, y: 378.5, width: 200, height: 100), "slot")
    }

    @Test(arguments: WritingDirection.allCases)
    func bannerPutsTheSlotAtTheLeadingPadding(direction: WritingDirection) {
        let layout = layoutOne(.banner(Banner(hosted: Self.card(300, 60))), in: phone(direction))
        // Full width, height 60 + 2 × 14; the slot 14 from the leading edge: x = 8 + 14 in
        // LTR, 8 + 374 − 14 − 300 = 68 in RTL.
        expectRect(layout?.frame, Rect(x: 8, y: 55, width: 374, height: 88))
        expectRect(layout?.content, Rect(x: mirror(direction, ltr: 22, rtl: 68), y: 69, width: 300, height: 60), "slot")
        #expect(layout?.bannerParts?.title == nil && layout?.bannerParts?.icon == nil)
    }

    @Test("A bubble's slot is its body less the padding, on the leading or trailing side as asked",
          arguments: WritingDirection.allCases)
    func bubble(direction: WritingDirection) {
        let target = Rect(x: 170, y: 400, width: 50, height: 40)
        let layout = layoutOne(.bubble(Bubble(hosted: Self.card(80, 30), edge: .left, target: target)), in: phone(direction))
        guard let layout, let slot = layout.content else {
            Issue.record("no slot")
            return
        }
        // Default padding 12 left and right, 8 top and bottom.
        expectRect(slot, Rect(x: layout.frame.minX + 12, y: layout.frame.minY + 8, width: 80, height: 30), "slot")
        // `left` is the leading side: left of the target in LTR, right of it in RTL.
        if direction == .leftToRight {
            #expect(slot.maxX < target.minX)
        } else {
            #expect(slot.minX > target.maxX)
        }
    }

    @Test("Each kind places a hosted view exactly where custom content of its size goes",
          arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 120, height: 44),
                      Size(width: 250, height: 500), Size(width: 2000, height: 3)])
    func sameAsCustomContent(size: Size) {
        for direction in WritingDirection.allCases {
            let container = phone(direction)
            let hosted = HostedContent(name: "same", size: size)
            let custom = fixed(size.width, size.height, name: "same")
            let pairs: [(ScreenContent, ScreenContent)] = [
                (.toast(Toast(hosted: hosted, position: .top)), .toast(Toast(content: custom, position: .top))),
                (.popup(Popup(hosted: hosted)), .popup(Popup(content: custom))),
                (.bubble(Bubble(hosted: hosted, target: Rect(x: 20, y: 300, width: 40, height: 40))),
                 .bubble(Bubble(content: custom, target: Rect(x: 20, y: 300, width: 40, height: 40)))),
            ]
            for (hostedItem, customItem) in pairs {
                let a = layoutOne(hostedItem, in: container), b = layoutOne(customItem, in: container)
                #expect(a?.frame == b?.frame, "\(hostedItem) \(direction)")
                #expect(a?.content == b?.content, "\(hostedItem) \(direction)")
                #expect(a?.content != nil)
            }
        }
    }

    @Test("NaN and negative sides count as 0; a zero side stays 0; sides beyond the room become the room")
    func clamps() {
        let room = Size(width: 292, height: 655.2)  // The toast's maximum less its paddings.
        let cases: [(Size, Size)] = [
            (Size(width: .nan, height: 40), Size(width: 0, height: 40)),
            (Size(width: -5, height: -.infinity), Size(width: 0, height: 0)),
            (Size(width: 0, height: 0), Size(width: 0, height: 0)),
            (Size(width: 1e9, height: .infinity), room),
            (Size(width: 500, height: 30), Size(width: room.width, height: 30)),
        ]
        for (measured, expected) in cases {
            let layout = layoutOne(.toast(Toast(hosted: HostedContent(name: "odd", size: measured), position: .center)),
                                   in: phone(.leftToRight))
            expectRect(layout.flatMap { $0.content.map { Rect(origin: .zero, size: $0.size) } },
                       Rect(origin: .zero, size: expected), "slot of \(measured)")
            if let layout, let slot = layout.content {
                #expect(layout.frame.contains(slot), "\(measured)")
                #expect(layout.frame.isFinite, "\(measured)")
            }
        }
        // A banner clamps the same way, to its card less the padding.
        let banner = layoutOne(.banner(Banner(hosted: HostedContent(name: "wide", size: Size(width: .infinity, height: .nan)))),
                               in: phone(.leftToRight))
        expectRect(banner?.content, Rect(x: 22, y: 69, width: 374 - 28, height: 0), "banner slot")
    }

    @Test("The scene puts the slot in the body group, in its own coordinates")
    func sceneSlot() {
        let item = screenItem("t", .toast(Toast(hosted: Self.card(100, 40))))
        let scene = SceneBuilder.scene([item], layout: NoticeLayout(container: phone(.leftToRight), measurer: measurer),
                                       at: Instant(seconds: 5))
        guard case .group(let body) = scene.nodes.last else {
            Issue.record("no body group")
            return
        }
        #expect(body.position == Point(x: 135, y: 740))
        #expect(body.children.contains(.slot(SlotNode(name: "card", rect: Rect(x: 10, y: 10, width: 100, height: 40)))))
        #expect(scene.dump().contains(#"slot (10, 10, 100, 40) "card""#))
    }
}
