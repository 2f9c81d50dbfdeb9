// What the runtime's tests and the seeds' tests run on: a center on a test clock
// that records what it reported. A target of its own so both test targets share
// one copy; no product names it.
import Clocks
import ConcurrencyExtras
import Foundation
@_exported import PopupKit
import PopupKitHost

/// A center on a test clock, and what it reported.
@MainActor
public final class Harness {
    public let clock = TestClock()
    public let center: PopupCenter
    public private(set) var events: [NoticeEvent] = []
    /// Every warning the center handed to its `warningHandler`, in order.
    public private(set) var engineWarnings: [EngineWarning] = []
    /// The warnings' messages.
    public var warnings: [String] { engineWarnings.map(\.message) }

    public init(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook()) {
        center = PopupCenter(configuration: configuration, rules: rules, measurer: FixedAdvanceTextMeasurer(), clock: clock)
        center.eventHandler = { [weak self] event in self?.events.append(event) }
        center.warningHandler = { [weak self] warning in self?.engineWarnings.append(warning) }
    }

    /// Lets every call made so far run at the current time, moves the test clock on,
    /// and lets the center catch up with what fell due (whether or not its timer
    /// task has had its turn yet).
    public func advance(by seconds: Double) async {
        await center.flush()
        await clock.advance(by: .milliseconds(Int64((seconds * 1000).rounded())))
        await Task.megaYield()
        await center.flush()
    }

    /// Lets posted work, tasks and the event stream run.
    public func settle() async {
        await center.flush()
        await Task.megaYield()
    }

    /// Compact lines for one notice's decisions: `"1.5 shown"`, `"3.5 dismissed
    /// timeout"`; with `instants`, also when it appeared and left the screen.
    public func lines(_ id: NoticeID, instants: Bool = false) -> [String] {
        events.filter { $0.id == id && (instants || !$0.kind.isScreenInstant) }.map { event in
            var line = "\(event.time.seconds) \(event.kind.name)"
            if let reason = event.kind.displayReason { line += " \(reason)" }
            return line
        }
    }

    /// What the HUD `id` shows now, if it is on screen.
    public func hudContent(_ id: NoticeID = NoticeEngine.hudID) -> HUDContent? {
        for item in center.stage.engine.screen where item.id == id {
            if case .hud(let content) = item.content { return content }
        }
        return nil
    }
}

/// Counts completion calls per key, from any thread.
public final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    public init() {}

    public func record(_ key: String) { lock.withLock { counts[key, default: 0] += 1 } }
    public var all: [String: Int] { lock.withLock { counts } }
}

