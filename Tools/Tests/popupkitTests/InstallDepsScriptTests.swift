import Foundation
import Testing

/// `scripts/install-deps.sh` (what `make deps` runs) and the Makefile's Linux-only
/// targets, on each kind of system: the script runs with a `PATH` of stand-ins only
/// (`uname`, `id`, `dpkg-query`, `apt-get`, `brew`), which record what they were
/// asked to install instead of installing it.
@Suite("install-deps.sh: apt-get on Linux, Homebrew on macOS, one line elsewhere")
struct InstallDepsScriptTests {
    static let script = PopupkitProcess.repositoryRoot.appendingPathComponent("scripts/install-deps.sh").path

    /// A Linux machine with apt-get, run as root, where `installed` are the
    /// packages dpkg knows; it has a `brew` too, which must not be used.
    static func linux(installed: [String]) throws -> FakeCommandDirectory {
        let system = try FakeCommandDirectory()
        try system.addPrinting("uname", "Linux")
        try system.addPrinting("id", "0")
        let known = installed.isEmpty ? "''" : installed.joined(separator: "|")
        try system.add("dpkg-query", #"case "${@: -1}" in \#(known)) echo 'install ok installed' ;; *) exit 1 ;; esac"#)
        try system.addRecording("apt-get")
        try system.addRecording("brew")
        return system
    }

    /// A Mac with Homebrew, where `installed` are the formulae brew lists.
    static func macOS(installed: [String]) throws -> FakeCommandDirectory {
        let system = try FakeCommandDirectory()
        try system.addPrinting("uname", "Darwin")
        try system.addPrinting("id", "501")
        let known = installed.isEmpty ? "''" : installed.joined(separator: "|")
        try system.add("brew", #"""
            if [ "$1" = list ]; then
              case "${@: -1}" in \#(known)) echo "${@: -1} 1.0" ;; *) exit 1 ;; esac
            else
              echo "brew $*" >> '\#(system.log.path)'
            fi
            """#)
        return system
    }

    func runScript(_ system: borrowing FakeCommandDirectory, _ arguments: String...) throws -> FakeCommandDirectory.Run {
        try system.run(system.bash, [Self.script] + arguments, in: system.root)
    }

    @Test("Linux: apt-get installs only the missing packages, brew is not asked")
    func linuxInstallsMissingWithAptGet() throws {
        let system = try Self.linux(installed: ["libcairo2-dev", "fonts-dejavu-core"])
        let run = try runScript(system)
        #expect(run.status == 0, "\(run)")
        #expect(run.calls == [
            "apt-get update -qq",
            "apt-get install -y -qq libpango1.0-dev libx11-dev libwebp-dev",
        ], "\(run)")
        #expect(run.stderrLines == ["installing: libpango1.0-dev libx11-dev libwebp-dev"], "\(run)")
    }

    @Test("Linux with --live: the virtual display, xdotool and ImageMagick too")
    func linuxLiveAddsTheLiveTestTools() throws {
        let system = try Self.linux(installed: ["libcairo2-dev", "libpango1.0-dev", "fonts-dejavu-core", "libx11-dev", "libwebp-dev"])
        let run = try runScript(system, "--live")
        #expect(run.status == 0, "\(run)")
        #expect(run.calls == ["apt-get update -qq", "apt-get install -y -qq xvfb xdotool x11-apps imagemagick"], "\(run)")
    }

    @Test("Linux with everything installed: nothing is run and nothing is printed")
    func linuxWithEverythingInstalledDoesNothing() throws {
        let system = try Self.linux(installed: ["libcairo2-dev", "libpango1.0-dev", "fonts-dejavu-core", "libx11-dev", "libwebp-dev"])
        let run = try runScript(system)
        #expect(run.status == 0, "\(run)")
        #expect(run.calls.isEmpty, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test("macOS: Homebrew installs the missing formulae, with no apt-get on the machine")
    func macOSInstallsMissingWithHomebrew() throws {
        let system = try Self.macOS(installed: ["pango"])
        let run = try runScript(system)
        #expect(run.status == 0, "\(run)")
        #expect(run.calls == ["brew install --quiet cairo webp pkg-config"], "\(run)")
        #expect(run.stderrLines == ["installing: cairo webp pkg-config"], "\(run)")
    }

    @Test("macOS with everything installed: brew installs nothing")
    func macOSWithEverythingInstalledDoesNothing() throws {
        let system = try Self.macOS(installed: ["cairo", "pango", "webp", "pkg-config"])
        let run = try runScript(system)
        #expect(run.status == 0, "\(run)")
        #expect(run.calls.isEmpty, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test("macOS with --live: one line saying the live window needs Linux, nothing installed")
    func macOSLiveSaysItNeedsLinux() throws {
        let system = try Self.macOS(installed: [])
        let run = try runScript(system, "--live")
        #expect(run.status != 0, "\(run)")
        #expect(run.calls.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.contains("needs Linux"), "\(run)")
    }

    @Test("macOS without Homebrew: one line naming Homebrew")
    func macOSWithoutHomebrewNamesIt() throws {
        let system = try FakeCommandDirectory()
        try system.addPrinting("uname", "Darwin")
        let run = try runScript(system)
        #expect(run.status != 0, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.contains("Homebrew"), "\(run)")
    }

    @Test("Neither apt-get nor brew: one line naming what to install, nothing run")
    func neitherAptGetNorHomebrewSaysWhatToInstall() throws {
        let system = try FakeCommandDirectory()
        try system.addPrinting("uname", "FreeBSD")
        try system.addPrinting("id", "0")
        let run = try runScript(system)
        #expect(run.status != 0, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.contains("neither apt-get (Linux) nor Homebrew (macOS) on this FreeBSD system"), "\(run)")
        #expect(run.stderr.contains("Cairo, Pango"), "\(run)")
    }

    /// `make` from the real `PATH`, if there is one.
    static let make: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":")
        .map { "\($0)/make" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("make live and make live-test stop with one line on macOS, before building", arguments: ["live", "live-test"])
    func makeLiveNeedsLinux(target: String) throws {
        let make = try #require(Self.make)
        let system = try Self.macOS(installed: [])
        let run = try system.run(make, ["--dry-run", target], in: PopupkitProcess.repositoryRoot)
        #expect(run.status != 0, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.contains("make \(target): the live window (X11) needs Linux; on Darwin"), "\(run)")
    }

    @Test("make live goes ahead on Linux")
    func makeLiveGoesAheadOnLinux() throws {
        let make = try #require(Self.make)
        let system = try Self.linux(installed: [])
        let run = try system.run(make, ["--dry-run", "live"], in: PopupkitProcess.repositoryRoot)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("popupkit playground"), "\(run)")
    }
}
