import PopupKitCore

/// When the screen next changes by itself: what a host's frame loop asks after
/// every change and every frame.
///
/// The scene is a pure function of time, but most of the time it does not change:
/// a host that draws only while ``animating`` and otherwise sleeps until the
/// instant of ``idle(until:)`` (or the next input) shows every fade, slide and
/// spinner and costs nothing when nothing moves.
public enum FrameNeed: Hashable, Sendable, CustomStringConvertible {
    /// Something moves now (a fade, slide, pop-in or spinner): draw every frame.
    case animating
    /// Nothing moves: the scene stays exactly as it is until this instant (the
    /// engine's next deadline), or until the next input when `nil`.
    case idle(until: Instant?)

    /// Whether a host should keep drawing frames.
    public var isAnimating: Bool { self == .animating }

    /// `animating`, `idle until 2s` or `idle` (as `render --dump` prints it).
    public var description: String {
        switch self {
        case .animating: "animating"
        case .idle(let until?): "idle until \(Format.number(until.seconds))s"
        case .idle(nil): "idle"
        }
    }

    /// The frame need of `screen` at `time`, given the engine's next deadline.
    ///
    /// A notice animates from when it was shown until its transition's `appear`
    /// has passed, and while it fades out; a spinner (the HUD's, an activity
    /// toast's) turns as long as it is on screen.
    /// - Complexity: O(n) for n notices on screen.
    public static func of(_ screen: [ScreenNotice], at time: Instant, nextDeadline: Instant?) -> FrameNeed {
        for item in screen where item.isMoving(at: time) {
            return .animating
        }
        return .idle(until: nextDeadline)
    }
}

extension ScreenNotice {
    /// Whether this notice's drawing changes from one instant to the next at `time`.
    func isMoving(at time: Instant) -> Bool {
        switch state {
        case .fadingOut(_, let ends):
            return time < ends
        case .visible:
            if time < shownAt + TimeSpan(transition.appear) { return true }
            return hasSpinner
        }
    }

    /// A spinner turns for as long as it is on screen.
    private var hasSpinner: Bool {
        switch content {
        case .hud(let hud): hud.mode == .spinner
        case .toast(let toast): toast.isActivity && toast.content == nil
        case .banner, .popup, .bubble: false
        }
    }
}
