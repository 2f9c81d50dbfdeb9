import LayerHarness
import PopupKit
import PopupKitLayers
import PopupKitStage
import Testing

/// A platform that dropped its animations (UIKit, in the background) plays the
/// running ones again: ``PlatformLayerTree/replayMotions(at:)``.
@Suite("Platform layer tree: motions played again")
@MainActor
struct MotionReplayTests {
    @Test("after the background, each layer plays again exactly the motions still running then; an ended fade is not played again")
    func replaysWhatRuns() {
        let platform = PlatformLayerTree(root: RecordingLayer(), scale: 1, makeLayer: RecordingLayer.init,
                                         painter: RecordingLayer.painter)
        let body = GroupKey(showing: 1, part: .body), spinner = GroupKey(showing: 1, part: .spinner)
        let content = LayerContent(nodes: [.box(BoxNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), fill: .black))])
        let fade = Motion(.opacity, from: 0, to: 1, begin: .zero, duration: .milliseconds(200), timing: .easeOut)
        let turn = Motion(.rotation, from: 0, to: 2 * Double.pi, begin: .zero, duration: .seconds(1), timing: .steps(12),
                          repeats: true)
        platform.apply(LayerTransaction(time: .zero, size: Size(width: 100, height: 100), operations: [
            .insert(body, parent: nil, index: 0, content, LayerProperties()), .animate(body, [fade]),
            .insert(spinner, parent: body, index: 0, content, LayerProperties()), .animate(spinner, [turn]),
        ]))
        let bodyLayer = platform.layer(body), spinnerLayer = platform.layer(spinner)
        #expect(bodyLayer?.playCount == 1 && spinnerLayer?.playCount == 1)

        platform.replayMotions(at: Instant(seconds: 0.1))
        #expect(bodyLayer?.motions == [fade] && bodyLayer?.playCount == 2, "the fade runs at 0.1 s")
        #expect(spinnerLayer?.motions == [turn] && spinnerLayer?.motionsTime == Instant(seconds: 0.1))

        platform.replayMotions(at: Instant(seconds: 5))
        #expect(bodyLayer?.playCount == 2, "the fade had ended: nothing to play again")
        #expect(spinnerLayer?.playCount == 3 && spinnerLayer?.motionsTime == Instant(seconds: 5), "the spinner turns on")
    }
}
