import PopupKit
import PopupKitLayers
import Testing
import PopupKitStage

/// The plan diffs against the same layer tree every surface checks operations
/// with: hand-built scenes whose layers come, go and change parents, each frame's
/// operations applied to a host's tree giving back exactly the frame's scene.
@Suite("Layer plan against its tree")
struct LayerPlanDiffTests {
    private static let size = Size(width: 100, height: 100)

    private static func key(_ showing: UInt64, _ part: GroupKey.Part = .body) -> GroupKey {
        GroupKey(showing: showing, part: part)
    }

    /// A group keyed `key` drawing one box of `width`, with `children` inside.
    private static func group(_ key: GroupKey, width: Double = 10, _ children: [RenderNode] = []) -> RenderNode {
        let box = RenderNode.box(BoxNode(rect: Rect(x: 0, y: 0, width: width, height: 10), fill: .black))
        return .group(RenderGroup(name: "\(key)", key: key, children: [box] + children))
    }

    /// Plays `frames` through a plan into a host's tree; returns each frame's operations.
    private static func play(_ frames: [[RenderNode]], sourceLocation: SourceLocation = #_sourceLocation)
        throws -> [[LayerOperation]] {
        var plan = LayerPlan()
        var host = LayerTree()
        var seen: [[LayerOperation]] = []
        for (index, nodes) in frames.enumerated() {
            let transaction = plan.transaction(to: RenderScene(size: size, time: .zero, nodes: nodes))
            try host.apply(transaction)
            #expect(host.nodes == nodes, "frame \(index): the layers do not show the scene", sourceLocation: sourceLocation)
            #expect(plan.layerCount == host.count, sourceLocation: sourceLocation)
            seen.append(transaction.operations)
        }
        return seen
    }

    @Test("a layer that goes takes the layers inside it along: one remove")
    func parentTakesChildren() throws {
        let frames = try Self.play([
            [Self.group(Self.key(1), [Self.group(Self.key(1, .spinner))]), Self.group(Self.key(2))],
            [Self.group(Self.key(2))],
        ])
        #expect(frames[1] == [.remove(Self.key(1))])
    }

    @Test("a layer inside one that stays goes by itself, and its parent is not redrawn")
    func childGoesAlone() throws {
        let frames = try Self.play([
            [Self.group(Self.key(1), [Self.group(Self.key(1, .spinner))])],
            [Self.group(Self.key(1))],
        ])
        #expect(frames[1] == [.remove(Self.key(1, .spinner))])
    }

    @Test("a layer that changes parents goes and comes back inside its new parent")
    func changesParents() throws {
        let moving = Self.key(3, .spinner)
        let frames = try Self.play([
            [Self.group(Self.key(1), [Self.group(moving)]), Self.group(Self.key(2))],
            [Self.group(Self.key(1)), Self.group(Self.key(2), [Self.group(moving)])],
        ])
        #expect(frames[1].map(\.kind) == [.remove, .insert])
        #expect(frames[1].map(\.key) == [moving, moving])
    }

    @Test("layers that swap places are one move; a changed box is one redraw; the same frame again is nothing")
    func movesRedrawsAndRest() throws {
        let frames = try Self.play([
            [Self.group(Self.key(1)), Self.group(Self.key(2))],
            [Self.group(Self.key(2)), Self.group(Self.key(1), width: 20)],
            [Self.group(Self.key(2)), Self.group(Self.key(1), width: 20)],
        ])
        #expect(frames[1].map(\.kind) == [.move, .redraw])
        #expect(frames[2].isEmpty)
    }
}
