import PopupKitCore
import PopupKitStage

/// Calls back once per display frame while running: a display link on Apple
/// platforms, a window's vsync or a timer elsewhere, a manual ticker in tests.
///
/// ``PopupCenter`` starts its ticker when a notice starts to follow a finger (a
/// spring back, a swiped notice travelling on; declared motion takes no frames)
/// and stops it as soon as none does, so an idle screen costs no frames and no
/// wakeups (`FrameNeed`). Each callback says when its frame reaches the screen
/// (``FrameTime``), and the center samples the scene at that instant. While it
/// runs, the center keeps ``preferredRate`` at what moves, so a ticker can wake up
/// only as often as needed.
@MainActor
public protocol FrameTicking: AnyObject {
    /// Whether `onFrame` is being called.
    var isRunning: Bool { get }
    /// How often the center would like frames: set before ``start(_:)`` and
    /// whenever it changes while running. A ticker follows it as closely as its
    /// display allows (a display link's `preferredFrameRateRange`, a longer timer
    /// interval) or ignores it and ticks at the display rate, which is never wrong,
    /// only costlier.
    var preferredRate: FrameRate { get set }
    /// Calls `onFrame` once per frame from now on, replacing an earlier callback,
    /// with when that frame is shown.
    func start(_ onFrame: @escaping @MainActor (FrameTime) -> Void)
    /// Stops calling back; does nothing when stopped.
    func stop()
}

/// A frame ticker that sleeps on a clock between frames: 60 Hz on the continuous
/// clock in an app without a display link, and deterministic on a test clock.
///
/// It knows no display, so its frames are ``FrameTime/immediate``. It follows
/// ``preferredRate`` in whole intervals: at 30 fps it sleeps two intervals between
/// frames.
@MainActor
public final class ClockFrameTicker: FrameTicking {
    /// Time between two frames at the display's maximum rate.
    public let interval: Duration
    /// How often the center would like frames (see ``FrameTicking/preferredRate``);
    /// a change applies from the next frame on.
    public var preferredRate = FrameRate.displayMaximum
    private let sleep: @Sendable (Duration) async throws -> Void
    private var loop: Task<Void, Never>?
    private var onFrame: (@MainActor (FrameTime) -> Void)?

    /// A ticker on `clock`, one frame every `interval` (60 Hz by default; an
    /// interval below 1 ms counts as 1 ms).
    public init<C: Clock>(clock: C, interval: Duration = .microseconds(16_667)) where C.Duration == Duration {
        self.interval = max(interval, .milliseconds(1))
        sleep = { duration in try await clock.sleep(for: duration) }
    }

    /// A released ticker stops its loop: the loop holds the ticker weakly, but its
    /// sleep would otherwise stay suspended on the clock until the next frame.
    deinit {
        loop?.cancel()
    }

    public var isRunning: Bool { loop != nil }

    /// The time between two frames at ``preferredRate``.
    public var frameInterval: Duration { preferredRate.interval(onDisplayOf: interval) }

    public func start(_ onFrame: @escaping @MainActor (FrameTime) -> Void) {
        self.onFrame = onFrame
        guard loop == nil else { return }
        let sleep = self.sleep
        loop = Task { [weak self] in
            var pause = self?.frameInterval ?? .zero
            while !Task.isCancelled {
                do {
                    try await sleep(pause)
                } catch {
                    return  // Stopped while sleeping.
                }
                guard let self, self.loop != nil else { return }
                self.onFrame?(.immediate)
                pause = self.frameInterval
            }
        }
    }

    public func stop() {
        loop?.cancel()
        loop = nil
        onFrame = nil
    }
}
