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
                      RecordCommand.self, LayersCommand.self, RulesCommand.self, TimelineCommand.self]
    )

    /// The version `popupkit --version` prints: the package's, kept here because
    /// SwiftPM gives a package no version of its own; a release raises it.
    static let version = "0.4.0"

    /// The one place `popupkit` exits: commands throw (a ``CommandFailure`` or
    /// ArgumentParser's errors) and return, so everything they opened is released
    /// before the process ends. Every error is one `error: …` line on stderr; bad
    /// usage exits with status 2 like bad scenarios (ArgumentParser would print the
    /// usage after it and exit 64). `--help` and `--version` print as usual.
    static func main() {
        let status = exitStatus(running: Array(CommandLine.arguments.dropFirst()))
        if status != 0 { Foundation.exit(status) }
    }

    /// Parses `arguments`, runs the command and prints what went wrong; the exit status.
    static func exitStatus(running arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
            return failure.status
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version: ArgumentParser prints them and says success.
                let text = fullMessage(for: error)
                if !text.isEmpty { print(text) }
                return 0
            }
            let text = message(for: error)
            if !text.isEmpty { FileHandle.standardError.write(Data("error: \(oneLine(text))\n".utf8)) }
            return code == .validationFailure ? 2 : code.rawValue
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

/// Reads a scenario file.
/// - Throws: ``CommandFailure`` (status 2) naming the file and what is wrong with it.
func loadScenario(_ path: String) throws -> Scenario {
    let data = try InputFile(role: "the scenario", path: path).contents(maximumBytes: Scenario.maximumJSONBytes)
    do {
        return try Scenario(json: data)
    } catch {
        throw CommandFailure.badInput("\(path): \(error)")
    }
}

/// Parses a time option (`--at`, `--until`, `--from`, `--to`, `--freeze-at`) in
/// seconds. The options are declared with `parsing: .unconditional`, so `-1`
/// arrives here as a value (not as an unknown option) and gets this message.
/// - Throws: ``CommandFailure`` (status 2) when `text` is not a finite number ≥ 0,
///   or is beyond 1e9 seconds, where scenario times stop.
func parseTime(_ text: String, option: String) throws -> Instant {
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
        throw CommandFailure.badInput("\(option) must be a finite number of seconds ≥ 0, got \(text)")
    }
    guard seconds <= Scenario.latestTime else {
        throw CommandFailure.badInput("\(option) must be at most 1e9 seconds, as scenario times are, got \(text)")
    }
    return Instant(seconds: seconds)
}
