import Foundation
import Testing

/// `scripts/test.sh` (what `make test` runs), with a stand-in `swift` that prints a
/// recorded Swift Testing log and exits as `swift test` would, once for PopupKit's
/// package and once for the tools' (`--package-path Tools`): the summary line over
/// both, what the terminal keeps, and the exit status.
@Suite("make test: both packages, Swift Testing only, one summary line, swift test's exit status")
struct TestScriptTests {
    static let passingLog = """
        Building for debugging...
        Build complete! (3.15s)
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ↳ Target Platform: x86_64-unknown-linux-gnu
        ◇ Suite S started.
        ◇ Test a() started.
        ➜ Test b() skipped: "no"
        ✔ Test a() passed after 0.001 seconds.
        ◇ Test d(x:) started.
        ◇ Test case passing 1 argument x → 1 to d(x:) started.
        ✔ Test d(x:) with 2 test cases passed after 0.001 seconds.
        ✔ Test e() passed after 0.002 seconds.
        ✔ Suite S passed after 0.003 seconds.
        ✔ Test run with 4 tests in 1 suite passed after 1.25 seconds.

        """

    static let failingLog = """
        Build complete! (3.15s)
        ◇ Test run started.
        ◇ Test a() started.
        ✔ Test a() passed after 0.001 seconds.
        ✘ Test c() recorded an issue at SkipTests.swift:5:20: Expectation failed: 1 == 2
        ✘ Test c() failed after 0.001 seconds with 1 issue.
        ✘ Test d(x:) recorded an issue with 1 argument x → 2 at SkipTests.swift:6:45: Expectation failed: (x → 2) == 1
        ✘ Test d(x:) with 2 test cases failed after 0.001 seconds with 1 issue.
        ✘ Suite S failed after 0.001 seconds with 2 issues.
        ✘ Test run with 3 tests in 1 suite failed after 0.5 seconds with 2 issues.

        """

    /// The tools' package: two tests passed.
    static let toolsLog = """
        Build complete! (2.5s)
        ◇ Test run started.
        ◇ Test f() started.
        ✔ Test f() passed after 0.001 seconds.
        ✔ Test g() passed after 0.001 seconds.
        ✔ Test run with 2 tests in 1 suite passed after 0.75 seconds.

        """

    static let buildErrorLog = """
        Building for debugging...
        /src/Tests/A.swift:3:1: error: cannot find 'x' in scope
        error: fatalError

        """

    /// Runs a copy of the script (so its log goes to the copy's `.build`, or to
    /// `logPath` there) with `arguments`, the `environment` assignments, and a
    /// `swift` that prints `log` and exits with `status` for PopupKit's package, and
    /// prints `toolsLog` and exits with `toolsStatus` for the tools'.
    static func runScript(printing log: String, exiting status: Int32, toolsLog: String = toolsLog, toolsStatus: Int32 = 0,
                          arguments: [String] = [], environment: [String] = [],
                          logPath: String = ".build/test.log") throws -> (FakeCommandDirectory.Run, log: String) {
        let system = try FakeCommandDirectory()
        let scripts = system.root.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        let script = scripts.appendingPathComponent("test.sh")
        try FileManager.default.copyItem(at: PopupkitProcess.repositoryRoot.appendingPathComponent("scripts/test.sh"), to: script)
        let recorded = system.root.appendingPathComponent("recorded.log")
        try Data(log.utf8).write(to: recorded)
        let recordedTools = system.root.appendingPathComponent("recorded-tools.log")
        try Data(toolsLog.utf8).write(to: recordedTools)
        try system.add("swift", """
            echo "swift $*" >> '\(system.log.path)'
            case " $* " in
              *" --package-path Tools "*) cat '\(recordedTools.path)'; exit \(toolsStatus) ;;
            esac
            cat '\(recorded.path)'
            exit \(status)
            """)
        let run = try system.run("/usr/bin/env", environment + [system.bash, script.path] + arguments, in: system.root,
                                 keepingSystemPath: true)
        let whole = try String(contentsOf: system.root.appendingPathComponent(logPath), encoding: .utf8)
        return (run, whole)
    }

