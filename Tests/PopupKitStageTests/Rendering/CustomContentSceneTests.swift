import PopupKit
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Custom content that fills its frame with a colour; optionally also draws a dot
/// `outside` points to the right of its frame (to show nothing is clipped).
struct SwatchContent: NoticeContent {
    var size = Size(width: 100, height: 40)
    var color = NoticeColor(hex: "#FF0000")!
    var outside: Double?

    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { size }

    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] {
        var nodes: [RenderNode] = [.box(BoxNode(rect: frame, fill: color))]
        if let outside { nodes.append(.dot(DotNode(center: Point(x: frame.maxX + outside, y: frame.midY), radius: 2, color: color))) }
        return nodes
    }
}

/// Custom content that is a line of text measured by the host's measurer, both
/// when it is sized and when its nodes are built.
struct LabelContent: NoticeContent {
    var text: String
    var font = NoticeFont.system(16)

    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size {
        measurer.measure(text, font: font, maxWidth: maxSize.width, lineLimit: 1).size
    }

    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] {
        let size = measurer.measure(text, font: font, maxWidth: frame.width, lineLimit: 1).size
        let placement = TextPlacement(text: text, frame: Rect(origin: frame.origin, size: size), font: font,
                                      alignment: .left, lineLimit: 1)
        return [.text(TextNode(placement: placement, color: .white))]
    }
}

@Suite("Custom content in the scene")
struct CustomContentSceneTests {
    /// A stage on the default phone container with one notice shown at 0.
    private func stage(_ content: Notice.Content, measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) -> Stage {
        var stage = Stage(measurer: measurer)
        stage.engine.send(.submit(Notice(id: "c", content, duration: .forever)), now: .zero)
        return stage
    }

    /// The children of the top-level group called `name`.
    private func children(of name: String, in scene: RenderScene) -> RenderGroup? {
        for case .group(let group) in scene.nodes where group.name == name { return group }
        return nil
    }

