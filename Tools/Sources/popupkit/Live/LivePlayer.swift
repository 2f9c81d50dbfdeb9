#if os(Linux)
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitHost
import PopupKitScenario
import PopupKitX11
@_spi(Tools) import PopupKitCore

/// Plays a scenario in real time in a live window: a ``PopupCenter`` on a
/// ``PlaybackClock``, shown by an ``X11Host`` over the stand-in app screen.
///
/// Every lifecycle event (screen instants included) is printed on stdout as a
/// JSON line, as `simulate --instants` prints it, and so is every host request
/// (as `simulate --requests` prints them); a tap that passes through to the
/// app prints `{"at": …, "app": "tapped row N"}`. The frames of each animation
/// are reported on stderr when it ends, and the window's title counts them.
@MainActor
final class LivePlayer {
    struct Options {
        var speed = 1.0
        var loop = false
        /// Play up to this instant and hold the clock there (a still frame).
        var freezeAt: Instant?
        /// Where the window composites its frames.
        var compositing = X11Host.Compositing.ownThread
        /// Block the main actor at this scenario instant, for ``stallSeconds``
        /// (real seconds): what an app's synchronous work does.
        var stallAt: Instant?
        var stallSeconds = 1.0
    }

    private let scenario: Scenario
    private let name: String
    private let options: Options
    private let renderer: CairoRenderer
    private var host: X11Host?
    private var center: PopupCenter?
    /// Set by the first q, Escape or close: the notices are ending, the window goes next.
    private var quitting = false
    private var driver: Task<Void, Never>?
    /// Which playing of the scenario this is (from 1; `--loop` plays it again).
    private var round = 0
    /// Whether every input of this round has been handed to the center.
    private var sentAll = false
    private var over = false

    init(scenario: Scenario, name: String, options: Options, renderer: CairoRenderer) {
        self.scenario = scenario
        self.name = name
        self.options = options
        self.renderer = renderer
    }

    /// Opens the window and starts playing.
    /// - Throws: ``X11HostError`` when no window can be opened.
    func start() throws {
        let (center, clock) = makeCenter()
        // A still frame: no ticks, and groups mid-slide or mid-pop drawn exactly.
        let host = try X11Host(center: center, renderer: renderer, title: "PopupKit live: \(name)",
                               compositing: options.compositing, resamplesLayers: options.freezeAt == nil)
        self.host = host
        host.ticker.holdsFrames = options.freezeAt != nil
        host.backdrop = AppBackdrop.laidBehind
        host.onPassThrough = { [weak self] point in self?.passedThrough(point) }
        host.onIdle = { [weak self] animation in self?.reportFrames(animation) }
        host.onRequest = { request in LiveOutput.line(RequestJSON.line(request)) }
        host.onKey = { [weak self] key in
            if key == "q" || key == "escape" { self?.quit() }
        }
        host.onClose = { [weak self] in self?.quit() }
        host.onError = { error in LiveOutput.error("cannot draw a frame: \(error)") }
        LiveOutput.error("window \(host.window.windowID) on \(host.window.displayName): \(host.window.width)×\(host.window.height) pixels"
            + " at \(renderer.scale)×\(host.fitNote), composited \(host.compositing == .ownThread ? "on a thread of its own" : "on the main queue");"
            + " q or Escape quits")
        host.start()
        play(center, clock)
    }

    /// A new center and clock for one playing of the scenario.
    private func makeCenter() -> (PopupCenter, PlaybackClock) {
        round += 1
        sentAll = false
        over = false
        let clock = PlaybackClock(speed: options.speed)
        let center = PopupCenter(configuration: scenario.configuration, rules: scenario.rules,
                                 container: scenario.container, styles: scenario.styles,
                                 measurer: renderer.textMeasurer, clock: clock)
        center.eventHandler = { [weak self] event in
            LiveOutput.line(EventJSON.line(event))
            self?.checkOver()
        }
        center.warningHandler = { warning in LiveOutput.error("\(warning)") }
        self.center = center
        return (center, clock)
    }

