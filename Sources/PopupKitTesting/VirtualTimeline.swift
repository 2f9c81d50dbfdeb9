import PopupKit

/// Drives a ``PopupEngine`` on virtual time and records everything it reports,
/// so a test reads like a script: do this at 0.5 s, run to 3 s, check the log.
///
/// Like swift-nio's embedded event loop, time moves only when the test moves it,
/// and same-time work runs in order.
public struct VirtualTimeline: Sendable {
    /// The engine being driven.
    public private(set) var engine: PopupEngine
    /// Every event so far, in order.
    public private(set) var log: [PopupEvent] = []
    /// Every warning so far, in order.
    public private(set) var warnings: [EngineWarning] = []

    /// Creates a timeline at time zero.
    public init(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook()) {
        engine = PopupEngine(configuration: configuration, rules: rules)
    }

    /// The current virtual time in seconds.
    public var now: Double { engine.now.seconds }

    /// Runs `body` against the engine with `now` at `seconds`; each engine call
    /// first fires what is due before it.
    public mutating func at(_ seconds: Double, _ body: (inout PopupEngine, Instant) -> Void) {
        body(&engine, Instant(seconds: seconds))
        collect()
    }

    /// Fires everything due up to `seconds`.
    public mutating func run(to seconds: Double) {
        engine.advance(to: Instant(seconds: seconds))
        collect()
    }

    /// Fires everything until nothing more is due, at most `limit` deadlines.
    ///
    /// - Returns: whether the engine went idle; `false` when it stopped at `limit`
    ///   with deadlines still due (a timeline that never goes quiet). Assert it:
    ///   `#expect(timeline.runUntilIdle())`.
    public mutating func runUntilIdle(limit: Int = 1_000_000) -> Bool {
        var steps = 0
        while engine.nextDeadline != nil, steps < limit {
            engine.advance(to: engine.nextDeadline!)
            steps += 1
        }
        collect()
        return engine.nextDeadline == nil
    }

    private mutating func collect() {
        log += engine.takeEvents()
        warnings += engine.takeWarnings()
    }

    /// The log as compact lines: `"1.5 t1 shown"`, `"4.5 t1 dismissed timeout"`.
    public var lines: [String] { log.map(EventLine.compact) }
}

/// Text forms of events for assertions and diffs.
public enum EventLine {
    /// `"<seconds> <id> <event>[ <reason>]"`, seconds rounded to milliseconds.
    public static func compact(_ event: PopupEvent) -> String {
        var text = "\(Format.seconds(event.time)) \(event.id) \(event.kind.name)"
        if let reason = event.kind.reason, event.kind != .expired { text += " \(reason)" }
        return text
    }
}
