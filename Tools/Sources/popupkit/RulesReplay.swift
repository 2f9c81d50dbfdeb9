import ArgumentParser
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario

/// `popupkit rules replay PUSHES --rules BOOK`: a day or a week of banner pushes
/// replayed against a rule book, summed up per type.
extension RulesCommand {
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replays a log of banner pushes against a rule book and counts what happened to each type.",
            discussion: """
            PUSHES holds one push per line: {"at": seconds from the start, "type", "id", "priority"?, \
            "expiration"?}. Each push becomes a banner (titled with its id) in virtual time, decided by the \
            same engine an app runs, so the counts are what the app's users would have seen: per type, \
            how many arrived, showed, were rate-limited (discarded over a cap), expired while waiting, or \
            were preempted on screen, and the longest wait from arrival to showing. The book decides each \
            type's priority; pushes whose "priority" disagrees are counted. With --state DIR the saved banner \
            history counts (a cap of 2 a day includes yesterday's) and is saved at the end, as for simulate. \
            --timeline draws the busiest hour as popupkit timeline draws a run. Bad input exits with status 2 \
            and names the line and field.
            """
        )

        @Argument(help: ArgumentHelp("The pushes, as JSON lines.", valueName: "pushes.jsonl"))
        var pushes: String

        @Option(help: ArgumentHelp("The rule book JSON file (an array of rules).", valueName: "book.json"))
        var rules: String

        @Option(parsing: .unconditional, help: "Stop at this time (seconds) instead of when every push has ended.")
        var until: String?

        @Option(help: "A directory of saved state: the banner history is loaded at the start and saved at the end.")
        var state: String?

        @Option(help: ArgumentHelp("Also draw the busiest hour as a timeline (as popupkit timeline draws a run): .svg or .png.",
                                   valueName: "file"))
        var timeline: String?

        func validate() throws {
            if let timeline, !TimelineFile.isSupported(timeline) {
                throw ValidationError("--timeline must name a .svg or .png file, got \(timeline)")
            }
        }

        func run() throws {
            let book: RuleBook
            do {
                book = try RuleBook(json: try Check.contents(of: rules))
            } catch let error as RuleBookError {
                throw CommandFailure.badInput("\(rules): \(error)")
            }
            let log: PushLog
            do {
                let data = try InputFile(role: "the push log", path: pushes).contents(maximumBytes: PushLog.maximumBytes)
                log = try PushLog(jsonLines: data)
            } catch let error as ScenarioError {
                throw CommandFailure.badInput("\(pushes): \(error)")
            }
            let until = try until.map { try parseTime($0, option: "--until") }
            var savedState = try state.map(SimulationState.init(directory:))
            let replay = PushReplay(log: log, rules: book).run(until: until) { scenario in
                savedState?.restore(into: &scenario)
                scenario.rules = book   // the book named here, not a saved one
            }
            FileHandle.standardOutput.write(Data(ReplayTable(report: replay, log: log, book: book).text.utf8))
            report(replay.result)
            if let timeline, let hour = replay.busiestHour {
                let renderer = try scenarioRenderer(forScenarioAt: nil, scale: 2)
                renderer.background = .color(TimelineStyle.background)
                let title = "\(URL(fileURLWithPath: pushes).lastPathComponent) · busiest hour (\(ReplayTable.hourName(hour)))"
                let drawing = TimelineDrawing(events: replay.result.events, scenario: replay.scenario,
                                              window: TimelineDrawing.Window(from: hour, to: hour + TimeSpan(seconds: 3600)),
                                              title: title, measurer: renderer.textMeasurer)
                try TimelineFile.write(drawing, to: timeline, renderer: renderer)
            }
            try savedState?.save(after: replay.result)
        }
    }
}
