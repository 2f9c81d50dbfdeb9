import Foundation
import Testing

/// The docs' Swift snippets are quotations of examples/snippets/*.swift, which are
/// compiled (scripts/snippets.py explains the format). Here `make test` runs the
/// quotation check on the repository, shows on a small tree of its own that the
/// check fails on drift, and type-checks the `manifest` snippet against the
/// toolchain's PackageDescription (the `ios` ones are `make ios-check`'s, the
/// `swift-testing` one runs in PopupKitTestingTests).
@Suite("Doc snippets")
struct DocSnippetTests {
    static let root = PopupkitProcess.repositoryRoot
    static let script = root.appendingPathComponent("scripts/snippets.py")

    struct Run: CustomStringConvertible {
        var status: Int32
        var output: String
        var description: String { "exit \(status)\n\(output)" }
    }

    /// Runs `executable` (looked up on `PATH` by env) with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let (status, stdout, stderr) = try PopupkitProcess.capture(process, in: FileManager.default.temporaryDirectory)
        return Run(status: status, output: stdout + stderr)
    }

    @Test("every ```swift block of the README and docs is its snippet file's visible text")
    func docsQuoteTheirFiles() throws {
        let check = try Self.run(["python3", Self.script.path, "check"], in: Self.root)
        #expect(check.status == 0, "python3 scripts/snippets.py check:\n\(check.output)")
    }

    @Test("the check fails on a drifted block, a missing marker, an unquoted file and a bad tag; write repairs drift")
    func checkCanFail() throws {
        let tree = ScratchTree()
        defer { tree.remove() }
        try tree.write("scripts/snippets.py", String(contentsOf: Self.script, encoding: .utf8))
        try tree.write("examples/snippets/Hello.swift", """
            // snippet.hide
            // A test snippet.
            // snippet-build: ios
            func hello() {
            // snippet.show
            print("hello")
            // snippet.hide
            }

            """)
        let readme = "# T\n\n<!-- snippet: examples/snippets/Hello.swift -->\n```swift\nprint(\"hello\")\n```\n"
        try tree.write("README.md", readme)
        let script = tree.url.appendingPathComponent("scripts/snippets.py").path
        func check() throws -> Run { try Self.run(["python3", script, "check"], in: tree.url) }

        var run = try check()
        #expect(run.status == 0, "\(run)")
        run = try Self.run(["python3", script, "list", "ios"], in: tree.url)
        #expect(run.status == 0 && run.output == "examples/snippets/Hello.swift\n", "\(run)")

        try tree.write("README.md", readme.replacingOccurrences(of: "\"hello\"", with: "\"hullo\""))
        run = try check()
        #expect(run.status == 1, "\(run)")
        #expect(run.output.contains("--- README.md:5 (the doc shows)"), "the diff names the doc's line: \(run)")
        #expect(run.output.contains("-print(\"hullo\")\n+print(\"hello\")"), "a unified diff: \(run)")
        run = try Self.run(["python3", script, "write"], in: tree.url)
        #expect(run.status == 0, "\(run)")
        #expect(try tree.read("README.md") == readme, "write puts the file's text back")

        try tree.write("README.md", readme.replacingOccurrences(of: "<!-- snippet: examples/snippets/Hello.swift -->\n", with: ""))
        run = try check()
        #expect(run.status == 1 && run.output.contains("README.md:3: a ```swift block without a marker"), "\(run)")
        #expect(run.output.contains("examples/snippets/Hello.swift: quoted by no document"), "\(run)")

        try tree.write("README.md", readme)
        try tree.write("examples/snippets/Hello.swift", try tree.read("examples/snippets/Hello.swift")
            .replacingOccurrences(of: "snippet-build: ios", with: "snippet-build: macos"))
        run = try check()
        #expect(run.status == 1 && run.output.contains("unknown snippet-build tag `macos`"), "\(run)")
        run = try Self.run(["python3", script, "list", "ios"], in: tree.url)
        #expect(run.status == 1 && run.output.contains("has no valid snippet-build tag"), "an untagged file fails the listing: \(run)")
    }

    // MARK: The manifest snippet

    @Test("the manifest snippet type-checks against PackageDescription and names PopupKit's products")
    func manifestSnippet() throws {
        let listed = try Self.run(["python3", Self.script.path, "list", "manifest"], in: Self.root)
        try #require(listed.status == 0, "\(listed)")
        let files = listed.output.split(separator: "\n").map { Self.root.appendingPathComponent(String($0)) }
        #expect(!files.isEmpty, "the README's package line is a manifest snippet")
        let toolchain = try ManifestToolchain.locate()
        let ours = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let typecheck = try toolchain.typecheck(file)
            #expect(typecheck.status == 0, "\(file.lastPathComponent) does not type-check:\n\(typecheck.output)")
            for product in text.matches(of: /\.product\(name: "([^"]+)", package: "PopupKit"\)/) {
                #expect(ours.contains(".library(name: \"\(product.1)\""), "\(product.1) is not a product of PopupKit")
            }
        }
        // The type-check can fail: the same file with a wrong label does not pass.
        let tree = ScratchTree()
        defer { tree.remove() }
        for file in files {
            let broken = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "from:", with: "form:")
            try tree.write(file.lastPathComponent, broken)
            let typecheck = try toolchain.typecheck(tree.url.appendingPathComponent(file.lastPathComponent))
            #expect(typecheck.status != 0 && typecheck.output.contains("error:"), "\(typecheck)")
        }
    }
}

/// The compiler and the PackageDescription module SwiftPM compiles manifests with.
struct ManifestToolchain {
    struct NotFound: Error, CustomStringConvertible {
        var description: String
    }

    let swiftc: String
    let manifestAPI: String
    let sdk: [String]

    /// `swiftc` from `SWIFTC`, `xcrun` on macOS or `PATH`; PackageDescription in its
    /// toolchain's lib/swift/pm/ManifestAPI.
    static func locate() throws -> ManifestToolchain {
        let environment = ProcessInfo.processInfo.environment
        var sdk: [String] = []
        var found = environment["SWIFTC"]
        #if os(macOS)
        if found == nil {
            found = try? DocSnippetTests.run(["xcrun", "--find", "swiftc"], in: DocSnippetTests.root).output
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let path = try? DocSnippetTests.run(["xcrun", "--show-sdk-path"], in: DocSnippetTests.root).output {
            sdk = ["-sdk", path.trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        #endif
        if found == nil {
            found = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let swiftc = found else { throw NotFound(description: "no swiftc on PATH (set SWIFTC)") }
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let api = bin.appendingPathComponent("../lib/swift/pm/ManifestAPI").standardized.path
        guard FileManager.default.fileExists(atPath: api) else {
            throw NotFound(description: "no PackageDescription at \(api) (next to \(swiftc))")
        }
        return ManifestToolchain(swiftc: swiftc, manifestAPI: api, sdk: sdk)
    }

    /// Type-checks `file` as a manifest of the tools version its
    /// `// swift-tools-version:` line names, as SwiftPM would compile it.
    func typecheck(_ file: URL) throws -> DocSnippetTests.Run {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let version = text.firstMatch(of: /\/\/ swift-tools-version: *([0-9.]+)/)?.1 else {
            return DocSnippetTests.Run(status: 1, output: "\(file.path): no // swift-tools-version: line")
        }
        return try DocSnippetTests.run([swiftc, "-typecheck", "-I", manifestAPI, "-package-description-version", String(version)]
            + sdk + [file.path], in: file.deletingLastPathComponent())
    }
}

/// A temporary folder of files for one test.
struct ScratchTree {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("popupkit-snippets-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
