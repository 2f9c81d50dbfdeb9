import PopupKitCore
@_spi(Tools) import PopupKitCore
import PopupKitPresentation

/// When the screen next changes by itself, and how often: what a host's frame loop
/// asks after every change and every frame.
///
/// The scene is a pure function of time, but most of the time it does not change:
/// a host that draws only while ``animating(_:)`` (at that ``FrameRate``) and
/// otherwise sleeps until the instant of ``idle(until:)`` (or the next input) shows
/// every fade, slide and spinner and costs nothing when nothing moves.
public enum FrameNeed: Hashable, Sendable, CustomStringConvertible {
    /// Something moves now: draw frames at this rate. A fade, slide, pop-in, drag
    /// or spring-back wants ``FrameRate/displayMaximum``; a spinner alone wants
    /// ``FrameRate/spinner``.
    case animating(FrameRate)
    /// Nothing moves: the scene stays exactly as it is until this instant (the
    /// engine's next deadline), or until the next input when `nil`.
    case idle(until: Instant?)

    /// Whether a host should keep drawing frames.
    public var isAnimating: Bool { rate != nil }

    /// The rate to draw frames at while animating; `nil` when idle.
    public var rate: FrameRate? {
        if case .animating(let rate) = self { return rate }
        return nil
    }

    /// `animating`, `animating at 30 fps`, `idle until 2s` or `idle` (as
    /// `render --dump` prints it).
    public var description: String {
        switch self {
        case .animating(.displayMaximum): "animating"
        case .animating(let rate): "animating at \(rate)"
        case .idle(let until?): "idle until \(Format.number(until.seconds))s"
        case .idle(nil): "idle"
        }
    }

    /// The frame need of `screen` at `time`, given the engine's next deadline.
    ///
    /// A notice animates from when it was shown until its transition's `appear`
    /// has passed, and while it fades out, both at the display's maximum; a spinner
    /// (the HUD's, an activity toast's) turns as long as it is on screen, at
    /// ``FrameRate/spinner`` unless something else moves too.
    /// - Complexity: O(n) for n notices on screen.
    package static func of(_ screen: [ScreenNotice], at time: Instant, nextDeadline: Instant?) -> FrameNeed {
        var fastest: FrameRate?
        for item in screen {
            guard let rate = item.frameRate(at: time) else { continue }
            if rate == .displayMaximum { return .animating(rate) }
            fastest = max(fastest ?? rate, rate)
        }
        return fastest.map(FrameNeed.animating) ?? .idle(until: nextDeadline)
    }
}

extension ScreenNotice {
    /// How often this notice's drawing changes at `time`; `nil` while it stays as it is.
    func frameRate(at time: Instant) -> FrameRate? {
        switch state {
        case .fadingOut(_, let ends):
            return time < ends ? .displayMaximum : nil
        case .visible:
            if time < shownAt + TimeSpan(transition.appear) { return .displayMaximum }
            return hasSpinner ? .spinner : nil
        }
    }

    /// A spinner turns for as long as it is on screen.
    private var hasSpinner: Bool {
        switch content {
        case .hud(let hud): hud.mode == .spinner
        case .toast(let toast): toast.isActivity && toast.bodyContent == nil
        case .banner, .popup, .bubble: false
        }
    }
}
