/// Plays a ``Scenario`` on a ``PopupEngine`` in virtual time.
public struct ScenarioRunner: Sendable {
    /// Everything a run reported, in order.
    public struct Result: Sendable {
        public var events: [PopupEvent]
        public var warnings: [EngineWarning]
        /// The engine after the run (for layout and rendering at the end time).
        public var engine: PopupEngine
    }

    public let scenario: Scenario

    public init(_ scenario: Scenario) {
        self.scenario = scenario
    }

    /// Applies the scenario's inputs in order, then fires what is still due until
    /// nothing more is (or up to `until`; inputs after `until` are not applied).
    /// - Parameters:
    ///   - maximumDeadlines: a guard against a run that never goes quiet.
    ///   - afterEachStep: called with the engine after every input and deadline
    ///     (tests check invariants there).
    public func run(until: Instant? = nil, maximumDeadlines: Int = 10_000_000,
                    afterEachStep: ((PopupEngine) -> Void)? = nil) -> Result {
        var engine = PopupEngine(configuration: scenario.configuration, rules: scenario.rules)
        var events: [PopupEvent] = []
        var warnings: [EngineWarning] = []
        func collect() {
            events += engine.takeEvents()
            warnings += engine.takeWarnings()
            afterEachStep?(engine)
        }
        for event in scenario.events {
            if let until, event.at > until { break }
            Self.apply(event.action, to: &engine, at: event.at)
            collect()
        }
        var deadlines = 0
        while let next = engine.nextDeadline, until.map({ next <= $0 }) ?? true, deadlines < maximumDeadlines {
            engine.advance(to: next)
            collect()
            deadlines += 1
        }
        if let until {
            engine.advance(to: until)
            collect()
        }
        return Result(events: events, warnings: warnings, engine: engine)
    }

    /// Applies one scenario input to an engine.
    public static func apply(_ action: ScenarioAction, to engine: inout PopupEngine, at now: Instant) {
        switch action {
        case .submit(let notice): engine.submit(notice, now: now)
        case let .hud(command, id, scope, expiresAfter, duration):
            engine.hud(command, id: id, scope: scope, expiresAfter: expiresAfter, duration: duration, now: now)
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
        case .keyboard, .container: engine.advance(to: now)
        }
    }
}
