import Foundation
import Testing

/// Runs the built `popupkit` executable as a subprocess.
///
/// The executable is looked for, in order: in `POPUPKIT_EXECUTABLE`; next to the
/// running test binary (the build products directory, whatever `--scratch-path`
/// was); then in the `Tools/.build*/**/debug` directories, newest first.
enum PopupkitProcess {
    /// What one run printed and how it exited.
    struct Output: Sendable, CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard output split into lines (without the final empty one).
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastEmpty() }

        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "popupkit executable not found; looked at:\n" + searched.joined(separator: "\n") }
    }

    /// The repository's root (PopupKit's package, with this one in `Tools/`), found
    /// from this file: the README, the docs and the examples are there.
    static let repositoryRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tools/Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    static let executable: Result<URL, NotFound> = locate()

    static func locate() -> Result<URL, NotFound> {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["POPUPKIT_EXECUTABLE"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        // The test binary lives in the products directory (Linux:
        // <scratch>/debug/PopupKitPackageTests.xctest; macOS: inside the bundle).
        let runners = [CommandLine.arguments.first, Bundle.main.executablePath].compactMap { $0 }
        for runner in runners {
            var directory = URL(fileURLWithPath: runner).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("popupkit"))
                directory = directory.deletingLastPathComponent()
            }
        }
        // Fallback: any build directory of the package, newest binary first.
        let tools = repositoryRoot.appendingPathComponent("Tools")
        let builds = ((try? fileManager.contentsOfDirectory(atPath: tools.path)) ?? [])
            .filter { $0.hasPrefix(".build") }
            .map { tools.appendingPathComponent($0) }
        var found: [URL] = []
        for build in builds {
            found.append(build.appendingPathComponent("debug/popupkit"))
            for triple in (try? fileManager.contentsOfDirectory(atPath: build.path)) ?? [] {
                found.append(build.appendingPathComponent(triple).appendingPathComponent("debug/popupkit"))
            }
        }
        candidates += found.sorted { modified($0) > modified($1) }
        if let url = candidates.first(where: { fileManager.isExecutableFile(atPath: $0.path) && !isDirectory($0) }) {
            return .success(url)
        }
        return .failure(NotFound(searched: candidates.map(\.path)))
    }

    private static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }

    /// Writes `text` as `scenario.json` in a new temporary folder and returns its URL.
    static func writeScenario(_ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("scenario.json")
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Runs `popupkit` with `arguments` in `directory` and waits for it; the
    /// variables in `unset` are removed from its environment.
    static func run(_ arguments: [String], in directory: URL, unset: Set<String> = []) throws -> Output {
        let process = Process()
        process.executableURL = try executable.get()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !unset.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.filter { !unset.contains($0.key) }
        }
        let (status, stdout, stderr) = try capture(process, in: directory)
        return Output(status: status, stdout: stdout, stderr: stderr)
    }

    /// Runs `process` with its output in files in `directory` (not pipes: a full
    /// pipe would block the child while we wait), waits for it, and returns its
    /// status and output; the files are removed.
    static func capture(_ process: Process, in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let stdoutURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let stderrURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        for url in [stdoutURL, stderrURL] {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        defer {
            try? FileManager.default.removeItem(at: stdoutURL)
            try? FileManager.default.removeItem(at: stderrURL)
        }
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return (process.terminationStatus, try String(contentsOf: stdoutURL, encoding: .utf8),
                try String(contentsOf: stderrURL, encoding: .utf8))
    }
}

/// A fresh temporary directory for one test, removed at the end.
struct ScratchDirectory: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("popupkit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the directory and returns the name.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
        return name
    }

    func run(_ arguments: String...) throws -> PopupkitProcess.Output {
        try PopupkitProcess.run(arguments, in: url)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

extension Array where Element == String {
    fileprivate func dropLastEmpty() -> [String] {
        last == "" ? Array(dropLast()) : self
    }
}
