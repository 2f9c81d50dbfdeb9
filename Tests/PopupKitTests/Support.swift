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

/// Plays scenario JSON given as its `config`, `rules` and `events` parts as the
/// scenario runner does (a ``ScenarioPlayback`` to the end, or up to `until`;
/// inputs after `until` are not applied), and hands the run over as a
/// ``VirtualTimeline``. The engine's invariants are checked after every instant's
/// inputs and every deadline.
///
/// The test asserts the events with `expect` and ends with `finish()`, so an event it
/// did not assert, a notice still live or a deadline still pending fails it unless
/// the test allows that. Only engine inputs: a `Stage.Input` of the layout's (taps
/// by position, pointers, keyboard and container changes) is the stage's (use
/// ``timeline(config:rules:_:until:)``).
func play(config: String = "{}", rules: String = "[]", _ events: String, until: Double? = nil,
          screenInstants: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws -> VirtualTimeline {
    let json = #"{"config": \#(config), "rules": \#(rules), "events": [\#(events)]}"#
    let scenario = try Scenario(json: Data(json.utf8))
    for event in scenario.events {
        if let until, event.at.seconds > until { break }
        if event.action.engineInput == nil {
            Issue.record("event \(event.index) needs a stage; play() drives the engine only", sourceLocation: sourceLocation)
        }
    }
    var violations: [String] = []
    let result = ScenarioRunner(scenario).run(until: until.map { Instant(seconds: $0) }, maximumDeadlines: 100_000) { engine in
        violations += engine.invariantViolations().map { "at \(engine.now.seconds)s: \($0)" }
    }
    if result.reachedDeadlineLimit, let next = result.engine.nextDeadline {
        Issue.record("still a deadline at \(next.seconds)s after 100,000", sourceLocation: sourceLocation)
    }
    #expect(violations.isEmpty, "broken invariants: \(violations)", sourceLocation: sourceLocation)
    return VirtualTimeline(continuing: result.engine, events: result.events, warnings: result.warnings,
                           screenInstants: screenInstants)
}

extension VirtualTimeline {
    /// The warnings' messages, in order.
    var warningMessages: [String] { warnings.map(\.message) }
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
