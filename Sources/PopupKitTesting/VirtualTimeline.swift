import PopupKit
@_spi(Tools) import PopupKitCore

/// Drives a ``NoticeEngine`` on virtual time and records everything it reports,
/// so a test reads like a script: do this at 0.5 s, run to 3 s, check the log.
///
/// Like swift-nio's embedded event loop, time moves only when the test moves it,
/// and same-time work runs in order.
///
/// A test can be exhaustive, like swift-nio's `EmbeddedChannel.finish()` and the
/// Composable Architecture's `TestStore`: `expect(_:)` asserts the next events in
/// order and consumes them, and ``finish(allowing:)`` fails when events were never
/// asserted, notices are still live or a deadline is pending, unless the test
/// allows that. An event nobody looked at then cannot pass unnoticed:
///
/// ```swift
/// var timeline = VirtualTimeline()
/// timeline.at(0) { engine, now in
///     engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: now)
/// }
/// timeline.runUntilIdle()
/// try timeline.expect(["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown", "2.0 t1 dismissed timeout"])
/// try timeline.finish()
/// ```
public struct VirtualTimeline: Sendable {
    /// The engine being driven.
    public private(set) var engine: NoticeEngine
    /// Every event so far, in order (asserted or not).
    public private(set) var log: [NoticeEvent] = []
    /// Every warning so far, in order.
    public private(set) var warnings: [EngineWarning] = []
    /// How many events at the start of ``log`` `expect(_:)` has consumed.
    public private(set) var assertedCount = 0
    /// Whether ``log`` keeps the screen instants (`appeared`, `left`) as well as
    /// the decisions.
    public let screenInstants: Bool

    /// Creates a timeline at time zero.
    /// - Parameter screenInstants: keep `appeared` and `left` in the log. A test
    ///   about scheduling decisions leaves them out (the default), so its log
    ///   reads as the decisions it asserts; a test about what the screen shows
    ///   when keeps them.
    public init(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
                screenInstants: Bool = false) {
        engine = NoticeEngine(configuration: configuration, rules: rules)
        self.screenInstants = screenInstants
    }

    /// A timeline that goes on from a run played elsewhere (a scenario played to
    /// its end): `events` and `warnings` are its log so far, none asserted yet.
    /// - Parameter screenInstants: keep `appeared` and `left` in the log.
    public init(continuing engine: NoticeEngine, events: [NoticeEvent], warnings: [EngineWarning],
                screenInstants: Bool = false) {
        self.engine = engine
        self.screenInstants = screenInstants
        log = screenInstants ? events : events.filter { !$0.kind.isScreenInstant }
        self.warnings = warnings
    }

    /// The current virtual time in seconds.
    public var now: Double { engine.now.seconds }

    /// Runs `body` against the engine with `now` at `seconds`; each engine call
    /// first fires what is due before it.
    public mutating func at(_ seconds: Double, _ body: (inout NoticeEngine, Instant) -> Void) {
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
    ///   with deadlines still due (a timeline that never goes quiet). Assert it
    ///   (`#expect(timeline.runUntilIdle())`), or end with ``finish(allowing:)``,
    ///   which fails on the deadline left pending.
    @discardableResult
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
        let events = engine.takeEvents()
        log += screenInstants ? events : events.filter { !$0.kind.isScreenInstant }
        warnings += engine.takeWarnings()
    }

    /// The log as compact lines: `"1.5 t1 shown"`, `"4.5 t1 dismissed timeout"`.
    public var lines: [String] { log.map(EventLine.compact) }

    /// The events no `expect(_:)` has consumed yet, in order.
    public var unassertedEvents: ArraySlice<NoticeEvent> { log[assertedCount...] }

    /// Asserts that the next unasserted events are exactly `lines` (in the
    /// ``EventLine/compact(_:)`` form, `"4.5 t1 dismissed timeout"`), in order, and
    /// consumes them. Later events stay for the next call or ``finish(allowing:)``.
    ///
    /// - Throws: ``EventMismatch``, with a diff of the expected lines against the
    ///   unasserted ones, when they differ; nothing is consumed then.
    public mutating func expect(_ lines: [String]) throws(EventMismatch) {
        let actual = unassertedEvents.map(EventLine.compact)
        guard actual.starts(with: lines) else {
            throw EventMismatch(position: assertedCount, expected: lines, unasserted: actual)
        }
        assertedCount += lines.count
    }

    /// Asserts and consumes the next unasserted events; see `expect(_:)`.
    public mutating func expect(_ lines: String...) throws(EventMismatch) {
        try expect(lines)
    }

    /// Consumes every unasserted event without checking it, and returns them: for a
    /// test that says, in so many words, that it does not care what happened so far.
    @discardableResult
    public mutating func skipEvents() -> ArraySlice<NoticeEvent> {
        let skipped = unassertedEvents
        assertedCount = log.count
        return skipped
    }

    /// Ends the test: checks that every event was asserted, that no notice is live
    /// (shown or waiting) and that no deadline is pending, except for the kinds of
    /// leftover in `allowed`. It does not move time: run the timeline to the end the
    /// test means first (``runUntilIdle(limit:)`` for "until nothing is left to do").
    ///
    /// - Parameter allowed: the kinds of leftover the test expects; the default
    ///   allows none.
    /// - Returns: the allowed leftovers (empty when there were none), so a test can
    ///   still look at them: which notices stay, when the next deadline is.
    /// - Throws: ``Leftovers`` holding every leftover of a kind not allowed.
    @discardableResult
    public func finish(allowing allowed: Leftovers.Kinds = []) throws(Leftovers) -> Leftovers {
        let found = Leftovers(
            events: Array(unassertedEvents),
            liveNotices: engine.liveNotices.map { Leftovers.LiveNotice(id: $0.id, lane: $0.lane, isVisible: $0.isVisible) },
            nextDeadline: engine.nextDeadline)
        let refused = found.excluding(allowed)
        guard refused.isEmpty else { throw refused }
        return found
    }
}

/// Text forms of events for assertions and diffs.
public enum EventLine {
    /// `"<seconds> <id> <event>[ <reason>]"`, seconds rounded to milliseconds.
    public static func compact(_ event: NoticeEvent) -> String {
        var text = "\(Format.seconds(event.time)) \(event.id) \(event.kind.name)"
        if let reason = event.kind.displayReason { text += " \(reason)" }
        return text
    }
}
