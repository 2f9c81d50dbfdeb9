import Dispatch
import PopupKit

/// A frame ticker on the main queue: a dispatch timer that fires every
/// ``frameInterval`` while running and does not exist while stopped.
///
/// The timer is paced by deadlines (frame n is due at start + n × interval), not
/// by when the previous frame finished, so a slow frame does not slow the ones
/// after it, and nothing the window does (its own events, a blit's replies) makes
/// extra frames. X11 has no vsync to follow without extensions: ``interval`` is the
/// display rate to aim at, 60 Hz by default.
///
/// A frame is drawn after the callback and reaches the screen about one display
/// interval later, so each callback says it is presented ``interval`` from now.
/// The ticker follows ``preferredRate`` in whole display intervals: a spinner alone
/// (30 fps) fires the timer every second interval, and a fade that starts over it
/// brings it back to every interval at once.
@MainActor
public final class DispatchFrameTicker: FrameTicking {
    /// Time between two refreshes of the display the ticker aims at.
    public let interval: Duration
    /// How often the center would like frames (see ``FrameTicking/preferredRate``).
    /// A change while running re-arms the timer: the next frame is due one new
    /// ``frameInterval`` from the change.
    public var preferredRate = FrameRate.displayMaximum {
        didSet {
            guard preferredRate != oldValue, let timer else { return }
            schedule(timer)
        }
    }
    /// How many frames it has called back.
    public private(set) var ticks = 0
    /// Called when the ticker starts (`true`) or stops (`false`): a host reports
    /// the frames of an animation when it stops.
    public var onRunningChange: (@MainActor (Bool) -> Void)?
    /// While `true`, starting the ticker calls back no frames: a still frame (a
    /// clock that stands still) has nothing new to draw 60 times a second.
    public var holdsFrames = false
    private var timer: (any DispatchSourceTimer)?
    private var onFrame: (@MainActor (FrameTime) -> Void)?

    /// A ticker for a display refreshing every `interval` (60 Hz by default; at
    /// least 1 ms).
    public init(interval: Duration = .microseconds(16_667)) {
        self.interval = max(interval, .milliseconds(1))
    }

    public var isRunning: Bool { timer != nil }

    /// The time between two frames at ``preferredRate``.
    public var frameInterval: Duration { preferredRate.interval(onDisplayOf: interval) }

    public func start(_ onFrame: @escaping @MainActor (FrameTime) -> Void) {
        self.onFrame = onFrame
        guard timer == nil, !holdsFrames else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        schedule(timer)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.tick() }
        }
        self.timer = timer
        timer.resume()
        onRunningChange?(true)
    }

    public func stop() {
        guard let timer else {
            onFrame = nil
            return
        }
        timer.cancel()
        self.timer = nil
        onFrame = nil
        onRunningChange?(false)
    }

    /// Fires `timer` every ``frameInterval`` from now on.
    private func schedule(_ timer: any DispatchSourceTimer) {
        let (seconds, attoseconds) = frameInterval.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
                       leeway: .microseconds(500))
    }

    private func tick() {
        guard timer != nil, let onFrame else { return }
        ticks += 1
        onFrame(FrameTime(presentedIn: interval))
    }
}
