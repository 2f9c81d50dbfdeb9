#if os(Linux)
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
import PopupKitX11
@_spi(Tools) import PopupKitCore

/// The interactive playground in a live window: a ``PopupCenter`` on the real
/// clock, shown by an ``X11Host`` over a list whose rows are buttons.
///
/// A key or a tap on a row presses a ``PlaygroundAction``; a tap on the app
/// outside the rows shows a bubble pointing at it. Every lifecycle event, host
/// request and tap that reaches the app is printed on stdout as a JSON line, as
/// `popupkit live` prints them.
@MainActor
final class PlaygroundSession {
    private var playground = Playground()
    private let renderer: CairoRenderer
    private let center: PopupCenter
    private var host: X11Host?
    /// Set by the first q, Escape or close: the notices are ending, the window goes next.
    private var quitting = false

    init(renderer: CairoRenderer) {
        self.renderer = renderer
        let setup = playground.scenario
        center = PopupCenter(configuration: setup.configuration, rules: setup.rules, container: setup.container,
                             styles: setup.styles, measurer: renderer.textMeasurer)
        center.eventHandler = { event in LiveOutput.line(EventJSON.line(event)) }
        center.warningHandler = { warning in LiveOutput.error("\(warning)") }
    }

    /// Opens the window and waits for keys and clicks.
    /// - Throws: ``X11HostError`` when no window can be opened.
    func start() throws {
        let host = try X11Host(center: center, renderer: renderer, title: "PopupKit playground")
        self.host = host
        host.backdrop = { [weak self] scene, stage in
            guard let self else { return scene }
            return self.playground.backdrop.behind(scene, on: stage)
        }
        host.onPassThrough = { [weak self] point in self?.passedThrough(point) }
        host.onRequest = { request in LiveOutput.line(RequestJSON.line(request)) }
        host.onKey = { [weak self] key in self?.typed(key) }
        host.onClose = { [weak self] in self?.quit() }
        host.onError = { error in LiveOutput.error("cannot draw a frame: \(error)") }
        LiveOutput.error("window \(host.window.windowID) on \(host.window.displayName) at \(renderer.scale)×\(host.fitNote)."
            + " Tap a row or press its key; 1 and 2 press a popup's buttons; q or Escape quits.")
        for action in PlaygroundAction.allCases {
            LiveOutput.error("  \(action.key.uppercased())  \(action.summary)")
        }
        host.start()
    }

    private func typed(_ key: String) {
        if key == "q" || key == "escape" { return quit() }
        if let button = Playground.popupButton(forKey: key, on: center.stage.engine.screen) {
            LiveOutput.line("{\"at\": \(Format.seconds(center.now)), \"pressed\": \(Format.quoted(key))}")
            return center.send(button)
        }
        guard let action = PlaygroundAction(key: key) else { return }
        press(action)
    }

    /// A tap the center did not claim: a row's button, or a bubble pointing at it.
    private func passedThrough(_ point: Point) {
        let container = center.stage.container
        let row = playground.backdrop.row(at: point, in: container)
        LiveOutput.appTapped(row: row, at: center.now)
        if let row, let action = playground.action(onRow: row) {
            press(action)
        } else {
            send(playground.bubble(pointingAt: Rect(x: point.x - 12, y: point.y - 12, width: 24, height: 24)))
        }
    }

    private func press(_ action: PlaygroundAction) {
        LiveOutput.line("{\"at\": \(Format.seconds(center.now)), \"pressed\": \(Format.quoted(action.rawValue))}")
        send(playground.press(action, on: center.stage.container))
    }

    /// Sends each step after its delay, on the main queue: the host's own clock,
    /// not the engine's.
    private func send(_ steps: [PlaygroundStep]) {
        for step in steps {
            guard step.delay > .zero else {
                center.send(step.input)
                continue
            }
            let seconds = Double(step.delay.components.seconds) + Double(step.delay.components.attoseconds) / 1e18
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [center] in
                center.send(step.input)
            }
        }
    }

    /// Ends every notice still up or waiting (each prints its end event), then
    /// closes the window.
    private func quit() {
        guard !quitting else { return }
        quitting = true
        for input in Playground.quitInputs { center.send(input) }
        Task { [center] in
            await center.flush()
            self.close()
        }
    }

    private func close() {
        if let host {
            let all = host.statistics
            LiveOutput.error("frames: \(all.framesDrawn) in all, mean \(String(format: "%.2f", all.meanMilliseconds)) ms,"
                + " slowest \(String(format: "%.2f", all.slowestMilliseconds)) ms")
            host.close()
        }
        LiveWindow.finish()
    }
}
#endif
