import PopupKit
import PopupKitCairo
import Testing
import PopupKitStage

/// A scene built by hand can hold any numbers: the renderer skips what it cannot
/// draw instead of trapping on a conversion to pixels.
@Suite("Cairo renderer: extreme scene numbers")
struct ExtremeSceneTests {
    static let huge = 1e300

    static func boxes() -> [RenderNode] {
        let shadows = [Shadow(color: .black, opacity: 1, radius: huge, offset: Size(width: 2, height: 2)),
                       Shadow(color: .black, opacity: 1, radius: 8, offset: Size(width: 2, height: 2))]
        let rects = [Rect(x: 10, y: 10, width: 50, height: 50), Rect(x: -huge, y: -huge, width: huge, height: huge),
                     Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10)]
        return shadows.flatMap { shadow in
            rects.map { rect in .box(BoxNode(rect: rect, cornerRadius: 4, fill: .white, shadow: shadow)) }
        }
    }

    @Test("Huge and non-finite boxes, shadows and masks render without trapping")
    func renders() throws {
        let masks: [RenderNode] = [
            .mask(MaskNode(rect: Rect(x: 0, y: 0, width: Self.huge, height: Self.huge),
                           fill: .radialGradient(center: Point(x: 50, y: 50), edge: .black))),
            .mask(MaskNode(rect: Rect(x: 0, y: 0, width: 100, height: 100),
                           fill: .radialGradient(center: Point(x: 50, y: 50), edge: .black))),
        ]
        let scene = RenderScene(size: Size(width: 100, height: 100), time: .zero,
                          nodes: [.group(RenderGroup(name: "extremes", children: Self.boxes() + masks))])
        let bitmap = try CairoRenderer(scale: 2).render(scene)
        #expect(bitmap.width == 200)
        #expect(bitmap.height == 200)
    }
}
