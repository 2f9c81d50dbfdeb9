import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing

/// Presses of the playground's buttons, played in virtual time on the playground's
/// own setup: what each button shows, and what the switches change.
@Suite("Playground")
struct PlaygroundTests {
    /// Presses `presses` (each at its time, in seconds) and plays the steps to the end.
    private func run(_ presses: [(at: Double, action: PlaygroundAction)], until: Double? = nil)
        -> (lines: [String], result: ScenarioRunner.Result, playground: Playground) {
        var playground = Playground()
        var scenario = playground.scenario
        var events: [ScenarioEvent] = []
        for press in presses {
            for step in playground.press(press.action, on: scenario.container) {
                let at = Instant(seconds: press.at) + TimeSpan(step.delay)
                events.append(ScenarioEvent(at: at, index: events.count, action: step.input))
            }
        }
        // Steps of later presses may fall before earlier presses' later steps.
        scenario.events = events.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        let result = ScenarioRunner(scenario).run(until: until.map { Instant(seconds: $0) })
        let lines = result.events.filter { !$0.kind.isScreenInstant }.map(EventLine.compact)
        return (lines, result, playground)
    }

    @Test("Toasts are numbered across the three toast rows, so each on screen is told apart")
    func toastsNumbered() {
        var playground = Playground()
        let container = playground.scenario.container
        let titles = [PlaygroundAction.topToast, .centreToast, .bottomToast, .topToast].flatMap { action in
            playground.press(action, on: container).compactMap { step -> String? in
                guard case .submit(let notice) = step.input, case .toast(let toast) = notice.content else { return nil }
                return toast.title
            }
        }
        #expect(titles == ["Toast 1", "Toast 2", "Toast 3", "Toast 4"])
    }

    @Test("Every key presses its own button, in either case; every row but the last is a button")
    func keysAndRows() {
        let keys = PlaygroundAction.allCases.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(!keys.contains("q"), "q quits")
        for action in PlaygroundAction.allCases {
            #expect(PlaygroundAction(key: action.key) == action)
            #expect(PlaygroundAction(key: action.key.uppercased()) == action)
        }
        #expect(PlaygroundAction(key: "q") == nil)
        let playground = Playground()
        #expect(playground.backdrop.rowLabels.count == PlaygroundAction.rows.count + 1)
        for (index, action) in PlaygroundAction.rows.enumerated() {
            #expect(playground.action(onRow: index + 1) == action)
            #expect(playground.backdrop.rowLabels[index].badge == action.key.uppercased())
        }
        #expect(playground.action(onRow: PlaygroundAction.rows.count + 1) == nil)
        #expect(playground.action(onRow: 0) == nil)
    }

