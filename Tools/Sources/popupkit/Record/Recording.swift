import Foundation
import PopupKit
import PopupKitCairo
import PopupKitHost
import PopupKitScenario
import PopupKitWebP
import PopupKitX11
@_spi(Tools) import PopupKitCore

/// The live window's path, off screen and in virtual time: the scenario is played
/// on a center shown by the host driver on a ``CairoLayerSurface`` (as the X11
/// host shows it), one frame every 1/fps seconds (``DrivenPlayback``), and every
/// frame is handed to an ``AnimatedWebPWriter``.
struct Recording {
    /// What a recording made.
    struct Result {
        /// Frames drawn and handed to the encoder.
        var frames: Int
        var durationMilliseconds: Int
        /// The animation's canvas in pixels.
        var width: Int
        var height: Int
        /// The file's size.
        var bytes: Int
        var warnings: [EngineWarning]
    }

    var scenario: Scenario
    var start: Instant
    var end: Instant
    var fps: Int
    var renderer: CairoRenderer
    /// Whether the stand-in app screen is drawn behind the notices.
    var backdrop: Bool
    var compression: AnimatedWebPWriter.Compression

    /// The animation's length: `end − start` to the millisecond (at least 1 ms).
    var durationMilliseconds: Int {
        max(1, Int(((end - start).microseconds + 500) / 1000))
    }

    /// How many frames fit in the duration: every i with i/fps before its end.
    var frameCount: Int {
        (durationMilliseconds * fps + 999) / 1000
    }

    /// When frame `index` appears in the animation: `index × 1000 / fps` ms, rounded down.
    func timestamp(ofFrame index: Int) -> Int {
        index * 1000 / fps
    }

    /// The scenario time frame `index` shows: `start + index / fps` s, to the microsecond.
    func time(ofFrame index: Int) -> Instant {
        start + TimeSpan(microseconds: Int64((index * 1_000_000 + fps / 2) / fps))
    }

    /// The longest recording: ten minutes. A span beyond it is a mistyped `--to`
    /// (`100000` for `100`) that would draw for hours into a file no viewer opens.
    static let longestSpan = TimeSpan(seconds: 600)

    /// Recordings of at least this many frames report their progress.
    static let framesWorthReporting = 300

    /// Whether finishing frame `index` (from 0) of `count` completes another tenth
    /// of a recording long enough to report: the tenths are where a progress line goes.
    static func completesTenth(frame index: Int, of count: Int) -> Bool {
        guard count >= framesWorthReporting, index < count else { return false }
        return (index + 1) * 10 / count > index * 10 / count
    }

    /// Draws every frame, encodes them and writes the file; `progress` hears of each
    /// tenth of a long recording done (frames drawn, frames in all).
    /// - Throws: ``AnimatedWebPError``, ``CairoError``, or the file system's error.
    @MainActor
    func record(to path: String, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Result {
        let canvas = canvasSize()
        let writer = try AnimatedWebPWriter(width: canvas.width, height: canvas.height, compression: compression)
        let surface = CairoLayerSurface(renderer: renderer)
        // Exact frames: a group mid-slide or mid-pop is drawn afresh rather than
        // resampled, so every frame is the still `render` draws.
        surface.layers.resamplesLayers = false
        let failure = FirstError()
        surface.onError = { error in failure.keep(error) }
        let playback = DrivenPlayback(scenario, measurer: renderer.textMeasurer, surface: surface, backdrop: backdrop)
        var padded: [UInt32] = []
        for index in 0..<frameCount {
            playback.advance(to: time(ofFrame: index))
            // The compositor's frame at that instant: the declared motions played to it.
            surface.composite(at: time(ofFrame: index))
            if let error = failure.error { throw error }
            // A frame that changed nothing keeps the last frame's pixels.
            let added: Void? = try surface.layers.withFrame { base, width, height, bytesPerRow in
                if width == canvas.width, height == canvas.height {
                    try writer.add(premultipliedARGB: base, bytesPerRow: bytesPerRow, at: timestamp(ofFrame: index))
                } else {
                    // A smaller screen (before or after a rotation) at the top left.
                    padded = Array(repeating: 0, count: canvas.width * canvas.height)
                    for y in 0..<min(height, canvas.height) {
                        let row = (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<min(width, canvas.width) { padded[y * canvas.width + x] = row[x] }
                    }
                    try writer.add(padded, at: timestamp(ofFrame: index))
                }
            }
            guard added != nil else { throw CairoError.cairo("no frame committed at \(Format.seconds(time(ofFrame: index)))s") }
            if Self.completesTenth(frame: index, of: frameCount) { progress(index + 1, frameCount) }
        }
        let data = try writer.finish(at: durationMilliseconds)
        try AtomicOutput.write(data, to: path)
        return Result(frames: frameCount, durationMilliseconds: durationMilliseconds, width: canvas.width,
                      height: canvas.height, bytes: data.count, warnings: playback.warnings)
    }

    /// The largest screen in pixels from the start to the end: the first one and
    /// every `container` input up to the end.
    func canvasSize() -> (width: Int, height: Int) {
        var sizes = [scenario.container.size]
        for event in scenario.events where event.at <= end {
            if case let .container(size, _, _) = event.action { sizes.append(size) }
        }
        return sizes.reduce((width: 1, height: 1)) { largest, size in
            let pixels = renderer.pixelSize(of: RenderScene(size: size, time: start, nodes: []))
            return (max(largest.width, pixels.width), max(largest.height, pixels.height))
        }
    }
}

/// The first error a surface reported while drawing.
@MainActor
private final class FirstError {
    private(set) var error: (any Error)?

    func keep(_ error: any Error) {
        if self.error == nil { self.error = error }
    }
}
