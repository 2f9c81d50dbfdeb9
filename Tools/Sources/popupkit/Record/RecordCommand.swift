import ArgumentParser
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
import PopupKitWebP
@_spi(Tools) import PopupKitCore

/// `popupkit record SCENARIO --out FILE.webp [--fps N] [--scale N] [--from T] [--to T]
/// [--no-backdrop | --background FILE.png] [--quality Q]`: the scenario as an animated WebP.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Records a scenario as an animated WebP: the live window's frames, off screen and in virtual time.",
        discussion: """
        Time steps at a fixed frame rate: frame i shows the scenario at FROM + i/FPS seconds and appears \
        i*1000/FPS milliseconds (rounded down) into the animation, which lasts TO - FROM and loops forever. \
        Every frame is drawn by the live window's layered renderer, exactly (groups mid-slide or mid-pop are \
        drawn afresh), over the stand-in app screen unless --no-backdrop or --background says otherwise, so a \
        frame equals `render --at T --backdrop`. TO defaults to when the scenario is over (its last input \
        applied, no deadline pending, nothing moving) plus a 0.5 s hold; a recording spans at most 600 s, and \
        one of 300 frames or more reports each tenth done on standard error. Frames are lossless unless --quality \
        asks for lossy ones; a frame the same as the one before is merged into it, so still moments cost \
        nothing. When the screen changes size (a rotation), the animation is as large as the largest screen \
        and smaller frames sit at its top left. Text uses the DejaVu fonts only: the same scenario gives the \
        same file, byte for byte.
        """
    )

    /// How long the default end holds the screen at rest.
    static let hold = 0.5

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(help: ArgumentHelp("Write the animation to this file.", valueName: "file.webp"))
    var out: String

    @Option(help: "Frames per second, 1 to 60.")
    var fps = 30

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("Start at this time (seconds; default 0).", valueName: "seconds"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("End at this time (seconds; default: when the scenario is over, plus 0.5 s).",
                               valueName: "seconds"))
    var to: String?

    @Flag(inversion: .prefixedNo, help: "Draw the stand-in app screen behind the notices (on by default).")
    var backdrop = true

    @Option(help: ArgumentHelp("A PNG drawn first, stretched to the screen, instead of the stand-in app screen.",
                               valueName: "file.png"))
    var background: String?

    @Option(help: "Lossy frames at this quality, 1 to 100 (default: lossless).")
    var quality: Int?

    func validate() throws {
        guard (1...60).contains(fps) else { throw ValidationError("--fps must be 1 to 60, got \(fps)") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        if let quality, !(1...100).contains(quality) {
            throw ValidationError("--quality must be 1 to 100, got \(quality)")
        }
        guard out.lowercased().hasSuffix(".webp") else { throw ValidationError("--out must name a .webp file, got \(out)") }
    }

    func run() throws {
        let start = try parseTime(from ?? "0", option: "--from")
        let explicitEnd = try to.map { try parseTime($0, option: "--to") }
        if let explicitEnd, explicitEnd <= start {
            throw CommandFailure.badInput("--from must be before --to, got --from \(Format.seconds(start)) --to \(Format.seconds(explicitEnd))")
        }
        try checkWritable(out)
        let renderer = try scenarioRenderer(forScenarioAt: self.scenario, scale: scale, background: background)
        let scenario = try loadScenario(self.scenario)
        let end: Instant
        if let explicitEnd {
            end = explicitEnd
        } else {
            guard let rest = ScenarioRunner(scenario, measurer: renderer.textMeasurer).restInstant() else {
                throw CommandFailure.badInput("\(self.scenario) never comes to rest (a spinner left on screen?); give the end with --to")
            }
            end = rest + TimeSpan(seconds: Self.hold)
            guard end > start else {
                throw CommandFailure.badInput("--from must be before the end, \(Format.seconds(end))s (the scenario is over at \(Format.seconds(rest))s)")
            }
        }
        guard end - start <= Recording.longestSpan else {
            throw CommandFailure.badInput("a recording spans at most \(Format.seconds(Instant.zero + Recording.longestSpan))s;"
                + " \(Format.seconds(start))s to \(Format.seconds(end))s is longer: choose a part with --from and --to")
        }
        let recording = Recording(scenario: scenario, start: start, end: end, fps: fps, renderer: renderer,
                                  backdrop: backdrop && background == nil,
                                  compression: quality.map { .lossy(quality: Float($0)) } ?? .lossless())
        let clock = ContinuousClock()
        let began = clock.now
        let result: Recording.Result
        do {
            result = try MainActor.assumeIsolated {
                try recording.record(to: out) { done, total in
                    FileHandle.standardError.write(Data("recording: \(done) of \(total) frames\n".utf8))
                }
            }
        } catch let error as CocoaError {
            throw CommandFailure.badInput("cannot write \(out): \(error.localizedDescription)")
        } catch {
            throw CommandFailure.badInput("cannot record: \(error)")
        }
        for warning in result.warnings {
            FileHandle.standardError.write(Data("\(warning)\n".utf8))
        }
        let elapsed = (clock.now - began).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let summary = "recorded \(out): \(result.frames) frames at \(fps) fps, \(Format.seconds(start))s to"
            + " \(Format.seconds(end))s (\(result.durationMilliseconds) ms), \(result.width)×\(result.height) pixels,"
            + " \(result.bytes) bytes in \(String(format: "%.1f", seconds)) s\n"
        FileHandle.standardError.write(Data(summary.utf8))
    }

    /// Fails early (before drawing anything) when `path` cannot be written.
    private func checkWritable(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue, FileManager.default.isWritableFile(atPath: path) else {
                throw CommandFailure.badInput("cannot write \(path): \(isDirectory.boolValue ? "it is a directory" : "permission denied")")
            }
            return
        }
        let directory = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure.badInput("cannot write \(path): no directory \(directory)")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw CommandFailure.badInput("cannot write \(path): the directory \(directory) is not writable")
        }
    }
}
