import Foundation
import PopupKit
import PropertyBased
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The layout contract on random inputs (see `RandomLayoutCase` and `LayoutContract`).
///
/// Each property runs `POPUPKIT_LAYOUT_CASES` cases (default 500). A failure prints
/// the case (its seed first) and every violation; replay it with
/// `RandomLayoutCase(seed:)` or the `.fixedSeed` the failure suggests.
@Suite struct LayoutPropertyTests {
    static let count = ProcessInfo.processInfo.environment["POPUPKIT_LAYOUT_CASES"].flatMap { Int($0) } ?? 500

    static let cases = Gen.uint64().map { RandomLayoutCase(seed: $0) }
    static let badContainerCases = Gen.uint64().map { RandomLayoutCase(badContainerSeed: $0) }

    private static func report(_ problems: [String], _ input: RandomLayoutCase) -> Comment {
        "\(problems.count) violation(s):\n\(problems.prefix(10).joined(separator: "\n"))\nin \(input)"
    }

    @Test func everyRectIsFinite() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = LayoutContract.finiteness(input.screen, input.layouts())
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    /// The HUD, popups and bubbles are clamped into their area as the last step of
    /// layout, so containment alone holds for them whatever came before; the
    /// placement checks are what catch one of them put in the wrong place.
    @Test func framesStayInsideTheSafeAreaAndAboveTheKeyboard() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let layouts = input.layouts()
            let problems = LayoutContract.containment(input.container, layouts)
                + LayoutContract.placement(input.container, input.styles, input.screen, layouts)
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    /// Checked before layout's final clip of every part to its body, and against the
    /// body inset by its paddings, so the clip cannot make a misplaced part pass.
    @Test func partsStayInsideTheirBody() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = LayoutContract.partsInsideContentBox(input.styles, input.screen, input.layoutsBeforeClipping())
                + LayoutContract.partsInsideBody(input.layouts())
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    @Test func visibleToastsNeverOverlap() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = LayoutContract.toastOverlaps(input.screen, input.layouts())
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    /// Every lane at once (toasts at every position, banners, a HUD, a popup, bubbles,
    /// the keyboard, any container shape): no two visible bodies overlap but the
    /// allowed pairs (see `LayoutContract.bodyOverlaps`).
    @Test func noticeBodiesNeverOverlap() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = LayoutContract.bodyOverlaps(input.screen, input.layouts())
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    @Test func bannersNeverOverlap() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = LayoutContract.bannerOverlaps(input.layouts())
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    @Test func toastAndHUDSizesKeepTheirLimits() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = LayoutContract.sizes(input.container, input.styles, input.screen, input.layouts())
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    @Test func bubbleTipsTouchTheirTarget() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = LayoutContract.bubbleTips(input.container, input.screen, input.layouts(), styles: input.styles)
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    @Test func bubblesTakeTheDocumentedSide() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = BubbleSideContract.check(input.container, input.styles, input.screen, input.layouts())
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    @Test func badContainerValuesNeverGiveNonFiniteFrames() async {
        await propertyCheck(count: Self.count, input: Self.badContainerCases) { input in
            let layouts = input.layouts()
            let problems = LayoutContract.finiteness(input.screen, layouts)
                + LayoutContract.containment(input.container, layouts)
                + LayoutContract.placement(input.container, input.styles, input.screen, layouts)
                + LayoutContract.partsInsideContentBox(input.styles, input.screen, input.layoutsBeforeClipping())
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }
}

extension LayoutPropertyTests {
    /// A bubble's pointer is never a needle: it reaches out from the body at most
    /// twice its style's length (the triangle's height, the dotted line's length),
    /// and its tip lies off the body's side by no more than the screen margin, the
    /// rounded corner and half the arrow's base, wherever the target and whatever the container
    /// (docs/Layout.md).
    @Test func bubblePointersStayShort() async {
        await propertyCheck(count: Self.count, input: Self.cases) { input in
            let problems = Self.pointerProblems(input)
            #expect(problems.isEmpty, Self.report(problems, input))
        }
    }

    /// Seeds that once failed a bubble property, replayed on every run.
    @Test(arguments: [
        UInt64(13_508_245_432_688_888_452), // a target at the top edge, its body pushed down by a wide margin
        UInt64(14_538_191_793_496_515_673), // a bottom bubble with no room below
    ])
    func bubbleRegressionSeeds(seed: UInt64) {
        let input = RandomLayoutCase(seed: seed)
        let problems = Self.pointerProblems(input)
            + BubbleSideContract.check(input.container, input.styles, input.screen, input.layouts())
        #expect(problems.isEmpty, Self.report(problems, input))
    }

    /// The pointer checks of ``bubblePointersStayShort()`` on one case.
    static func pointerProblems(_ input: RandomLayoutCase) -> [String] {
        var problems: [String] = []
        for (notice, placement) in zip(input.screen, input.layouts()) {
            guard case .bubble(let bubble) = notice.content, let parts = placement.bubbleParts else { continue }
            let style = input.styles.style(for: bubble)
            // A covered bubble is hidden by the stage: its pointer is never drawn.
            if BubbleCoverContract.isCovered(bubble.target, in: input.container) { continue }
            // A margin larger than half the area leaves no room to reason about.
            let area = input.container.sanitized.availableRect
            guard 2 * style.screenMargin < min(area.width, area.height) else { continue }
            let cap = 2 * (bubble.pointer == .triangle ? style.arrowSize.height : style.lineLength)
            // Out from the body (the pointer's reach across the gap), and along it.
            let (tip, base) = (parts.tip, parts.baseCenter)
            let out = parts.edge == .top || parts.edge == .bottom ? abs(tip.y - base.y) : abs(tip.x - base.x)
            if out > cap + 1e-6 { problems.append("\(notice.id): pointer reaches \(out) > \(cap) on \(parts.edge)") }
            let frame = placement.frame
            // Off the body's side by at most the screen margin that pushed the body
            // off the target, the rounded corner and half the arrow's base.
            let slack = style.screenMargin + style.cornerRadius + style.arrowSize.width / 2
            let faces = parts.edge == .top || parts.edge == .bottom
                ? tip.x >= frame.minX - 1e-6 - slack && tip.x <= frame.maxX + 1e-6 + slack
                : tip.y >= frame.minY - 1e-6 - slack && tip.y <= frame.maxY + 1e-6 + slack
            if !faces { problems.append("\(notice.id): tip \(tip) runs along the screen from \(frame)") }
        }
        return problems
    }
}
