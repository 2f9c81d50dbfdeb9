import Foundation
import Testing

/// Every command on bad input: exit 2, nothing on stdout, and exactly one
/// `error: …` line on stderr that names the cause.
@Suite("popupkit: bad input gets one error line")
struct CommandLineErrorTests {
    static let scenario = #"{"container": {"width": 120, "height": 100}, "events": [{"at": 0, "toast": {"id": "t", "message": "a", "duration": 0.2}}]}"#

    /// One command line and the whole error line it must print.
    struct BadRun: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let line: String

        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Runs `arguments` in a scratch directory holding `s.json` (the scenario), a
    /// `folder.json` directory and `text.png` (a text file with a PNG's name), and
    /// expects exit 2, no stdout, and `line` as the only line on stderr.
    private func expectOneErrorLine(_ arguments: [String], _ line: String) throws {
        let scratch = try ScratchDirectory()
        try scratch.write("s.json", Self.scenario)
        try scratch.write("text.png", "not a picture\n")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("folder.json"),
                                                withIntermediateDirectories: false)
        let output = try PopupkitProcess.run(arguments, in: scratch.url)
        #expect(output.status == 2, "\(output)")
        #expect(output.stdout == "", "\(output)")
        #expect(output.stderr == line + "\n", "\(output)")
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
            .filter { !$0.hasPrefix(".std") }
        #expect(written.sorted() == ["folder.json", "s.json", "text.png"], "nothing written")
    }

    static let badTimes: [BadRun] = [
        BadRun(arguments: ["layout", "s.json", "--at", "-1"], line: "error: --at must be a finite number of seconds ≥ 0, got -1"),
        BadRun(arguments: ["render", "s.json", "--at", "-0.5", "--dump"],
               line: "error: --at must be a finite number of seconds ≥ 0, got -0.5"),
        BadRun(arguments: ["simulate", "s.json", "--until", "-2"], line: "error: --until must be a finite number of seconds ≥ 0, got -2"),
        BadRun(arguments: ["record", "s.json", "--out", "s.webp", "--from", "nan"],
               line: "error: --from must be a finite number of seconds ≥ 0, got nan"),
        BadRun(arguments: ["record", "s.json", "--out", "s.webp", "--to", "-inf"],
               line: "error: --to must be a finite number of seconds ≥ 0, got -inf"),
        BadRun(arguments: ["layers", "s.json", "--from", "-1"], line: "error: --from must be a finite number of seconds ≥ 0, got -1"),
        BadRun(arguments: ["layers", "s.json", "--to", "inf"], line: "error: --to must be a finite number of seconds ≥ 0, got inf"),
        BadRun(arguments: ["render", "s.json", "--at", "1e12", "--dump"],
               line: "error: --at must be at most 1e9 seconds, as scenario times are, got 1e12"),
        BadRun(arguments: ["live", "s.json", "--freeze-at", "-3"],
               line: "error: --freeze-at must be a finite number of seconds ≥ 0, got -3"),
    ]

    @Test("A negative or non-finite time reaches the time check, whatever its sign", arguments: badTimes)
    func badTime(_ bad: BadRun) throws {
        try expectOneErrorLine(bad.arguments, bad.line)
    }

    static let badFiles: [BadRun] = [
        BadRun(arguments: ["simulate", "folder.json"], line: "error: cannot read the scenario folder.json: it is a directory"),
        BadRun(arguments: ["layout", "folder.json", "--at", "0"], line: "error: cannot read the scenario folder.json: it is a directory"),
        BadRun(arguments: ["render", "folder.json", "--at", "0", "--dump"],
               line: "error: cannot read the scenario folder.json: it is a directory"),
        BadRun(arguments: ["layers", "folder.json"], line: "error: cannot read the scenario folder.json: it is a directory"),
        BadRun(arguments: ["record", "folder.json", "--out", "s.webp"],
               line: "error: cannot read the scenario folder.json: it is a directory"),
        BadRun(arguments: ["demo", "--scenario", "folder.json", "--out", "pictures"],
               line: "error: cannot read the scenario folder.json: it is a directory"),
        BadRun(arguments: ["simulate", "/dev/null"], line: "error: cannot read the scenario /dev/null: it is not a regular file"),
        BadRun(arguments: ["layout", "/dev/null", "--at", "0"], line: "error: cannot read the scenario /dev/null: it is not a regular file"),
        BadRun(arguments: ["simulate", "missing.json"], line: "error: cannot read the scenario missing.json: it does not exist"),
        BadRun(arguments: ["render", "s.json", "--at", "0", "--out", "s.png", "--background", "text.png"],
               line: "error: cannot read the background text.png: it is not a PNG image"),
        BadRun(arguments: ["render", "s.json", "--at", "0", "--out", "s.png", "--background", "/dev/null"],
               line: "error: cannot read the background /dev/null: it is not a regular file"),
        BadRun(arguments: ["record", "s.json", "--out", "s.webp", "--background", "text.png"],
               line: "error: cannot read the background text.png: it is not a PNG image"),
        BadRun(arguments: ["record", "s.json", "--out", "s.webp", "--background", "folder.json"],
               line: "error: cannot read the background folder.json: it is a directory"),
    ]

    @Test("A file that cannot be read is named with the cause", arguments: badFiles)
    func badFile(_ bad: BadRun) throws {
        try expectOneErrorLine(bad.arguments, bad.line)
    }

    // Root reads any file whatever its mode: as root the command runs as `nobody`
    // (util-linux's setpriv), so the case runs on every machine that has it.
    @Test("A scenario without read permission is named as not readable",
          .enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func unreadableScenario() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("locked.json", Self.scenario)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: scratch.url.appendingPathComponent("locked.json").path)
        let output: PopupkitProcess.Output
        if getuid() == 0 {
            // A copy of the binary in the scratch folder: `nobody` may not reach the
            // build folder (a checkout under a private directory).
            let manager = FileManager.default
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.url.path)
            let copy = scratch.url.appendingPathComponent("popupkit")
            try manager.copyItem(at: try PopupkitProcess.executable.get(), to: copy)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", copy.path, "simulate", "locked.json"]
            process.currentDirectoryURL = scratch.url
            let run = try PopupkitProcess.capture(process, in: scratch.url)
            output = PopupkitProcess.Output(status: run.status, stdout: run.stdout, stderr: run.stderr)
        } else {
            output = try scratch.run("simulate", "locked.json")
        }
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr == "error: cannot read the scenario locked.json: it is not readable\n", "\(output)")
    }

    static let usageErrors: [BadRun] = [
        BadRun(arguments: ["render", "s.json", "--at", "0", "--out", "s.jpg"], line: "error: --out must name a .png file, got s.jpg"),
        BadRun(arguments: ["render", "s.json", "--at", "0", "--out", "s.PNG.txt"], line: "error: --out must name a .png file, got s.PNG.txt"),
        BadRun(arguments: ["record", "s.json", "--out", "s.gif"], line: "error: --out must name a .webp file, got s.gif"),
        BadRun(arguments: ["layout", "s.json"], line: "error: missing expected argument '--at <at>'"),
        BadRun(arguments: ["layout", "s.json", "--at"], line: "error: missing value for '--at <at>'"),
        BadRun(arguments: ["simulate", "s.json", "--fast"], line: "error: unknown option '--fast'"),
        BadRun(arguments: ["render", "s.json", "--at", "0", "--dump", "--scale", "4"], line: "error: --scale must be 1, 2 or 3, got 4"),
    ]

    @Test("A usage error is one error line too, with exit status 2", arguments: usageErrors)
    func badUsage(_ bad: BadRun) throws {
        try expectOneErrorLine(bad.arguments, bad.line)
    }

    @Test("--version prints the version on stdout and exits 0")
    func version() throws {
        let scratch = try ScratchDirectory()
        let output = try scratch.run("--version")
        #expect(output.status == 0, "\(output)")
        #expect(output.stderr == "")
        let version = try #require(output.lines.first, "\(output)")
        #expect(output.lines.count == 1, "\(output)")
        #expect(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?/) != nil, "\(version)")
    }

    @Test("--help still prints the usage and exits 0")
    func help() throws {
        let scratch = try ScratchDirectory()
        let output = try scratch.run("render", "--help")
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout.contains("USAGE: popupkit render"), "\(output)")
        #expect(!output.stderr.contains("error"), "\(output)")
    }
}
