import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing

/// The outcome of running a scenario written inline in a test.
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

/// Asserts that every received notice ended exactly once.
func expectEachEndsOnce(_ events: [NoticeEvent], sourceLocation: SourceLocation = #_sourceLocation) {
    var live: Set<String> = []
    var leaving: [String: Int] = [:]
    for event in events {
        let key = "\(event.lane.rawValue)/\(event.id)"
        if event.kind == .left {
            #expect(leaving[key, default: 0] > 0, "\(event) without a dismissal", sourceLocation: sourceLocation)
            leaving[key, default: 0] -= 1
            continue
        }
        if case .dismissed = event.kind { leaving[key, default: 0] += 1 }
        if event.kind == .requeued { leaving[key, default: 0] += 1 }
        if event.kind == .received {
            #expect(!live.contains(key), "\(key) received while live", sourceLocation: sourceLocation)
            live.insert(key)
        } else {
            #expect(live.contains(key), "\(event) for a notice that is not live", sourceLocation: sourceLocation)
        }
        if event.isTerminal { live.remove(key) }
    }
    #expect(live.isEmpty, "never ended: \(live.sorted())", sourceLocation: sourceLocation)
    // A log of decisions only (screen instants filtered out) has no `left` to check.
    if events.contains(where: { $0.kind.isScreenInstant }) {
        #expect(leaving.values.allSatisfy { $0 == 0 }, "never left the screen: \(leaving)", sourceLocation: sourceLocation)
    }
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
