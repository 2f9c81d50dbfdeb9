import ArgumentParser
import Foundation
import PopupKit
import PopupKitScenario

/// `popupkit simulate SCENARIO.json`: the event timeline as JSON lines.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints the lifecycle events of a scenario as JSON lines, in time order.",
        discussion: """
        Each line is {"at", "id", "lane", "event"} plus "reason" on terminal events and "detail" \
        on invalid input. The decisions are printed; --instants adds when each notice finished \
        appearing and when it left the screen. Warnings (calls that did nothing, clamped values, a run that never went quiet) go \
        to stderr. A malformed scenario \
        exits with status 2 and prints nothing on stdout.
        """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(parsing: .unconditional, help: "Stop at this time (seconds) instead of when nothing more is due.")
    var until: String?

    @Flag(help: "Also print the screen instants: \"appeared\" (a notice finished appearing) and \"left\" (its fade-out is over).")
    var instants = false

    @Flag(help: "Also print the host requests (announce, screenChanged, haptic) as JSON lines, after the events of their instant.")
    var requests = false

    @Option(help: "A directory of saved state: its rule book and banner history are loaded at the start and saved at the end, the run continuing the clock where the saved one ended.")
    var state: String?

    func run() throws {
        var savedState = try state.map(SimulationState.init(directory:))
        var scenario = try loadScenario(self.scenario)
        savedState?.restore(into: &scenario)
        let result = ScenarioRunner(scenario).run(until: try until.map { try parseTime($0, option: "--until") })
        var lines: [(time: Instant, text: String)] = result.events
            .filter { instants || !$0.kind.isScreenInstant }
            .map { ($0.time, EventJSON.line($0)) }
        if requests {
            // A stable merge by time: a request comes after the events of its instant.
            var merged: [(time: Instant, text: String)] = []
            var pending = result.requests[...]
            for line in lines {
                while let next = pending.first, next.time < line.time {
                    merged.append((next.time, RequestJSON.line(next)))
                    pending = pending.dropFirst()
                }
                merged.append(line)
            }
            merged += pending.map { ($0.time, RequestJSON.line($0)) }
            lines = merged
        }
        var output = ""
        for line in lines { output += line.text + "\n" }
        FileHandle.standardOutput.write(Data(output.utf8))
        report(result)
        try savedState?.save(after: result)
    }
}
