import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitTesting
import Testing

/// The frame driver: what moves by itself (a fade, slide, pop, spinner) is
/// declared once in the scene the display gets and takes no ticks; only what a
/// finger moves (a drag's spring back) gets a scene on every tick, and nothing
/// ticks when nothing follows a finger.
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

        /// Moves the clock on and lets the center catch up (its deadlines, its calls).
        func advance(by duration: Duration) async {
            await center.flush()
            await clock.advance(by: duration)
            await center.flush()
        }

        /// The opacity of the group named `<word> "<id>"` in the last scene.
        func opacity(_ word: String, _ id: NoticeID) -> Double? {
            Self.opacity(word, id, in: scenes.last)
        }

        static func opacity(_ word: String, _ id: NoticeID, in scene: RenderScene?) -> Double? {
            group(word, id, in: scene)?.opacity
        }

        /// The top-level group named `<word> "<id>"` in `scene`.
        static func group(_ word: String, _ id: NoticeID, in scene: RenderScene?) -> RenderGroup? {
            for case .group(let group) in scene?.nodes ?? [] where group.name == "\(word) \"\(id.rawValue)\"" {
                return group
            }
            return nil
        }

        /// What `scene` declares of the group named `<word> "<id>"`: its resting values and motions.
        static func motion(_ word: String, _ id: NoticeID, in scene: RenderScene?) -> GroupMotion? {
            guard let scene, let key = group(word, id, in: scene)?.key else { return nil }
            return scene.motions[key]
        }

        /// Every group of `nodes`, the ones inside others included.
        static func allGroups(_ nodes: [RenderNode]) -> [RenderGroup] {
            nodes.flatMap { node -> [RenderGroup] in
                guard case .group(let group) = node else { return [] }
                return [group] + allGroups(group.children)
            }
        }

        /// Shows a banner and, once it is in place, holds it 15 pt up for a while and
        /// lets go where it is: below every swipe threshold, so it springs back to
        /// its place on ticks. The clock stands at the release when this returns.
        @discardableResult
        func springingBanner(displayTime: Duration = .seconds(30), pressAt: Duration = .seconds(1))
            async throws -> NoticeTicket {
            let ticket = center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch?", displayTime: displayTime))
            await advance(by: pressAt)
            let frame = try #require(center.stage.frame(of: ticket.id), "the banner is on screen")
            center.pointer(.down, at: frame.center)
            await advance(by: .milliseconds(200))
            center.pointer(.move, at: Point(x: frame.midX, y: frame.midY - 15))
            await advance(by: .milliseconds(200))
            center.pointer(.up, at: Point(x: frame.midX, y: frame.midY - 15))
            await center.flush()
            try #require(Screen.group("banner", ticket.id, in: scenes.last)?.offset.y == -15, "released where it was held")
            try #require(ticker.isRunning, "the spring back takes frames")
            return ticket
        }
    }

    @Test("a toast's fade in and fade out take no ticks: each is declared once, eased out and eased in, and the display gets no scene per frame")
    func toastFadeIn() async throws {
        let screen = Screen()
        let ticket = screen.center.toast("Saved", duration: .seconds(2))
        await screen.center.flush()
        let shown = try #require(screen.scenes.last)
        #expect(screen.opacity("toast", ticket.id) == 0, "shown at this instant: the fade starts at 0")
        let fadeIn = try #require(Screen.motion("toast", ticket.id, in: shown), "the show declares its fade")
        #expect(fadeIn.opacity == 1, "the layer rests opaque; the fade plays over it")
        #expect(fadeIn.motions == [Motion(.opacity, from: 0, to: 1, begin: .zero, duration: .milliseconds(200), timing: .easeOut)])
        #expect(!screen.ticker.isRunning && screen.ticker.starts == 0, "a fade takes no ticks")
        #expect(!screen.center.frameNeed.isAnimating)
        // What the screen shows meanwhile rises, as the compositor plays the declaration.
        let scenesAtShow = screen.scenes.count
        var fading: [Double] = []
        for _ in 0..<3 {
            await screen.clock.advance(by: .milliseconds(50))
            fading.append(try #require(Screen.opacity("toast", ticket.id, in: screen.center.scene)))
        }
        #expect(fading.allSatisfy { $0 > 0 && $0 < 1 }, "\(fading)")
        #expect(zip(fading, fading.dropFirst()).allSatisfy { $0 < $1 }, "rising: \(fading)")
        #expect(fading[1] > 0.6, "eased out: well past half way at half time, \(fading[1])")
        await screen.clock.advance(by: .milliseconds(350))
        await screen.center.flush()
        #expect(Screen.opacity("toast", ticket.id, in: screen.center.scene) == 1, "opaque once the fade is over")
        #expect(screen.scenes.count - scenesAtShow <= 1, "no scene per frame: at most the fade's end, \(screen.scenes.count - scenesAtShow)")
        #expect(!screen.ticker.tick(), "no ticks")
        // Its timeout (2 s) wakes the center: the scene declares the fade out, still no ticks.
        await screen.advance(by: .microseconds(2_000_000 - screen.center.now.microseconds))
        let leaving = try #require(Screen.motion("toast", ticket.id, in: screen.scenes.last), "the dismissal declares the fade out")
        #expect(leaving.opacity == 0, "the layer rests where its fade out ends")
        #expect(leaving.motions == [Motion(.opacity, from: 1, to: 0, begin: Instant(seconds: 2), duration: .milliseconds(200),
                                           timing: .easeIn)])
        #expect(screen.ticker.starts == 0, "the fade out takes no ticks")
        await screen.advance(by: .milliseconds(200))
        #expect(screen.scenes.last?.nodes.isEmpty == true, "gone after the fade-out")
        #expect(ticket.endedOutcome == .dismissed(.timeout))
        #expect(screen.ticker.starts == 0)
    }

    @Test("a spinner HUD takes no ticks: its spinner declares one linear turn a second, repeating, and it fades out with no tick either")
    func spinnerTicks() async throws {
        let screen = Screen()
        screen.center.hud.show(status: "Loading")
        await screen.center.flush()
        let shown = try #require(screen.scenes.last)
        let spinner = try #require(Screen.allGroups(shown.nodes).first { $0.key?.part == .spinner }, "\(shown.dump())")
        let turn = try #require(shown.motions[spinner.key!]?.motions)
        #expect(turn.count == 1, "one declaration for as long as it is up: \(turn)")
        #expect(turn.first?.property == .rotation && turn.first?.repeats == true)
        #expect(turn.first?.duration == .seconds(1) && turn.first?.timing == .linear, "\(turn)")
        #expect(turn.first.map { abs($0.to - $0.from - 2 * Double.pi) < 1e-9 } == true, "a whole turn a cycle: \(turn)")
        #expect(!screen.ticker.isRunning && screen.ticker.starts == 0, "a spinner takes no ticks")
        // The scene at the clock's now has it a quarter turn on after a quarter second, and on and on.
        await screen.advance(by: .milliseconds(2_250))
        let turned = try #require(Screen.allGroups(screen.center.scene.nodes).first { $0.key?.part == .spinner })
        #expect(abs(turned.rotation - Double.pi / 2) < 1e-6, "two turns and a quarter: \(turned.rotation)")
        #expect(!screen.ticker.tick() && screen.ticker.starts == 0, "still no ticks after 2 s")
        screen.center.hud.dismiss()
        await screen.center.flush()
        let body = try #require(shown.motions.keys.first { $0.part == .body })
        let leaving = try #require(screen.scenes.last?.motions[body], "the dismissal declares the HUD's fade out")
        #expect(leaving.opacity == 0 && leaving.motions.contains { $0.property == .opacity && $0.to == 0 && $0.timing == .easeIn },
                "\(leaving.motions)")
        await screen.advance(by: .milliseconds(200))
        #expect(screen.scenes.last?.nodes.isEmpty == true, "gone after a 0.15 s fade out")
        #expect(screen.ticker.starts == 0, "never a tick")
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

    @Test("center.scene is the scene at the clock's now, mid-fade included: the fade the display was handed, played to now, with no tick")
    func sceneAtNow() async throws {
        let screen = Screen()
        let ticket = screen.center.toast("Saved")
        await screen.center.flush()
        let declared = try #require(Screen.motion("toast", ticket.id, in: screen.scenes.last))
        let handedOver = screen.scenes.count
        await screen.clock.advance(by: .milliseconds(100))
        let scene = screen.center.scene
        let opacity = try #require(Screen.opacity("toast", ticket.id, in: scene))
        #expect(opacity > 0 && opacity < 1)
        #expect(scene.time == Instant(seconds: 0.1))
        #expect(abs(declared.sampled(at: scene.time).opacity - opacity) < 1e-12,
                "what a compositor plays from the show's declaration is what the center shows now")
        #expect(screen.scenes.count == handedOver, "no scene was drawn for it")
        #expect(!screen.center.frameNeed.isAnimating && screen.ticker.starts == 0, "a fade takes no frames")
    }

    @Test("the default ticker runs on the center's clock: a test clock moved frame by frame plays a spring back, and a fade runs it not at all")
    func defaultTicker() async throws {
        let clock = TestClock()
        var scenes: [RenderScene] = []
        let center = PopupCenter(clock: clock)
        center.display = { scenes.append($0) }
        let ticket = center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch?", displayTime: .seconds(30)))
        await center.flush()
        for _ in 0..<30 {
            await clock.advance(by: .microseconds(16_667))
            await Task.megaYield()
        }
        #expect(center.frameTicker.isRunning == false, "the banner's slide takes no frames")
        #expect(scenes.count <= 3, "no scene per frame of the slide: \(scenes.count)")
        let frame = try #require(center.stage.frame(of: ticket.id))
        center.pointer(.down, at: frame.center)
        await center.flush()
        await clock.advance(by: .milliseconds(200))
        center.pointer(.move, at: Point(x: frame.midX, y: frame.midY - 15))
        await center.flush()
        await clock.advance(by: .milliseconds(200))
        center.pointer(.up, at: Point(x: frame.midX, y: frame.midY - 15))
        await center.flush()
        #expect(center.frameTicker.isRunning, "the spring back moves")
        let released = scenes.count
        for _ in 0..<30 {
            await clock.advance(by: .microseconds(16_667))
            await Task.megaYield()
        }
        let offsets = scenes.dropFirst(released - 1).compactMap { Screen.group("banner", ticket.id, in: $0)?.offset.y }
        #expect(offsets.first == -15)
        #expect(offsets.contains { $0 > -15 && $0 < 0 }, "frames of the spring: \(offsets)")
        #expect(offsets.last == 0, "back in place: \(offsets)")
        #expect(center.frameTicker.isRunning == false, "the spring is over")
    }

    // MARK: Frame time

    @Test("a frame's scene is sampled when the frame is shown: the clock's now plus its presentation delay (a spring back)")
    func sampledWhenShown() async throws {
        let early = Screen()
        let ticket = try await early.springingBanner()
        let released = early.center.now
        await early.clock.advance(by: .milliseconds(50))
        #expect(early.ticker.tick(presentingIn: .microseconds(16_667)))
        let scene = try #require(early.scenes.last)
        #expect(scene.time == Instant(microseconds: released.microseconds + 66_667))
        let shown = try #require(Screen.group("banner", ticket.id, in: scene)?.offset.y)
        let atClock = try #require(Screen.group("banner", ticket.id, in: early.center.stage.scene(at: early.center.now))?.offset.y)
        #expect(atClock < shown && shown < 0, "the spring is further back when the frame is seen than at the clock's now")
        #expect(early.center.scene == scene, "the center's scene is the one on screen, sampled ahead of the clock")
        // The same as a frame shown at once, one presentation delay later.
        let late = Screen()
        let same = try await late.springingBanner()
        await late.clock.advance(by: .microseconds(66_667))
        #expect(late.ticker.tick())
        #expect(late.scenes.last?.time == scene.time)
        #expect(Screen.group("banner", same.id, in: late.scenes.last)?.offset.y == shown)
    }

    @Test("scene time never runs back: a later frame of a spring back with a shorter delay shows the earlier frame's instant again")
    func sceneTimeNeverRunsBack() async throws {
        let screen = Screen()
        let ticket = try await screen.springingBanner()
        let released = screen.center.now
        func offset() throws -> Double { try #require(Screen.group("banner", ticket.id, in: screen.scenes.last)?.offset.y) }
        await screen.clock.advance(by: .milliseconds(10))
        #expect(screen.ticker.tick(presentingIn: .milliseconds(30)))
        let first = try offset()
        await screen.clock.advance(by: .milliseconds(5))
        #expect(screen.ticker.tick(presentingIn: .milliseconds(5)), "shown at 20 ms, before the last frame's 40 ms")
        #expect(try offset() == first)
        await screen.clock.advance(by: .milliseconds(20))
        #expect(screen.ticker.tick(presentingIn: .milliseconds(10)))
        #expect(screen.scenes.suffix(3).map { ($0.time - released).microseconds } == [40_000, 40_000, 45_000])
        #expect(try offset() > first, "springing back towards 0 from -15")
    }

    @Test("a deadline that falls due by a spring back's frame instant fires first, and the frame shows its result")
    func deadlineBeforeTheFrame() async throws {
        let screen = Screen()
        let ticket = screen.center.toast("Saved", duration: .seconds(1))
        // A spring back from 0.9 s to 1.2 s: frames keep coming over the toast's timeout.
        try await screen.springingBanner(pressAt: .milliseconds(500))
        #expect(screen.center.now == Instant(seconds: 0.9))
        await screen.clock.advance(by: .milliseconds(90))
        #expect(screen.events.contains { $0.id == ticket.id && $0.kind == .dismissed(.timeout) } == false)
        #expect(screen.ticker.tick(presentingIn: .milliseconds(20)))
        let dismissal = try #require(screen.events.first { $0.id == ticket.id && $0.kind == .dismissed(.timeout) })
        #expect(dismissal.time == Instant(seconds: 1), "the timeout fires at its own instant")
        #expect(screen.scenes.last?.time == Instant(seconds: 1.01))
        let opacity = try #require(screen.opacity("toast", ticket.id))
        #expect(opacity > 0 && opacity < 1, "the frame shows the fade-out that started at 1 s: \(opacity)")
        let fadeOut = try #require(Screen.motion("toast", ticket.id, in: screen.scenes.last)?.motions.first)
        #expect(fadeOut.property == .opacity && fadeOut.begin == Instant(seconds: 1) && fadeOut.to == 0, "\(fadeOut)")
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

    @Test("fades and a turning spinner ask for no frames; a spring back over the spinner asks for the display's maximum, on one start, until it is over")
    func preferredRate() async throws {
        let screen = Screen()
        screen.center.hud.show(status: "Loading")
        await screen.center.flush()
        #expect(!screen.center.frameNeed.isAnimating, "the HUD's pop and its spinner are declared")
        #expect(screen.center.scene.motions.values.contains { $0.motions.contains { $0.property == .rotation && $0.repeats } })
        try await screen.springingBanner()
        #expect(screen.ticker.starts == 1, "the HUD and the banner's slide never started the ticker")
        #expect(screen.ticker.preferredRate == .displayMaximum, "a finger's motion at the display's rate")
        #expect(screen.center.frameNeed == .animating(.displayMaximum))
        #expect(screen.center.frameNeed.description == "animating")
        var frames = 0
        while await screen.frame() {
            frames += 1
            try #require(frames < 60, "the ticker never stopped")
        }
        #expect(frames >= 15, "about 18 frames in a 0.3 s spring at 60 Hz, got \(frames)")
        #expect(!screen.ticker.isRunning && screen.ticker.starts == 1, "one start for the whole spring")
        #expect(screen.center.frameNeed.rate == nil, "the spinner still turns, with no frames")
        #expect(screen.center.scene.motions.values.contains { $0.motions.contains { $0.property == .rotation && $0.repeats } })
        screen.center.hud.dismiss()
        await screen.center.flush()
        #expect(!screen.ticker.isRunning && screen.center.frameNeed.rate == nil, "the HUD fades out with no frames")
    }

    @Test("the default ticker sleeps two intervals between frames at a spinner's 30 fps and one at the display's; a spinner HUD does not run it")
    func defaultTickerFollowsTheRate() async throws {
        // A turning spinner alone is declared: the center never runs its ticker for it.
        let hudClock = TestClock()
        let center = PopupCenter(clock: hudClock)
        var scenes: [RenderScene] = []
        center.display = { scenes.append($0) }
        center.hud.show(status: "Loading")
        await center.flush()
        for _ in 0..<30 {
            await hudClock.advance(by: .microseconds(16_667))
            await Task.megaYield()
        }
        #expect(center.frameTicker.isRunning == false && scenes.count <= 3, "\(scenes.count) scenes for a turning spinner")
        center.display = nil

        // The ticker itself follows the rate it is asked for, in whole intervals.
        let clock = TestClock()
        let ticker = ClockFrameTicker(clock: clock)
        let start = clock.now
        var ticks: [Int64] = []
        ticker.preferredRate = .perSecond(30)
        ticker.start { _ in ticks.append(TimeSpan(start.duration(to: clock.now)).microseconds) }
        func run(_ frames: Int) async {
            for _ in 0..<frames {
                await clock.advance(by: .microseconds(16_667))
                for _ in 0..<3 { await Task.megaYield() }
            }
        }
        await run(30)
        let slow = ticks
        ticker.preferredRate = .displayMaximum
        await run(30)
        let fast = Array(ticks.dropFirst(slow.count + 1))
        ticker.stop()
        let stopped = ticks.count
        await run(5)
        #expect(ticks.count == stopped, "a stopped ticker calls back no more")
        let slowGaps = zip(slow, slow.dropFirst()).map { $1 - $0 }
        let fastGaps = zip(fast, fast.dropFirst()).map { $1 - $0 }
        // The ticker's task runs between the test clock's steps when the machine lets
        // it: on a loaded machine a step can pass before it sleeps again, and a frame
        // is a whole interval late. So every gap is whole intervals, and most are the
        // rate's: two intervals at 30 fps (never one), one at the display's.
        func wholeIntervals(_ gap: Int64) -> Bool {
            let rest = gap % 16_667  // a microsecond or two of rounding either way
            return rest <= 2 || rest >= 16_665
        }
        #expect(slowGaps.count > 5 && slowGaps.allSatisfy { $0 >= 33_334 && wholeIntervals($0) }, "\(slowGaps)")
        #expect(slowGaps.filter { $0 == 33_334 }.count * 2 > slowGaps.count, "mostly every second interval: \(slowGaps)")
        #expect(fastGaps.count > 5 && fastGaps.allSatisfy(wholeIntervals), "whole intervals: \(fastGaps)")
        #expect(fastGaps.filter { $0 == 16_667 }.count * 2 > fastGaps.count, "mostly every interval: \(fastGaps)")
    }
}
