import PopupKit
import PopupKitLayers
import PopupKitTesting
import Testing

/// Node → drawing commands, decided once for every platform painter.
@Suite("Painting")
struct PaintingTests {
    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Points along a cubic curve.
    private static func samples(from start: Point, _ element: PaintPath.Element) -> [Point] {
        guard case let .curve(to, c1, c2) = element else { return [] }
        return stride(from: 0.0, through: 1, by: 0.125).map { t in
            let u = 1 - t
            return Point(x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x,
                         y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y)
        }
    }

    @Test("a circle's curves stay on the circle (within a thousandth of its radius)")
    func circleIsRound() {
        let center = Point(x: 30, y: -12), radius = 50.0
        let path = PaintPath.circle(center: center, radius: radius)
        var current = Point.zero
        var checked = 0
        for element in path.elements {
            for point in Self.samples(from: current, element) {
                #expect(abs(Self.distance(point, center) - radius) < radius * 1e-3, "\(point)")
                checked += 1
            }
            switch element {
            case .move(let point), .line(let point): current = point
            case .curve(let to, _, _): current = to
            case .close: break
            }
        }
        #expect(checked == 4 * 9, "a whole turn is four quarter-turn curves")
    }

    @Test("an arc from the top grows clockwise on a y-down screen: a quarter from the top ends at the right")
    func arcDirection() throws {
        let path = PaintPath.arc(center: .zero, radius: 10, from: -.pi / 2, to: 0)
        #expect(path.elements.first == .move(Point(x: 0, y: -10)) || {
            if case .move(let p) = path.elements.first { return Self.distance(p, Point(x: 0, y: -10)) < 1e-9 }
            return false
        }())
        guard case .curve(let end, let c1, _) = try #require(path.elements.last) else {
            Issue.record("an arc is curves")
            return
        }
        #expect(Self.distance(end, Point(x: 10, y: 0)) < 1e-9)
        #expect(c1.x > 0 && abs(c1.y + 10) < 1e-9, "it leaves the top heading right (clockwise on screen)")
    }

    @Test("rounded corners are clamped to half the shorter side; NaN and negative radii are square")
    func roundedRectClamps() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 10)
        let points = PaintPath.roundedRect(rect, radius: 100).points
        #expect(points.allSatisfy { rect.outset(by: 1e-9).contains($0) })
        #expect(points.contains { abs($0.y) < 1e-9 && abs($0.x - 5) < 1e-9 }, "the radius is 5: the top edge starts at x = 5")
        #expect(PaintPath.roundedRect(rect, radius: .nan).elements.count == 5)
        #expect(PaintPath.roundedRect(rect, radius: -3) == PaintPath.roundedRect(rect, radius: 0))
    }

    @Test("a plain fill is the layer's own colour and draws nothing; a clear mask draws nothing at all")
    func plainFill() {
        let dim = LayerContent(nodes: [.mask(MaskNode(rect: Rect(x: 0, y: 0, width: 390, height: 844),
                                                     fill: .solid(NoticeColor(white: 0, alpha: 0.4))))])
        let paint = LayerPaint(dim, scale: 3)
        #expect(paint.background?.color == NoticeColor(white: 0, alpha: 0.4) && paint.commands.isEmpty && paint.bounds == nil)
        #expect(paint.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        let clear = LayerPaint(LayerContent(nodes: [.mask(MaskNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), fill: .clear))]), scale: 3)
        #expect(clear.background == nil && clear.commands.isEmpty && clear.frame == nil)
    }

    @Test("the first shadowed box casts the layer's shadow from its path; a later one draws its own; the bitmap holds no shadow")
    func shadows() throws {
        let shadow = Shadow(color: .black, opacity: 0.3, radius: 8, offset: Size(width: 0, height: 4))
        let body = BoxNode(rect: Rect(x: 0, y: 0, width: 200, height: 50), cornerRadius: 12, fill: .white, shadow: shadow)
        let badge = BoxNode(rect: Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4, fill: .black, shadow: shadow)
        let paint = LayerPaint(LayerContent(nodes: [.box(body), .box(badge)]), scale: 2)
        let cast = try #require(paint.shadow)
        #expect(cast.path == .roundedRect(body.rect, radius: 12))
        #expect(cast.paint == ShadowPaint(color: NoticeColor.black.withAlpha(0.3), blur: 8, offset: Size(width: 0, height: 4)))
        #expect(paint.commands.count == 2)
        #expect(paint.commands.first == .fill(.roundedRect(body.rect, radius: 12), .white))
        if case .fillWithShadow = paint.commands.last {} else { Issue.record("the badge draws its own shadow: \(paint.commands)") }
        #expect(paint.bounds == Rect(x: -3, y: 0, width: 203, height: 50), "the body, and the badge's own shadow")
        let alone = LayerPaint(LayerContent(nodes: [.box(body)]), scale: 2)
        #expect(alone.bounds == body.rect, "a cast shadow takes no room in the bitmap")
    }

    @Test("a translucent box's own shadow is the shape's: Core Graphics multiplies it by the fill's alpha, so it is divided out")
    func translucentShadow() {
        let shadow = Shadow(color: .black, opacity: 0.3, radius: 8, offset: Size(width: 0, height: 4))
        func cast(fill alpha: Double) -> ShadowPaint? {
            let box = BoxNode(rect: Rect(x: 0, y: 0, width: 20, height: 20), fill: NoticeColor(white: 1, alpha: alpha), shadow: shadow)
            let commands = LayerPaint(LayerContent(nodes: [.dot(DotNode(center: .zero, radius: 1, color: .black)), .box(box)]),
                                      scale: 2).commands
            if case .fillWithShadow(_, _, let paint) = commands.last { return paint }
            return nil
        }
        #expect(cast(fill: 1)?.color.alpha == 0.3)
        #expect(abs((cast(fill: 0.6)?.color.alpha ?? 0) - 0.5) < 1e-12, "0.3 of the shape's shadow through a fill of 0.6")
        #expect(cast(fill: 0.2)?.color.alpha == 1, "at most the fill's own alpha")
    }

    @Test("a layer's bitmap covers every command's ink, on whole pixels (500 random contents)")
    func boundsCoverInk() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let offset = Double.random(in: -50...50, using: &random), size = Double.random(in: 1...80, using: &random)
            let phase = Double.random(in: 0...1, using: &random), scale = Double(Int.random(in: 1...3, using: &random))
            let spinner = SpinnerNode(center: Point(x: offset, y: offset / 2), radius: size / 2, thickness: 3, color: .white,
                                      phase: phase, style: phase < 0.5 ? .ring : .system)
            let ring = RingNode(center: Point(x: -offset, y: offset), radius: size, thickness: 4, value: phase, color: .white,
                                trackColor: .black)
            let text = TextNode(placement: TextPlacement(text: "Hi", frame: Rect(x: offset, y: 0, width: size, height: 20),
                                                         font: .system(15), alignment: .left, lineLimit: 1), color: .black)
            let path = PathNode(points: [Point(x: offset, y: size), Point(x: 0, y: 0), Point(x: size, y: -offset)],
                                closed: true, fill: .white, strokeColor: .black, strokeWidth: 2)
            let paint = LayerPaint(LayerContent(nodes: [.spinner(spinner), .ring(ring), .text(text), .path(path)]),
                                   scale: scale)
            guard let bounds = paint.bounds else {
                Issue.record("something is drawn")
                return
            }
            for command in paint.commands { #expect(bounds.contains(command.inkBounds ?? .zero, tolerance: 1e-9)) }
            for edge in [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY] {
                let pixels = edge * scale
                #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(edge) is on a pixel edge at \(scale)×")
            }
        }
    }

    @Test("spinners: a ring is 30 round-capped arcs stacked to the head, fading its tail in steps; the system spinner 12 spokes, the lit one opaque")
    func spinners() {
        func spinner(_ style: HUDStyle.Spinner, phase: Double, color: NoticeColor = .white) -> [PaintCommand] {
            PaintCommand.commands(for: .spinner(SpinnerNode(center: .zero, radius: 18, thickness: 3, color: color,
                                                            phase: phase, style: style)))
        }
        for color in [NoticeColor.white, NoticeColor.white.withAlpha(0.5)] {
            let ring = spinner(.ring, phase: 0.25, color: color)
            #expect(ring.count == 30)
            // Every arc ends at the head: a quarter turn in, at the right.
            var stacked = 0.0
            for (index, command) in ring.enumerated() {
                guard case .stroke(let path, let paint, let style) = command, let end = path.points.last else {
                    Issue.record("the ring is strokes: \(command)")
                    return
                }
                #expect(abs(end.x - 18) < 1e-9 && abs(end.y) < 1e-9, "\(end)")
                #expect(style.cap == .round)
                // Over step k, the arcs stack to k/30 of the colour's alpha: no
                // two pieces meet edge to edge, so no seam shows between them.
                stacked = 1 - (1 - stacked) * (1 - paint.alpha)
                #expect(abs(stacked - color.alpha * Double(index + 1) / 30) < 1e-9)
            }
        }
        let spokes = spinner(.system, phase: 3.0 / 12 + 0.01)
        #expect(spokes.count == 12)
        let lit = spokes.firstIndex { if case .stroke(_, let color, _) = $0 { color.alpha == 1 } else { false } }
        #expect(lit == 3, "the fourth spoke is lit a quarter turn in")
        #expect(spinner(.ring, phase: .nan).isEmpty)
    }

    @Test("a progress ring: the track, then the value's arc from the top; a value outside 0…1 is clamped")
    func ring() {
        func ring(_ value: Double) -> [PaintCommand] {
            PaintCommand.commands(for: .ring(RingNode(center: .zero, radius: 20, thickness: 3, value: value, color: .white,
                                                      trackColor: .black)))
        }
        #expect(ring(0).count == 1, "track only")
        #expect(ring(0.5).count == 2)
        #expect(ring(7) == ring(1))
    }

    @Test("a missing image falls back to the grey box with a cross; a placeholder colour to its rounded rectangle")
    func imageFallback() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 40)
        let commands = PaintCommand.commands(for: .image(ImageNode(name: "x.png", rect: rect)))
        guard case .image(let image) = commands.first else {
            Issue.record("an image command")
            return
        }
        #expect(image.fallback.count == 4)
        let placeholder = PaintCommand.commands(for: .image(ImageNode(name: "https://e/x.png", rect: rect, placeholder: .white)))
        guard case .image(let loading) = placeholder.first else { return }
        #expect(loading.fallback == [.fill(.roundedRect(rect, radius: 8), .white)])
        #expect(image.fitted(imageSize: Size(width: 200, height: 100)) == Rect(x: 0, y: 10, width: 40, height: 20))
        #expect(image.fitted(imageSize: Size(width: 0, height: 100)) == nil)
    }

    @Test("a group inside a content draws its children under its transform and opacity")
    func nestedGroup() throws {
        let group = RenderGroup(name: "custom", opacity: 0.5, scale: 2, position: Point(x: 10, y: 20), children: [
            .dot(DotNode(center: Point(x: 1, y: 1), radius: 1, color: .black)),
        ])
        guard case .group(let paint) = try #require(PaintCommand.commands(for: .group(group)).first) else {
            Issue.record("a group command")
            return
        }
        #expect(paint.opacity == 0.5)
        #expect(paint.transform.apply(Point(x: 1, y: 1)) == group.place(Point(x: 1, y: 1)))
        let ink = try #require(PaintCommand.group(paint).inkBounds)
        #expect(ink.contains(Rect(x: 10, y: 20, width: 4, height: 4)))
    }
}

