import Foundation
import PopupKit
import PopupKitScenario
import PopupKitStage

/// The frames a live window draws while it plays `examples/showcase.json` at 60 Hz,
/// over the stand-in app screen, as the window draws them.
public enum ShowcaseFrames {
    /// Frames per second of the window.
    public static let rate = 60.0

    /// The showcase scenario of this package.
    public static func scenario() throws -> Scenario {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try Scenario(json: Data(contentsOf: root.appendingPathComponent("examples/showcase.json")))
    }

    /// Every frame of the showcase, from its start until nothing is due or moving.
    public static func all(measurer: any TextMeasuring) throws -> [RenderScene] {
        let scenario = try scenario()
        var playback = ScenarioPlayback(scenario, measurer: measurer)
        let end = (scenario.events.last?.at.seconds ?? 0) + 5
        var scenes: [RenderScene] = []
        for frame in 0...Int(end * rate) {
            playback.advance(to: time(ofFrame: frame))
            let stage = playback.stage
            scenes.append(AppBackdrop(appearance: stage.container.appearance).behind(playback.scene, on: stage))
        }
        return scenes
    }

    /// The instant frame `frame` shows.
    static func time(ofFrame frame: Int) -> Instant {
        Instant(microseconds: Int64((Double(frame) / rate * 1_000_000).rounded()))
    }

    /// The half second of the showcase in which the most notices move (fade, slide,
    /// pop, spin, or change): the frames a window draws at its busiest moment, and
    /// the frame drawn just before them.
    /// - Complexity: O(f · g) for f frames of g groups.
    /// With `dimmed: false`, among the half seconds in which no popup dims the screen.
    public static func busiest(measurer: any TextMeasuring, frames window: Int = 30, dimmed: Bool = true) throws
        -> (before: RenderScene, frames: [RenderScene]) {
        let scenes = try all(measurer: measurer)
        let range = busiestRange(in: scenes, frames: window, dimmed: dimmed)
        return (scenes[range.lowerBound - 1], Array(scenes[range]))
    }

    /// A frame as a host driver gets it, before anything is drawn: the stage played
    /// up to the frame's instant, and that instant. `stage.scene(at: time)` is the
    /// frame's scene as `PopupCenter` hands it over, without the stand-in app screen.
    public struct StageFrame {
        public var stage: Stage
        public var time: Instant
    }

    /// The same moment as ``busiest(measurer:frames:dimmed:)``, as stages rather than
    /// scenes, so a benchmark can time building each frame's scene as well as what
    /// follows from it.
    /// - Complexity: plays the showcase twice, O(f · g) for f frames of g groups.
    public static func busiestStages(measurer: any TextMeasuring, frames window: Int = 30, dimmed: Bool = true) throws
        -> (before: StageFrame, frames: [StageFrame]) {
        let range = busiestRange(in: try all(measurer: measurer), frames: window, dimmed: dimmed)
        var playback = ScenarioPlayback(try scenario(), measurer: measurer)
        var stages: [StageFrame] = []
        for frame in 0..<range.upperBound {
            playback.advance(to: time(ofFrame: frame))
            if frame >= range.lowerBound - 1 { stages.append(StageFrame(stage: playback.stage, time: playback.now)) }
        }
        return (stages[0], Array(stages.dropFirst()))
    }

    /// The indexes in `scenes` of the `window` frames in which the most groups move,
    /// never starting at the first frame (a moment has a frame before it).
    static func busiestRange(in scenes: [RenderScene], frames window: Int, dimmed: Bool) -> Range<Int> {
        guard scenes.count > window + 1 else { return 1..<scenes.count }
        // A dimmed frame counts as nothing moving when dimmings are left out.
        let moving = [0] + (1..<scenes.count).map {
            !dimmed && (isDimmed(scenes[$0]) || isDimmed(scenes[$0 - 1])) ? -1000 : movingGroups(scenes[$0], after: scenes[$0 - 1])
        }
        var best = 1
        var bestSum = moving[1...window].reduce(0, +)
        var sum = bestSum
        for start in 2...(scenes.count - window) {
            sum += moving[start + window - 1] - moving[start - 1]
            if sum > bestSum { (best, bestSum) = (start, sum) }
        }
        return best..<(best + window)
    }

    /// Whether a popup's dimming shows in `scene`.
    static func isDimmed(_ scene: RenderScene) -> Bool {
        scene.nodes.contains { node in
            if case .group(let group) = node { group.name.hasPrefix("dim ") && group.opacity > 0 } else { false }
        }
    }

    /// How many groups of `scene` are new or differ from the same group in `previous`.
    static func movingGroups(_ scene: RenderScene, after previous: RenderScene) -> Int {
        var before: [String: RenderGroup] = [:]
        for case .group(let group) in previous.nodes { before[group.name] = group }
        var count = 0
        for case .group(let group) in scene.nodes where before[group.name] != group { count += 1 }
        return count
    }
}
