import PopupKit
import PopupKitHost
import PopupKitScenario
@_spi(Tools) import PopupKit

/// A scenario played the way the live window plays it — a ``PopupCenter`` (its
/// mailbox, its timer, its frame ticker) shown by a ``HostDriver`` on a surface —
/// but in virtual time and by hand: nothing waits for a real clock or for the
/// main queue, so every run gives the same frames.
///
/// Each ``advance(to:)`` is one display frame: the inputs due by then go to the
/// center at their own times (those of one instant in one turn, so they are one
/// moment), each deadline due by then fires at its time (what the center's timer
/// does when its sleep ends), the ticker ticks if the center wants frames, and
/// the driver commits what the center handed over: the surface gets exactly what
/// a host's surface gets. `popupkit layers` and `popupkit record` are this.
@MainActor
final class DrivenPlayback {
    let center: PopupCenter
    let driver: HostDriver
    /// The time played up to.
    private(set) var now: Instant = .zero
    /// The warnings the center reported, in order.
    private(set) var warnings: [EngineWarning] = []
    private let clock = PlaybackClock(speed: 1)
    private let ticker = HandTicker()
    private let mainQueue = HandQueue()
    private let inputs: [ScenarioEvent]
    private var nextInput = 0

    /// A center at time 0 showing the scenario's screen, not yet committed.
    /// - Parameters:
    ///   - measurer: measures text for layout (use the one that draws).
    ///   - backdrop: whether the stand-in app screen is laid behind the notices.
    init(_ scenario: Scenario, measurer: any TextMeasuring, surface: any HostSurface, backdrop: Bool) {
        clock.hold(at: .zero)
        center = PopupCenter(configuration: scenario.configuration, rules: scenario.rules,
                             container: scenario.container, styles: scenario.styles,
                             measurer: measurer, clock: clock)
        inputs = scenario.events
        let mainQueue = self.mainQueue
        // No announcement timing on these surfaces: nothing is made later.
        driver = HostDriver(center: center, surface: surface, ticker: ticker,
                            schedule: { work in mainQueue.append(work) }, after: { _, _ in })
        if backdrop { driver.backdrop = AppBackdrop.laidBehind }
        center.warningHandler = { [weak self] warning in self?.warnings.append(warning) }
        // The screen before any input: the first frame.
        center.fireDueDeadlines()
    }

    /// Plays up to `time` and commits the frame shown then. A time before ``now``
    /// changes nothing (time does not run back).
    func advance(to time: Instant) {
        guard time >= now else { return }
        while nextInput < inputs.endIndex, inputs[nextInput].at <= time {
            let at = inputs[nextInput].at
            fireDeadlines(before: at)
            set(at)
            while nextInput < inputs.endIndex, inputs[nextInput].at == at {
                center.send(inputs[nextInput].action)
                nextInput += 1
            }
            center.runWaitingCalls()
        }
        fireDeadlines(before: time, including: true)
        set(time)
        ticker.tick()
        mainQueue.runAll()
        now = time
    }

    /// Fires each deadline before `limit` (and at it, when `including`) at its time.
    private func fireDeadlines(before limit: Instant, including: Bool = false) {
        while let due = center.stage.engine.nextDeadline, due < limit || (including && due == limit) {
            set(due)
            center.fireDueDeadlines()
            guard center.stage.engine.nextDeadline != due else { return }
        }
    }

    private func set(_ time: Instant) {
        clock.hold(at: .microseconds(time.microseconds))
    }
}

/// A frame ticker ticked by hand: one ``tick()`` a display frame, at the clock's now.
@MainActor
private final class HandTicker: FrameTicking {
    private(set) var isRunning = false
    var preferredRate = FrameRate.displayMaximum
    private var onFrame: (@MainActor (FrameTime) -> Void)?

    func start(_ onFrame: @escaping @MainActor (FrameTime) -> Void) {
        self.onFrame = onFrame
        isRunning = true
    }

    func stop() {
        isRunning = false
        onFrame = nil
    }

    /// A frame shown at once, if the center wants frames.
    func tick() {
        guard isRunning, let onFrame else { return }
        onFrame(.immediate)
    }
}

/// The main queue's next turn, run by hand: what the driver schedules there.
@MainActor
private final class HandQueue {
    private var work: [@MainActor () -> Void] = []

    func append(_ item: @escaping @MainActor () -> Void) {
        work.append(item)
    }

    /// Runs what is waiting, and what that schedules, until nothing is.
    func runAll() {
        while !work.isEmpty {
            let items = work
            work = []
            for item in items { item() }
        }
    }
}
