import PopupKitPresentation
import PopupKitCore

/// Plays a ``Scenario`` on a ``Stage`` (engine, container, styles) in virtual time.
public struct ScenarioRunner {
    /// Everything a run reported, in order.
    public struct Result {
        public var events: [PopupEvent]
        public var warnings: [EngineWarning]
        /// Whether the run stopped at `maximumDeadlines` with deadlines still due: the
        /// scenario never went quiet, and what is after the last deadline fired is
        /// missing from ``events``.
        public var reachedDeadlineLimit: Bool
        /// The stage after the run: the engine and the screen at the end time.
        public var stage: Stage
        /// The engine after the run.
        public var engine: PopupEngine { stage.engine }
    }

    public let scenario: Scenario
    public let measurer: any TextMeasuring

    /// - Parameters:
    ///   - scenario: what to play.
    ///   - measurer: measures text for layout (taps by position); the default is
    ///     the deterministic ``FixedAdvanceTextMeasurer``.
    public init(_ scenario: Scenario, measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) {
        self.scenario = scenario
        self.measurer = measurer
    }

    /// Applies the scenario's inputs in order, then fires what is still due until
    /// nothing more is (or up to `until`; inputs after `until` are not applied).
    /// - Parameters:
    ///   - until: the time to stop at; `nil` runs until nothing more is due.
    ///   - maximumDeadlines: a guard against a run that never goes quiet; reaching it
    ///     sets ``Result/reachedDeadlineLimit``.
    ///   - afterEachStep: called with the engine after every input and deadline
    ///     (tests check invariants there).
    public func run(until: Instant? = nil, maximumDeadlines: Int = 10_000_000,
                    afterEachStep: ((PopupEngine) -> Void)? = nil) -> Result {
        var stage = Stage(engine: PopupEngine(configuration: scenario.configuration, rules: scenario.rules),
                          container: scenario.container, styles: scenario.styles, measurer: CachingTextMeasurer(measurer))
        var events: [PopupEvent] = []
        var warnings: [EngineWarning] = []
        func collect() {
            events += stage.engine.takeEvents()
            warnings += stage.engine.takeWarnings()
            afterEachStep?(stage.engine)
        }
        for event in scenario.events {
            if let until, event.at > until { break }
            Self.apply(event.action, to: &stage, at: event.at)
            collect()
        }
        var deadlines = 0
        var reachedLimit = false
        while let next = stage.engine.nextDeadline, until.map({ next <= $0 }) ?? true {
            guard deadlines < maximumDeadlines else {
                reachedLimit = true
                break
            }
            stage.engine.advance(to: next)
            collect()
            deadlines += 1
        }
        if let until, !reachedLimit {
            stage.engine.advance(to: until)
            collect()
        }
        return Result(events: events, warnings: warnings, reachedDeadlineLimit: reachedLimit, stage: stage)
    }

    /// Applies one scenario input to a stage.
    public static func apply(_ action: ScenarioAction, to stage: inout Stage, at now: Instant) {
        switch action {
        case .tapAt(let point):
            stage.tap(at: point, now: now)
        case .keyboard(let height):
            stage.engine.advance(to: now)
            stage.container.keyboardHeight = height
        case let .container(width, height, safeArea):
            stage.engine.advance(to: now)
            stage.container.size = Size(width: width, height: height)
            if let safeArea { stage.container.safeArea = safeArea }
        default:
            apply(action, to: &stage.engine, at: now)
        }
    }

    /// Applies one scenario input to an engine (layout inputs only advance time).
    public static func apply(_ action: ScenarioAction, to engine: inout PopupEngine, at now: Instant) {
        switch action {
        case .submit(let notice): engine.submit(notice, now: now)
        case let .hud(command, id, scope, expiresAfter, duration, style):
            engine.hud(command, id: id, scope: scope, expiresAfter: expiresAfter, duration: duration, style: style, now: now)
        case .dismiss(let id): engine.dismiss(id, now: now)
        case .tap(let id): engine.tap(id, now: now)
        case .touchDown(let id): engine.touchDown(id, now: now)
        case .touchUp(let id): engine.touchUp(id, now: now)
        case .setCondition(let name, let value): engine.setCondition(name, value, now: now)
        case .suspend(let lane): engine.suspend(lane, now: now)
        case .resume(let lane): engine.resume(lane, now: now)
        case let .hideAll(lane, clearQueue, includeActivity):
            engine.hideAll(lane, clearQueue: clearQueue, includeActivity: includeActivity, now: now)
        case .background: engine.enterBackground(now: now)
        case .foreground: engine.enterForeground(now: now)
        case .endScope(let scope): engine.endScope(scope, now: now)
        case .keyboard, .container, .tapAt: engine.advance(to: now)
        }
    }
}
