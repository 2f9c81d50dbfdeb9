import PopupKitCore

/// When a drag on a notice becomes a swipe that dismisses it, per lane
/// (``StyleSheet/swipe``).
///
/// The numbers are the ones SwiftMessages and Drops share: a press moves 10 pt
/// before it is a drag, and on release the notice leaves if the finger moved
/// towards the notice's edge faster than 750 pt/s, or further than 75 pt, or
/// further than a third of the notice's height. Below that it springs back.
public struct SwipeRules: Hashable, Sendable, Codable {
    /// Whether a drag can dismiss notices of this lane at all.
    public var isEnabled: Bool
    /// Whether a notice with no edge of its own (a centred toast, a HUD, a popup,
    /// a bubble) can be swiped: it goes whichever way, up or down, the finger takes
    /// it. Notices at an edge (banners, top and bottom toasts) always go towards
    /// that edge.
    public var allowsCentred: Bool
    /// How far (in points) a press moves before it is a drag; less is a tap.
    public var slop: Double
    /// Release speed towards the edge (points per second) above which it leaves.
    public var velocity: Double
    /// Distance towards the edge (points) beyond which it leaves.
    public var distance: Double
    /// Share of the notice's own height beyond which it leaves.
    public var fraction: Double
    /// How long a notice released below the thresholds takes to spring back.
    public var springBack: Duration

    /// Rules with the shared defaults, on or off.
    public init(isEnabled: Bool, allowsCentred: Bool = false, slop: Double = 10, velocity: Double = 750,
                distance: Double = 75, fraction: Double = 0.33, springBack: Duration = .milliseconds(300)) {
        self.isEnabled = isEnabled
        self.allowsCentred = allowsCentred
        self.slop = slop
        self.velocity = velocity
        self.distance = distance
        self.fraction = fraction
        self.springBack = springBack
    }

    /// The rules with NaN and negative numbers as 0 and a negative spring-back as
    /// none, so a drag never compares against a NaN.
    public var sanitized: SwipeRules {
        func clean(_ value: Double) -> Double { value.isNaN ? 0 : max(0, value) }
        var rules = self
        rules.slop = clean(slop)
        rules.velocity = clean(velocity)
        rules.distance = clean(distance)
        rules.fraction = clean(fraction)
        rules.springBack = max(.zero, springBack)
        return rules
    }
}
