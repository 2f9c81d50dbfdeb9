import PopupKitCore
import PopupKitTesting
import Testing

/// One input of a scripted run and the time, in seconds, it arrives:
/// `at(0.1, .submit(Notice(id: "t2", .toast(Toast(message: "2")))))`.
struct TimedInput {
    var seconds: Double
    var input: NoticeEngine.Input
}

/// `input` at `seconds`.
func at(_ seconds: Double, _ input: NoticeEngine.Input) -> TimedInput {
    TimedInput(seconds: seconds, input: input)
}

extension EngineConfiguration {
    /// The defaults with `change` applied: `.with { $0[.toast].queue = true }`.
    static func with(_ change: (inout EngineConfiguration) -> Void) -> EngineConfiguration {
        var configuration = EngineConfiguration()
        change(&configuration)
        return configuration
    }
}

/// Plays `inputs` on a fresh engine in virtual time and hands the run over as a
/// ``VirtualTimeline``, for the test to assert with `expect` and end with `finish()`.
///
/// The inputs are fed as a host's frame loop feeds them (and as a scenario plays): the
/// inputs of one instant together, in the order given (`send(contentsOf:now:)`, so
/// nothing shows between two of them), then the deadlines due, one at a time, until
/// nothing more is due, or up to `until` (inputs after `until` are not applied, and
/// the engine is then moved to `until`). The engine's invariants are checked after
/// every instant's inputs and every deadline. A run that has not gone quiet after
/// 100,000 deadlines fails.
/// - Parameters:
///   - inputs: in time order; same-time inputs apply in the order given.
///   - screenInstants: keep `appeared` and `left` in the log.
func play(config configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
          _ inputs: [TimedInput], until: Double? = nil, screenInstants: Bool = false,
          sourceLocation: SourceLocation = #_sourceLocation) -> VirtualTimeline {
    var timeline = VirtualTimeline(configuration: configuration, rules: rules, screenInstants: screenInstants)
    var violations: [String] = []
    func check(_ engine: NoticeEngine) {
        violations += engine.invariantViolations().map { "at \(engine.now.seconds)s: \($0)" }
    }
    let limit = until.map { Instant(seconds: $0) }
    var deadlines = 0
    /// Fires the deadlines due up to `bound` one at a time, checking after each;
    /// `false` when it stopped at 100,000.
    func fireDeadlines(through bound: Instant?) -> Bool {
        while let deadline = timeline.engine.nextDeadline, bound.map({ deadline <= $0 }) ?? true {
            guard deadlines < 100_000 else { return false }
            // The instant itself, not its seconds: `run(to:)` would round-trip through a Double.
            timeline.at(deadline.seconds) { engine, _ in engine.advance(to: deadline) }
            check(timeline.engine)
            deadlines += 1
        }
        return true
    }
    var quiet = true
    var next = inputs.startIndex
    while quiet, next < inputs.endIndex {
        let time = Instant(seconds: inputs[next].seconds)
        if let limit, time > limit { break }
        var end = next
        while end < inputs.endIndex, Instant(seconds: inputs[end].seconds) == time { end += 1 }
        if end < inputs.endIndex, Instant(seconds: inputs[end].seconds) < time {
            Issue.record("input \(end) at \(inputs[end].seconds)s is before the one at \(time.seconds)s",
                         sourceLocation: sourceLocation)
        }
        // What fell due before this instant, each checked, as a scenario's runner does.
        quiet = fireDeadlines(through: time)
        let batch = inputs[next..<end].map(\.input)
        timeline.at(inputs[next].seconds) { engine, _ in engine.send(contentsOf: batch, now: time) }
        check(timeline.engine)
        next = end
    }
    quiet = quiet && fireDeadlines(through: limit)
    if !quiet, let pending = timeline.engine.nextDeadline {
        Issue.record("still a deadline at \(pending.seconds)s after 100,000", sourceLocation: sourceLocation)
    }
    if quiet, let limit {
        timeline.at(limit.seconds) { engine, _ in engine.advance(to: limit) }
        check(timeline.engine)
    }
    #expect(violations.isEmpty, "broken invariants: \(violations)", sourceLocation: sourceLocation)
    return timeline
}

extension VirtualTimeline {
    /// The warnings' messages, in order.
    var warningMessages: [String] { warnings.map(\.message) }
}
