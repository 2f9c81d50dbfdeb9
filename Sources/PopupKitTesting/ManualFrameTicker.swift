import PopupKit

/// A frame ticker a test drives by hand: each ``tick()`` is one display frame.
///
/// Give it to a ``PopupCenter`` (`frameTicker:`) with a test clock: move the clock
/// by a frame's time, call ``tick()``, and read what the center's `display` got.
/// ``isRunning`` tells whether the center wants frames at all (it stops the ticker
/// as soon as nothing moves).
@MainActor
public final class ManualFrameTicker: FrameTicking {
    /// Whether the center wants frames now.
    public private(set) var isRunning = false
    /// How many ticks reached the center.
    public private(set) var framesTicked = 0
    /// How many times the center started the ticker.
    public private(set) var starts = 0
    private var onFrame: (@MainActor () -> Void)?

    public init() {}

    public func start(_ onFrame: @escaping @MainActor () -> Void) {
        self.onFrame = onFrame
        if !isRunning { starts += 1 }
        isRunning = true
    }

    public func stop() {
        isRunning = false
        onFrame = nil
    }

    /// One display frame: calls the center back if it wants frames.
    /// - Returns: whether the center got the frame.
    @discardableResult
    public func tick() -> Bool {
        guard isRunning, let onFrame else { return false }
        framesTicked += 1
        onFrame()
        return true
    }
}
