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
        Frames are composited on a thread of their own (--compositor main: on the main queue); \
        --stall-at blocks the main actor at an instant for --stall-for seconds, as an app's synchronous \
        work does, to watch motions play on without it. \
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

    @Option(help: ArgumentHelp("Where frames are composited: thread (a thread of their own, as a render server) or main (the main queue, which stops while the app is busy).", valueName: "thread|main"))
    var compositor = "thread"

    @Option(name: .customLong("stall-at"), parsing: .unconditional,
            help: ArgumentHelp("Block the main actor at this time (seconds), as an app's synchronous work does.", valueName: "seconds"))
    var stallAt: String?

    @Option(name: .customLong("stall-for"), help: ArgumentHelp("How long --stall-at blocks the main actor (real seconds, 0.1 to 10).", valueName: "seconds"))
    var stallFor = 1.0

    func validate() throws {
        guard speed.isFinite, (0.1...10).contains(speed) else { throw ValidationError("--speed must be 0.1 to 10, got \(speed)") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        if loop, freezeAt != nil { throw ValidationError("choose one of --loop and --freeze-at") }
        if scenario == nil, loop || freezeAt != nil || speed != 1 || stallAt != nil {
            throw ValidationError("--speed, --loop, --freeze-at and --stall-at play a scenario; give one")
        }
        guard ["thread", "main"].contains(compositor) else {
            throw ValidationError("--compositor must be thread or main, got \(compositor)")
        }
        guard stallFor.isFinite, (0.1...10).contains(stallFor) else {
            throw ValidationError("--stall-for must be 0.1 to 10 seconds, got \(stallFor)")
        }
        if stallAt != nil, freezeAt != nil { throw ValidationError("choose one of --stall-at and --freeze-at") }
    }

    func run() throws {
        guard let path = self.scenario else { return try PlaygroundCommand.open(scale: scale) }
        let scenario = try loadScenario(path)
        let freezeAt = try self.freezeAt.map { try parseTime($0, option: "--freeze-at") }
        let stallAt = try self.stallAt.map { try parseTime($0, option: "--stall-at") }
        #if os(Linux)
        let renderer = try scenarioRenderer(forScenarioAt: path, scale: scale)
        let options = LivePlayer.Options(speed: speed, loop: loop, freezeAt: freezeAt,
                                         compositing: compositor == "main" ? .mainQueue : .ownThread,
                                         stallAt: stallAt, stallSeconds: stallFor)
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
