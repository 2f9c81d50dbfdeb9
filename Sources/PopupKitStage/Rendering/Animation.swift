import PopupKitCore
import PopupKitPresentation

/// How an item's appearance changes over time: fade in after `shown`, fade out
/// after `dismissed`, with the kind's extra motion (HUD pop-in, banner slide).
struct Animation: Hashable {
    /// 0…1 opacity.
    var opacity: Double
    /// Scale about the item's centre.
    var scale: Double
    /// Vertical offset (banners slide from above the top edge).
    var offsetY: Double
    /// The share of ``offsetY`` that slides the notice out as it leaves.
    private var exitSlide = 0.0

    init(opacity: Double, scale: Double, offsetY: Double) {
        self.opacity = opacity
        self.scale = scale
        self.offsetY = offsetY
    }

    /// The animation of `item` at `time`: its ``ScreenNotice/transition`` gives how
    /// long it takes to appear (from `shownAt`) and to leave (its fade-out state).
    /// - Parameters:
    ///   - travel: how far a banner slides (its bottom edge's distance from the top).
    ///   - reduceMotion: fades only, no scaling or sliding.
    static func of(_ item: ScreenNotice, at time: Instant, travel: Double, reduceMotion: Bool) -> Animation {
        let fadeIn = TimeSpan(item.transition.appear).seconds
        let appear = Easing.easeOut(Easing.progress((time - item.shownAt).seconds, over: fadeIn))
        var disappear = 0.0
        if case .fadingOut(let started, let ends) = item.state {
            disappear = Easing.easeIn(Easing.progress((time - started).seconds, over: (ends - started).seconds))
        }
        var animation = Animation(opacity: appear * (1 - disappear), scale: 1, offsetY: 0)
        guard !reduceMotion else { return animation }
        switch item.lane {
        case .hud:
            // SVProgressHUD: grows from 1/1.5 when appearing, shrinks to 1/1.3 when leaving.
            animation.scale = (1 / 1.5 + (1 - 1 / 1.5) * appear) * (1 - (1 - 1 / 1.3) * disappear)
        case .banner:
            animation.offsetY = -travel * ((1 - appear) + disappear)
            animation.exitSlide = -travel * disappear
        case .popup:
            animation.scale = 1.1 - 0.1 * appear
        case .toast, .bubble:
            break
        }
        return animation
    }

    /// The part of ``offsetY`` that is the lane's exit slide (a banner's), at
    /// `time`: what a swipe's own exit replaces.
    var exitOffsetY: Double { exitSlide }

    /// A spinner's rotation: one turn per second from when it was shown.
    static func spinnerPhase(_ item: ScreenNotice, at time: Instant) -> Double {
        let elapsed = max(0, (time - item.shownAt).microseconds)
        return Double(elapsed % 1_000_000) / 1_000_000
    }
}
