import ArgumentParser
import Foundation
import PopupKit
import PopupKitHost
import PopupKitScenario
@_spi(Tools) import PopupKitCore

/// `popupkit layers SCENARIO [--from T] [--to T] [--fps N] [--measure fixed|pango]`:
/// what a retained-layer host is asked to do, frame by frame.
struct LayersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layers",
        abstract: "Prints the layer operations a host performs, one JSON line per frame that has any.",
        discussion: """
        Plays the scenario in virtual time at a fixed frame rate, as `record` does (frame i at FROM + i/FPS): \
        a center shown by the host driver, as in the live window and on a device, and prints, for every frame with at least one operation, \
        {"at": 0.033, "ops": [{"op": "insert", "layer": "toast \\"t1\\"", "z": 1}, {"op": "update", "layer": …, \
        "opacity": 0.21}]}. op is insert, redraw, update, move or remove; layer is the group's name as \
        `render --dump` prints it; z its index from the bottom among its parent's layers ("in" names the parent \
        of a layer inside another: a spinner); an insert or update lists the properties that changed (opacity, \
        x, y, dx, dy, scale, turn, anchorX, anchorY); "fill": true marks a plain rectangle a host fills \
        natively. When the screen reader's elements changed with the frame, "accessibility" holds them (top \
        first) and what was added, removed or changed; the frame's host requests (announcements, focus moves, \
        haptics) follow under "requests". When a hosted view's slot appeared, moved, faded or went with the \
        frame, "hosted" lists every slot as the host driver reports it: {"name": "card", "layer": "toast \\"t1\\"", \
        "frame": {…}, "opacity": 1}, plus "transform": [a, b, c, d] while it is scaled or turned; [] when the \
        last one went. \
        Frames with nothing to do print nothing. TO defaults to when the scenario is over plus 0.5 s.
        """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Start at this time (seconds; default 0).", valueName: "seconds"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("End at this time (seconds; default: when the scenario is over, plus 0.5 s).",
                               valueName: "seconds"))
    var to: String?

    @Option(help: "Frames per second, 1 to 120.")
    var fps = 30

    @Option(help: "Measure text with the fixed-advance measurer (deterministic) or with Pango, as render --out draws.")
    var measure = TextMeasure.fixed

    func validate() throws {
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be 1 to 120, got \(fps)") }
    }

    func run() throws {
        let scenario = try loadScenario(self.scenario)
        let measurer = try measure.measurer()
        let start = try parseTime(from ?? "0", option: "--from")
        let end: Instant
        if let to {
            end = try parseTime(to, option: "--to")
        } else {
            guard let rest = ScenarioRunner(scenario, measurer: measurer).restInstant() else {
                throw CommandFailure.badInput("\(self.scenario) never comes to rest (a spinner left on screen?); give the end with --to")
            }
            end = rest + TimeSpan(seconds: 0.5)
        }
        guard end >= start else {
            throw CommandFailure.badInput("--from must not be after the end, got --from \(Format.seconds(start)) and the end \(Format.seconds(end))")
        }
        let output = MainActor.assumeIsolated {
            Self.frames(of: scenario, measurer: measurer, from: start, to: end, fps: fps)
        }
        FileHandle.standardOutput.write(Data(output.lines.utf8))
        for warning in output.warnings {
            FileHandle.standardError.write(Data("\(warning)\n".utf8))
        }
    }

    /// The JSON lines of the frames from `start` to `end` that have anything to
    /// do, as the host driver commits them to a surface (``DrivenPlayback``), and
    /// the warnings of the run.
    @MainActor
    static func frames(of scenario: Scenario, measurer: any TextMeasuring, from start: Instant, to end: Instant,
                       fps: Int) -> (lines: String, warnings: [EngineWarning]) {
        let surface = FrameLogSurface()
        let playback = DrivenPlayback(scenario, measurer: measurer, surface: surface, backdrop: false)
        var json = LayerJSON()
        var names: [GroupKey: String] = [:]
        var output = ""
        var index = 0
        while true {
            let time = Instant(microseconds: start.microseconds + Int64(index) * 1_000_000 / Int64(fps))
            guard time <= end else { break }
            index += 1
            playback.advance(to: time)
            let frame = surface.take()
            for transaction in frame.transactions { names.merge(transaction.names) { _, new in new } }
            let operations = frame.transactions.flatMap { json.operations($0) }
            guard !operations.isEmpty || !frame.requests.isEmpty || frame.accessibility != nil || frame.slots != nil,
                  time >= start
            else { continue }
            var fields = ["\"at\": \(Format.seconds(time))", "\"ops\": [" + operations.joined(separator: ", ") + "]"]
            if let change = frame.accessibility {
                fields.append("\"accessibility\": " + Self.json(change))
            }
            if !frame.requests.isEmpty {
                fields.append("\"requests\": [" + frame.requests.map(RequestJSON.line).joined(separator: ", ") + "]")
            }
            if let slots = frame.slots {
                fields.append("\"hosted\": [" + slots.map { LayerJSON.slot($0, names: names) }.joined(separator: ", ") + "]")
            }
            output += "{" + fields.joined(separator: ", ") + "}\n"
        }
        return (output, playback.warnings)
    }

    /// `{"elements": [{"id": "t1", "lane": "toast", "label": …}], "added": ["toast \"t1\""], …}`:
    /// the elements after the frame, top first, and what changed.
    static func json(_ change: AccessibilityChange) -> String {
        func keys(_ keys: [AccessibilityTree.ElementKey]) -> String {
            "[" + keys.map { Format.quoted($0.description) }.joined(separator: ", ") + "]"
        }
        let elements = change.elements.map { element in
            let frame = element.frame
            let action = element.action.map { "\"action\": \(Format.quoted($0.rawValue)), " } ?? ""
            return "{\"id\": \(Format.quoted(element.id.rawValue)), \"lane\": \(Format.quoted(element.lane.rawValue)), "
                + action + "\"frame\": {\"x\": \(Format.number(frame.minX)), \"y\": \(Format.number(frame.minY)), "
                + "\"width\": \(Format.number(frame.width)), \"height\": \(Format.number(frame.height))}, "
                + String(RequestJSON.element(element).dropFirst())
        }
        var fields = ["\"elements\": [" + elements.joined(separator: ", ") + "]"]
        if !change.added.isEmpty { fields.append("\"added\": " + keys(change.added)) }
        if !change.removed.isEmpty { fields.append("\"removed\": " + keys(change.removed)) }
        if !change.changed.isEmpty { fields.append("\"changed\": " + keys(change.changed)) }
        if change.modalChanged { fields.append("\"modalChanged\": true") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
