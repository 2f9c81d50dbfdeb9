import PopupKit
import PopupKitLayers
import PopupKitStage
import PopupKitTesting
import ScriptHarness
import Testing

/// Declared motion against random scripts: the plan is asked for a transaction
/// only when something changes (an input, a deadline), as a host's driver is, and
/// between two changes the layers, with nothing but their motions played to an
/// instant (``LayerTree/nodes(at:)``, what a compositor draws), show exactly the
/// stage's scene sampled then. And a scene sampled between two changes asks for
/// no operation at all: declared motion takes no frames.
@Suite struct DeclaredMotionPropertyTests {
    static var runs: UInt64 { max(20, ScriptBudget.scripts / 20) }

    @Test("random timelines: the declarations played to any instant are the scene sampled then")
    func declarationsAreTheSampledScene() {
        var failures: [String] = []
        var animates = 0, sampled = 0
        for seed in 1...Self.runs {
            var generator = ScriptGenerator(seed: seed)
            switch Self.play(generator.script(), seed: seed) {
            case .failure(let problem): failures.append("seed \(seed): \(problem.text)")
            case .success(let counts):
                animates += counts.animates
                sampled += counts.sampled
            }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(animates > 0, "the scripts declared no motion")
        #expect(sampled > 0, "no instant between changes was sampled")
    }

    struct Problem: Error { var text: String }

    static func play(_ script: Script, seed: UInt64) -> Result<(animates: Int, sampled: Int), Problem> {
        var stage = Stage(engine: NoticeEngine(configuration: script.configuration, rules: script.rules),
                          measurer: FixedAdvanceTextMeasurer())
        var plan = LayerPlan()
        var tree = LayerTree()
        var random = SeededRandom(seed: seed)
        var animates = 0, sampled = 0
        func commit(at time: Instant) -> Problem? {
            let transaction = plan.transaction(to: stage.scene(at: time))
            animates += transaction.operations.filter { $0.kind == .animate }.count
            do { try tree.apply(transaction) } catch { return Problem(text: "at \(time): \(error)") }
            return nil
        }
        /// Instants strictly between `from` and `to` (at most two seconds on), each
        /// checked against the stage with no operation in between.
        func sample(from: Instant, to: Instant) -> Problem? {
            let limit = min(to, from + TimeSpan(seconds: 2))
            guard limit > from else { return nil }
            for _ in 0..<4 {
                let span = (limit - from).microseconds
                guard span > 1 else { return nil }
                let time = from + TimeSpan(microseconds: 1 + Int64(random.next() % UInt64(span - 1)))
                let scene = stage.scene(at: time)
                sampled += 1
                guard tree.nodes(at: time) == scene.nodes else {
                    return Problem(text: "at \(time) (last change \(from)): the motions do not give the scene")
                }
                var probe = plan
                let frame = probe.transaction(to: scene)
                guard frame.operations.isEmpty else {
                    return Problem(text: "at \(time) (last change \(from)): a frame between changes asked for \(frame.operations)")
                }
            }
            return nil
        }
        var index = 0
        var last = Instant.zero
        if let problem = commit(at: .zero) { return .failure(problem) }
        while index < script.steps.count {
            let time = max(Instant(microseconds: script.steps[index].time), stage.engine.now)
            // Every deadline before the inputs' instant is a change of its own.
            while let due = stage.engine.nextDeadline, due < time {
                if let problem = sample(from: last, to: due) { return .failure(problem) }
                stage.engine.advance(to: due)
                last = max(due, stage.engine.now)
                if let problem = commit(at: last) { return .failure(problem) }
            }
            if let problem = sample(from: last, to: time) { return .failure(problem) }
            var end = index
            while end < script.steps.count, script.steps[end].time == script.steps[index].time { end += 1 }
            stage.send(contentsOf: script.steps[index..<end].compactMap(\.action).map(Stage.Input.engine), now: time)
            _ = stage.engine.takeEvents()
            _ = stage.engine.takeWarnings()
            last = max(time, stage.engine.now)
            if let problem = commit(at: last) { return .failure(problem) }
            index = end
        }
        if let problem = sample(from: last, to: stage.engine.nextDeadline ?? last + TimeSpan(seconds: 2)) {
            return .failure(problem)
        }
        return .success((animates, sampled))
    }
}
