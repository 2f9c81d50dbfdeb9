import ArgumentParser
import Foundation
import PopupKit

/// `popupkit layout SCENARIO --at T`: the frames of what is on screen at T.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Prints the frame of every notice on screen at a time, one JSON object per line.",
        discussion: """
        Each line is {"id", "kind", "frame": {"x", "y", "width", "height"}, "opacity"}, plus \
        "arrowTip" and "edge" for bubbles and "state": "fadingOut" for notices fading out.
        """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(help: "The time in seconds.")
    var at: String

    func run() throws {
        let time = parseTime(at, option: "--at")
        let result = ScenarioRunner(loadScenario(scenario)).run(until: time)
        let output = LayoutJSON.lines(result.stage, at: time).map { $0 + "\n" }.joined()
        FileHandle.standardOutput.write(Data(output.utf8))
        reportWarnings(result.warnings)
    }
}

/// `popupkit render SCENARIO --at T --dump`: the render tree at T as text.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Renders the screen at a time; --dump prints the render tree as text."
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(help: "The time in seconds.")
    var at: String

    @Flag(help: "Print the render tree as text.")
    var dump = false

    func validate() throws {
        guard dump else { throw ValidationError("choose an output: --dump") }
    }

    func run() throws {
        let time = parseTime(at, option: "--at")
        let result = ScenarioRunner(loadScenario(scenario)).run(until: time)
        FileHandle.standardOutput.write(Data(result.stage.scene(at: time).dump().utf8))
        reportWarnings(result.warnings)
    }
}

func reportWarnings(_ warnings: [EngineWarning]) {
    for warning in warnings {
        FileHandle.standardError.write(Data("\(warning)\n".utf8))
    }
}