    @Test("A passing run ends with the counts and the time, without the routine lines or XCTest")
    func passingRunEndsWithSummary() throws {
        let (run, log) = try Self.runScript(printing: Self.passingLog, exiting: 0)
        #expect(run.status == 0, "\(run)")
        #expect(run.calls == ["swift test --disable-xctest", "swift test --disable-xctest --package-path Tools"], "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "make test: 6 tests run, 5 passed, 0 failed, 1 skipped in 2 s; the whole log is in .build/test.log",
                "\(run)")
        #expect(lines.contains(#"➜ Test b() skipped: "no""#), "\(run)")
        #expect(!lines.contains { $0.hasPrefix("✔") || $0.hasPrefix("◇") || $0.hasPrefix("↳ Testing Library") }, "\(run)")
        #expect(log == Self.passingLog + Self.toolsLog, "the whole log keeps every line of both")
    }

    @Test("A failing run exits non-zero, shows the failures and counts failed tests, not issues")
    func failingRunFails() throws {
        let (run, _) = try Self.runScript(printing: Self.failingLog, exiting: 1)
        #expect(run.status == 1, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("✘ Test c() failed after 0.001 seconds with 1 issue."), "\(run)")
        #expect(lines.last == "make test: 5 tests run, 3 passed, 2 failed, 0 skipped in 1.25 s; the whole log is in .build/test.log",
                "\(run)")
    }

    @Test("TEST_PACKAGES=tools (make ubsan) runs the tools' package alone")
    func toolsAlone() throws {
        let (run, log) = try Self.runScript(printing: Self.failingLog, exiting: 1, environment: ["TEST_PACKAGES=tools"])
        #expect(run.status == 0, "\(run)")
        #expect(run.calls == ["swift test --disable-xctest --package-path Tools"], "\(run)")
        #expect(run.stdout.split(separator: "\n").last
                == "make test: 2 tests run, 2 passed, 0 failed, 0 skipped in 0.75 s; the whole log is in .build/test.log", "\(run)")
        #expect(log == Self.toolsLog)
    }

    @Test("A failing tools package fails the run too, after PopupKit's passed")
    func failingToolsFail() throws {
        let (run, _) = try Self.runScript(printing: Self.passingLog, exiting: 0, toolsLog: Self.failingLog, toolsStatus: 1)
        #expect(run.status == 1, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "make test: 7 tests run, 4 passed, 2 failed, 1 skipped in 1.75 s; the whole log is in .build/test.log",
                "\(run)")
    }

    @Test("A failed build exits non-zero with one line saying there are no results")
    func failedBuildFails() throws {
        let (run, _) = try Self.runScript(printing: Self.buildErrorLog, exiting: 1)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("error: cannot find 'x' in scope"), "\(run)")
        #expect(run.stderrLines == ["make test: no test results from popupkit (exit 1): the build or the test run stopped early; "
                                    + "the whole log is in .build/test.log"], "\(run)")
        let tools = try Self.runScript(printing: Self.passingLog, exiting: 0, toolsLog: Self.buildErrorLog, toolsStatus: 1).0
        #expect(tools.status == 1, "\(tools)")
        #expect(tools.stderrLines == ["make test: no test results from tools (exit 1): the build or the test run stopped early; "
                                      + "the whole log is in .build/test.log"], "\(tools)")
    }

    @Test("With --scratch-path the log is in that folder, SUMMARY_NAME names the run, an exit after passing tests is said, and the linker's AddressSanitizer lines are only in the log",
          arguments: [["--scratch-path", ".build-asan"], ["--scratch-path=.build-asan"]])
    func sanitizerRun(scratch: [String]) throws {
        let linker = "/usr/bin/ld.gold: warning: Cannot export local symbol '__asan_extra_spill_area'\n"
        let (run, log) = try Self.runScript(printing: linker + Self.passingLog, exiting: 1, arguments: scratch + ["--sanitize=address"],
                                            environment: ["SUMMARY_NAME=make asan"], logPath: ".build-asan/test.log")
        #expect(run.status == 1, "\(run)")
        #expect(run.calls == ["swift test --disable-xctest " + scratch.joined(separator: " ") + " --sanitize=address",
                              "swift test --disable-xctest --package-path Tools --scratch-path .build-asan/tools --sanitize=address"],
                "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "make asan: 6 tests run, 5 passed, 0 failed, 1 skipped in 2 s; the whole log is in .build-asan/test.log",
                "\(run)")
        #expect(run.stderrLines == ["make asan: swift test exited 1 after the tests (a sanitizer's report at exit?); "
                                    + "the whole log is in .build-asan/test.log"], "\(run)")
        #expect(!run.stdout.contains("ld.gold"), "the linker's lines about AddressSanitizer's helpers stay in the log: \(run)")
        #expect(log == linker + Self.passingLog + Self.toolsLog)
    }
}
