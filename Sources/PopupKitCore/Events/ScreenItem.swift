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
public struct ScreenItem: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case visible
        /// Dismissed at `started`; gone at `ends`.
        case fadingOut(started: Instant, ends: Instant)
    }

    public var id: ItemID
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
    public var transition: Transition

    public var isVisible: Bool { state == .visible }

    /// Creates a screen item (the engine makes them; layout and scene tests do too).
    public init(id: ItemID, lane: Lane, content: ScreenContent, shownAt: Instant, showOrder: UInt64,
                state: State, tapToDismiss: Bool, transition: Transition = .none) {
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

extension ItemRecord.Payload {
    var screenContent: ScreenContent {
        switch self {
        case .hud(let content): .hud(content)
        case .notice(.toast(let toast)): .toast(toast)
        case .notice(.banner(let banner)): .banner(banner)
        case .notice(.popup(let popup)): .popup(popup)
        case .notice(.bubble(let bubble)): .bubble(bubble)
        }
    }
}

extension PopupEngine {
    /// Everything on screen now — visible notices and those fading out — in the
    /// order they were shown.
    /// - Complexity: O(v log v) for v notices on screen.
    public var screen: [ScreenItem] {
        var result: [ScreenItem] = []
        for (_, serials) in visible.entries {
            for serial in serials {
                guard let record = items[serial] else { continue }
                result.append(ScreenItem(id: record.id, lane: record.lane, content: record.payload.screenContent,
                                         shownAt: record.shownAt ?? now, showOrder: record.showOrder,
                                         state: .visible, tapToDismiss: record.tapToDismiss,
                                         transition: record.transition))
            }
        }
        for fade in fading.values {
            result.append(ScreenItem(id: fade.id, lane: fade.lane, content: fade.payload.screenContent,
                                     shownAt: fade.shownAt, showOrder: fade.showOrder,
                                     state: .fadingOut(started: fade.startedAt, ends: fade.endsAt), tapToDismiss: false,
                                     transition: fade.transition))
        }
        return result.sorted { ($0.showOrder, $0.id) < ($1.showOrder, $1.id) }
    }

    /// The phase of a live notice: `nil` when the id is not live.
    public func isVisible(_ id: ItemID) -> Bool? {
        guard let serial = serialByID[id], let record = items[serial] else { return nil }
        return record.phase == .visible
    }
}
