import PopupKitCore
import PopupKitPresentation

/// Where a notice a finger moved is drawn, relative to its place in the layout:
/// a pure function of time, so ``Stage/scene(at:)`` stays pure while a notice is
/// held, springs back or is thrown out of the screen.
package enum NoticeDrag: Hashable, Sendable {
    /// A finger holds it `offset` points from its place (down positive).
    case held(offset: Double)
    /// Released below the thresholds at `from`: it returns to its place over
    /// `duration`, easing out.
    case springing(from: Double, at: Instant, duration: Duration)
    /// Swiped away from `from`: while it fades out it keeps going the same way
    /// (`direction` −1 up, +1 down) until it has left the screen.
    case leaving(from: Double, direction: Double)

    /// The vertical offset at `time` of `item`, laid out at `frame` in `container`.
    ///
    /// A notice dismissed while held or springing fades out where it is; one swiped
    /// away travels on over its fade-out until it is past the container's edge (not
    /// with Reduce Motion: it fades in place).
    package func offset(at time: Instant, of item: ScreenNotice, frame: Rect, container: Container,
                       reduceMotion: Bool) -> Double {
        offset(at: time, of: item, reduceMotion: reduceMotion) { direction in
            direction < 0 ? max(0, frame.maxY) : max(0, container.size.height - frame.minY)
        }
    }

    /// The offset of a notice that leaves the screen after travelling
    /// `exitTravel(direction)` points from its place.
    private func offset(at time: Instant, of item: ScreenNotice, reduceMotion: Bool,
                        exitTravel: (Double) -> Double) -> Double {
        switch self {
        case .held(let offset):
            return offset
        case let .springing(from, start, duration):
            // Dismissed while springing back: frozen where the dismissal found it.
            var sampled = time
            if case .fadingOut(let started, _) = item.state { sampled = min(time, started) }
            return from * (1 - MotionTiming.easeOut.fraction(elapsed: (sampled - start).seconds, of: TimeSpan(duration).seconds))
        case let .leaving(from, direction):
            guard !reduceMotion, case .fadingOut(let started, let ends) = item.state else { return from }
            let progress = MotionTiming.easeIn.fraction(elapsed: (time - started).seconds, of: (ends - started).seconds)
            return from + direction * exitTravel(direction) * progress
        }
    }

    /// Whether the drag moves the notice by itself at `time` (a spring in flight);
    /// a held notice moves only with input, and a leaving one with its fade-out.
    func isMoving(at time: Instant) -> Bool {
        guard case let .springing(_, start, duration) = self else { return false }
        return time < start + TimeSpan(duration)
    }

    /// Whether the drag replaces the lane's own exit motion (a banner's slide):
    /// a swiped notice leaves the way the finger threw it.
    var replacesExit: Bool {
        if case .leaving = self { return true }
        return false
    }
}
