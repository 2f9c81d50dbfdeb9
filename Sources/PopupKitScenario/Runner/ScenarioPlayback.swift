import PopupKitPresentation
import PopupKitCore

/// Plays a ``Scenario`` forward step by step, as a host's frame loop does: each
/// ``advance(to:)`` applies the inputs due by then (those of one instant together)
/// and fires the deadlines due, so ``stage`` shows the screen at that time.
///
/// After `advance(to: t)` the stage is the one ``ScenarioRunner/run(until:maximumDeadlines:afterEachStep:)``
/// gives for `t`: a recording's frames are the stills `popupkit render --at t` draws.
public struct ScenarioPlayback {
    /// The engine and screen at ``now``.
    public private(set) var stage: Stage
    /// The time played up to.
    public private(set) var now: Instant = .zero
    /// Warnings the engine reported so far, in order.
    public private(set) var warnings: [EngineWarning] = []
    /// Host requests (announcements, focus moves, haptics) decided since the last
    /// ``takeRequests()``, in order.
    public private(set) var requests: [HostRequest] = []
    private let events: [ScenarioEvent]
    private var nextEvent = 0

    /// A playback at time 0 before any input.
    /// - Parameters:
    ///   - scenario: what to play.
    ///   - measurer: measures text for layout (use the one that draws).
    public init(_ scenario: Scenario, measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) {
        stage = Stage(engine: NoticeEngine(configuration: scenario.configuration, rules: scenario.rules),
                      container: scenario.container, styles: scenario.styles, measurer: CachingTextMeasurer(measurer))
        events = scenario.events
    }

    /// Whether every input of the scenario has been applied.
    public var appliedEveryInput: Bool { nextEvent == events.endIndex }

    /// Plays up to `time`: the inputs at or before it, then the deadlines due by it.
    /// A time before ``now`` changes nothing (time does not run back).
    /// - Complexity: O(k) engine steps for the k inputs and deadlines in between.
    public mutating func advance(to time: Instant) {
        guard time >= now else { return }
        while nextEvent < events.endIndex, events[nextEvent].at <= time {
            let at = events[nextEvent].at
            var end = nextEvent
            while end < events.endIndex, events[end].at == at { end += 1 }
            stage.send(contentsOf: events[nextEvent..<end].map(\.action), now: at)
            collect()
            nextEvent = end
        }
        while let next = stage.engine.nextDeadline, next <= time {
            stage.advance(to: next)
            collect()
        }
        stage.advance(to: time)
        collect()
        now = time
    }

    /// The scene at ``now``.
    public var scene: Scene { stage.scene(at: now) }

    /// Returns the host requests decided since the last call, and forgets them.
    public mutating func takeRequests() -> [HostRequest] {
        defer { requests = [] }
        return requests
    }

    private mutating func collect() {
        let events = stage.engine.takeEvents()
        requests += stage.requests(after: events)
        warnings += stage.engine.takeWarnings()
    }
}

extension ScenarioRunner {
    /// When the scenario is over: the first instant, to the millisecond, after its
    /// last input at which no deadline is pending and nothing moves (no fade,
    /// slide, pop-in, spring or spinner). `nil` when it never comes to rest: a
    /// spinner left on screen, or deadlines past `maximumDeadlines`.
    ///
    /// Notices left on screen without a timeout (a bubble waiting for a tap) do
    /// not keep it from being over.
    /// - Parameter settleLimit: how long after the last input or deadline motion
    ///   may go on before the scenario counts as never at rest.
    public func restInstant(maximumDeadlines: Int = 10_000_000, settleLimit: Duration = .seconds(60)) -> Instant? {
        let result = run(maximumDeadlines: maximumDeadlines)
        guard !result.reachedDeadlineLimit else { return nil }
        let lastInput = scenario.events.last?.at ?? .zero
        let start = max(lastInput, result.engine.now)
        let limit = start + TimeSpan(settleLimit)
        var time = start
        while time <= limit {
            if !result.stage.frameNeed(at: time).isAnimating { return time }
            time = time + TimeSpan(.milliseconds(1))
        }
        return nil
    }
}
