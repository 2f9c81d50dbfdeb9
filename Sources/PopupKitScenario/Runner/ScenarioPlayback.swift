import PopupKitPresentation
import PopupKitCore
import PopupKitStage

/// Plays a ``Scenario`` forward step by step, as a host's frame loop does: each
/// ``advance(to:)`` applies the inputs due by then (those of one instant together,
/// see `Stage.send(contentsOf:now:)`) and fires the deadlines due, so ``stage``
/// shows the screen at that time.
///
/// This is the one place a scenario is played on a ``Stage``:
/// ``ScenarioRunner/run(until:maximumDeadlines:afterEachStep:)`` is a playback
/// advanced to its end, so after `advance(to: t)` the stage is the one a run up to
/// `t` gives, and a recording's frames are the stills `popupkit render --at t` draws.
public struct ScenarioPlayback {
    /// The engine and screen at ``now``.
    public private(set) var stage: Stage
    /// The time played up to.
    public private(set) var now: Instant = .zero
    /// Every lifecycle event the engine reported so far, in order.
    public private(set) var events: [NoticeEvent] = []
    /// Warnings the engine reported so far, in order.
    public private(set) var warnings: [EngineWarning] = []
    /// Host requests (announcements, focus moves, haptics) decided since the last
    /// ``takeRequests()``, in order.
    public private(set) var requests: [HostRequest] = []
    private let inputs: [ScenarioEvent]
    private var nextInput = 0
    private let afterEachStep: ((NoticeEngine) -> Void)?

    /// A playback at time 0 before any input.
    /// - Parameters:
    ///   - scenario: what to play.
    ///   - measurer: measures text for layout (use the one that draws).
    ///   - afterEachStep: called with the engine after every instant's inputs and
    ///     every deadline (tests check invariants there).
    public init(_ scenario: Scenario, measurer: any TextMeasuring = FixedAdvanceTextMeasurer(),
                afterEachStep: ((NoticeEngine) -> Void)? = nil) {
        stage = Stage(engine: NoticeEngine(configuration: scenario.configuration, rules: scenario.rules),
                      container: scenario.container, styles: scenario.styles, measurer: CachingTextMeasurer(measurer))
        inputs = scenario.events
        self.afterEachStep = afterEachStep
    }

    /// Whether every input of the scenario has been applied.
    public var appliedEveryInput: Bool { nextInput == inputs.endIndex }

    /// Plays up to `time`: the inputs at or before it, then the deadlines due by it.
    /// A time before ``now`` changes nothing (time does not run back).
    /// - Complexity: O(k) engine steps for the k inputs and deadlines in between.
    public mutating func advance(to time: Instant) {
        _ = play(through: time, maximumDeadlines: .max)
    }

    /// Plays every input, then fires deadlines until nothing more is due.
    /// - Parameter maximumDeadlines: a guard against a scenario that never goes quiet.
    /// - Returns: `false` when it stopped at `maximumDeadlines` with deadlines still due.
    public mutating func advanceToEnd(maximumDeadlines: Int = 10_000_000) -> Bool {
        play(through: nil, maximumDeadlines: maximumDeadlines)
    }

    /// Plays the inputs at or before `limit` (every input when `nil`), then the
    /// deadlines due by it, at most `maximumDeadlines` of them; then, unless it
    /// stopped there, moves the engine to `limit`.
    /// - Returns: `false` when it stopped at `maximumDeadlines` with deadlines still due.
    mutating func play(through limit: Instant?, maximumDeadlines: Int) -> Bool {
        if let limit, limit < now { return true }
        while nextInput < inputs.endIndex {
            let at = inputs[nextInput].at
            if let limit, at > limit { break }
            var end = nextInput
            while end < inputs.endIndex, inputs[end].at == at { end += 1 }
            stage.send(contentsOf: inputs[nextInput..<end].map(\.action), now: at)
            collect()
            nextInput = end
        }
        var deadlines = 0
        while let next = stage.engine.nextDeadline, limit.map({ next <= $0 }) ?? true {
            guard deadlines < maximumDeadlines else {
                now = max(now, stage.engine.now)
                return false
            }
            stage.advance(to: next)
            collect()
            deadlines += 1
        }
        if let limit {
            stage.advance(to: limit)
            collect()
            now = limit
        } else {
            now = max(now, stage.engine.now)
        }
        return true
    }

    /// The scene at ``now``.
    public var scene: RenderScene { stage.scene(at: now) }

    /// Returns the host requests decided since the last call, and forgets them.
    public mutating func takeRequests() -> [HostRequest] {
        defer { requests = [] }
        return requests
    }

    private mutating func collect() {
        let new = stage.engine.takeEvents()
        events += new
        requests += stage.requests(after: new)
        warnings += stage.engine.takeWarnings()
        afterEachStep?(stage.engine)
    }
}

extension ScenarioRunner {
    /// When the scenario is over: the first instant after its last input at which
    /// no deadline is pending and nothing moves: no spring (to the millisecond) and
    /// no declared motion left running (a fade, slide, pop-in or spinner: the
    /// instant the last one ends). `nil` when it never comes to rest: a
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
            guard !result.stage.frameNeed(at: time).isAnimating else {
                time = time + TimeSpan(.milliseconds(1))
                continue
            }
            // Declared motion plays on with no frames: the screen rests when the
            // last of it ends (never, while a spinner turns).
            let ends = result.stage.scene(at: time).motions.values.flatMap(\.motions).map(\.end)
            if ends.isEmpty { return time }
            guard let last = ends.compactMap({ $0 }).max(), !ends.contains(nil) else { return nil }
            time = max(last, time + TimeSpan(microseconds: 1))
        }
        return nil
    }
}
