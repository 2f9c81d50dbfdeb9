import PopupKitCore
import PopupKitPresentation

/// The press of the one finger PopupKit follows, from `down` to `up` or `cancel`.
struct PointerPress: Hashable, Sendable {
    /// One point of the finger's path.
    struct Sample: Hashable, Sendable {
        var time: Instant
        var point: Point
    }

    /// The notice under the finger when it went down, with what a drag needs.
    struct Grab: Hashable, Sendable {
        var id: NoticeID
        var lane: Lane
        /// Which showing of the id (ids can come back; show orders never repeat).
        var showOrder: UInt64
        /// The notice's height: a third of it is a swipe.
        var height: Double
        /// Whether a tap on it dismisses it.
        var tapToDismiss: Bool
        /// Whether the press's `touchDown` paused its timeout (its lane's
        /// `pausesOnTouch` when the finger went down): only then does the lift send
        /// `touchUp`, so turning `pausesOnTouch` on during a press warns nothing.
        var pausedTimeout: Bool
        /// How it may be swiped, or `nil` when its lane does not allow it.
        var way: SwipeWay?
        var rules: SwipeRules
    }

    /// What the finger went down on.
    var target: HitTarget
    /// The notice it holds, when the target is one.
    var grab: Grab?
    /// The popup action button it went down on, if any: then it neither taps nor
    /// drags its popup, and chooses the action if it lifts on the button.
    var action: ActionPress?
    var origin: Point
    /// The latest samples, newest last (enough for the release velocity).
    var samples: [Sample]
    /// The finger moved beyond the slop: it is no longer a tap.
    var leftSlop = false
    /// The press drags its notice.
    var isDragging = false
    /// Where the dragged notice is drawn (points from its place, down positive).
    var offset = 0.0

    /// How far back the release velocity looks.
    static let velocityWindow = TimeSpan(microseconds: 100_000)

    init(target: HitTarget, grab: Grab?, at point: Point, time: Instant) {
        self.target = target
        self.grab = grab
        self.origin = point
        self.samples = [Sample(time: time, point: point)]
    }

    /// The finger's vertical travel from where it went down (down positive).
    var translation: Double { (samples.last?.point.y ?? origin.y) - origin.y }

    /// Records the finger at `point`; drops samples older than the velocity window
    /// needs (one sample before the window is kept as its start).
    mutating func record(_ point: Point, at time: Instant) {
        samples.append(Sample(time: time, point: point))
        while samples.count > 2, time - samples[1].time >= Self.velocityWindow { samples.removeFirst() }
    }

    /// The finger's vertical speed at its last sample, in points per second (down
    /// positive): its travel over about the last 100 ms, measured from the oldest
    /// sample within that window or, when there is none, the one just before it.
    /// 0 when all samples share one instant.
    var velocity: Double {
        guard let last = samples.last else { return 0 }
        let start = samples.first { last.time - $0.time <= Self.velocityWindow && $0.time < last.time }
            ?? samples.last { $0.time < last.time }
        guard let start else { return 0 }
        let elapsed = (last.time - start.time).seconds
        return elapsed > 0 ? (last.point.y - start.point.y) / elapsed : 0
    }

    /// Whether a release now throws the notice out: towards its edge faster than
    /// the rules' velocity, or further than their distance or their share of its
    /// height (SwiftMessages' and Drops' three thresholds).
    func isSwipe(_ grab: Grab, way: SwipeWay) -> Bool {
        let direction = way.direction(for: way == .either && translation == 0 ? velocity : translation)
        let towards = translation * direction
        let speed = velocity * direction
        return speed > grab.rules.velocity || towards > grab.rules.distance
            || (towards > 0 && towards > grab.rules.fraction * grab.height)
    }
}
