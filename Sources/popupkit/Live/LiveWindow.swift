import Foundation

/// What the window commands (`live`, `playground`) say when no window can be opened.
enum LiveWindow {
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
