import PopupKitPresentation
import PopupKitCore
import PopupKitStage

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
    /// nothing more is (or up to `until`; inputs after `until` are not applied):
    /// a ``ScenarioPlayback`` advanced to the end.
    /// - Parameters:
    ///   - until: the time to stop at; `nil` runs until nothing more is due.
    ///   - maximumDeadlines: a guard against a run that never goes quiet; reaching it
    ///     sets ``Result/reachedDeadlineLimit``.
    ///   - afterEachStep: called with the engine after every input and deadline
    ///     (tests check invariants there).
    public func run(until: Instant? = nil, maximumDeadlines: Int = 10_000_000,
                    afterEachStep: ((NoticeEngine) -> Void)? = nil) -> Result {
        var playback = ScenarioPlayback(scenario, measurer: measurer, afterEachStep: afterEachStep)
        let finished = playback.play(through: until, maximumDeadlines: maximumDeadlines)
        return Result(events: playback.events, requests: playback.requests, warnings: playback.warnings,
                      reachedDeadlineLimit: !finished, stage: playback.stage)
    }
}
