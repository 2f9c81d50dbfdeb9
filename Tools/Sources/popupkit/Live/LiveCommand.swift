import ArgumentParser
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
import PopupKitX11

/// `popupkit live SCENARIO [--speed S] [--loop] [--freeze-at T] [--scale N]`: the
/// scenario in real time in a window (X11).
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Plays a scenario in real time in a window: notices move, and the mouse taps, drags and swipes them.",
        discussion: """
        The window is the scenario's container (resizing it lays the notices out again) over a stand-in \
        app screen. Every lifecycle event, screen instants included, is printed on stdout as a JSON line \
        as `simulate --instants` prints it; a click that PopupKit passes through to the app prints \
        {"at", "app": "tapped row N"}. The frames of each animation are reported on stderr when it ends \
        and counted in the window's title: none are drawn while nothing moves. --freeze-at plays up to \
        an instant and holds the clock there (a still frame, the same pixels as `render --backdrop`). \
        q or Escape quits. Linux with an X display only; without one, run it under xvfb-run.
        """
    )

    @Argument(help: "The scenario JSON file; without one, the playground (as `popupkit playground`).")
    var scenario: String?

    @Option(help: "Scenario seconds per real second (0.1 to 10).")
    var speed = 1.0

    @Flag(help: "Play the scenario again, a second after it is over.")
    var loop = false

    @Option(name: .customLong("freeze-at"), parsing: .unconditional,
            help: ArgumentHelp("Play up to this time (seconds) and hold it: a still frame.", valueName: "seconds"))
    var freezeAt: String?

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    func validate() throws {
        guard speed.isFinite, (0.1...10).contains(speed) else { throw ValidationError("--speed must be 0.1 to 10, got \(speed)") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        if loop, freezeAt != nil { throw ValidationError("choose one of --loop and --freeze-at") }
        if scenario == nil, loop || freezeAt != nil || speed != 1 {
            throw ValidationError("--speed, --loop and --freeze-at play a scenario; give one")
        }
    }

    func run() throws {
        guard let path = self.scenario else { return try PlaygroundCommand.open(scale: scale) }
        let scenario = try loadScenario(path)
        let freezeAt = try self.freezeAt.map { try parseTime($0, option: "--freeze-at") }
        #if os(Linux)
        let renderer = try scenarioRenderer(forScenarioAt: path, scale: scale)
        let options = LivePlayer.Options(speed: speed, loop: loop, freezeAt: freezeAt)
        let name = URL(fileURLWithPath: path).lastPathComponent
        try LiveWindow.run {
            let player = LivePlayer(scenario: scenario, name: name, options: options, renderer: renderer)
            try player.start()
            return player
        }
        #else
        throw LiveWindow.unavailable(X11HostError.unavailable)
        #endif
    }
}
