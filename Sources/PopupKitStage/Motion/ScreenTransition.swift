import PopupKitCore

/// How the screen's own change moves the notices it pushes: the keyboard's
/// animation (`keyboardAnimationDurationUserInfoKey` and `…CurveUserInfoKey`),
/// a rotation's or window resize's (the transition coordinator's duration). A
/// notice the change moves goes from where it is drawn to its new place over
/// ``duration`` with ``timing``, declared once (``Motion``), so a bottom toast
/// rides the keyboard instead of jumping ahead of it.
public struct ScreenTransition: Hashable, Sendable {
    /// The longest transition taken: two seconds (a keyboard takes about 0.25 s).
    /// A longer one is clamped to it.
    public static let longest = Duration.seconds(2)

    public var duration: Duration
    public var timing: MotionTiming

    /// A transition over `duration` (clamped into 0…``longest``; not finite or
    /// negative is 0: a jump) with `timing`.
    public init(duration: Duration, timing: MotionTiming) {
        self.duration = min(max(duration, .zero), Self.longest)
        self.timing = timing
    }

    /// A transition over `seconds` (a keyboard notification's duration, a scenario's
    /// `duration`): over ``longest`` it is clamped; `nil` for one that is zero,
    /// negative or not finite (the notices move at once).
    public init?(seconds: Double, timing: MotionTiming) {
        guard seconds.isFinite, seconds > 0 else { return nil }
        let clamped = min(seconds, TimeSpan(Self.longest).seconds)
        self.init(duration: .microseconds(Int64((clamped * 1_000_000).rounded())), timing: timing)
    }

    /// The system keyboard's show or hide: its own curve over `duration`.
    public static func keyboard(duration: Duration) -> ScreenTransition {
        ScreenTransition(duration: duration, timing: .keyboard)
    }
}

/// The notices' move after the screen changed with a transition: from where each
/// was drawn just before the change to its new place, by show order, as an
/// offset from the new place that plays down to zero (``ScreenTransition``).
package struct LayoutReflow: Hashable, Sendable {
    package var begin: Instant
    package var transition: ScreenTransition
    /// Each moved notice's drawn place before the change minus its new place.
    package var offsets: [UInt64: Point]

    package init(begin: Instant, transition: ScreenTransition, offsets: [UInt64: Point]) {
        self.begin = begin
        self.transition = transition
        self.offsets = offsets
    }

    /// The motions that move the notice shown `showOrder`, if the change moved it.
    func motions(of showOrder: UInt64) -> [Motion] {
        guard let offset = offsets[showOrder] else { return [] }
        var motions: [Motion] = []
        for (property, value) in [(Motion.Property.offsetX, offset.x), (.offsetY, offset.y)] where value != 0 {
            motions.append(Motion(property, from: value, to: 0, begin: begin, duration: transition.duration,
                                  timing: transition.timing))
        }
        return motions
    }

    /// The offset the move has reached at `time` for the notice shown `showOrder`.
    func offset(of showOrder: UInt64, at time: Instant) -> Point {
        let motions = motions(of: showOrder)
        return Point(x: motions.apply(.offsetX, to: 0, at: time), y: motions.apply(.offsetY, to: 0, at: time))
    }

    /// Whether the move still runs at `time`.
    func isRunning(at time: Instant) -> Bool {
        time < begin + TimeSpan(transition.duration)
    }
}
