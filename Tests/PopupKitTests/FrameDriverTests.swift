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
        var scenes: [RenderScene] = []
        var events: [NoticeEvent] = []
        var warnings: [EngineWarning] = []

        init(configuration: EngineConfiguration = EngineConfiguration()) {
            center = PopupCenter(configuration: configuration, clock: clock, frameTicker: ticker)
            center.display = { [weak self] scene in self?.scenes.append(scene) }
            center.eventHandler = { [weak self] event in self?.events.append(event) }
            center.warningHandler = { [weak self] warning in self?.warnings.append(warning) }
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

        static func opacity(_ word: String, _ id: NoticeID, in scene: RenderScene?) -> Double? {
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
        var scenes: [RenderScene] = []
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

    // MARK: Frame time

    @Test("a frame's scene is sampled when the frame is shown: the clock's now plus its presentation delay")
    func sampledWhenShown() async throws {
        let early = Screen()
        let ticket = early.center.toast("Saved")
        await early.center.flush()
        await early.clock.advance(by: .milliseconds(50))
        #expect(early.ticker.tick(presentingIn: .microseconds(16_667)))
        let scene = try #require(early.scenes.last)
        #expect(scene.time == Instant(microseconds: 66_667))
        let shown = try #require(early.opacity("toast", ticket.id))
        let atClock = try #require(Screen.opacity("toast", ticket.id, in: early.center.stage.scene(at: early.center.now)))
        #expect(atClock < shown, "the fade-in is further on when the frame is seen than at the clock's now")
        #expect(early.center.scene == scene, "the center's scene is the one on screen, sampled ahead of the clock")
        // The same as a frame shown at once, one presentation delay later.
        let late = Screen()
        let same = late.center.toast("Saved")
        await late.center.flush()
        await late.clock.advance(by: .microseconds(66_667))
        #expect(late.ticker.tick())
        #expect(late.scenes.last?.time == scene.time)
        #expect(late.opacity("toast", same.id) == shown)
    }

    @Test("scene time never runs back: a later frame with a shorter delay shows the earlier frame's instant again")
    func sceneTimeNeverRunsBack() async throws {
        let screen = Screen()
        let ticket = screen.center.toast("Saved")
        await screen.center.flush()
        await screen.clock.advance(by: .milliseconds(10))
        #expect(screen.ticker.tick(presentingIn: .milliseconds(30)))
        let first = try #require(screen.opacity("toast", ticket.id))
        await screen.clock.advance(by: .milliseconds(5))
        #expect(screen.ticker.tick(presentingIn: .milliseconds(5)), "shown at 20 ms, before the last frame's 40 ms")
        #expect(screen.opacity("toast", ticket.id) == first)
        await screen.clock.advance(by: .milliseconds(20))
        #expect(screen.ticker.tick(presentingIn: .milliseconds(10)))
        #expect(screen.scenes.suffix(3).map(\.time.microseconds) == [40_000, 40_000, 45_000])
        #expect(try #require(screen.opacity("toast", ticket.id)) > first)
    }

    @Test("a deadline that falls due by the frame's instant fires first, and the frame shows its result")
    func deadlineBeforeTheFrame() async throws {
        let screen = Screen()
        screen.center.hud.show(status: "Loading")  // a spinner: frames keep coming
        let ticket = screen.center.toast("Saved", duration: .seconds(1))
        await screen.center.flush()
        await screen.clock.advance(by: .milliseconds(990))
        #expect(screen.events.contains { $0.id == ticket.id && $0.kind == .dismissed(.timeout) } == false)
        #expect(screen.ticker.tick(presentingIn: .milliseconds(20)))
        let dismissal = try #require(screen.events.first { $0.id == ticket.id && $0.kind == .dismissed(.timeout) })
        #expect(dismissal.time == Instant(seconds: 1), "the timeout fires at its own instant")
        #expect(screen.scenes.last?.time == Instant(seconds: 1.01))
        let opacity = try #require(screen.opacity("toast", ticket.id))
        #expect(opacity > 0 && opacity < 1, "the frame shows the fade-out that started at 1 s: \(opacity)")
        // The engine is now ahead of the clock: a call made at 0.99 s applies at
        // 1.01 s, and nothing is dated before the engine's now.
        let next = screen.center.toast("Next")
        await screen.center.flush()
        let shownNext = try #require(screen.events.first { $0.id == next.id && $0.kind == .shown })
        #expect(shownNext.time == Instant(seconds: 1.01))
        let runBack = screen.warnings.filter { if case .timeBeforeNow = $0.kind { true } else { false } }
        #expect(runBack.isEmpty, "\(runBack)")
    }

    // MARK: Frame rate

    @Test("the preferred rate is the maximum during a fade, the spinner's while only a spinner turns, the maximum again for a fade over it")
    func preferredRate() async throws {
        let screen = Screen()
        screen.center.hud.show(status: "Loading")
        await screen.center.flush()
        #expect(screen.ticker.preferredRate == .displayMaximum, "the HUD fades in")
        #expect(screen.center.frameNeed == .animating(.displayMaximum))
        for _ in 0..<12 { #expect(await screen.frame()) }  // 0.2 s: past the 0.15 s fade-in
        #expect(screen.ticker.preferredRate == .spinner)
        #expect(screen.center.frameNeed == .animating(.spinner))
        #expect(screen.center.frameNeed.description == "animating at 30 fps")
        screen.center.toast("Saved")
        await screen.center.flush()
        #expect(screen.ticker.preferredRate == .displayMaximum, "a toast fades in over the spinning HUD")
        for _ in 0..<15 { #expect(await screen.frame()) }  // 0.25 s: past the toast's 0.2 s fade-in
        #expect(screen.ticker.preferredRate == .spinner, "only the spinner turns again")
        #expect(screen.ticker.starts == 1, "a new rate does not restart the ticker")
        screen.center.hud.dismiss()
        await screen.center.flush()
        #expect(screen.ticker.preferredRate == .displayMaximum, "the HUD fades out")
        var frames = 0
        while await screen.frame() {
            frames += 1
            try #require(frames < 60, "the ticker never stopped")
        }
        #expect(frames > 0 && !screen.ticker.isRunning, "at rest: no more frames")
        #expect(screen.center.frameNeed.rate == nil)
    }

    @Test("the default ticker sleeps two intervals between frames while only a spinner turns")
    func defaultTickerFollowsTheRate() async throws {
        let clock = TestClock()
        var scenes: [RenderScene] = []
        let center = PopupCenter(clock: clock)
        center.display = { scenes.append($0) }
        center.hud.show(status: "Loading")
        await center.flush()
        for _ in 0..<60 {
            await clock.advance(by: .microseconds(16_667))
            for _ in 0..<3 { await Task.megaYield() }
        }
        let fading = scenes.map(\.time).filter { $0 > .zero && $0 < Instant(seconds: 0.15) }
        let spinning = scenes.map(\.time).filter { $0 > Instant(seconds: 0.2) }
        let fadeGaps = zip(fading, fading.dropFirst()).map { ($1 - $0).microseconds }
        let spinGaps = zip(spinning, spinning.dropFirst()).map { ($1 - $0).microseconds }
        // The ticker's task runs between the test clock's steps when the machine lets
        // it: on a loaded machine a step can pass before it sleeps again, and a frame
        // is a whole interval late. So every gap is whole intervals, and most are the
        // rate's: one interval during the fade, two while only the spinner turns
        // (never one).
        func wholeIntervals(_ gap: Int64) -> Bool {
            let rest = gap % 16_667  // a microsecond or two of rounding either way
            return rest <= 2 || rest >= 16_665
        }
        #expect(!fadeGaps.isEmpty && fadeGaps.allSatisfy(wholeIntervals), "whole intervals during the fade: \(fadeGaps)")
        #expect(fadeGaps.filter { $0 == 16_667 }.count * 2 > fadeGaps.count, "mostly every interval: \(fadeGaps)")
        #expect(spinGaps.count > 5 && spinGaps.allSatisfy { $0 >= 33_334 && wholeIntervals($0) }, "\(spinGaps)")
        #expect(spinGaps.filter { $0 == 33_334 }.count * 2 > spinGaps.count, "mostly every second interval: \(spinGaps)")
        center.display = nil
        #expect(center.frameTicker.isRunning == false, "no display, no frames")
    }
}
