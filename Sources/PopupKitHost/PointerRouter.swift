import Dispatch
import PopupKit

/// Routes a host's pointer input to a ``PopupCenter``: decides once per touch
/// whether it is PopupKit's or the app's, sends PopupKit the touches it takes, and
/// nothing of those it lets go.
///
/// Two kinds of host use it:
///
/// - **A hit-test host** (a pass-through `UIWindow`) answers its hit test with
///   ``route(_:timestamp:)``. A window that answers "not mine" never hears of that
///   touch again, so a touch that passes through is told to the center there and
///   then, once: its `down` on nothing is a tap outside the bubbles (bubbles that
///   dismiss on a tap outside go). The touches it claims arrive in the window's
///   touch handlers; it sends each of their events to ``pointer(_:at:)``.
/// - **A host that sees every event** (an X11 window) sends everything to
///   ``pointer(_:at:)``: the `down` decides, and a press that passed through sends
///   nothing more to the center; released within ``tapSlop`` of where it went down
///   it is a tap on the app (``onPassThroughTap``).
///
/// Each decision is taken on the screen the `down` meets: calls to the center
/// still waiting in its mailbox (a toast posted just before the press) run first,
/// then the event is hit-tested and applied in one step, so a toast under the
/// finger is claimed, never passed through while the center grabs it.
///
/// PopupKit follows one finger (docs/Semantics.md, F7): a `down` while a claimed
/// press is open cancels that press, with a warning.
@MainActor
public final class PointerRouter {
    /// How far (points) a press that passed through may move and still be a tap
    /// on the app: the lanes' default tap slop (``SwipeRules``), so the app and a
    /// notice tell a tap from a drag alike.
    public static let tapSlop = 10.0

    /// The center the touches PopupKit takes go to.
    public let center: PopupCenter
    /// Called with the point where a press that passed through went down, when it
    /// is released within ``tapSlop`` of it: a tap on the app underneath, for a
    /// host that sees every event and stands in for the app (a playground's rows).
    /// A hit-test host's app gets its touches itself and never calls this.
    public var onPassThroughTap: (@MainActor (Point) -> Void)?
    /// Asks the app's view registered under a name whether a control of it takes
    /// a touch at a point (container points), when a touch lands on that view in
    /// a notice: a host that holds the views answers from the view's own hit test
    /// (UIKit). A touch the view keeps is routed ``PointerRoute/hosted(_:)``; one
    /// it does not (a label, an image, the view's background) is the notice's,
    /// ``PointerRoute/claim``: a tap on the notice, a swipe of it. `nil`: the
    /// content's own controls decide (``HostedContent``).
    package var viewKeepsTouch: HostedTouchQuestion?

    /// The press of the touch in progress, as the router routed it.
    private enum Press: Equatable {
        /// The center has the press: every event goes to it.
        case claimed
        /// The app has it: nothing goes to the center; `origin` tells a tap.
        case passedThrough(origin: Point)
        /// The app's view in a notice has it: nothing goes to the center, and its
        /// release is no tap on the app underneath.
        case hosted
    }

    /// A touch ``route(_:timestamp:)`` decided that no pointer event has followed yet.
    private struct RoutedTouch {
        var point: Point
        var timestamp: Duration?
        var route: PointerRoute
    }

    private var press: Press?
    private var routed: RoutedTouch?
    /// Counts route decisions, so the end of a main-queue turn forgets only the one
    /// made in that turn.
    private var decisions = 0

    /// Runs a closure on the next turn of the main queue: where a route decided
    /// without a timestamp is forgotten.
    private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void

