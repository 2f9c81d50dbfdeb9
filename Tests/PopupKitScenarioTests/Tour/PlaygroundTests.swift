import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

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
                guard case .engine(.submit(let notice)) = step.input, case .toast(let toast) = notice.content else { return nil }
                return toast.title
            }
        }
        #expect(titles == ["Toast 1", "Toast 2", "Toast 3", "Toast 4"])
    }

    @Test("Every key presses its own button, in either case; every row is a button")
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
        #expect(PlaygroundAction.rows.count == PlaygroundAction.allCases.count)
        #expect(playground.backdrop.rowLabels.count == PlaygroundAction.rows.count)
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
        func add(_ seconds: Double, _ inputs: [Stage.Input]) {
            for input in inputs { events.append(ScenarioEvent(at: Instant(seconds: seconds), index: events.count, action: input)) }
        }
        add(0, playground.press(.popup, on: scenario.container).map(\.input))
        add(0, playground.press(.popup, on: scenario.container).map(\.input))
        add(3, [.engine(.action("popup-1", "later"))])
        add(5, playground.press(.logIn, on: scenario.container).map(\.input))
        scenario.events = events
        let result = ScenarioRunner(scenario).run(until: Instant(seconds: 20))
        let lines = result.events.filter { !$0.kind.isScreenInstant }.map(EventLine.compact)
        #expect(lines == [
            "0.0 popup-1 received", "0.0 popup-1 queued", "0.0 popup-2 received", "0.0 popup-2 queued",
            "0.0 popup-1 shown", "3.0 popup-1 dismissed action", "5.0 popup-2 shown",
        ])
        #expect(playground.loggedIn)
    }

    @Test("The bubble button points a bubble at the compose button, and the bubble covers no key or label of a row")
    func bubbleClearOfTheKeys() throws {
        let run = run([(0, .bubble)], until: 1)
        let container = run.result.stage.container
        let target = try #require(run.result.engine.screen.compactMap { item -> Rect? in
            if case .bubble(let bubble) = item.content { bubble.target } else { nil }
        }.first)
        #expect(target == run.playground.backdrop.composeButton(in: container))
        let texts = run.result.engine.screen.compactMap { item -> String? in
            if case .bubble(let bubble) = item.content { bubble.text } else { nil }
        }
        #expect(texts == ["Write a post"])
        let bubble = try #require(run.result.stage.layouts().layouts.first { $0.id == "tip-1" }?.frame)
        // The bubble sits below the navigation bar (clear of the app's bars), over
        // the first row's free end: no row's key or label is under it.
        #expect(bubble.minY >= container.contentRect.minY)
        let rows = try (1...PlaygroundAction.rows.count).map { row in
            try #require(run.playground.backdrop.frame(ofRow: row, in: container))
        }
        let labels = run.playground.backdrop.nodes(for: container, measurer: run.result.stage.measurer).compactMap { node -> Rect? in
            guard case .text(let text) = node, rows.contains(where: { $0.contains(text.placement.frame.center) }) else { return nil }
            return text.placement.frame
        }
        #expect(labels.count == 2 * rows.count)
        for label in labels {
            #expect(!label.overlaps(bubble), "the bubble \(bubble) covers the label at \(label)")
        }
        #expect(run.lines == ["0.0 tip-1 received", "0.0 tip-1 queued", "0.0 tip-1 shown"])
    }

    @Test("The popup has two buttons; 1 and 2 press the newest popup's first and second, which end it with their reason")
    func popupButtons() throws {
        var playground = Playground()
        var scenario = playground.scenario
        scenario.events = playground.press(.popup, on: scenario.container).enumerated().map {
            ScenarioEvent(at: .zero, index: $0.offset, action: $0.element.input)
        }
        let shown = ScenarioRunner(scenario).run(until: Instant(seconds: 1))
        let screen = shown.engine.screen
        #expect(Playground.popupButton(forKey: "1", on: screen) == .action("popup-1", "later"))
        #expect(Playground.popupButton(forKey: "2", on: screen) == .action("popup-1", "open"))
        #expect(Playground.popupButton(forKey: "3", on: screen) == nil)
        #expect(Playground.popupButton(forKey: "u", on: screen) == nil)
        #expect(Playground.popupButton(forKey: "1", on: []) == nil)
        scenario.events.append(ScenarioEvent(at: Instant(seconds: 1), index: scenario.events.count,
                                             action: .engine(try #require(Playground.popupButton(forKey: "2", on: screen)))))
        let lines = ScenarioRunner(scenario).run().events.filter { !$0.kind.isScreenInstant }.map(EventJSON.line)
        #expect(lines.last == #"{"at": 1.0, "id": "popup-1", "lane": "popup", "event": "dismissed", "reason": "action", "detail": "open"}"#,
                "\(lines)")
    }

    @Test("Quitting ends every notice on screen or waiting, each once, with its reason")
    func quitEndsEverything() throws {
        var playground = Playground()
        var scenario = playground.scenario
        var events: [ScenarioEvent] = []
        for action in [PlaygroundAction.topToast, .loadingToast, .hud, .chatBanner, .popup, .popup, .bubble] {
            for step in playground.press(action, on: scenario.container) where step.delay == .zero {
                events.append(ScenarioEvent(at: .zero, index: events.count, action: step.input))
            }
        }
        for input in Playground.quitInputs {
            events.append(ScenarioEvent(at: Instant(seconds: 1), index: events.count, action: .engine(input)))
        }
        scenario.events = events
        let result = ScenarioRunner(scenario).run(until: Instant(seconds: 1))
        let lines = result.events.filter { !$0.kind.isScreenInstant }.map(EventLine.compact)
        let received = Set(lines.filter { $0.hasSuffix(" received") }.map { $0.split(separator: " ")[1] })
        let ended = lines.filter { $0.contains(" dismissed ") || $0.contains(" discarded ") }.map { $0.split(separator: " ")[1] }
        #expect(Set(ended) == received, "\(lines)")
        #expect(ended.count == Set(ended).count, "a notice ended twice: \(lines)")
        #expect(result.engine.screen.allSatisfy { if case .fadingOut = $0.state { true } else { false } })
    }

    @Test("The switches' rows say what each is set to now")
    func switchRowsShowTheirState() {
        var playground = Playground()
        let container = playground.scenario.container
        func text(_ action: PlaygroundAction) -> String {
            playground.backdrop.rowLabels[PlaygroundAction.rows.firstIndex(of: action)!].text
        }
        #expect([text(.keyboard), text(.appearance), text(.reduceMotion), text(.background), text(.logIn)] == [
            "Keyboard: down", "Appearance: light", "Reduce Motion: off", "App: in the foreground",
            "Logged out (popups that need it wait)",
        ])
        for action in [PlaygroundAction.keyboard, .appearance, .reduceMotion, .background, .logIn] {
            _ = playground.press(action, on: container)
        }
        #expect([text(.keyboard), text(.appearance), text(.reduceMotion), text(.background), text(.logIn)] == [
            "Keyboard: up", "Appearance: dark", "Reduce Motion: on (fades only)", "App: in the background (notices wait)",
            "Logged in (popups that need it show)",
        ])
    }

    @Test("Every row of keys is on screen, apart, in portrait and in landscape (columns)",
          arguments: [(Size(width: 390, height: 844), Insets(top: 47, left: 0, bottom: 34, right: 0)),
                      (Size(width: 844, height: 390), Insets(top: 0, left: 47, bottom: 21, right: 47))])
    func everyRowOnScreen(size: Size, safeArea: Insets) throws {
        let container = Container(size: size, safeArea: safeArea,
                                  contentInsets: AppBackdrop.contentInsets(withBarsOn: safeArea))
        let backdrop = Playground().backdrop
        var frames: [Rect] = []
        for row in 1...PlaygroundAction.rows.count {
            let frame = try #require(backdrop.frame(ofRow: row, in: container), "row \(row) is not on screen")
            #expect(frame.height >= 40, "row \(row) is \(frame.height) points high")
            #expect(frame.maxY <= container.contentRect.maxY + 1e-9, "row \(row) \(frame) is under the tab bar")
            #expect(frames.allSatisfy { !$0.overlaps(frame) }, "row \(row) overlaps another")
            #expect(backdrop.row(at: frame.center, in: container) == row)
            frames.append(frame)
        }
    }

    @Test("A tap on the app outside the rows points a bubble at it")
    func bubbleAtATap() {
        var playground = Playground()
        let steps = playground.bubble(pointingAt: Rect(x: 100, y: 20, width: 24, height: 24))
        guard case .engine(.submit(let notice))? = steps.first?.input, case .bubble(let bubble) = notice.content else {
            Issue.record("not a bubble: \(steps)")
            return
        }
        #expect(bubble.target == Rect(x: 100, y: 20, width: 24, height: 24))
        #expect(notice.id == "tip-1")
    }

    @Test("The switches flip the keyboard (lower in landscape), the appearance, Reduce Motion, the background and log-in, and back")
    func switches() {
        var playground = Playground()
        let container = playground.scenario.container
        for _ in 0..<2 {
            let wasUp = playground.keyboardUp
            let steps = playground.press(.keyboard, on: container).map(\.input)
            #expect(steps == [.keyboard(height: wasUp ? 0 : Playground.keyboardHeight)])
        }
        let landscape = Container(size: Size(width: 844, height: 390), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(playground.press(.keyboard, on: landscape).map(\.input) == [.keyboard(height: Playground.landscapeKeyboardHeight)])
        #expect(playground.press(.keyboard, on: landscape).map(\.input) == [.keyboard(height: 0)])
        #expect(playground.press(.appearance, on: container).map(\.input) == [.appearance(.dark)])
        #expect(playground.press(.appearance, on: container).map(\.input) == [.appearance(.light)])
        #expect(playground.backdrop == AppBackdrop(title: "Playground", appearance: .light).with(labels: playground.backdrop.rowLabels))
        let motion = playground.press(.reduceMotion, on: container).map(\.input)
        guard case .engine(.accessibility(let settings))? = motion.first else {
            Issue.record("not an accessibility input: \(motion)")
            return
        }
        #expect(settings.reduceMotion)
        #expect(playground.press(.background, on: container).map(\.input) == [.engine(.background)])
        #expect(playground.press(.background, on: container).map(\.input) == [.engine(.foreground)])
        #expect(playground.press(.logIn, on: container).map(\.input) == [.engine(.setCondition("loggedIn", true))])
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
