import PopupKitCore

/// Calls back once per display frame while running: a display link on Apple
/// platforms, a window's vsync or a timer elsewhere, a manual ticker in tests.
///
/// ``PopupCenter`` starts its ticker when something on screen starts to move and
/// stops it as soon as nothing does, so an idle screen costs no frames and no
/// wakeups (``FrameNeed``).
@MainActor
public protocol FrameTicking: AnyObject {
    /// Whether `onFrame` is being called.
    var isRunning: Bool { get }
    /// Calls `onFrame` once per frame from now on, replacing an earlier callback.
    func start(_ onFrame: @escaping @MainActor () -> Void)
    /// Stops calling back; does nothing when stopped.
    func stop()
}

/// A frame ticker that sleeps on a clock between frames: 60 Hz on the continuous
/// clock in an app without a display link, and deterministic on a test clock.
@MainActor
public final class ClockFrameTicker: FrameTicking {
    /// Time between two frames.
    public let interval: Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    private var loop: Task<Void, Never>?
    private var onFrame: (@MainActor () -> Void)?

    /// A ticker on `clock`, one frame every `interval` (60 Hz by default; an
    /// interval below 1 ms counts as 1 ms).
    public init<C: Clock>(clock: C, interval: Duration = .microseconds(16_667)) where C.Duration == Duration {
        self.interval = max(interval, .milliseconds(1))
        sleep = { duration in try await clock.sleep(for: duration) }
    }

    public var isRunning: Bool { loop != nil }

    public func start(_ onFrame: @escaping @MainActor () -> Void) {
        self.onFrame = onFrame
        guard loop == nil else { return }
        let (sleep, interval) = (self.sleep, self.interval)
        loop = Task { [weak self] in
            while !Task.isCancelled {
                do {
                    try await sleep(interval)
                } catch {
                    return  // Stopped while sleeping.
                }
                guard let self, self.loop != nil else { return }
                self.onFrame?()
            }
        }
    }

    public func stop() {
        loop?.cancel()
        loop = nil
        onFrame = nil
    }
}
