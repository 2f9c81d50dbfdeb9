import Foundation
import Testing

/// A directory of stand-in commands that a script runs with it as its only `PATH`,
/// so a test can pretend to be on another system (a `uname` that says Darwin, a
/// `brew` that records what it was asked to install) without touching this one.
///
/// Every stand-in is a bash script made of builtins only; those that record
/// append one line per call, `name arguments…`, to a shared log.
struct FakeCommandDirectory: ~Copyable {
    /// What one run of a script printed, how it exited, and what the stand-ins logged.
    struct Run: Sendable, CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var calls: [String]

        /// Standard error split into its non-empty lines.
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

        var description: String {
            "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)--- calls\n" + calls.joined(separator: "\n")
        }
    }

    struct BashNotFound: Error {}

    let root: URL
    var bin: URL { root.appendingPathComponent("bin") }
    var log: URL { root.appendingPathComponent("calls.log") }

    /// The bash that runs the scripts and the stand-ins (an absolute path: the
    /// stand-in `PATH` holds no bash).
    let bash: String

    init() throws {
        let bash = try Self.locateBash()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("popupkit-fake-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("calls.log"))
        self.bash = bash
        self.root = root
    }

    private static func locateBash() throws -> String {
        guard let bash = ["/bin/bash", "/usr/bin/bash", "/usr/local/bin/bash", "/opt/homebrew/bin/bash"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { throw BashNotFound() }
        return bash
    }

    /// Adds the command `name` whose body is `body` (bash, builtins only).
    func add(_ name: String, _ body: String) throws {
        let file = bin.appendingPathComponent(name)
        try Data("#!\(bash)\n\(body)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    /// Adds the command `name` that prints `text` and succeeds.
    func addPrinting(_ name: String, _ text: String) throws {
        try add(name, "echo '\(text)'")
    }

    /// Adds the command `name` that logs its arguments and succeeds.
    func addRecording(_ name: String) throws {
        try add(name, #"echo "\#(name) $*" >> '\#(log.path)'"#)
    }

    /// Runs `executable` with `arguments` in `directory` and waits for it. The stand-ins
    /// are the whole `PATH`, or with `keepingSystemPath` come first in this
    /// process's `PATH` (for scripts that need `sed` or `tee` but a stand-in `swift`).
    func run(_ executable: String, _ arguments: [String], in directory: URL, keepingSystemPath: Bool = false) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let systemPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let path = keepingSystemPath ? bin.path + ":" + systemPath : bin.path
        process.environment = ["PATH": path, "HOME": root.path, "LC_ALL": "C"]
        let output = try PopupkitProcess.capture(process, in: root)
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        return Run(status: output.status, stdout: output.stdout, stderr: output.stderr, calls: calls)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}
