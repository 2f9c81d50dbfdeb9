import PopupKitTesting
import ScriptHarness

/// What one run of a script produced.
struct ScriptOutcome {
    /// The decisions (the model makes no screen instants).
    var events: [NoticeEvent] = []
    /// Every event, screen instants (`appeared`, `left`) included.
    var allEvents: [NoticeEvent] = []
    /// Whether each step warned (the document says which calls warn, not how often);
    /// the last entry is for the drains and the teardown.
    var warnings: [Bool] = []
    /// Whether making the engine warned (a configuration value clamped).
    var setupWarned = false
    /// Problems of the run itself (a drain that never ended…).
    var problems: [String] = []
    /// The engine's broken invariants (`invariantViolations()`), each with the step
    /// after which it was found; only the first place is kept.
    var invariantViolations: [String] = []

    var lines: [String] { events.map(ScriptText.event) }
}

/// Runs scripts on the engine and on the reference model the same way: every step at
/// its time, then drain until nothing is pending, then `hideAll` of every lane (so
/// every notice ends), then drain again.
enum ScriptRunner {
    static let drainLimit = 100_000

    /// Runs the script on the engine, checking its invariants after every step, every
    /// advance of the drains and every call of the teardown.
    static func runEngine(_ script: Script) -> ScriptOutcome {
        var engine = NoticeEngine(configuration: script.configuration, rules: script.rules)
        var outcome = ScriptOutcome()
        outcome.setupWarned = !engine.takeWarnings().isEmpty
        var violations: [String] = []
        func checkInvariants(_ engine: NoticeEngine, _ place: @autoclosure () -> String) {
            guard violations.isEmpty else { return }
            violations = engine.invariantViolations().map { "\(place()): \($0)" }
        }
        for batch in batches(script) {
            if batch.count == 1 {
                apply(script.steps[batch.lowerBound], to: &engine)
            } else {
                let inputs = script.steps[batch].compactMap(\.action)
                engine.send(contentsOf: inputs, now: Instant(microseconds: script.steps[batch.lowerBound].time))
            }
            outcome.allEvents += engine.takeEvents()
            let warned = !engine.takeWarnings().isEmpty
            outcome.warnings += Array(repeating: warned, count: batch.count)
            let step = script.steps[batch.upperBound - 1]
            checkInvariants(engine, "after step \(batch.upperBound - 1) (at \(ScriptText.seconds(step.time)) s: \(ScriptText.action(step.action)))")
        }
        var problems: [String] = []
        drain(&engine, problems: &problems) { checkInvariants($0, "draining, after advancing to \($1)") }
        let end = Instant(microseconds: script.teardownTime)
        for lane in Lane.allCases {
            engine.send(.hideAll(lane, clearQueue: true, includeActivity: true), now: end)
            checkInvariants(engine, "teardown, after hideAll \(lane.rawValue)")
        }
        drain(&engine, problems: &problems) { checkInvariants($0, "teardown drain, after advancing to \($1)") }
        outcome.allEvents += engine.takeEvents()
        outcome.events = outcome.allEvents.filter { !$0.kind.isScreenInstant }
        outcome.warnings.append(!engine.takeWarnings().isEmpty)
        outcome.problems = problems
        outcome.invariantViolations = violations
        return outcome
    }

    private static func drain(_ engine: inout NoticeEngine, problems: inout [String],
                              afterEachAdvance: (NoticeEngine, Instant) -> Void) {
        var steps = 0
        while let next = engine.nextDeadline {
            guard steps < drainLimit else {
                problems.append("engine: still a deadline (\(next)) after \(drainLimit) advances")
                return
            }
            engine.advance(to: next)
            afterEachAdvance(engine, next)
            steps += 1
        }
    }

    /// The script's steps in the groups they are applied in: in scripts of even
    /// seed, runs of steps at one time (all inputs) are applied together (T1); in
    /// the others, every step alone.
    static func batches(_ script: Script) -> [Range<Int>] {
        var batches: [Range<Int>] = []
        var start = 0
        while start < script.steps.count {
            var end = start + 1
            if script.seed % 2 == 0 && script.steps[start].action != nil {
                while end < script.steps.count, script.steps[end].time == script.steps[start].time,
                      script.steps[end].action != nil { end += 1 }
            }
            batches.append(start..<end)
            start = end
        }
        return batches
    }

    static func apply(_ step: ScriptStep, to engine: inout NoticeEngine) {
        let now = Instant(microseconds: step.time)
        if let input = step.action {
            engine.send(input, now: now)
        } else {
            engine.advance(to: now)
        }
    }

    static func runModel(_ script: Script) -> ScriptOutcome {
        var model = ReferenceModel(configuration: script.configuration, rules: script.rules)
        var outcome = ScriptOutcome()
        // The documented clamps of a configuration: the generator draws bad VoiceOver
        // factors, and only those, so only they can warn at setup.
        let factor = script.configuration.accessibility.voiceOverDurationFactor
        outcome.setupWarned = !(factor.isFinite && factor >= 1)
        var warningsSoFar = 0
        for batch in batches(script) {
            if batch.count == 1 {
                apply(script.steps[batch.lowerBound], to: &model)
            } else {
                model.holdDispatch(at: Instant(microseconds: script.steps[batch.lowerBound].time))
                for step in script.steps[batch] { apply(step, to: &model) }
                model.releaseDispatch()
            }
            outcome.events += model.takeEvents()
            outcome.warnings += Array(repeating: model.warningCount > warningsSoFar, count: batch.count)
            warningsSoFar = model.warningCount
        }
        model.drain()
        let end = Instant(microseconds: script.teardownTime)
        for lane in Lane.allCases {
            model.hideAll(lane, clearQueue: true, includeActivity: true, now: end)
        }
        model.drain()
        outcome.events += model.takeEvents()
        outcome.warnings.append(model.warningCount > warningsSoFar)
        if model.ranAway { outcome.problems.append("model: a settle loop or drain ran away") }
        return outcome
    }

    static func apply(_ step: ScriptStep, to model: inout ReferenceModel) {
        let now = Instant(microseconds: step.time)
        switch step.action {
        case .submit(let notice): model.submit(notice, now: now)
        case .hud(let request):
            model.hud(request.command, id: request.id, scope: request.scope, expiresAfter: request.expiresAfter,
                      duration: request.duration, now: now)
        case .dismiss(let id): model.dismiss(id, now: now)
        case .tap(let id): model.tap(id, now: now)
        case .touchDown(let id): model.touchDown(id, now: now)
        case .touchUp(let id): model.touchUp(id, now: now)
        case .swipe(let id): model.swipe(id, now: now)
        case .setCondition(let name, let value): model.setCondition(name, value, now: now)
        case .suspend(let lane): model.suspend(lane, now: now)
        case .resume(let lane): model.resume(lane, now: now)
        case .hideAll(let lane, let clearQueue, let includeActivity):
            model.hideAll(lane, clearQueue: clearQueue, includeActivity: includeActivity, now: now)
        case .background: model.enterBackground(now: now)
        case .foreground: model.enterForeground(now: now)
        case .endScope(let scope): model.endScope(scope, now: now)
        case let .moveBubble(id, target): model.moveBubble(id, to: target, now: now)
        case .bubbleTargetGone(let id): model.bubbleTargetGone(id, now: now)
        case nil: model.advance(to: step.time)
        case .tapOutsideBubbles, .accessibility, .configuration, .rules, .bannerShows, .suspendScheduler, .resumeScheduler, .hideAllPopups, .action,
             .moveRegion, .regionGone:
            preconditionFailure("scripts do not generate \(String(describing: step.action))")
        }
    }
}
