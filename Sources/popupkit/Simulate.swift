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

    @Option(help: "Stop at this time (seconds) instead of when nothing more is due.")
    var until: String?

    @Flag(help: "Also print the screen instants: \"appeared\" (a notice finished appearing) and \"left\" (its fade-out is over).")
    var instants = false

    func run() throws {
        let scenario = loadScenario(self.scenario)
        let result = ScenarioRunner(scenario).run(until: until.map { parseTime($0, option: "--until") })
        var output = ""
        for event in result.events where instants || !event.kind.isScreenInstant {
            output += EventJSON.line(event) + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        report(result)
    }
}
