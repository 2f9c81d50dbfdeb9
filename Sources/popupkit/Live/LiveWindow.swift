import Foundation

/// What the window commands (`live`, `playground`) share: opening their window
/// and running the main queue, and what they say when no window can be opened.
enum LiveWindow {
    /// The running window's owner, kept alive while the main queue runs.
    @MainActor private static var owner: AnyObject?

    /// Starts a window on the main actor with `start` (which returns what must stay
    /// alive), then runs the main queue for good; exits with the `xvfb-run` advice
    /// when `start` throws.
    static func run(_ start: @MainActor () throws -> AnyObject) -> Never {
        MainActor.assumeIsolated {
            do {
                owner = try start()
            } catch {
                unavailable(error)
            }
        }
        dispatchMain()
    }

    /// Exits with status 1 and says how to get a window: on a virtual X display.
    static func unavailable(_ error: any Error) -> Never {
        let arguments = CommandLine.arguments.dropFirst().map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
        FileHandle.standardError.write(Data("""
            error: \(error)
            popupkit \(CommandLine.arguments.dropFirst().first ?? "live") needs a window. Without a desktop, run it on a virtual X display:
              xvfb-run -a -s "-screen 0 1280x1024x24" swift run popupkit \(arguments)

            """.utf8))
        Foundation.exit(1)
    }
}
