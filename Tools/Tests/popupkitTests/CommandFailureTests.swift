import Foundation
import Testing
@testable import popupkit

/// Commands throw their failure up to `main` rather than exiting where they found
/// it: run in this process, a command on bad input throws a ``CommandFailure``
/// with the message and status `popupkit` prints and exits with. A command that
/// exited instead would end the whole test run here (and, in the built binary, skip
/// the cleanup LeakSanitizer checks at exit).
@Suite("popupkit commands throw to main")
struct CommandFailureTests {
    /// One command line, run in a scratch directory holding `s.json` (a valid
    /// scenario), `bad.json` (a malformed one), `spin.json` (a spinner that never
    /// ends), `text.png` (text with a PNG's name) and a `folder` directory.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String

        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["simulate", "missing.json"], message: "cannot read the scenario missing.json: it does not exist"),
        Case(arguments: ["simulate", "bad.json"], message: "bad.json: events[0].hud.action: missing required field"),
        Case(arguments: ["simulate", "s.json", "--until", "-1"], message: "--until must be a finite number of seconds ≥ 0, got -1"),
        Case(arguments: ["layout", "folder", "--at", "0"], message: "cannot read the scenario folder: it is a directory"),
        Case(arguments: ["render", "s.json", "--at", "0", "--out", "o.png", "--background", "text.png"],
             message: "cannot read the background text.png: it is not a PNG image"),
        Case(arguments: ["record", "s.json", "--out", "o.webp", "--from", "2", "--to", "1"],
             message: "--from must be before --to, got --from 2.0 --to 1.0"),
        Case(arguments: ["record", "s.json", "--out", "folder/none/o.webp"], message: "cannot write folder/none/o.webp: no directory folder/none"),
        Case(arguments: ["layers", "spin.json"],
             message: "spin.json never comes to rest (a spinner left on screen?); give the end with --to"),
        Case(arguments: ["demo", "--scenario", "bad.json", "--out", "folder"], message: "bad.json: events[0].hud.action: missing required field"),
        Case(arguments: ["live", "bad.json"], message: "bad.json: events[0].hud.action: missing required field"),
    ]

    @Test("A command on bad input throws its message and status 2", arguments: cases)
    func throwsToMain(_ run: Case) throws {
        let scratch = try ScratchDirectory()
        try scratch.write("s.json", CommandLineErrorTests.scenario)
        try scratch.write("bad.json", #"{"events": [{"at": 0, "hud": {}}]}"#)
        try scratch.write("spin.json", #"{"events": [{"at": 0, "hud": {"action": "show"}}]}"#)
        try scratch.write("text.png", "not a picture\n")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("folder"), withIntermediateDirectories: false)
        // The files in the scratch directory by their whole path; the messages are
        // compared with that directory's path taken out.
        let names: Set = ["missing.json", "bad.json", "s.json", "spin.json", "text.png", "folder", "o.png", "o.webp"]
        let arguments = run.arguments.map { argument in
            names.contains(String(argument.prefix { $0 != "/" })) ? scratch.url.appendingPathComponent(argument).path : argument
        }
        var command = try PopupKitCommand.parseAsRoot(arguments)
        let failure = #expect(throws: CommandFailure.self) { try command.run() }
        #expect(failure?.status == 2)
        let message = failure?.message.replacingOccurrences(of: scratch.url.path + "/", with: "")
        #expect(message == run.message)
    }
}
