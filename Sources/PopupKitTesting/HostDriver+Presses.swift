import PopupKit
import PopupKitHost

/// A finger for an app's tests: presses that take the path a device's take.
///
/// A host hands every touch to its ``HostDriver`` (PopupKitHost), which decides
/// "PopupKit's or the app's" on the screen the `down` meets, after the calls still
/// waiting; a test presses the same way, so a tap on a notice, a swipe, and a tap
/// beside a bubble behave as on a device, and ``PopupCenter/observeTouchDowns(_:)``
/// hears each `down`. Make the driver with a ``RecordingSurface`` and a
/// ``ManualFrameTicker``.
extension HostDriver {
    /// A tap at `point`, in container points: a `down`, then an `up` at the same place.
    public func tap(at point: Point) {
        pointer(.down, at: point)
        pointer(.up, at: point)
    }

    /// A finger put down at `start`, moved to `end` in `steps` even moves (at least
    /// one), then lifted: a swipe when it goes far or fast enough (see the gestures
    /// article), else a drag that springs back.
    public func drag(from start: Point, to end: Point, steps: Int = 4) {
        let steps = max(1, steps)
        pointer(.down, at: start)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            pointer(.move, at: Point(x: start.x + (end.x - start.x) * fraction,
                                     y: start.y + (end.y - start.y) * fraction))
        }
        pointer(.up, at: end)
    }
}
