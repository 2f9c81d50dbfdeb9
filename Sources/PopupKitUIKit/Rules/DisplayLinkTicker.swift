import PopupKit
package import PopupKitHost

/// The range of frame rates a display link is asked for (Core Animation's
/// `CAFrameRateRange`): what the center's ``FrameRate`` becomes on a display that
/// can vary its refresh (ProMotion, 10–120 Hz).
package struct FrameRateRange: Hashable, Sendable {
    package var minimum: Float
    package var maximum: Float
    package var preferred: Float?

    package init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's fastest rate for motion (up to 120 Hz, at least 60), or
    /// exactly the rate a slower one asks for.
    package init(_ rate: FrameRate) {
        guard let frames = rate.framesPerSecond else {
            self.init(minimum: 60, maximum: 120, preferred: 120)
            return
        }
        let exact = Float(min(120, max(1, frames)))
        self.init(minimum: exact, maximum: exact, preferred: exact)
    }
}

/// A display's frame callback (UIKit: a `CADisplayLink`, or a `UIUpdateLink` on
/// iOS 18 and later), as ``DisplayLinkTicker`` drives it: it exists only between
/// ``start(range:_:)`` and ``stop()``.
@MainActor
package protocol DisplayLinking: AnyObject {
    /// Creates the link and calls `onFrame` on every refresh, with the time the
    /// frame will be shown (`targetTimestamp`) and the time now
    /// (`CACurrentMediaTime()`), in seconds on the same clock.
    func start(range: FrameRateRange, _ onFrame: @escaping @MainActor (_ target: Double, _ now: Double) -> Void)
    /// Asks a running link for another rate.
    func setRange(_ range: FrameRateRange)
    /// Removes the link (`invalidate()`): a still screen has no link at all.
    func stop()
}

/// A frame ticker on a display link: the link exists while the center animates
/// (while a notice follows a finger) and not a moment longer, runs at the rate
/// the center prefers (the display's fastest for motion), and tells the center when
/// each frame will be shown.
@MainActor
package final class DisplayLinkTicker: FrameTicking {
    private let link: any DisplayLinking
    package private(set) var isRunning = false
    /// How many frames it called back.
    package private(set) var ticks = 0
    package var preferredRate = FrameRate.displayMaximum {
        didSet {
            guard isRunning, preferredRate != oldValue else { return }
            link.setRange(FrameRateRange(preferredRate))
        }
    }

    package init(link: any DisplayLinking) {
        self.link = link
    }

    package func start(_ onFrame: @escaping @MainActor (FrameTime) -> Void) {
        let callback: @MainActor (Double, Double) -> Void = { [weak self] target, now in
            guard let self, self.isRunning else { return }
            self.ticks += 1
            onFrame(FrameTime(presentedAt: target, now: now))
        }
        if isRunning {
            // Replacing the callback: the running link calls the new one.
            link.stop()
        }
        isRunning = true
        link.start(range: FrameRateRange(preferredRate), callback)
    }

    package func stop() {
        guard isRunning else { return }
        isRunning = false
        link.stop()
    }

    /// A ticker released while it runs stops its link: the link calls back a
    /// ticker it holds weakly, and would otherwise wake the display every frame
    /// for nothing (UIKit's `CADisplayLink` runs until it is invalidated).
    isolated deinit {
        if isRunning { link.stop() }
    }
}
