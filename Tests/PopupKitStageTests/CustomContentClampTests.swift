import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Content answering sizes no layout can use (NaN, negative, infinite, huge) is
/// clamped: NaN and negative become 0, infinite and too large become the maximum,
/// and no frame is ever non-finite or outside its area.
@Suite struct CustomContentClampTests {
    static let nonsense: [Size] = [
        Size(width: .nan, height: .nan),
        Size(width: -10, height: -.infinity),
        Size(width: .infinity, height: .infinity),
        Size(width: .greatestFiniteMagnitude, height: 1e300),
        Size(width: -.infinity, height: .nan),
        Size(width: 1e-300, height: -0.0),
    ]

    static let containers: [Container] = [
        phone(.leftToRight),
        phone(.rightToLeft, keyboard: 336),
        Container(size: Size(width: 320, height: 480), safeArea: .zero),
        Container(size: .zero, safeArea: .zero),
        Container(size: Size(width: 30, height: 20), safeArea: Insets(top: 5, left: 5, bottom: 5, right: 5)),
        Container(size: Size(width: .nan, height: .infinity), keyboardHeight: .infinity),
    ]

    @Test("CustomContent clamps each dimension to 0…maximum", arguments: [
        (Size(width: .nan, height: .nan), Size(width: 0, height: 0)),
        (Size(width: -10, height: -.infinity), Size(width: 0, height: 0)),
        (Size(width: .infinity, height: .infinity), Size(width: 100, height: 50)),
        (Size(width: 1e300, height: 51), Size(width: 100, height: 50)),
        (Size(width: 30, height: 20), Size(width: 30, height: 20)),
    ])
    func clamp(wanted: Size, expected: Size) {
        let content = fixed(wanted.width, wanted.height)
        #expect(content.size(fitting: Size(width: 100, height: 50), measurer: measurer) == expected)
    }

    @Test("A NaN, negative or infinite maximum offers the content 0")
    func badMaximum() {
        let content = CustomContent(GreedyContent(), name: "greedy")
        #expect(content.size(fitting: Size(width: .nan, height: -5), measurer: measurer) == .zero)
        #expect(content.size(fitting: Size(width: .infinity, height: 7), measurer: measurer) == Size(width: 0, height: 7))
    }

    @Test("A NaN or negative size gives a toast of its paddings; an infinite one the largest box")
    func toastBodies() {
        let tiny = layoutOne(.toast(Toast(content: fixed(.nan, -3))), in: phone(.leftToRight))
        #expect(tiny?.frame.size == Size(width: 20, height: 20))
        #expect(tiny?.toastParts?.content?.size == .zero)
        let huge = layoutOne(.toast(Toast(content: fixed(.infinity, .infinity), position: .top)), in: phone(.leftToRight))
        #expect(huge?.frame.size == Size(width: 312, height: 675.2))
        #expect(huge?.toastParts?.content?.size == Size(width: 292, height: 655.2))
    }

    @Test("Nonsense sizes never give a non-finite frame or one outside its area", arguments: nonsense)
    func everyKindKeepsTheContract(size: Size) {
        let content = fixed(size.width, size.height)
        let target = Rect(x: 10, y: 60, width: 40, height: 40)
        let screen = [
            screenItem("top", .toast(Toast(content: content, position: .top)), order: 0),
            screenItem("centre", .toast(Toast(content: content, position: .center)), order: 1),
            screenItem("point", .toast(Toast(content: content, position: .point(x: 300, y: 500))), order: 2),
            screenItem("bottom", .toast(Toast(content: content)), order: 3),
            screenItem("text", .toast(Toast(message: "Saved")), order: 4),
            screenItem("popup", .popup(Popup(content: content)), order: 5),
            screenItem("arrow", .bubble(Bubble(content: content, edge: .top, target: target)), order: 6),
            screenItem("line", .bubble(Bubble(content: content, pointer: .dotLine, edge: .left, target: target)), order: 7),
        ]
        for container in Self.containers {
            let layouts = layout(screen, in: container)
            let problems = LayoutContract.finiteness(screen, layouts) + LayoutContract.containment(container, layouts)
                + LayoutContract.partsInsideBody(layouts) + LayoutContract.toastOverlaps(screen, layouts)
                + LayoutContract.bubbleTips(container, screen, layouts)
            #expect(problems.isEmpty, "\(container): \(problems)")
            let contentFrames = layouts.compactMap { $0.toastParts?.content ?? $0.popupParts?.content ?? $0.bubbleParts?.content }
            #expect(contentFrames.count == 7, "every notice with content has a content frame")
            #expect(contentFrames.allSatisfy { $0.isFinite && $0.width >= 0 && $0.height >= 0 }, "\(contentFrames)")
        }
    }
}
