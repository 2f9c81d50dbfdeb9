import Foundation
import PopupKit
import PopupKitScenario

/// The scenario fuzz target's check: bytes → the scenario reader (what `popupkit
/// simulate` reads) → when they parse, the run to idle on virtual time (its
/// runner), with the engine's invariants after every step, the final scene and
/// accessibility elements, then everything still live dismissed: every notice
/// received must have ended exactly once with a reason.
///
/// A document the reader refuses is fine when the refusal is a typed error with
/// a message; a trap, a hang or a broken lifecycle is not.
public enum ScenarioFuzzCheck {
    /// The most deadlines one run may fire before it counts as never going quiet.
    public static let maximumDeadlines = 100_000

    /// What broke for the document `bytes`; empty when nothing did.
    public static func problems(_ bytes: some Collection<UInt8>) -> [String] {
        let scenario: Scenario
        do {
            scenario = try Scenario(json: Data(bytes))
        } catch {
            // Refused with a typed error: the reader's job. It must say why.
            return error.description.isEmpty ? ["refused with an empty message"] : []
        }
        var problems: [String] = []
        let result = ScenarioRunner(scenario).run(maximumDeadlines: maximumDeadlines) { engine in
            problems += engine.invariantViolations().map { "at \(engine.now.seconds)s: invariant: \($0)" }
        }
        if result.reachedDeadlineLimit {
            problems.append("more than \(maximumDeadlines) deadlines: the run never goes quiet")
        }
        var ledger = LifecycleLedger()
        problems += ledger.record(result.events)
        var stage = result.stage
        _ = stage.scene(at: stage.engine.now)
        _ = stage.accessibilityElements()
        guard problems.isEmpty else { return problems }

        // Everything still up or waiting (a bubble waiting for a tap, a popup for
        // its condition) is dismissed; then the run goes on to idle.
        for input: NoticeEngine.Input in [.foreground, .resumeScheduler(nil)] { stage.send(input, now: stage.engine.now) }
        for lane in Lane.allCases { stage.send(.resume(lane), now: stage.engine.now) }
        for notice in stage.engine.liveNotices { stage.send(.dismiss(notice.id), now: stage.engine.now) }
        var deadlines = 0
        while let next = stage.engine.nextDeadline, deadlines < maximumDeadlines {
            stage.advance(to: next)
            deadlines += 1
        }
        problems += ledger.record(stage.engine.takeEvents()).map { "clean-up: \($0)" }
        problems += stage.engine.invariantViolations().map { "clean-up: invariant: \($0)" }
        if !ledger.unended.isEmpty {
            problems.append("after dismissing everything: never ended: \(ledger.unended.joined(separator: ", "))")
        }
        return problems
    }
}
