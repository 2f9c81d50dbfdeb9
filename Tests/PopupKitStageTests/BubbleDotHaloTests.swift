import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The dotted line's link point: a dot, and with `dotHaloDiameter` a ring of the
/// line's colour at 30 % under it, as BubblePopup draws it.
@Suite struct BubbleDotHaloTests {
    /// The dots a dotted bubble of `style` draws once shown.
    private func dots(_ style: BubbleStyle?) -> [DotNode] {
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        let bubble = Bubble(text: "Tap here", pointer: .dotLine, edge: .bottom,
                            target: Rect(x: 180, y: 300, width: 30, height: 30), style: style)
        stage.send(.submit(Notice(id: "tip", .bubble(bubble))), now: .zero)
        return stage.scene(at: Instant(seconds: 2)).nodes.flatMap(Self.flattened).compactMap { node in
            if case .dot(let dot) = node { dot } else { nil }
        }
    }

    private static func flattened(_ node: RenderNode) -> [RenderNode] {
        guard case .group(let group) = node else { return [node] }
        return [node] + group.children.flatMap(flattened)
    }

    @Test("no halo by default: one dot of the line's colour")
    func noHalo() {
        let dots = dots(nil)
        #expect(dots.count == 1)
        #expect(dots.first?.radius == BubbleStyle().dotDiameter / 2)
    }

    @Test("a halo is a larger ring under the dot, at 30 % of the line's opacity, centred on the point")
    func halo() throws {
        var style = BubbleStyle()
        style.dotDiameter = 6
        style.dotHaloDiameter = 10
        let dots = dots(style)
        try #require(dots.count == 2)
        #expect(dots[0].radius == 5 && dots[1].radius == 3, "the halo first, under the dot")
        #expect(dots[0].center == dots[1].center)
        #expect(abs(dots[0].color.alpha - dots[1].color.alpha * 0.3) < 1e-9)
        #expect(dots[0].color.withAlpha(1) == dots[1].color.withAlpha(1))
    }

    @Test("a halo no larger than the dot draws nothing more")
    func haloWithinTheDot() {
        var style = BubbleStyle()
        style.dotDiameter = 8
        style.dotHaloDiameter = 8
        #expect(dots(style).count == 1)
    }
}