    /// - Parameters:
    ///   - center: the center the touches PopupKit takes go to.
    ///   - schedule: runs a closure on the next turn of the main queue (the
    ///     default); a ``HostDriver`` passes its own, and a test one it runs by hand.
    public init(center: PopupCenter, schedule: (@MainActor (@escaping @MainActor () -> Void) -> Void)? = nil) {
        self.center = center
        self.schedule = schedule ?? { work in
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }

    /// Whether a touch starting at `point` is PopupKit's: what a hit-test host
    /// answers from its hit test (`point(inside:with:)`, `hitTest(_:with:)`).
    ///
    /// A touch is decided once. Asked again for the same touch before its `down`
    /// arrives, it answers the same and does nothing more (UIKit may hit-test one
    /// touch several times). The same touch is the same point with the same
    /// `timestamp` (the asking event's, e.g. `UIEvent.timestamp` since boot); without
    /// a timestamp, the same point within the same turn of the main queue. Any
    /// event sent to ``pointer(_:at:)`` ends the question: the next `route` is a new
    /// touch.
    ///
    /// - ``PointerRoute/claim``: nothing is sent yet; the host sends the touch's
    ///   events, its `down` first, to ``pointer(_:at:)``.
    /// - ``PointerRoute/passThrough``: the touch's `down` is applied to the center
    ///   now, once, as a one-shot tap outside the bubbles; the host sends nothing
    ///   more of it (a `down` at the same point before the next touch is taken as
    ///   this one's and not applied again).
    /// - ``PointerRoute/hosted(_:)``: the point is on a control of a notice's hosted
    ///   view (the layout's slot of the topmost notice there, where the view keeps
    ///   the touch: ``viewKeepsTouch``). Its `down` is applied as
    ///   for a pass-through (a tap outside the bubbles, unless the view is in a
    ///   bubble), never as a press of the notice; the host gives the touch to the
    ///   view, and events of it that reach ``pointer(_:at:)`` are dropped.
    ///
    /// Ask it for touches only: a hover or a hit test made for another reason that
    /// passes through would dismiss bubbles; those ask ``peek(_:)``.
    /// - Complexity: lays out what is on screen once per touch, O(v log v) for v
    ///   notices.
    public func route(_ point: Point, timestamp: Duration? = nil) -> PointerRoute {
        if let routed, routed.point == point, routed.timestamp == timestamp { return routed.route }
        let route = PointerRoute(center.applyPointerDownIfPassingThrough(at: point, viewKeepsTouch: viewKeepsTouch))
        routed = RoutedTouch(point: point, timestamp: timestamp, route: route)
        if route != .claim {
            // The center has no press now (a `down` on nothing or on a hosted view
            // opens none, and ends one that was open): nothing of an earlier press
            // goes to it.
            press = nil
        }
        decisions += 1
        if timestamp == nil { forgetAtEndOfTurn(decisions) }
        return route
    }

    /// Whom a point belongs to on the screen as it is, with no side effect: no
    /// press is opened, no `down` applied, no bubble dismissed, and the touch
    /// ``route(_:timestamp:)`` is deciding is left alone. What a hit-test host
    /// answers for anything but a touch (a hover, a scroll, a hit test without an
    /// event; ``HitTestEvent``), so a pointer over a notice lands on it and one
    /// beside it reaches the app. Calls still waiting in the center's mailbox are
    /// not counted: a hover asks again on its next move.
    /// A point that is not finite is the app's.
    /// - Complexity: lays out what is on screen, O(v log v) for v notices.
    public func peek(_ point: Point) -> PointerRoute {
        guard point.x.isFinite, point.y.isFinite else { return .passThrough }
        return PointerRoute(center.peekPointer(at: point, viewKeepsTouch: viewKeepsTouch))
    }

    /// One pointer event of a touch, in container points: every event of a host
    /// that sees them all, or of the touches a hit-test host claimed.
    ///
    /// - `down` decides the touch (unless ``route(_:timestamp:)`` already let it
    ///   go): on something of PopupKit's the center has the press and gets
    ///   every event until `up` or `cancel`; on nothing the center gets only this
    ///   `down` (a tap outside the bubbles) and the rest of the touch is the app's;
    ///   on a control of a hosted view likewise, and the rest of the touch is the
    ///   view's (elsewhere on the view the `down` presses the notice).
    /// - `move`, `up`, `cancel` of a claimed press go to the center; of a press that
    ///   passed through, nowhere, except that an `up` within ``tapSlop`` of the
    ///   `down` calls ``onPassThroughTap``; of a hosted view's, nowhere.
    ///
    /// Events of no press the router knows (motion with another button held, an
    /// `up` whose `down` a newer `down` replaced) are dropped: no press is theirs.
    /// A claimed press's events reach the center at once, after the calls waiting
    /// in its mailbox.
    public func pointer(_ phase: PointerPhase, at point: Point) {
        let routed = self.routed
        self.routed = nil
        switch phase {
        case .down:
            // A touch `route` let go: its `down` reached the center there.
            if let routed, routed.point == point {
                switch routed.route {
                case .passThrough: press = .passedThrough(origin: point); return
                case .hosted: press = .hosted; return
                case .claim: break
                }
            }
            // A touch `route` claimed was one the app's view under it did not keep:
            // it is not asked again, so the press is the one the host claimed.
            let claimed = routed.map { $0.point == point && $0.route == .claim } ?? false
            let question: HostedTouchQuestion? = claimed ? Self.notKept : viewKeepsTouch
            switch PointerRoute(center.applyPointer(.down, at: point, viewKeepsTouch: question)) {
            case .claim: press = .claimed
            case .passThrough: press = .passedThrough(origin: point)
            case .hosted: press = .hosted
            }
        case .move:
            if press == .claimed { center.applyPointer(.move, at: point) }
        case .up, .cancel:
            let ended = press
            press = nil
            switch ended {
            case .claimed:
                center.applyPointer(phase, at: point)
            case .passedThrough(let origin):
                if phase == .up, Self.distance(origin, point) <= Self.tapSlop { onPassThroughTap?(origin) }
            case .hosted, nil:
                break
            }
        }
    }

    /// Forgets a route decided without a timestamp once the main queue's current
    /// turn is over, unless a newer decision replaced it: the next hit test at
    /// that point is a new touch.
    private func forgetAtEndOfTurn(_ decision: Int) {
        schedule { [weak self] in
            guard let self, self.decisions == decision else { return }
            self.routed = nil
        }
    }

    /// The answer of a view that does not keep the touch.
    private static let notKept: HostedTouchQuestion = { _, _ in false }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
