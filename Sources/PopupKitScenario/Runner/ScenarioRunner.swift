import PopupKitPresentation
import PopupKitCore

/// Plays a ``Scenario`` on a ``Stage`` (engine, container, styles) in virtual time.
public struct ScenarioRunner {
    /// Everything a run reported, in order.
    public struct Result {
        public var events: [NoticeEvent]
        /// What a host would have been asked to do (announce, move focus, play a
        /// haptic), in the order decided.
        public var requests: [HostRequest]
        public var warnings: [EngineWarning]
        /// Whether the run stopped at `maximumDeadlines` with deadlines still due: the
        /// scenario never went quiet, and what is after the last deadline fired is
        /// missing from ``events``.
        public var reachedDeadlineLimit: Bool
        /// The stage after the run: the engine and the screen at the end time.
        public var stage: Stage
        /// The engine after the run.
        public var engine: NoticeEngine { stage.engine }
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

    /// Applies the scenario's inputs in order — those of one instant together (see
    /// `Stage.send(contentsOf:now:)`) — then fires what is still due until
    /// nothing more is (or up to `until`; inputs after `until` are not applied).
    /// - Parameters:
    ///   - until: the time to stop at; `nil` runs until nothing more is due.
    ///   - maximumDeadlines: a guard against a run that never goes quiet; reaching it
    ///     sets ``Result/reachedDeadlineLimit``.
    ///   - afterEachStep: called with the engine after every input and deadline
    ///     (tests check invariants there).
    public func run(until: Instant? = nil, maximumDeadlines: Int = 10_000_000,
                    afterEachStep: ((NoticeEngine) -> Void)? = nil) -> Result {
        var stage = Stage(engine: NoticeEngine(configuration: scenario.configuration, rules: scenario.rules),
                          container: scenario.container, styles: scenario.styles, measurer: CachingTextMeasurer(measurer))
        var events: [NoticeEvent] = []
        var requests: [HostRequest] = []
        var warnings: [EngineWarning] = []
        func collect() {
            let new = stage.engine.takeEvents()
            events += new
            requests += stage.requests(after: new)
            warnings += stage.engine.takeWarnings()
            afterEachStep?(stage.engine)
        }
        // Inputs of one instant are applied together: nothing shows between them.
        var index = scenario.events.startIndex
        while index < scenario.events.endIndex {
            let at = scenario.events[index].at
            if let until, at > until { break }
            var end = index
            while end < scenario.events.endIndex && scenario.events[end].at == at { end += 1 }
            stage.send(contentsOf: scenario.events[index..<end].map(\.action), now: at)
            collect()
            index = end
        }
        var deadlines = 0
        var reachedLimit = false
        while let next = stage.engine.nextDeadline, until.map({ next <= $0 }) ?? true {
            guard deadlines < maximumDeadlines else {
                reachedLimit = true
                break
            }
            stage.advance(to: next)
            collect()
            deadlines += 1
        }
        if let until, !reachedLimit {
            stage.advance(to: until)
            collect()
        }
        return Result(events: events, requests: requests, warnings: warnings, reachedDeadlineLimit: reachedLimit, stage: stage)
    }
}
