/// The engine's private state of one live notice.
struct NoticeRecord {
    enum Phase: Equatable {
        /// Received and waiting in its lane's queue.
        case waiting
        /// On screen.
        case visible
    }

    /// What the notice shows; HUDs keep their changing content here.
    enum Payload: Hashable {
        case notice(Notice.Content)
        case hud(HUDContent)
    }

    /// Arrival order, unique for the engine's life (ids can be reused; serials never).
    let serial: UInt64
    let id: NoticeID
    let lane: Lane
    // The small fields sit together so the record has little padding: thousands of
    // records may wait, and every one is moved when the table grows.
    var phase: Phase = .waiting
    var hasBeenShown = false
    var pausedByBackground = false
    var pausedByTouch = false
    var payload: Payload
    var scope: String?
    let receivedAt: Instant
    /// Still waiting at this instant → `expired`.
    var expiresAt: Instant?
    /// Not shown before this instant (HUD grace time).
    var notBefore: Instant?
    /// The duration asked for (resolved against the lane at show time).
    var duration: DisplayDuration?
    var tapToDismiss: Bool
    /// The notice's own transition, if it brought one.
    var ownTransition: Transition?
    /// The transition it shows and leaves with, fixed when it is shown.
    var transition: Transition = .none
    /// Banners: the rule that governs it.
    var rule: FrequencyRule?

    // Timeout of a visible notice.
    var shownAt: Instant?
    /// The first serial received after this notice was shown: notices from there on
    /// are newcomers to it (an equal-priority banner newcomer preempts it).
    var firstSerialAfterShow: UInt64 = .max
    /// Running: when it times out.
    var deadline: Instant?
    /// Paused (or not started): what is left; `nil` with `deadline == nil` means forever.
    var remaining: TimeSpan?
    /// Bumped whenever the timeout is re-armed or cancelled, so older timers go stale.
    var timeoutGeneration: UInt64 = 0

    /// Bumped whenever the notice re-enters a queue, so older queue entries go stale.
    var queueGeneration: UInt64 = 0
    /// HUD: a dismissal waiting for its delay or for the minimum show time.
    var pendingDismissAt: Instant?
    /// Bumped whenever the expiry or a pending HUD dismissal is set or cancelled, so
    /// timers set before go stale (a later timer decides the order, not the first).
    var expiryGeneration: UInt64 = 0
    var dismissGeneration: UInt64 = 0

    /// Order of showing while visible (earlier shown, lower number).
    var showOrder: UInt64 = 0

    var isPaused: Bool { pausedByBackground || pausedByTouch }

    /// The slot it takes in its lane: chosen from its content whenever it enters a
    /// queue, kept while it is visible (a loading toast that becomes its result
    /// stays in the activity slot until it ends).
    var slot: Slot = .main

    /// The slot a notice with this payload waits for.
    static func slot(of payload: Payload) -> Slot {
        if case .notice(.toast(let toast)) = payload, toast.isActivity { return .activity }
        return .main
    }

    /// The queue it waits in.
    var queueName: QueueName { Self.queueName(of: payload) }

    /// The queue a notice with this payload waits in.
    static func queueName(of payload: Payload) -> QueueName {
        switch payload {
        case .notice(.toast(let toast)): toast.isActivity ? .toastActivity : .toast
        case .hud: .hud
        case .notice(.bubble): .bubble
        case .notice(.banner(let banner)): .banner(type: banner.type)
        case .notice(.popup(let popup)):
            .popup(PopupGroupKey(scheduler: popup.scheduler, condition: popup.condition,
                                 untriggered: popup.untriggered))
        }
    }

    /// A popup's priority (`nil` for other notices).
    var popupPriority: Int? { Self.popupPriority(of: payload) }

    /// The priority of a popup payload (`nil` for other notices).
    static func popupPriority(of payload: Payload) -> Int? {
        if case .notice(.popup(let popup)) = payload { return popup.priority }
        return nil
    }

    var popup: Popup? {
        if case .notice(.popup(let popup)) = payload { return popup }
        return nil
    }

    var toast: Toast? {
        if case .notice(.toast(let toast)) = payload { return toast }
        return nil
    }

    var hud: HUDContent? {
        get {
            if case .hud(let content) = payload { return content }
            return nil
        }
        set {
            if let newValue { payload = .hud(newValue) }
        }
    }

    /// The characters an automatic duration counts (SVProgressHUD counts the status).
    var textLength: Int {
        switch payload {
        case .hud(let content): content.status?.count ?? 0
        case .notice(.toast(let toast)): (toast.title?.count ?? 0) + (toast.message?.count ?? 0)
        case .notice(.banner(let banner)): (banner.title?.count ?? 0) + (banner.subtitle?.count ?? 0)
        case .notice(.popup(let popup)): (popup.title?.count ?? 0) + (popup.message?.count ?? 0)
        case .notice(.bubble(let bubble)): bubble.text.count
        }
    }
}

/// A notice that left the screen and is fading out; it still holds its lane's
/// slot, and the scene still draws it.
struct FadeOut: Hashable {
    let serial: UInt64
    let id: NoticeID
    let lane: Lane
    let slot: Slot
    let payload: NoticeRecord.Payload
    let shownAt: Instant
    let showOrder: UInt64
    let startedAt: Instant
    let endsAt: Instant
    let transition: Transition
}

/// The independent one-at-a-time (or n-at-a-time) places inside a lane.
enum Slot: Hashable {
    case main
    /// Toast-Swift's activity toast lives beside the toast queue.
    case activity
}
