import Foundation

/// What the window commands (`live`, `playground`) share: opening their window
/// and running the main queue until it is closed, and what they say when no
/// window can be opened.
enum LiveWindow {
    /// The running window's owner, kept alive while the main queue runs.
    @MainActor private static var owner: AnyObject?
    /// Set by ``finish()``: the main queue stops running after its current turn.
    @MainActor private static var finished = false

    /// Starts a window on the main actor with `start` (which returns what must stay
    /// alive), then runs the main queue until ``finish()`` is called, and returns.
    ///
    /// The main run loop runs turn by turn (it serves the main queue, the main actor
    /// and the window's events) rather than `dispatchMain()`, which never returns:
    /// the command returns to `main` like every other, its window's owner released.
    /// - Throws: ``CommandFailure`` (status 2, as every error) with the `xvfb-run` advice when
    ///   `start` throws.
    static func run(_ start: @MainActor () throws -> AnyObject) throws {
        try MainActor.assumeIsolated {
            finished = false
            do {
                owner = try start()
            } catch {
                throw unavailable(error)
            }
        }
        while !MainActor.assumeIsolated({ finished }) {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        MainActor.assumeIsolated { owner = nil }
    }

    /// Ends ``run(_:)`` once the main queue's current turn is over (q, Escape, the
    /// window closed).
    @MainActor static func finish() {
        finished = true
    }

    /// Status 2, as every error, and how to get a window: on a virtual X display,
    /// with the package that provides one (neither `make demo` nor `make test`
    /// installs it).
    static func unavailable(_ error: any Error) -> CommandFailure {
        let arguments = CommandLine.arguments.dropFirst().map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
        return CommandFailure(message: """
            \(error)
            popupkit \(CommandLine.arguments.dropFirst().first ?? "live") needs a window. Without a desktop, run it on a virtual X display:
              xvfb-run -a -s "-screen 0 1280x1024x24" swift run --package-path Tools popupkit \(arguments)
            xvfb-run comes with the xvfb package: sudo apt-get install xvfb (or bash scripts/install-deps.sh --live in the repository).
            """, status: 2)
    }
}
