import PopupKit
import PopupKitLayers
import PopupKitTesting
import ScriptHarness
import Testing

/// The layer plan against random scripts (the engine model test's generator), drawn at
/// 30 frames a second on a phone screen: applying each frame's operations to the
/// last frame's layers gives exactly the frame's scene, every operation applies
/// (no layer inserted twice, none updated or moved that is not there), and a
/// layer keeps its key for as long as it is on screen.
@Suite struct LayerPlanPropertyTests {
    /// How many random scripts (`POPUPKIT_MODEL_SCRIPTS`, scaled
    /// down: each frame is laid out and built).
    static var runs: UInt64 { max(20, ScriptBudget.scripts / 20) }

    @Test("random scripts: the operations rebuild every frame's scene")
    func operationsRebuildTheScene() {
        var failures: [String] = []
        var counts: [String: Int] = [:]
        for seed in 1...Self.runs {
            var generator = ScriptGenerator(seed: seed)
            switch Self.play(generator.script()) {
            case .failure(let problem): failures.append("seed \(seed): \(problem.text)")
            case .success(let seen): counts.merge(seen, uniquingKeysWith: +)
            }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
        // The scripts reach every kind of operation.
        for kind in ["insert", "redraw", "animate", "remove"] {
            #expect(counts[kind, default: 0] > 0, "no \(kind) in \(counts)")
        }
    }

    struct Problem: Error { var text: String }

    /// Plays `script`'s inputs on a stage and checks every frame; returns how many
    /// operations of each kind were seen.
    static func play(_ script: Script) -> Result<[String: Int], Problem> {
        var stage = Stage(engine: NoticeEngine(configuration: script.configuration, rules: script.rules),
                          measurer: FixedAdvanceTextMeasurer())
        var plan = LayerPlan()
        var tree = LayerTree()
        var counts: [String: Int] = [:]
        var frameTime = Instant.zero
        let frame = TimeSpan(microseconds: 33_333)
        func check(at time: Instant) -> Problem? {
            let scene = stage.scene(at: time)
            let transaction = plan.transaction(to: scene)
            for operation in transaction.operations { counts[operation.kind.rawValue, default: 0] += 1 }
            do {
                try tree.apply(transaction)
            } catch {
                return Problem(text: "at \(time): \(error)")
            }
            guard tree.nodes(at: scene.time) == scene.nodes else { return Problem(text: "at \(time): the layers do not show the scene") }
            return nil
        }
        var index = 0
        while index < script.steps.count {
            let time = Instant(microseconds: script.steps[index].time)
            // The frames before this instant, then the instant's inputs together.
            while frameTime + frame < time {
                frameTime = frameTime + frame
                stage.engine.advance(to: max(frameTime, stage.engine.now))
                if let problem = check(at: max(frameTime, stage.engine.now)) { return .failure(problem) }
            }
            var end = index
            while end < script.steps.count, script.steps[end].time == script.steps[index].time { end += 1 }
            let inputs = script.steps[index..<end].compactMap(\.action).map(Stage.Input.engine)
            let now = max(time, stage.engine.now)
            stage.send(contentsOf: inputs, now: now)
            _ = stage.engine.takeEvents()
            _ = stage.engine.takeWarnings()
            if let problem = check(at: now) { return .failure(problem) }
            index = end
        }
        return .success(counts)
    }
}
