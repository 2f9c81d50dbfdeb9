import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitTesting
import Testing

/// The frame driver: a display gets a scene on every tick while something moves,
/// and no ticks when nothing does.
@MainActor
@Suite("Frame driver")
struct FrameDriverTests {
    /// A center on a test clock with a manual ticker, recording every scene it draws.
    @MainActor
    final class Screen {
        let clock = TestClock()
        let ticker = ManualFrameTicker()
        let center: PopupCenter
        var scenes: [Scene] = []

        init(configuration: EngineConfiguration = EngineConfiguration()) {
            center = PopupCenter(configuration: configuration, clock: clock, frameTicker: ticker)
            center.display = { [weak self] scene in self?.scenes.append(scene) }
        }

        /// Moves the clock one 60 Hz frame on, then ticks.
        @discardableResult
        func frame() async -> Bool {
            await clock.advance(by: .microseconds(16_667))
            return ticker.tick()
        }

        /// The opacity of the group named `<word> "<id>"` in the last scene.
        func opacity(_ word: String, _ id: NoticeID) -> Double? {
            Self.opacity(word, id, in: scenes.last)
        }

        static func opacity(_ word: String, _ id: NoticeID, in scene: Scene?) -> Double? {
            for case .group(let group) in scene?.nodes ?? [] where group.name == "\(word) \"\(id.rawValue)\"" {
                return group.opacity
            }
            return nil
        }
    }

    @Test("a toast's scenes during its fade-in rise strictly between 0 and 1; then ticks stop until its timeout")
    func toastFadeIn() async throws {
        let screen = Screen()
        let ticket = screen.center.toast("Saved", duration: .seconds(2))
        await screen.center.flush()
        #expect(screen.opacity("toast", ticket.id) == 0, "shown at this instant: the fade starts at 0")
        #expect(screen.ticker.isRunning)
        var fading: [Double] = []
        while await screen.frame() {
            let opacity = try #require(screen.opacity("toast", ticket.id))
            if screen.scenes.last!.time < Instant(seconds: 0.2) { fading.append(opacity) }
        }
        #expect(fading.count >= 10, "about 12 frames in a 0.2 s fade at 60 Hz, got \(fading.count)")
        #expect(fading.allSatisfy { $0 > 0 && $0 < 1 }, "\(fading)")
        #expect(zip(fading, fading.dropFirst()).allSatisfy { $0 < $1 }, "rising: \(fading)")
        #expect(screen.opacity("toast", ticket.id) == 1, "the frame after the fade is opaque")
        let framesAfterFade = screen.scenes.count
        // Idle: the clock moves on, the ticker is stopped, nothing is drawn.
        await screen.clock.advance(by: .milliseconds(500))
        #expect(!screen.ticker.tick())
        #expect(screen.scenes.count == framesAfterFade)
        // Its timeout (2 s) wakes the center: it fades out on ticks again, then stops.
        await screen.clock.advance(by: .microseconds(2_000_000 - screen.center.now.microseconds))
        await screen.center.flush()
        #expect(screen.ticker.isRunning, "the fade-out moves")
        var fadingOut: [Double] = []
        while await screen.frame() {
            if let opacity = screen.opacity("toast", ticket.id) { fadingOut.append(opacity) }
        }
        #expect(!fadingOut.isEmpty && zip(fadingOut, fadingOut.dropFirst()).allSatisfy { $0 > $1 }, "falling: \(fadingOut)")
        #expect(screen.scenes.last?.nodes.isEmpty == true, "gone after the fade-out")
        #expect(ticket.endedOutcome == .dismissed(.timeout))
    }

    @Test("a spinner HUD ticks for as long as it is up; ticks stop once it has faded out")
    func spinnerTicks() async {
        let screen = Screen()
        screen.center.hud.show(status: "Loading")
        await screen.center.flush()
        var phases: [String] = []
        for _ in 0..<120 {
            #expect(await screen.frame(), "a spinner always moves")
            phases.append(screen.scenes.last!.dump().split(separator: "\n").first { $0.contains("spinner") }.map(String.init) ?? "")
        }
        #expect(zip(phases, phases.dropFirst()).allSatisfy { $0 != $1 }, "the spinner turns from frame to frame")
        screen.center.hud.dismiss()
        await screen.center.flush()
        var frames = 0
        while await screen.frame() { frames += 1 }
        #expect(frames > 0 && frames <= 10, "a 0.15 s fade-out, then no more frames; got \(frames)")
        #expect(screen.scenes.last?.nodes.isEmpty == true)
    }

    @Test("nothing ticks on an empty screen, nor on a notice that does not move")
    func nothingMoves() async {
        var configuration = EngineConfiguration()
        configuration[.bubble].transition = .none
        let screen = Screen(configuration: configuration)
        #expect(screen.scenes.count == 1, "setting the display draws the current, empty, scene")
        #expect(!screen.ticker.isRunning)
        await screen.clock.advance(by: .seconds(1))
        #expect(!screen.ticker.tick())
        screen.center.show(bubble: Bubble(text: "Tip", target: Rect(x: 100, y: 300, width: 40, height: 40)))
        await screen.center.flush()
        #expect(screen.scenes.count == 2, "one scene for the change")
        #expect(screen.center.frameNeed == .idle(until: nil), "a bubble without transition or timeout never moves")
        #expect(!screen.ticker.isRunning && screen.ticker.starts == 0)
    }

    @Test("center.scene is the scene at the clock's now, mid-fade included")
    func sceneAtNow() async throws {
        let screen = Screen()
        let ticket = screen.center.toast("Saved")
        await screen.center.flush()
        await screen.clock.advance(by: .milliseconds(100))
        let opacity = try #require(Screen.opacity("toast", ticket.id, in: screen.center.scene))
        #expect(opacity > 0 && opacity < 1)
        #expect(screen.center.scene.time == Instant(seconds: 0.1))
        #expect(screen.center.frameNeed == .animating(.displayMaximum))
    }

    @Test("the default ticker runs on the center's clock: a test clock moved frame by frame plays the fade")
    func defaultTicker() async throws {
        let clock = TestClock()
        var scenes: [Scene] = []
        let center = PopupCenter(clock: clock)
        center.display = { scenes.append($0) }
        let ticket = center.toast("Saved")
        await center.flush()
        for _ in 0..<20 {
            await clock.advance(by: .microseconds(16_667))
            await Task.megaYield()
        }
        let opacities = scenes.compactMap { Screen.opacity("toast", ticket.id, in: $0) }
        #expect(opacities.contains { $0 > 0 && $0 < 1 }, "\(opacities)")
        #expect(opacities.last == 1)
        #expect(center.frameTicker.isRunning == false, "the fade is over")
    }
}
