import PopupKitCore
import PopupKitPresentation

/// How a notice's appearance changes, declared once from its state and never
/// sampled here: a fade in from ``ScreenNotice/shownAt``, a fade out from its
/// dismissal (from the value the fade in had reached then, so a notice dismissed
/// while it appears turns back smoothly), with the kind's own motion — SVProgressHUD's
/// pop (grows from 1/1.5, shrinks to 1/1.3 as it leaves), a banner's slide from
/// above the top edge, a popup card's settle from 1.1.
///
/// The declarations depend on the notice's state alone, not on the time a scene
/// is built at, so every scene of one show declares the same motions and a host
/// is told of them once.
struct NoticeMotion {
    /// The body's resting values and motions.
    var body = GroupMotion()
    /// The body's opacity alone: a HUD's mask, a popup's dimming.
    var fade = GroupMotion()
    /// A banner's slide out, one of ``body``'s motions: what a swipe's own exit replaces.
    private(set) var exitSlide: Motion?

    /// The motion of `item`.
    /// - Parameters:
    ///   - travel: how far a banner slides (its bottom edge's distance from the top).
    ///   - reduceMotion: fades only, no scaling or sliding.
    static func of(_ item: ScreenNotice, travel: Double, reduceMotion: Bool) -> NoticeMotion {
        var motion = NoticeMotion()
        let opacity = Self.declare(.opacity, of: item, appearingFrom: 0, resting: 1, leavingTo: 0)
        motion.body.opacity = opacity.resting
        motion.body.motions.append(contentsOf: opacity.motions)
        motion.fade = motion.body
        guard !reduceMotion else { return motion }
        switch item.lane {
        case .hud:
            let scale = Self.declare(.scale, of: item, appearingFrom: 1 / 1.5, resting: 1, leavingTo: 1 / 1.3)
            motion.body.scale = scale.resting
            motion.body.motions.append(contentsOf: scale.motions)
        case .banner:
            let slide = Self.declare(.offsetY, of: item, appearingFrom: -travel, resting: 0, leavingTo: -travel)
            motion.body.offset.y = slide.resting
            motion.body.motions.append(contentsOf: slide.motions)
            motion.exitSlide = slide.leaving
        case .popup:
            let settle = Self.declare(.scale, of: item, appearingFrom: 1.1, resting: 1, leavingTo: nil)
            motion.body.scale = settle.resting
            motion.body.motions.append(contentsOf: settle.motions)
        case .toast, .bubble:
            break
        }
        return motion
    }

    /// Takes the banner's slide out away: the body rests where the slide began
    /// (a swiped notice leaves the way the finger threw it).
    mutating func removeExitSlide() {
        guard let exitSlide else { return }
        body.motions.removeAll { $0 == exitSlide }
        body.offset.y += exitSlide.from - exitSlide.to
        self.exitSlide = nil
    }

    /// One property's motions: from `appearingFrom` to `resting` over the
    /// notice's appear transition (easing out), then, once it is dismissed, from
    /// wherever that had got to on to `leavingTo` over its fade out (easing in);
    /// with no `leavingTo` the appearing motion plays on as it leaves.
    private static func declare(_ property: Motion.Property, of item: ScreenNotice, appearingFrom start: Double,
                                resting: Double, leavingTo gone: Double?)
        -> (resting: Double, motions: [Motion], leaving: Motion?) {
        let appear = item.transition.appear
        let appearing = appear > .zero && start != resting
            ? Motion(property, from: start, to: resting, begin: item.shownAt, duration: appear, timing: .easeOut) : nil
        guard let gone, case .fadingOut(let started, let ends) = item.state else {
            return (resting, appearing.map { [$0] } ?? [], nil)
        }
        let reached = appearing?.value(at: started) ?? resting
        guard ends > started, reached != gone else { return (gone, [], nil) }
        let leaving = Motion(property, from: reached, to: gone, begin: started, duration: (ends - started).duration,
                             timing: .easeIn)
        return (gone, [leaving], leaving)
    }
}
