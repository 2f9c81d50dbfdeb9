/// What a notice on screen shows.
public enum ScreenContent: Hashable, Sendable {
    case toast(Toast)
    case hud(HUDContent)
    case banner(Banner)
    case popup(Popup)
    case bubble(Bubble)
}

/// A notice that is on screen now: visible, or fading out after its dismissal.
/// Layout and the scene are computed from these alone.
public struct ScreenNotice: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case visible
        /// Dismissed at `started`; gone at `ends`.
        case fadingOut(started: Instant, ends: Instant)
    }

    public var id: NoticeID
    public var lane: Lane
    public var content: ScreenContent
    /// When it was (last) shown: fade-in and spinner phase start here.
    public var shownAt: Instant
    /// Order of showing, for stacking (earlier shown, lower number).
    public var showOrder: UInt64
    public var state: State
    /// Whether a tap on it dismisses it.
    public var tapToDismiss: Bool
    /// How long it takes to appear (from ``shownAt``) and to leave.
    public var transition: NoticeTransition

    public var isVisible: Bool { state == .visible }

    /// Creates a screen item (the engine makes them; layout and scene tests do too).
    public init(id: NoticeID, lane: Lane, content: ScreenContent, shownAt: Instant, showOrder: UInt64,
                state: State, tapToDismiss: Bool, transition: NoticeTransition = .none) {
        self.id = id
        self.lane = lane
        self.content = content
        self.shownAt = shownAt
        self.showOrder = showOrder
        self.state = state
        self.tapToDismiss = tapToDismiss
        self.transition = transition
    }
}

extension ScreenContent {
    /// The app's own view it shows, if any (``HostedContent``); a HUD has none.
    public var hosted: HostedContent? {
        switch self {
        case .toast(let toast): toast.hosted
        case .banner(let banner): banner.hosted
        case .popup(let popup): popup.hosted
        case .bubble(let bubble): bubble.hosted
        case .hud: nil
        }
    }
}
