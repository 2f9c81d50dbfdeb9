/// How long a notice takes to come onto the screen and to leave it.
///
/// This is the one home of animation time. The engine reads ``disappear`` to hold
/// a notice's place after it ends (a one-at-a-time lane shows the next notice only
/// when the previous one has gone), and the scene reads both to fade, slide and
/// scale the notice in and out. Each lane has one (``LaneConfiguration/transition``);
/// a notice may bring its own (``Notice/transition``).
public struct NoticeTransition: Hashable, Sendable {
    /// From `shown` until fully on screen (fade in, HUD pop-in, banner slide-in).
    public var appear: Duration
    /// From the terminal event until gone (fade out, HUD shrink, banner slide-out).
    public var disappear: Duration

    /// A transition; negative spans count as zero.
    public init(appear: Duration, disappear: Duration) {
        self.appear = appear
        self.disappear = disappear
    }

    /// The same span both ways (Toast-Swift's `fadeDuration`).
    public static func fade(_ duration: Duration) -> NoticeTransition {
        NoticeTransition(appear: duration, disappear: duration)
    }

    /// No animation: on and off the screen at once.
    public static let none = NoticeTransition.fade(.zero)

    /// ``appear`` in engine time, negative spans as zero (the engine's reading).
    package var appearSpan: TimeSpan { max(.zero, TimeSpan(appear)) }
    /// ``disappear`` in engine time, negative spans as zero (the engine's reading).
    package var disappearSpan: TimeSpan { max(.zero, TimeSpan(disappear)) }
}
