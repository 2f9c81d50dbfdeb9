import ArgumentParser
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
@_spi(Tools) import PopupKitCore

/// `popupkit timeline SCENARIO --out run.svg|run.png`: a run drawn as one row
/// per lane with time across, to see at a glance what showed when, how long it
/// waited and why it ended.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Draws a scenario's run as a timeline (SVG or PNG): one row per lane, time across.",
        discussion: """
        Each notice is a bar from "shown" to its end, its waiting drawn lighter before it and its end reason \
        after it; notices that never showed are red diamonds where they were refused, with the rule that \
        refused them; inputs are ticks on the bottom row. Toast regions and popup schedulers get a row each \
        when a scenario uses several. A row too dense to read becomes counts per second, minute or hour. \
        In the SVG every bar carries data-id, data-lane, data-start, data-end and data-reason (the values \
        simulate prints) and a tooltip. Text uses the DejaVu fonts (docs/Timeline.md).
        """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(help: ArgumentHelp("Write the timeline to this file: .svg or .png.", valueName: "file"))
    var out: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Draw from this time (seconds; default 0).", valueName: "seconds"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Run until and draw up to this time (seconds; default: when the run is over).",
                                                         valueName: "seconds"))
    var to: String?

    @Option(help: "The drawing's width in points, 600 to 4000.")
    var width = 1200

    @Option(help: "Pixels per point of the PNG: 1, 2 or 3.")
    var scale = 1

    @Option(help: "A directory of saved state, as simulate --state: its rule book and banner history are loaded at the start and saved at the end.")
    var state: String?

    func validate() throws {
        guard (600...4000).contains(width) else { throw ValidationError("--width must be 600 to 4000, got \(width)") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        guard TimelineFile.isSupported(out) else {
            throw ValidationError("--out must name a .svg or .png file, got \(out)")
        }
    }

    func run() throws {
        let start = try parseTime(from ?? "0", option: "--from")
        let end = try to.map { try parseTime($0, option: "--to") }
        if let end, end <= start {
            throw CommandFailure.badInput("--from must be before --to, got --from \(Format.seconds(start)) --to \(Format.seconds(end))")
        }
        var savedState = try state.map(SimulationState.init(directory:))
        var scenario = try loadScenario(self.scenario)
        savedState?.restore(into: &scenario)
        let result = ScenarioRunner(scenario).run(until: end)
        report(result)
        let renderer = try scenarioRenderer(forScenarioAt: nil, scale: scale)
        renderer.background = .color(TimelineStyle.background)
        let over = max(result.events.last?.time ?? .zero, scenario.events.last?.at ?? .zero, result.engine.now)
        guard end != nil || over > start else {
            throw CommandFailure.badInput("--from must be before the end of the run, \(Format.seconds(over))s")
        }
        // Past the last event by about a twentieth, so what ended last has room for
        // its reason, rounded up to a round time for the title.
        let last = end ?? Self.roundedUp(over.seconds + max(0.2, (over - start).seconds / 20))
        let drawing = TimelineDrawing(events: result.events, scenario: scenario,
                                      window: TimelineDrawing.Window(from: start, to: last),
                                      title: URL(fileURLWithPath: self.scenario).lastPathComponent,
                                      measurer: renderer.textMeasurer, width: Double(width))
        try TimelineFile.write(drawing, to: out, renderer: renderer)
        try savedState?.save(after: result)
    }

    /// `seconds` rounded up to two significant digits (7.35 → 7.4, 26.41 → 27, 90 720 → 91 000).
    static func roundedUp(_ seconds: Double) -> Instant {
        let place = Foundation.pow(10, Foundation.floor(Foundation.log10(max(seconds, 0.1))) - 1)
        return Instant(seconds: min(Scenario.latestTime, (seconds / place).rounded(.up) * place))
    }
}
