import PopupKit
import Testing

/// Content drawn both ways by ``PaintParity``: one of every node kind, in the
/// shapes that have gone wrong between 2D APIs before (corner arcs, stroke
/// insets, arc directions, dash phases, group transforms).
struct ParityCase: Sendable, CustomTestStringConvertible {
    var name: String
    var nodes: [RenderNode]

    var testDescription: String { name }
}

extension ParityCase {
    static let ink = Color(red: 0.15, green: 0.35, blue: 0.85)
    static let translucent = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.55)
    static let shadow = Shadow(color: .black, opacity: 0.35, radius: 10, offset: Size(width: 0, height: 4))

    static let all: [ParityCase] = boxes + indicators + shapes + images + textAndGroups

    static let boxes: [ParityCase] = [
        ParityCase(name: "rounded box with a border", nodes: [
            .box(BoxNode(rect: Rect(x: 10, y: 10, width: 120, height: 48), cornerRadius: 14, fill: .white,
                         borderColor: ink, borderWidth: 2)),
        ]),
        ParityCase(name: "capsule with a thick translucent border", nodes: [
            .box(BoxNode(rect: Rect(x: 5.5, y: 8.25, width: 90, height: 30), cornerRadius: 100, fill: translucent,
                         borderColor: Color(white: 0.1, alpha: 0.7), borderWidth: 6)),
        ]),
        ParityCase(name: "square box with a border", nodes: [
            .box(BoxNode(rect: Rect(x: 4, y: 4, width: 40, height: 30), fill: Color(white: 0.9),
                         borderColor: .black, borderWidth: 1.5)),
        ]),
        ParityCase(name: "border wider than half the box", nodes: [
            .box(BoxNode(rect: Rect(x: 4, y: 4, width: 40, height: 10), cornerRadius: 3, fill: .clear,
                         borderColor: ink, borderWidth: 9)),
        ]),
        ParityCase(name: "the layer's shadow from its first box", nodes: [
            .box(BoxNode(rect: Rect(x: 0, y: 0, width: 140, height: 56), cornerRadius: 16, fill: .white, shadow: shadow)),
            .dot(DotNode(center: Point(x: 20, y: 28), radius: 6, color: ink)),
        ]),
        ParityCase(name: "the layer's shadow from a translucent box", nodes: [
            .box(BoxNode(rect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8, fill: translucent,
                         borderColor: .white, borderWidth: 1, shadow: shadow)),
        ]),
        ParityCase(name: "a later box's own shadow", nodes: [
            .dot(DotNode(center: Point(x: 4, y: 4), radius: 3, color: ink)),
            .box(BoxNode(rect: Rect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 10, fill: Color(white: 0.97),
                         shadow: Shadow(color: .black, opacity: 0.5, radius: 4, offset: Size(width: 2, height: 3)))),
        ]),
        ParityCase(name: "a later translucent box's own shadow", nodes: [
            .dot(DotNode(center: Point(x: 4, y: 4), radius: 3, color: ink)),
            .box(BoxNode(rect: Rect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 10, fill: translucent,
                         shadow: Shadow(color: .black, opacity: 0.5, radius: 6, offset: Size(width: 0, height: 3)))),
        ]),
    ]

    static let indicators: [ParityCase] = {
        var cases: [ParityCase] = []
        for phase in [0, 0.13, 0.5, 0.77] {
            cases.append(ParityCase(name: "ring spinner at \(phase)", nodes: [
                .spinner(SpinnerNode(center: Point(x: 30, y: 30), radius: 18, thickness: 3, color: .white, phase: phase,
                                     style: .ring)),
            ]))
        }
        cases.append(ParityCase(name: "translucent ring spinner", nodes: [
            .spinner(SpinnerNode(center: Point(x: 30, y: 30), radius: 18, thickness: 4, color: translucent, phase: 0.3,
                                 style: .ring)),
        ]))
        for phase in [0, 0.3, 0.95] {
            cases.append(ParityCase(name: "system spinner at \(phase)", nodes: [
                .spinner(SpinnerNode(center: Point(x: 30, y: 30), radius: 18, thickness: 3, color: ink, phase: phase,
                                     style: .system)),
            ]))
        }
        for value in [0, 0.3, 1] {
            cases.append(ParityCase(name: "ring at \(value)", nodes: [
                .ring(RingNode(center: Point(x: 30, y: 30), radius: 20, thickness: 4, value: value, color: ink,
                               trackColor: Color(white: 0.5, alpha: 0.4))),
            ]))
        }
        for kind in [GlyphNode.Kind.success, .error, .info] {
            cases.append(ParityCase(name: "\(kind) glyph", nodes: [
                .glyph(GlyphNode(kind: kind, rect: Rect(x: 6, y: 6, width: 40, height: 40), color: ink)),
                .glyph(GlyphNode(kind: kind, rect: Rect(x: 50, y: 10.5, width: 50, height: 23), color: translucent)),
            ]))
        }
        return cases
    }()

    static let shapes: [ParityCase] = [
        ParityCase(name: "dashed dotted line", nodes: [
            .path(PathNode(points: [Point(x: 5, y: 5), Point(x: 70, y: 25), Point(x: 70, y: 60)], closed: false,
                           strokeColor: ink, strokeWidth: 2, dash: [4, 3])),
            .dot(DotNode(center: Point(x: 70, y: 60), radius: 4, color: ink)),
            .dot(DotNode(center: Point(x: 12.3, y: 40.7), radius: 2.5, color: translucent)),
        ]),
        ParityCase(name: "closed filled arrow with an edge", nodes: [
            .path(PathNode(points: [Point(x: 10, y: 30), Point(x: 30, y: 8), Point(x: 50, y: 30)], closed: true,
                           fill: .white, strokeColor: Color(white: 0.2), strokeWidth: 1.5)),
        ]),
        ParityCase(name: "open filled polyline", nodes: [
            .path(PathNode(points: [Point(x: 4, y: 4), Point(x: 60, y: 10), Point(x: 20, y: 50), Point(x: 50, y: 50)],
                           closed: false, fill: translucent, strokeColor: ink, strokeWidth: 3)),
        ]),
        ParityCase(name: "solid mask", nodes: [
            .mask(MaskNode(rect: Rect(x: 0, y: 0, width: 60, height: 40), fill: .solid(Color(white: 0, alpha: 0.4)))),
        ]),
        ParityCase(name: "clear mask", nodes: [
            .mask(MaskNode(rect: Rect(x: 0, y: 0, width: 60, height: 40), fill: .clear)),
        ]),
        ParityCase(name: "solid mask under a box", nodes: [
            .mask(MaskNode(rect: Rect(x: 0, y: 0, width: 60, height: 40), fill: .solid(Color(white: 0, alpha: 0.4)))),
            .box(BoxNode(rect: Rect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 6, fill: .white)),
        ]),
        ParityCase(name: "radial gradient mask", nodes: [
            .mask(MaskNode(rect: Rect(x: 0, y: 0, width: 160, height: 120),
                           fill: .radialGradient(center: Point(x: 70, y: 50), edge: Color(white: 0, alpha: 0.6)))),
        ]),
    ]

    static let images: [ParityCase] = [
        ParityCase(name: "image placeholder", nodes: [
            .image(ImageNode(name: "https://example.com/a.png", rect: Rect(x: 4, y: 4, width: 48, height: 36),
                             placeholder: ink)),
        ]),
        ParityCase(name: "missing image", nodes: [
            .image(ImageNode(name: "no-such-image", rect: Rect(x: 4, y: 4, width: 48, height: 36))),
            .image(ImageNode(name: "https://example.com/b.png", rect: Rect(x: 60.5, y: 4.5, width: 20, height: 20))),
        ]),
        ParityCase(name: "image fitted into a wide slot", nodes: [
            .image(ImageNode(name: "avatar.png", rect: Rect(x: 4, y: 4, width: 64, height: 32))),
        ]),
    ]

    static let text = TextPlacement(text: "Saved to Photos", frame: Rect(x: 12, y: 8, width: 110, height: 18),
                                    font: Font(size: 14, weight: .bold), alignment: .center, lineLimit: 1)

    static let textAndGroups: [ParityCase] = [
        ParityCase(name: "text", nodes: [
            .text(TextNode(placement: text, color: .black)),
            .text(TextNode(placement: TextPlacement(text: "A longer message that wraps onto two lines",
                                                    frame: Rect(x: 4, y: 30, width: 120, height: 40),
                                                    font: Font(size: 13), alignment: .left, lineLimit: 2),
                           color: translucent)),
        ]),
        ParityCase(name: "nested unkeyed groups, scaled, turned and translucent", nodes: [
            .box(BoxNode(rect: Rect(x: 0, y: 0, width: 160, height: 90), cornerRadius: 12, fill: Color(white: 0.95))),
            .group(RenderGroup(name: "card", opacity: 0.6, scale: 0.8, rotation: 0.3, anchor: Point(x: 40, y: 20),
                               position: Point(x: 30, y: 10), offset: Point(x: 3.5, y: -2), children: [
                .box(BoxNode(rect: Rect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8, fill: ink,
                             borderColor: .white, borderWidth: 2)),
                .text(TextNode(placement: text, color: .white)),
                .group(RenderGroup(name: "badge", opacity: 0.5, scale: 1.5, position: Point(x: 60, y: 30), children: [
                    .dot(DotNode(center: .zero, radius: 8, color: translucent)),
                    .glyph(GlyphNode(kind: .success, rect: Rect(x: -6, y: -6, width: 12, height: 12), color: .white)),
                ])),
            ])),
        ]),
    ]
}
