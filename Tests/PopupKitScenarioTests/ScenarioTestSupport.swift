import Foundation
import PopupKit
import PopupKitScenario
@_spi(Tools) import PopupKitCore

/// Helpers shared by the scenario tests: reading JSON text, running it, and
/// checking the lifecycle contract on the resulting event log.
enum ScenarioTestSupport {
    /// Reads a scenario from JSON text.
    static func scenario(_ json: String) throws(ScenarioError) -> Scenario {
        try Scenario(json: Data(json.utf8))
    }

    /// Wraps event objects into a scenario document: `{"events": [ … ]}`.
    static func document(events: String...) -> String {
        #"{"events": ["# + events.joined(separator: ", ") + "]}"
    }

    /// The log as `"<at> <id> <lane> <event>[ <reason>]"` lines (the lane makes
    /// lane mix-ups visible in a diff).
    /// The decisions as compact lines (the screen instants, `appeared` and `left`,
    /// are left out: tests of them use ``instantLines(_:)``).
    static func lines(_ events: [NoticeEvent]) -> [String] {
        instantLines(events.filter { !$0.kind.isScreenInstant })
    }

    /// Every event as compact lines, screen instants included.
    static func instantLines(_ events: [NoticeEvent]) -> [String] {
        events.map { event in
            var text = "\(Format.seconds(event.time)) \(event.id) \(event.lane.rawValue) \(event.kind.name)"
            if let reason = event.kind.displayReason { text += " \(reason)" }
            return text
        }
    }

    /// Every way a log breaks "every notice ends exactly once": an event before
    /// `received`, a second `received` while live, anything after the terminal
    /// event, time going backwards, or a notice still live at the end.
    /// A notice is keyed by lane and id (ids are free again once a notice ended; a
    /// `duplicate` request is a separate notice of another lane).
    static func lifecycleViolations(_ events: [NoticeEvent], requireAllEnded: Bool = true) -> [String] {
        struct Key: Hashable { let lane: Lane; let id: NoticeID }
        var live: Set<Key> = []
        // Dismissed or requeued notices fading out: each owes exactly one `left`.
        var leaving: [Key: Int] = [:]
        var violations: [String] = []
        var previous = Instant.zero
        for event in events {
            let key = Key(lane: event.lane, id: event.id)
            if event.time < previous { violations.append("time goes back at \(event)") }
            previous = max(previous, event.time)
            switch event.kind {
            case .received:
                if !live.insert(key).inserted { violations.append("received while live: \(event)") }
            case .left:
                guard let count = leaving[key], count > 0 else {
                    violations.append("left without leaving: \(event)")
                    continue
                }
                leaving[key] = count > 1 ? count - 1 : nil
            default:
                guard live.contains(key) else {
                    violations.append("event of a notice that is not live: \(event)")
                    continue
                }
                if event.isTerminal { live.remove(key) }
                if case .dismissed = event.kind { leaving[key, default: 0] += 1 }
                if event.kind == .requeued { leaving[key, default: 0] += 1 }
            }
        }
        if requireAllEnded {
            for key in leaving.keys.sorted(by: { ($0.lane, $0.id) < ($1.lane, $1.id) }) {
                violations.append("never left the screen: \(key.lane.rawValue) \(key.id)")
            }
            for key in live.sorted(by: { ($0.lane, $0.id) < ($1.lane, $1.id) }) {
                violations.append("never ended: \(key.lane.rawValue) \(key.id)")
            }
        }
        return violations
    }

    /// The package root (the directory holding Package.swift), found from this file.
    static let packageRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }()
}
