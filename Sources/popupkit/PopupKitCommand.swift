import ArgumentParser
import Foundation
import PopupKit
import PopupKitScenario

@main
struct PopupKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popupkit",
        abstract: "Runs PopupKit scenarios: toasts, HUDs, banners, popups and bubbles on one scheduler.",
        subcommands: [Simulate.self, LayoutCommand.self, RenderCommand.self, DemoCommand.self, LiveCommand.self, PlaygroundCommand.self,
                      RecordCommand.self, LayersCommand.self]
    )

    /// Bad usage exits with status 2 like bad scenarios (ArgumentParser would use 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// Reads a scenario file or exits with status 2 and a message on stderr.
func loadScenario(_ path: String) -> Scenario {
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        fail("cannot read \(path): \(error.localizedDescription)")
    }
    do {
        return try Scenario(json: data)
    } catch {
        fail("\(path): \(error)")
    }
}

/// Prints `error: message` on stderr and exits with status 2 (bad input).
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

/// Parses a `--until`/`--at` time in seconds.
func parseTime(_ text: String, option: String) -> Instant {
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
        fail("\(option) must be a finite number of seconds ≥ 0, got \(text)")
    }
    return Instant(seconds: seconds)
}
