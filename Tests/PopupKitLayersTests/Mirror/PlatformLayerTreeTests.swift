import Foundation
import LayerHarness
import PopupKit
import PopupKitLayers
import PopupKitTesting
import PopupKitStage
import Testing

/// The platform side of the layer operations: the tree a UIKit host drives with
/// `CALayer`s, driven here with recording layers by the same operations as the
/// reference model.
@Suite("Platform layer tree")
@MainActor
struct PlatformLayerTreeTests {
    private static func showcase() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/showcase.json")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test("the showcase at 30 fps: after every frame the platform layers show the reference tree, and only inserts and redraws paint", arguments: [1.0, 3.0])
    func showcaseMirrors(scale: Double) throws {
        var play = try LayerPlayback(try Self.showcase())
        let platform = PlatformLayerTree(root: RecordingLayer(), scale: scale, makeLayer: RecordingLayer.init,
                                     painter: RecordingLayer.painter)
        var paints = 0
        for index in 0...(20 * 30) {
            let seconds = Double(index) / 30
            play.frame(at: seconds)
            let transaction = play.frames[play.frames.count - 1].transaction
            platform.apply(transaction)
            paints += transaction.operations.filter { $0.kind == .insert || $0.kind == .redraw }.count
            LayerMirror.check(platform, against: play.tree, scale: scale, "at \(seconds)s")
        }
        let painted = platform.root.allLayers.dropFirst().reduce(0) { $0 + $1.paintCount }
        #expect(painted <= paints, "a layer is drawn for an insert or a redraw, never for a move")
        #expect(paints > 0)
    }

    @Test("operations the reference refuses are refused, and leave the layers as they were")
    func refusals() {
        let platform = PlatformLayerTree(root: RecordingLayer(), scale: 2, makeLayer: RecordingLayer.init,
                                     painter: RecordingLayer.painter)
        let key = GroupKey(showing: 1, part: .body)
        let content = LayerContent(nodes: [.box(BoxNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), fill: .black))])
        let transaction = LayerTransaction(time: .zero, size: Size(width: 100, height: 100), operations: [
            .insert(key, parent: nil, index: 0, content, LayerProperties()),
            .insert(key, parent: nil, index: 0, content, LayerProperties()),
            .update(GroupKey(showing: 9, part: .body), LayerProperties()),
            .insert(GroupKey(showing: 2, part: .body), parent: nil, index: 5, content, LayerProperties()),
            .move(key, index: 1),
            .remove(GroupKey(showing: 3, part: .body)),
        ])
        platform.apply(transaction)
        var reference = LayerTree()
        #expect(throws: LayerTree.Refusal.self) { try reference.apply(transaction) }
        #expect(platform.refusals.map(\.reason) == ["the layer is there already", "no such layer", "index out of 0...1",
                                                     "index out of 0...0", "no such layer"])
        #expect(platform.count == 1 && platform.root.sublayers.count == 1)
    }

    @Test("base nodes get a layer under every other; empty base nodes remove it")
    func base() {
        let platform = PlatformLayerTree(root: RecordingLayer(), scale: 1, makeLayer: RecordingLayer.init,
                                     painter: RecordingLayer.painter)
        let backdrop = RenderNode.box(BoxNode(rect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 4, fill: .white))
        let content = LayerContent(nodes: [.box(BoxNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), fill: .black))])
        let key = GroupKey(showing: 1, part: .body)
        platform.apply(LayerTransaction(time: .zero, size: Size(width: 100, height: 100), base: [backdrop],
                                        operations: [.insert(key, parent: nil, index: 0, content, LayerProperties())]))
        #expect(platform.root.sublayers.count == 2)
        #expect(platform.root.sublayers.first === platform.base && platform.root.sublayers.last === platform.layer(key))
        platform.apply(LayerTransaction(time: .zero, size: Size(width: 100, height: 100), base: []))
        #expect(platform.base == nil && platform.root.sublayers.count == 1)
    }
}
