import PopupKitTesting
import ScriptHarness

/// The properties every script must have, and the failure report.
enum ScriptCheck {
    /// Why a script failed; `nil` when it passed.
    struct Failure: Equatable {
        enum Kind: Equatable {
            case runProblem
            case brokenInvariant
            case lifecycle
            case eventsDiffer
            case warningsDiffer
        }

        var kind: Kind
        var summary: String
        var details: String
    }

    /// Runs the script on both and checks: (a) the engine's invariants hold after
    /// every step, (b) identical event logs, (c) every received notice ends exactly
    /// once, (d) nothing after a terminal event but a new `received`, and the same
    /// number of warnings per step.
    static func check(_ script: Script) -> Failure? {
        let engine = ScriptRunner.runEngine(script)
        let model = ScriptRunner.runModel(script)
        if let problem = (engine.problems + model.problems).first {
            return Failure(kind: .runProblem, summary: problem, details: "")
        }
        if let violation = engine.invariantViolations.first {
            return Failure(kind: .brokenInvariant, summary: "engine invariant broken \(violation)",
                           details: engine.invariantViolations.dropFirst().joined(separator: "\n"))
        }
        if let violation = lifecycleViolation(engine.events) {
            return Failure(kind: .lifecycle, summary: "engine log breaks the lifecycle: \(violation)",
                           details: context(engine.lines, around: nil))
        }
        if let violation = ScreenInstantCheck.violation(engine.allEvents, script: script) {
            return Failure(kind: .lifecycle, summary: "engine screen instants: \(violation)",
                           details: context(engine.allEvents.map(ScriptText.event), around: nil))
        }
        if let violation = lifecycleViolation(model.events) {
            return Failure(kind: .lifecycle, summary: "model log breaks the lifecycle (model bug): \(violation)",
                           details: context(model.lines, around: nil))
        }
        let (e, m) = (engine.lines, model.lines)
        if e != m {
            let index = e.indices.first { $0 >= m.count || e[$0] != m[$0] } ?? m.count
            let summary = "first difference at event \(index): engine "
                + (index < e.count ? "\"\(e[index])\"" : "<end>") + ", model "
                + (index < m.count ? "\"\(m[index])\"" : "<end>")
            let details = "engine log around it:\n" + context(e, around: index)
                + "\nmodel (expected) log around it:\n" + context(m, around: index)
            return Failure(kind: .eventsDiffer, summary: summary, details: details)
        }
        if engine.setupWarned != model.setupWarned {
            let summary = "warnings differ at setup: engine \(engine.setupWarned), model \(model.setupWarned)"
            return Failure(kind: .warningsDiffer, summary: summary, details: context(e, around: nil))
        }
        if engine.warnings != model.warnings {
            let step = engine.warnings.indices.first { engine.warnings[$0] != model.warnings[$0] } ?? 0
            let summary = "warnings differ at step \(step): engine \(engine.warnings[step]), "
                + "model \(model.warnings[step])"
            return Failure(kind: .warningsDiffer, summary: summary, details: context(e, around: nil))
        }
        return nil
    }

    /// Lifecycle per notice, keyed by (id, lane): `received`, then `queued` or an
    /// immediate `discarded`, then exactly one terminal event, nothing after it but a
    /// new `received`; every received notice has ended at the end of the log.
    static func lifecycleViolation(_ events: [NoticeEvent]) -> String? {
        struct Key: Hashable {
            let id: NoticeID
            let lane: Lane
        }
        var live: [Key: Int] = [:]  // events seen since `received`
        for (index, event) in events.enumerated() {
            let key = Key(id: event.id, lane: event.lane)
            let place = "event \(index) \"\(ScriptText.event(event))\""
            if event.kind == .received {
                if live[key] != nil { return "\(place): received while live" }
                live[key] = 0
                continue
            }
            guard let seen = live[key] else { return "\(place): no live notice (after its terminal event?)" }
            if seen == 0 {
                switch event.kind {
                case .queued, .discarded: break
                default: return "\(place): the first event after received must be queued or discarded"
                }
            }
            if event.isTerminal {
                live[key] = nil
            } else {
                live[key] = seen + 1
            }
        }
        if let key = live.keys.sorted(by: { $0.id < $1.id }).first {
            return "\(key.id) (\(key.lane.rawValue)) never ended"
        }
        return nil
    }

    /// A few lines of a log around `index` (all of a short log when `index` is nil).
    static func context(_ lines: [String], around index: Int?, radius: Int = 6) -> String {
        let center = index ?? lines.count
        let range = max(0, center - radius)..<min(lines.count, center + radius + 1)
        let start = index == nil ? max(0, lines.count - 2 * radius) : range.lowerBound
        let shown = start..<(index == nil ? lines.count : range.upperBound)
        return shown.map { ($0 == index ? ">> " : "   ") + "\($0): \(lines[$0])" }.joined(separator: "\n")
    }

    /// Removes steps one by one while the script still fails the same way.
    static func shrink(_ script: Script, failure: Failure, budget: Int = 2_000,
                       timeLimit: Duration = .seconds(20)) -> (Script, Failure) {
        var best = script
        var bestFailure = failure
        var runs = 0
        var progress = true
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        while progress && runs < budget && clock.now < deadline {
            progress = false
            var index = best.steps.count - 1
            while index >= 0 && runs < budget && clock.now < deadline {
                var candidate = best
                candidate.steps.remove(at: index)
                runs += 1
                if let newFailure = check(candidate), newFailure.kind == failure.kind {
                    best = candidate
                    bestFailure = newFailure
                    progress = true
                }
                index -= 1
            }
        }
        return (best, bestFailure)
    }

    static func report(_ script: Script, _ failure: Failure) -> String {
        let (small, smallFailure) = shrink(script, failure: failure)
        return """
        Model-based test failed for seed \(script.seed) \
        (replay: POPUPKIT_MODEL_SEED=\(script.seed) swift test --filter ModelBasedTests)
        \(failure.summary)
        \(failure.details)
        --- script ---
        \(ScriptText.script(script))
        --- shrunk script (\(small.steps.count) of \(script.steps.count) steps) ---
        \(ScriptText.script(small))
        \(smallFailure.summary)
        \(smallFailure.details)
        """
    }
}
