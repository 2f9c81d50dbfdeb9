import Foundation
import PopupKit
import PopupKitTesting

/// A clock a test moves by hand, synchronously; its sleeps end only when
/// cancelled, so deadlines fire when the center catches up (`flush()`).
final class StepClock: Clock, @unchecked Sendable {
    private let lock = NSLock()
    private var time = ContinuousClock.Instant.now
    var now: ContinuousClock.Instant { lock.withLock { time } }
    var minimumResolution: Duration { .zero }

    func step(by duration: Duration) { lock.withLock { time = time.advanced(by: duration) } }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        try await Task.sleep(for: .seconds(3_600))
    }
}

/// A center on a ``StepClock`` with a manual frame ticker and the fixed-advance
/// measurer, and what it reported.
@MainActor
final class CenterHarness {
    let clock = StepClock()
    let ticker = ManualFrameTicker()
    let center: PopupCenter
    private(set) var events: [NoticeEvent] = []
    /// Every warning the center handed to its `warningHandler`, in order.
    private(set) var warnings: [EngineWarning] = []
    /// Every host request, in order.
    private(set) var requests: [HostRequest] = []

    init(configuration: EngineConfiguration = EngineConfiguration()) {
        center = PopupCenter(configuration: configuration, measurer: FixedAdvanceTextMeasurer(), clock: clock,
                             frameTicker: ticker)
        center.eventHandler = { [weak self] event in self?.events.append(event) }
        center.warningHandler = { [weak self] warning in self?.warnings.append(warning) }
        center.requestHandler = { [weak self] request in self?.requests.append(request) }
    }

    /// Lets every call made so far run, moves the clock on, and lets the center
    /// fire what fell due.
    func advance(by duration: Duration) async {
        await center.flush()
        clock.step(by: duration)
        await center.flush()
    }

    /// One notice's decisions, compact: `"1.5 shown"`, `"3.5 dismissed timeout"`
    /// (screen instants left out).
    func lines(_ id: NoticeID) -> [String] {
        events.filter { $0.id == id && !$0.kind.isScreenInstant }.map { event in
            var line = "\(event.time.seconds) \(event.kind.name)"
            if let reason = event.kind.reason, event.kind != .expired { line += " \(reason)" }
            return line
        }
    }

    /// The warnings' messages.
    var warningMessages: [String] { warnings.map(\.message) }
}