    /// Hands the scenario's inputs to the center at their times.
    private func play(_ center: PopupCenter, _ clock: PlaybackClock) {
        if let freezeAt = options.freezeAt {
            // Every input up to the frozen instant, each dated at its own time; they
            // run in order on the main actor, then the clock stands at the instant.
            for event in scenario.events where event.at <= freezeAt {
                clock.pinned(at: Self.duration(event.at)) { center.send(event.action) }
            }
            clock.hold(at: Self.duration(freezeAt))
            driver = Task {
                await center.flush()
                LiveOutput.error("frozen at \(Format.seconds(freezeAt))s")
            }
            return
        }
        let events = scenario.events
        clock.run()
        if let stallAt = options.stallAt { stall(at: stallAt, on: clock) }
        driver = Task { [weak self] in
            for event in events {
                do {
                    try await clock.sleep(until: PlaybackClock.Instant(offset: Self.duration(event.at)), tolerance: nil)
                } catch {
                    return  // Another round replaced this one.
                }
                guard !Task.isCancelled else { return }
                clock.pinned(at: Self.duration(event.at)) { center.send(event.action) }
            }
            await center.flush()
            guard !Task.isCancelled else { return }
            self?.sentAll = true
            self?.checkOver()
        }
    }

    /// Blocks the main actor at `time` for ``Options/stallSeconds``, as an app's
    /// synchronous work (a big decode, a database save) does: the center, the
    /// driver and the window's events wait; only a compositor of its own thread
    /// keeps the motions playing.
    private func stall(at time: Instant, on clock: PlaybackClock) {
        let seconds = options.stallSeconds
        Task {
            do {
                try await clock.sleep(until: PlaybackClock.Instant(offset: Self.duration(time)), tolerance: nil)
            } catch {
                return
            }
            LiveOutput.error("stalling the main actor for \(String(format: "%.2f", seconds))s at \(Format.seconds(time))s")
            Self.block(seconds: seconds)
            LiveOutput.error("stall over")
        }
    }

    private static func block(seconds: Double) {
        Thread.sleep(forTimeInterval: seconds)
    }

    /// The scenario is over when every input was sent and nothing is due or on screen.
    private func checkOver() {
        guard sentAll, !over, let center else { return }
        let engine = center.stage.engine
        guard engine.nextDeadline == nil, engine.screen.isEmpty else { return }
        over = true
        LiveOutput.error("over at \(Format.seconds(center.now))s" + (options.loop ? "; playing again" : "; q or Escape quits"))
        guard options.loop else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            MainActor.assumeIsolated { self?.playAgain() }
        }
    }

    private func playAgain() {
        driver?.cancel()
        let (center, clock) = makeCenter()
        LiveOutput.error("round \(round)")
        host?.attach(center)
        play(center, clock)
    }

    private func passedThrough(_ point: Point) {
        guard let center else { return }
        LiveOutput.appTapped(row: AppBackdrop().row(at: point, in: center.stage.container), at: center.now)
    }

    private func reportFrames(_ animation: FrameStatistics) {
        guard let host, let center else { return }
        LiveOutput.error("frames: \(host.statistics.framesDrawn) in all; this animation \(animation.framesDrawn),"
            + " mean \(Self.milliseconds(animation.meanMilliseconds)) ms, slowest \(Self.milliseconds(animation.slowestMilliseconds)) ms;"
            + " layers drawn \(host.layersDrawn), frames composited \(host.framesComposited); now \(center.frameNeed)")
    }

    /// Ends every notice still up or waiting (each prints its end event), then
    /// closes the window.
    private func quit() {
        guard !quitting else { return }
        quitting = true
        driver?.cancel()
        guard let center else { return close() }
        for input in Playground.quitInputs { center.send(input) }
        Task {
            await center.flush()
            self.close()
        }
    }

    private func close() {
        if let host {
            let all = host.statistics
            LiveOutput.error("frames: \(all.framesDrawn) in all, mean \(Self.milliseconds(all.meanMilliseconds)) ms,"
                + " slowest \(Self.milliseconds(all.slowestMilliseconds)) ms")
            host.close()
        }
        LiveWindow.finish()
    }

    private static func duration(_ instant: Instant) -> Duration {
        .microseconds(instant.microseconds)
    }

    private static func milliseconds(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}

/// Lines for stdout (events) and stderr (reports), written at once so a reader
/// sees them while the window is open.
extension X11Host {
    /// `, shown at 0.84× to fit the display` when the window had to shrink; empty otherwise.
    var fitNote: String {
        windowScale < 1 ? ", shown at \(String(format: "%.2f", windowScale))× to fit the display" : ""
    }
}

enum LiveOutput {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `{"at": …, "app": "tapped row N"}` (or `"tapped outside the list"`): a tap
    /// that PopupKit passed through to the stand-in app.
    static func appTapped(row: Int?, at time: Instant) {
        let what = row.map { "tapped row \($0)" } ?? "tapped outside the list"
        line("{\"at\": \(Format.seconds(time)), \"app\": \(Format.quoted(what))}")
    }
}
#endif
