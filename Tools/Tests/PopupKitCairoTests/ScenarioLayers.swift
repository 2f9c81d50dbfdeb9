import Foundation
import PopupKit
import PopupKitHost
import PopupKitScenario

/// What the layers of a scenario draw, as a host receives it: the scenario is
/// played in steps through a ``LayerPlan``, and every content an `insert` or a
/// `redraw` hands over is collected once (a toast, a banner, a popup's card, a
/// HUD, its spinner and ring, a bubble's pointer, a dimmed or vignetted screen).
enum ScenarioLayers {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    /// The scenario files of `examples/`.
    static func exampleFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The distinct contents of the layers of `file`, sampled every `step` seconds
    /// until a few seconds after its last input, in the order they first appear.
    static func contents(of file: String, step: Double, measurer: any TextMeasuring) throws -> [LayerContent] {
        let scenario = try Scenario(json: Data(contentsOf: examples.appendingPathComponent(file)))
        var playback = ScenarioPlayback(scenario, measurer: measurer)
        var plan = LayerPlan()
        var seen: Set<LayerContent> = []
        var contents: [LayerContent] = []
        let end = min(30, (scenario.events.last?.at.seconds ?? 0) + 4)
        for index in 0...Int((end / step).rounded(.up)) {
            playback.advance(to: Instant(seconds: Double(index) * step))
            for operation in plan.transaction(to: playback.scene).operations {
                switch operation {
                case .insert(_, _, _, let content, _), .redraw(_, let content):
                    if seen.insert(content).inserted { contents.append(content) }
                default:
                    break
                }
            }
        }
        return contents
    }
}