    @Test("The content's nodes are drawn in its frame, after the body, inside the toast's group; the dump names it")
    func toastContentInScene() throws {
        let stage = stage(.toast(Toast(content: CustomContent(SwatchContent(), name: "swatch"))))
        let scene = stage.scene(at: Instant(seconds: 1))
        let frame = try #require(stage.layouts().layouts.first?.toastParts?.content)
        #expect(frame == Rect(x: 145, y: 750, width: 100, height: 40))
        let toast = try #require(children(of: #"toast "c""#, in: scene))
        #expect(toast.children.count == 2)
        guard case .box(let body) = toast.children.first, case .group(let content) = toast.children.last else {
            Issue.record("expected the body box, then the content group: \(toast.children)")
            return
        }
        // The toast's group sits at its frame's origin with its parts in its own
        // coordinates; the content's group sits at the content frame's place in it.
        #expect(toast.position == Point(x: 135, y: 740))
        #expect(body.rect == Rect(x: 0, y: 0, width: 120, height: 60))
        #expect(content.name == #"content "swatch" (145, 750, 100, 40)"#)
        #expect(content.opacity == 1 && content.scale == 1 && content.offset == .zero)
        #expect(content.position == Point(x: 10, y: 10))
        #expect(content.children == [.box(BoxNode(rect: Rect(origin: .zero, size: frame.size), fill: NoticeColor(hex: "#FF0000")!))])
        #expect(toast.place(content.place(.zero)) == frame.origin)
        #expect(scene.dump() == """
            scene 390×844 at 1s
              group toast "c" opacity 1 at (135, 740)
                box (0, 0, 120, 60) radius 10 fill #000000F2
                group content "swatch" (145, 750, 100, 40) opacity 1 at (10, 10)
                  box (0, 0, 100, 40) radius 0 fill #FF0000FF

            """)
    }

    @Test("The notice's fade and scale apply to its content: it sits inside the animated group")
    func animationApplies() throws {
        let content = CustomContent(SwatchContent(), name: "swatch")
        let toastScene = stage(.toast(Toast(content: content))).scene(at: Instant(seconds: 0.1))
        let toast = try #require(children(of: #"toast "c""#, in: toastScene))
        #expect(toast.opacity > 0 && toast.opacity < 1)
        #expect(toast.children.contains { if case .group(let group) = $0 { group.name.hasPrefix(#"content "swatch""#) } else { false } })

        let popupScene = stage(.popup(Popup(content: content))).scene(at: Instant(seconds: 0.1))
        let popup = try #require(children(of: #"popup "c""#, in: popupScene))
        #expect(popup.scale > 1 && popup.opacity < 1)
        #expect(popup.children.contains { if case .group(let group) = $0 { group.name.hasPrefix(#"content "swatch""#) } else { false } })
    }

    @Test("Nodes a content returns outside its frame are drawn as returned, not clipped")
    func notClipped() throws {
        let stage = stage(.toast(Toast(content: CustomContent(SwatchContent(outside: 80), name: "swatch"))))
        let scene = stage.scene(at: Instant(seconds: 1))
        let frame = try #require(stage.layouts().layouts.first?.toastParts?.content)
        let toast = try #require(children(of: #"toast "c""#, in: scene))
        guard case .group(let content) = toast.children.last else {
            Issue.record("no content group")
            return
        }
        // In the content's own coordinates: its frame is (0, 0) to its size.
        let dot = DotNode(center: Point(x: frame.width + 80, y: frame.height / 2), radius: 2, color: NoticeColor(hex: "#FF0000")!)
        #expect(content.children.last == .dot(dot))
        #expect(!Rect(origin: .zero, size: frame.size).contains(dot.center))
    }

    @Test("Content is measured and built with the stage's measurer")
    func usesTheHostMeasurer() throws {
        // Advance 1 × 16 per character: "Hello" is 80 wide (the default measurer would say 48).
        let wide = FixedAdvanceTextMeasurer(advance: 1)
        let stage = stage(.toast(Toast(content: CustomContent(LabelContent(text: "Hello"), name: "label"))), measurer: wide)
        let frame = try #require(stage.layouts().layouts.first?.toastParts?.content)
        let measured = wide.measure("Hello", font: .system(16), maxWidth: 1000, lineLimit: 1).size
        #expect(measured.width == 80)
        #expect(frame.size == measured)
        let (screen, layouts) = stage.layouts()
        for scene in [stage.scene(at: Instant(seconds: 1)),
                      SceneBuilder.scene(screen, layouts: layouts, styles: stage.styles, container: stage.container,
                                         measurer: wide, at: Instant(seconds: 1))] {
            let toast = try #require(children(of: #"toast "c""#, in: scene))
            guard case .group(let content) = toast.children.last, case .text(let text) = content.children.first else {
                Issue.record("no content text in \(scene.dump())")
                continue
            }
            // In the content's own coordinates, to a millionth of a point (local coordinates are snapped).
            let local = text.placement.frame
            #expect(local.origin == .zero && abs(local.width - frame.width) < 1e-6 && abs(local.height - frame.height) < 1e-6,
                    "\(local) for \(frame)")
            #expect(toast.place(content.place(.zero)) == frame.origin)
        }
    }

    @Test("A content bubble draws its pointer and body, then the content instead of text")
    func bubbleContent() throws {
        let target = Rect(x: 170, y: 400, width: 50, height: 40)
        let stage = stage(.bubble(Bubble(content: CustomContent(SwatchContent(size: Size(width: 60, height: 20)), name: "swatch"),
                                         target: target)))
        let bubble = try #require(children(of: #"bubble "c""#, in: stage.scene(at: Instant(seconds: 1))))
        let kinds = bubble.children.map { node -> String in
            switch node {
            case .path: "path"
            case .box: "box"
            case .text: "text"
            case .group(let group): group.name
            default: "other"
            }
        }
        #expect(kinds == ["path", "box", #"content "swatch" (165, 456, 60, 20)"#])
    }

    @Test("A content popup draws the dim layer, its card and the content")
    func popupContent() throws {
        let stage = stage(.popup(Popup(content: CustomContent(SwatchContent(size: Size(width: 200, height: 100)), name: "card"))))
        let scene = stage.scene(at: Instant(seconds: 1))
        #expect(children(of: #"dim "c""#, in: scene) != nil)
        let popup = try #require(children(of: #"popup "c""#, in: scene))
        guard case .box(let card) = popup.children.first, case .group(let content) = popup.children.last else {
            Issue.record("expected the card, then the content: \(popup.children)")
            return
        }
        #expect(popup.position == Point(x: 75, y: 358.5))
        #expect(card.rect == Rect(x: 0, y: 0, width: 240, height: 140))
        #expect(content.name == #"content "card" (95, 378.5, 200, 100)"#)
    }
}