    @Test("The three toast buttons show a toast at their position, each for 3 s")
    func toasts() {
        let run = run([(0, .topToast), (0.5, .centreToast), (1, .bottomToast)])
        #expect(run.lines == [
            "0.0 top-1 received", "0.0 top-1 queued", "0.0 top-1 shown",
            "0.5 center-1 received", "0.5 center-1 queued", "0.5 center-1 shown",
            "1.0 bottom-1 received", "1.0 bottom-1 queued", "1.0 bottom-1 shown",
            "3.0 top-1 dismissed timeout", "3.5 center-1 dismissed timeout", "4.0 bottom-1 dismissed timeout",
        ])
        #expect(run.result.warnings.isEmpty)
    }

    @Test("The loading toast spins for 2 s, becomes its result in place, then times out; results alternate")
    func loadingToast() {
        let run = run([(0, .loadingToast), (10, .loadingToast)])
        #expect(run.lines == [
            "0.0 loading-1 received", "0.0 loading-1 queued", "0.0 loading-1 shown",
            "2.0 loading-1 updated", "4.0 loading-1 dismissed timeout",
            "10.0 loading-2 received", "10.0 loading-2 queued", "10.0 loading-2 shown",
            "12.0 loading-2 updated", "14.0 loading-2 dismissed timeout",
        ])
        let texts = run.result.requests.compactMap { request -> String? in
            if case .announce(let text) = request.kind { text } else { nil }
        }
        #expect(texts.contains("Synced 12 photos") && texts.contains("Sync failed: offline"))
    }

    @Test("The HUD shows after its grace time, rings up, and ends in success, then in error the next time")
    func hud() {
        let run = run([(0, .hud), (10, .hud)])
        #expect(run.lines.first == "0.0 hud received")
        #expect(run.lines.contains("0.3 hud shown"))
        #expect(run.lines.filter { $0.hasSuffix("hud updated") }.count >= 6)
        let haptics = run.result.requests.compactMap { request -> HostRequest.Haptic? in
            if case .haptic(let haptic) = request.kind { haptic } else { nil }
        }
        #expect(haptics == [.success, .error])
        #expect(run.result.warnings.isEmpty)
    }

    @Test("A chat banner preempts a promo; promos keep 5 s apart, and a fourth in a minute is dropped")
    func banners() {
        let run = run([(0, .promoBanner), (0.5, .promoBanner), (1, .promoBanner), (1, .chatBanner), (1.5, .promoBanner)])
        #expect(run.lines == [
            "0.0 promo-1 received", "0.0 promo-1 queued", "0.0 promo-1 shown",
            "0.5 promo-2 received", "0.5 promo-2 queued",
            "1.0 promo-3 received", "1.0 promo-3 queued", "1.0 chat-1 received", "1.0 chat-1 queued",
            "1.0 promo-1 dismissed preempted", "1.2 chat-1 shown",
            "1.5 promo-4 received", "1.5 promo-4 queued",
            "5.2 chat-1 dismissed timeout", "5.4 promo-2 shown", "8.4 promo-2 dismissed timeout",
            // The third promo of the minute shows; the fourth is dropped at once.
            "10.4 promo-3 shown", "10.4 promo-4 discarded rateLimited", "13.4 promo-3 dismissed timeout",
        ])
    }

    @Test("A popup that needs log-in waits for it, even with the screen free; logging in shows it")
    func popups() throws {
        var playground = Playground()
        var scenario = playground.scenario
        var events: [ScenarioEvent] = []
        func add(_ seconds: Double, _ inputs: [NoticeEngine.Input]) {
            for input in inputs { events.append(ScenarioEvent(at: Instant(seconds: seconds), index: events.count, action: input)) }
        }
        add(0, playground.press(.popup, on: scenario.container).map(\.input))
        add(0, playground.press(.popup, on: scenario.container).map(\.input))
        add(3, [.tap("popup-1")])
        add(5, playground.press(.logIn, on: scenario.container).map(\.input))
        scenario.events = events
        let result = ScenarioRunner(scenario).run(until: Instant(seconds: 20))
        let lines = result.events.filter { !$0.kind.isScreenInstant }.map(EventLine.compact)
        #expect(lines == [
            "0.0 popup-1 received", "0.0 popup-1 queued", "0.0 popup-2 received", "0.0 popup-2 queued",
            "0.0 popup-1 shown", "3.0 popup-1 dismissed tap", "5.0 popup-2 shown",
        ])
        #expect(playground.loggedIn)
    }

    @Test("The bubble button points a bubble at its own row")
    func bubbleAtItsRow() throws {
        let run = run([(0, .bubble)], until: 1)
        let row = try #require(PlaygroundAction.rows.firstIndex(of: .bubble)) + 1
        let frame = try #require(run.playground.backdrop.frame(ofRow: row, in: run.result.stage.container))
        let target = try #require(run.result.engine.screen.compactMap { item -> Rect? in
            if case .bubble(let bubble) = item.content { bubble.target } else { nil }
        }.first)
        #expect(frame.contains(target.center))
        #expect(run.lines == ["0.0 tip-1 received", "0.0 tip-1 queued", "0.0 tip-1 shown"])
    }

    @Test("A tap on the app outside the rows points a bubble at it")
    func bubbleAtATap() {
        var playground = Playground()
        let steps = playground.bubble(pointingAt: Rect(x: 100, y: 20, width: 24, height: 24))
        guard case .submit(let notice)? = steps.first?.input, case .bubble(let bubble) = notice.content else {
            Issue.record("not a bubble: \(steps)")
            return
        }
        #expect(bubble.target == Rect(x: 100, y: 20, width: 24, height: 24))
        #expect(notice.id == "tip-1")
    }

    @Test("The switches flip the keyboard, the appearance, Reduce Motion, the background and log-in, and back")
    func switches() {
        var playground = Playground()
        let container = playground.scenario.container
        for _ in 0..<2 {
            let wasUp = playground.keyboardUp
            let steps = playground.press(.keyboard, on: container).map(\.input)
            #expect(steps == [.keyboard(height: wasUp ? 0 : Playground.keyboardHeight)])
        }
        #expect(playground.press(.appearance, on: container).map(\.input) == [.appearance(.dark)])
        #expect(playground.press(.appearance, on: container).map(\.input) == [.appearance(.light)])
        #expect(playground.backdrop == AppBackdrop(title: "Playground", appearance: .light).with(labels: playground.backdrop.rowLabels))
        let motion = playground.press(.reduceMotion, on: container).map(\.input)
        guard case .accessibility(let settings)? = motion.first else {
            Issue.record("not an accessibility input: \(motion)")
            return
        }
        #expect(settings.reduceMotion)
        #expect(playground.press(.background, on: container).map(\.input) == [.background])
        #expect(playground.press(.background, on: container).map(\.input) == [.foreground])
        #expect(playground.press(.logIn, on: container).map(\.input) == [.setCondition("loggedIn", true)])
        #expect(playground.press(.clear, on: container).count == Lane.allCases.count)
    }

    @Test("Hide everything ends what is up and what waits, the loading toast too")
    func clear() {
        let run = run([(0, .loadingToast), (0, .popup), (0, .popup), (1, .clear)])
        #expect(run.lines.contains("1.0 loading-1 dismissed cleared"))
        #expect(run.lines.contains("1.0 popup-1 dismissed cleared"))
        #expect(run.lines.contains("1.0 popup-2 discarded cleared"))
        #expect(run.result.engine.screen.isEmpty)
    }
}

private extension AppBackdrop {
    func with(labels: [RowLabel]) -> AppBackdrop {
        var copy = self
        copy.rowLabels = labels
        copy.title = "Playground"
        return copy
    }
}
