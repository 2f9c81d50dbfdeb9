import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing

/// The outcome of running a scenario written inline in a test (the hit-testing
/// tests tap at points, which needs the stage a scenario run lays out).
struct Timeline {
    /// Compact event lines: `"1.5 t1 dismissed timeout"`.
    var lines: [String]
    var warnings: [String]
    var events: [NoticeEvent]
}

/// Runs scenario JSON given as its `config`, `rules` and `events` parts.
func timeline(config: String = "{}", rules: String = "[]", _ events: String,
              until: Double? = nil) throws -> Timeline {
    let json = #"{"config": \#(config), "rules": \#(rules), "events": [\#(events)]}"#
    let scenario = try Scenario(json: Data(json.utf8))
    var violations: [String] = []
    let result = ScenarioRunner(scenario).run(until: until.map { Instant(seconds: $0) }) { engine in
        violations += engine.invariantViolations().map { "at \(engine.now.seconds)s: \($0)" }
    }
    #expect(violations.isEmpty, "broken invariants: \(violations)")
    // Decisions only: the screen instants (appeared, left) have tests of their own.
    let decisions = result.events.filter { !$0.kind.isScreenInstant }
    return Timeline(lines: decisions.map(EventLine.compact),
                    warnings: result.warnings.map(\.message), events: decisions)
}

extension Timeline {
    /// The lines without `received` and `queued` (what showed and how it ended).
    var milestones: [String] {
        lines.filter { line in
            let event = line.split(separator: " ")[2]
            return event != "received" && event != "queued"
        }
    }
}
