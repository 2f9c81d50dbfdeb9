import PopupKit

/// A frame ticker passed through to another, telling its owner when frames
/// start and stop: how the host driver counts the frames of one animation, with
/// any ticker (a display link, a dispatch timer, a test's manual ticker).
@MainActor
final class ObservedTicker: FrameTicking {
    let inner: any FrameTicking
    /// Called with `true` when frames start, `false` when they stop.
    var onRunningChange: (@MainActor (Bool) -> Void)?

    init(_ inner: any FrameTicking) {
        self.inner = inner
    }

    var isRunning: Bool { inner.isRunning }

    var preferredRate: FrameRate {
        get { inner.preferredRate }
        set { inner.preferredRate = newValue }
    }

    func start(_ onFrame: @escaping @MainActor (FrameTime) -> Void) {
        let wasRunning = inner.isRunning
        inner.start(onFrame)
        if !wasRunning, inner.isRunning { onRunningChange?(true) }
    }

    func stop() {
        let wasRunning = inner.isRunning
        inner.stop()
        if wasRunning { onRunningChange?(false) }
    }
}
