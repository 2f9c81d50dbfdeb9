import ArgumentParser
import Foundation
import PopupKitCairo
import PopupKitScenario
import PopupKitX11

/// `popupkit playground [--scale N]`: every component on demand in a live window.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Opens a window where every component shows on demand: tap a row of the list or press its key.",
        discussion: """
        Rows (and keys) show a toast at the top, centre or bottom, a loading toast that becomes its result, \
        a HUD going spinner → progress → success or error, banners of two types under a rule book (a chat \
        message of priority 10, a promo limited to one per 5 s and three a minute), a popup with two buttons \
        (click one, or press 1 or 2) whose every other one waits for a log-in condition, and a bubble at the \
        compose button; a tap on the app outside the rows shows a bubble pointing there. Rows also switch the \
        keyboard (K), light and dark (D), Reduce Motion (M), background and foreground (G), the log-in \
        condition (I), and hide everything (X); a switch's row says what it is set to. In a landscape window \
        the rows flow into columns. Notices can be tapped, dragged and swiped with the mouse. Every lifecycle \
        event, host request and press is printed on stdout as a JSON line; the window's title counts the \
        frames drawn and the last frame's time. q or Escape quits, after ending every notice still up or \
        waiting (their end events are printed). Linux with an X display only; without one, run it under xvfb-run.
        """
    )

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
    }

    func run() throws {
        try Self.open(scale: scale)
    }

    /// Opens the playground and runs the main queue until it quits.
    /// - Throws: ``CommandFailure`` when the renderer cannot be set up or no window opened.
    static func open(scale: Int) throws {
        #if os(Linux)
        let renderer = try scenarioRenderer(forScenarioAt: nil, scale: scale)
        try LiveWindow.run {
            let session = PlaygroundSession(renderer: renderer)
            try session.start()
            return session
        }
        #else
        throw LiveWindow.unavailable(X11HostError.unavailable)
        #endif
    }
}
