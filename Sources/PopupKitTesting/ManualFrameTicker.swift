import PopupKit

/// A frame ticker a test drives by hand: each ``tick()`` is one display frame.
///
/// Give it to a ``PopupCenter`` (`frameTicker:`) with a test clock: move the clock
/// by a frame's time, call ``tick()`` (a frame shown at once) or
/// ``tick(presentingIn:)`` (a frame shown that long after the callback, as a display
/// link's), and read what the center's `display` got. ``isRunning`` tells whether
/// the center wants frames at all (it stops the ticker as soon as nothing moves),
/// ``preferredRate`` how often it wants them.
@MainActor
public final class ManualFrameTicker: FrameTicking {
    /// Whether the center wants frames now.
    public private(set) var isRunning = false
    /// The rate the center asked for last (the display's maximum until it asks).
    public var preferredRate = FrameRate.displayMaximum
    /// How many ticks reached the center.
    public private(set) var framesTicked = 0
    /// How many times the center started the ticker.
    public private(set) var starts = 0
    private var onFrame: (@MainActor (FrameTime) -> Void)?

    public init() {}

    public func start(_ onFrame: @escaping @MainActor (FrameTime) -> Void) {
        self.onFrame = onFrame
        if !isRunning { starts += 1 }
        isRunning = true
    }

    public func stop() {
        isRunning = false
        onFrame = nil
    }

    /// One display frame shown as soon as it is drawn: calls the center back if it
    /// wants frames.
    /// - Returns: whether the center got the frame.
    @discardableResult
    public func tick() -> Bool {
        tick(.immediate)
    }

    /// One display frame shown `delay` after the callback (clamped as
    /// ``FrameTime/init(presentedIn:)`` says): calls the center back if it wants frames.
    /// - Returns: whether the center got the frame.
    @discardableResult
    public func tick(presentingIn delay: Duration) -> Bool {
        tick(FrameTime(presentedIn: delay))
    }

    /// One display frame at `time`: calls the center back if it wants frames.
    /// - Returns: whether the center got the frame.
    @discardableResult
    public func tick(_ time: FrameTime) -> Bool {
        guard isRunning, let onFrame else { return false }
        framesTicked += 1
        onFrame(time)
        return true
    }
}
