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
    // The small fields sit together so the record has little padding: a million
    // records may wait, so what every waiting notice needs is inline and the rest
    // (`Extras`) out of line, allocated only once a notice sets one of them.
    var phase: Phase = .waiting
    /// The slot it takes in its lane: chosen from its content whenever it enters a
    /// queue, kept while it is visible (a loading toast that becomes its result
    /// stays in the activity slot until it ends).
    var slot: Slot = .main
    /// The yes-or-no facts, one bit each (see the properties below).
    private var flags: Flags = []
    /// Bumped whenever the notice re-enters a queue, so older queue entries go
    /// stale. 32 bits, wrapping: a stale entry is compacted away long before its
    /// notice re-enters a queue 2^32 times (``WaitingQueue``).
    var queueGeneration: UInt32 = 0
    var payload: Payload
    let receivedAt: Instant
    /// What most waiting notices leave unset (see ``Extras``); `nil` while all of it
    /// has its default.
    var extras: ExtrasBox?

    init(serial: UInt64, id: NoticeID, lane: Lane, payload: Payload, scope: String?, receivedAt: Instant,
         duration: DisplayDuration? = nil, tapToDismiss: Bool) {
        self.serial = serial
        self.id = id
        self.lane = lane
        self.payload = payload
        self.receivedAt = receivedAt
        self.tapToDismiss = tapToDismiss
        self.scope = scope
        self.duration = duration
    }

    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let hasBeenShown = Flags(rawValue: 1 << 0)
        static let pausedByBackground = Flags(rawValue: 1 << 1)
        static let pausedByTouch = Flags(rawValue: 1 << 2)
        static let tapToDismiss = Flags(rawValue: 1 << 3)
        static let pausedByCover = Flags(rawValue: 1 << 4)
    }

    var hasBeenShown: Bool {
        get { flags.contains(.hasBeenShown) }
        set { if newValue { flags.insert(.hasBeenShown) } else { flags.remove(.hasBeenShown) } }
    }
    var pausedByBackground: Bool {
        get { flags.contains(.pausedByBackground) }
        set { if newValue { flags.insert(.pausedByBackground) } else { flags.remove(.pausedByBackground) } }
    }
    var pausedByTouch: Bool {
        get { flags.contains(.pausedByTouch) }
        set { if newValue { flags.insert(.pausedByTouch) } else { flags.remove(.pausedByTouch) } }
    }
    /// A bubble whose target (or every place for its body) is covered: it is off
    /// the screen and its time stands still until it is uncovered.
    var pausedByCover: Bool {
        get { flags.contains(.pausedByCover) }
        set { if newValue { flags.insert(.pausedByCover) } else { flags.remove(.pausedByCover) } }
    }
    var tapToDismiss: Bool {
        get { flags.contains(.tapToDismiss) }
        set { if newValue { flags.insert(.tapToDismiss) } else { flags.remove(.tapToDismiss) } }
    }

    var isPaused: Bool { pausedByBackground || pausedByTouch || pausedByCover }

    /// Visible and not hidden by cover: what a user can touch. A covered bubble is
    /// visible to the engine but off the screen, so a tap, swipe or touch naming it
    /// only warns.
    var isOnScreen: Bool { phase == .visible && !pausedByCover }

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
    let transition: NoticeTransition
}

/// The independent one-at-a-time (or n-at-a-time) places inside a lane.
enum Slot: Hashable {
    case main
    /// Toast-Swift's activity toast lives beside the toast queue.
    case activity
}
