import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

@Suite("Hosted views: placement rules")
struct HostedViewPlacementTests {
    static func slot(_ name: String, at x: Double, opacity: Double = 1) -> HostedSlot {
        HostedSlot(name: name, layer: nil, frame: Rect(x: x, y: 0, width: 10, height: 10), size: Size(width: 10, height: 10),
                   center: Point(x: x + 5, y: 5), transform: .identity, opacity: opacity)
    }

    @Test("a registered view goes over the topmost slot of its name; views without a slot are taken away")
    func placement() {
        let slots = [Self.slot("a", at: 0, opacity: 0.2), Self.slot("b", at: 20), Self.slot("a", at: 40), Self.slot("x", at: 60)]
        let placement = HostedViewPlacement(slots: slots, registered: ["a", "b", "c", "d"])
        #expect(placement.shown == [Self.slot("b", at: 20), Self.slot("a", at: 40)], "bottom to top, one per name")
        #expect(placement.hidden == ["c", "d"])
        #expect(HostedViewPlacement.slot(named: "a", in: slots) == Self.slot("a", at: 40))
        #expect(HostedViewPlacement.slot(named: "z", in: slots) == nil)
        #expect(HostedViewPlacement(slots: [], registered: ["a"]).hidden == ["a"])
    }

    @Test("slots are placed through every group of the chain: nested groups, scale, turn and opacity multiply")
    func chain() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
            func group(_ children: [RenderNode], key: GroupKey?) -> RenderGroup {
                RenderGroup(name: "g", key: key, opacity: value(0...1), scale: value(0.2...2), rotation: value(-3...3),
                            anchor: Point(x: value(-50...50), y: value(-50...50)),
                            position: Point(x: value(-200...200), y: value(-200...200)),
                            offset: Point(x: value(-20...20), y: value(-20...20)), children: children)
            }
            let rect = Rect(x: value(-50...50), y: value(-50...50), width: value(0...100), height: value(0...100))
            let inner = group([.slot(SlotNode(name: "v", rect: rect))], key: nil)
            let outer = group([.group(inner)], key: GroupKey(showing: 3, part: .body))
            let slots = HostedSlot.slots(in: RenderScene(size: Size(width: 400, height: 800), time: .zero, nodes: [.group(outer)]))
            guard let slot = slots.first, slots.count == 1 else {
                Issue.record("expected one slot, got \(slots)")
                continue
            }
            #expect(slot.layer == GroupKey(showing: 3, part: .body), "the nearest keyed group")
            #expect(abs(slot.opacity - inner.opacity * outer.opacity) < 1e-12)
            #expect(slot.size == rect.size)
            // Each corner of the slot, shown by the view (centre + transform · (p − size/2)),
            // lands where the scene's groups put it.
            for corner in [Point(x: 0, y: 0), Point(x: rect.width, y: 0), Point(x: 0, y: rect.height),
                           Point(x: rect.width, y: rect.height)] {
                let t = slot.transform
                let dx = corner.x - rect.width / 2, dy = corner.y - rect.height / 2
                let shown = Point(x: slot.center.x + t.a * dx + t.c * dy, y: slot.center.y + t.b * dx + t.d * dy)
                let expected = outer.place(inner.place(Point(x: rect.minX + corner.x, y: rect.minY + corner.y)))
                #expect(abs(shown.x - expected.x) < 1e-6 && abs(shown.y - expected.y) < 1e-6)
                #expect(slot.frame.outset(by: 1e-6).contains(shown))
                // And a touch there is that point of the view.
                if let local = slot.localPoint(expected) {
                    #expect(abs(local.x - corner.x) < 1e-6 && abs(local.y - corner.y) < 1e-6)
                } else {
                    Issue.record("no local point for an invertible transform")
                }
            }
        }
    }

    @Test("a slot whose placement is not finite is left out; a view scaled to nothing answers no point")
    func degenerate() {
        let broken = RenderGroup(name: "g", scale: .nan, children: [.slot(SlotNode(name: "v", rect: Rect(x: 0, y: 0, width: 5, height: 5)))])
        #expect(HostedSlot.slots(in: RenderScene(size: Size(width: 10, height: 10), time: .zero, nodes: [.group(broken)])).isEmpty)
        let flat = HostedSlot(name: "v", layer: nil, frame: .zero, size: Size(width: 5, height: 5), center: .zero,
                              transform: LayerTransform(scale: 0, rotation: 0), opacity: 1)
        #expect(flat.localPoint(.zero) == nil)
    }

    @Test("a slot paints nothing on a platform: the app's view is there")
    func paintsNothing() {
        #expect(PaintCommand.commands(for: .slot(SlotNode(name: "v", rect: Rect(x: 0, y: 0, width: 50, height: 20)))).isEmpty)
    }
}
