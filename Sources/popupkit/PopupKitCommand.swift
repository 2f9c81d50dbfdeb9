import ArgumentParser
import Foundation
import PopupKit
import PopupKitScenario

@main
struct PopupKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popupkit",
        abstract: "Runs PopupKit scenarios: toasts, HUDs, banners, popups and bubbles on one scheduler.",
        version: version,
        subcommands: [Simulate.self, LayoutCommand.self, RenderCommand.self, DemoCommand.self, LiveCommand.self, PlaygroundCommand.self,
                      RecordCommand.self, LayersCommand.self, RulesCommand.self]
    )

    /// The version `popupkit --version` prints: the package's, kept here because
    /// SwiftPM gives a package no version of its own; a release raises it.
    static let version = "0.4.0"

    /// Every error is one `error: …` line on stderr, the style of `fail(_:)`; bad
    /// usage exits with status 2 like bad scenarios (ArgumentParser would print
    /// the usage after it and exit 64). `--help` and `--version` print as usual.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let text = message(for: error)
            if !text.isEmpty { FileHandle.standardError.write(Data("error: \(oneLine(text))\n".utf8)) }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }

    /// ArgumentParser's message as one line in our style: lines joined, the first
    /// letter lower-cased like our own messages (unless it starts an acronym).
    static func oneLine(_ message: String) -> String {
        let joined = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        guard let first = joined.first, first.isUppercase,
              joined.dropFirst().first.map({ !$0.isUppercase }) ?? true else { return joined }
        return first.lowercased() + joined.dropFirst()
    }
}

/// Reads a scenario file or exits with status 2 and a message on stderr.
func loadScenario(_ path: String) -> Scenario {
    let data = InputFile(role: "the scenario", path: path).contents(maximumBytes: Scenario.maximumJSONBytes)
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

/// Parses a time option (`--at`, `--until`, `--from`, `--to`, `--freeze-at`) in
/// seconds. The options are declared with `parsing: .unconditional`, so `-1`
/// arrives here as a value (not as an unknown option) and gets this message.
func parseTime(_ text: String, option: String) -> Instant {
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
        fail("\(option) must be a finite number of seconds ≥ 0, got \(text)")
    }
    return Instant(seconds: seconds)
}
