/// One step in the life of a notice, as reported by ``NoticeEngine``.
///
/// Every notice emits ``Kind-swift.enum/received`` first and exactly one terminal
/// event (``Kind-swift.enum/dismissed(_:)``, ``Kind-swift.enum/expired`` or
/// ``Kind-swift.enum/discarded(_:)``), which decides its outcome. A dismissed
/// notice then emits ``Kind-swift.enum/left`` when its fade-out is over: the only
/// event after the terminal one.
public struct NoticeEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The engine accepted the request (always the first event).
        case received
        /// The notice waits in its lane.
        case queued
        /// The notice is on screen (fade-in starts).
        case shown
        /// It has finished appearing: its transition's `appear` has passed since
        /// `shown` (SVProgressHUD's `DidAppear`). Not emitted when it was dismissed
        /// or sent back to its queue before then.
        case appeared
        /// The notice was changed in place (same id submitted again, HUD progress…).
        case updated
        /// Its timeout stopped, keeping the remaining time.
        case paused
        /// Its timeout runs again with the remaining time.
        case resumed
        /// It left the screen and waits in its queue again (popup `latent` switch).
        case requeued
        /// A bubble hides while what it points at is covered (the keyboard, the app's
        /// bars, another notice, off screen) or no side has room for its body clear
        /// of other notices: its time stands still. It is still live: ``uncovered``
        /// brings it back, or it ends with ``DismissReason/targetCovered`` after
        /// ``NoticeEngine/coveredBubbleWait``.
        case covered
        /// A covered bubble shows again, its time running on with what was left.
        case uncovered
        /// Terminal: it is dismissed; its fade-out starts now, and ``left`` follows
        /// when the fade-out ends.
        case dismissed(DismissReason)
        /// Terminal: it waited longer than it was allowed to.
        case expired
        /// Terminal: it never showed (or was withdrawn before showing).
        case discarded(DiscardReason)
        /// It has left the screen: the fade-out after ``dismissed(_:)`` (or after
        /// ``requeued``) is over. The only event after a terminal one; completions
        /// run here.
        case left

        /// Whether what is on screen changed with it: a notice came, went, changed
        /// or was hidden. Waiting, timing and an appearance finishing do not move
        /// anything a layout reads.
        var changesScreen: Bool {
            switch self {
            case .received, .queued, .appeared, .paused, .resumed, .expired, .discarded: false
            case .shown, .updated, .requeued, .covered, .uncovered, .dismissed, .left: true
            }
        }

        /// The event's name in the scenario output (`"shown"`, `"dismissed"`…).
        public var name: String {
            switch self {
            case .received: "received"
            case .queued: "queued"
            case .shown: "shown"
            case .appeared: "appeared"
            case .left: "left"
            case .updated: "updated"
            case .paused: "paused"
            case .resumed: "resumed"
            case .requeued: "requeued"
            case .covered: "covered"
            case .uncovered: "uncovered"
            case .dismissed: "dismissed"
            case .expired: "expired"
            case .discarded: "discarded"
            }
        }

        /// The reason of a terminal event, `nil` for the others.
        public var reason: String? {
            switch self {
            case .dismissed(let reason): reason.rawValue
            case .discarded(let reason): reason.rawValue
            case .expired: "expired"
            default: nil
            }
        }

        /// The reason as an event's line of text shows it after the name: ``reason``,
        /// except for ``expired``, whose reason only repeats its name (`expired`, not
        /// `expired expired`). Every one-line form of an event uses it.
        public var displayReason: String? {
            self == .expired ? nil : reason
        }

        /// Whether this marks an instant on screen (``appeared``, ``left``) rather
        /// than a decision: tests about scheduling usually leave these out.
        public var isScreenInstant: Bool {
            self == .appeared || self == .left
        }

        /// The outcome this event ends the notice with, or `nil` if it is not terminal.
        /// The kind alone does not know which action ended a popup: for
        /// `dismissed(.action)` it says `dismissed(.action)`, and the event's
        /// ``NoticeEvent/outcome`` says ``Outcome/action(_:)`` with its id.
        public var outcome: Outcome? {
            switch self {
            case .dismissed(let reason): .dismissed(reason)
            case .discarded(let reason): .discarded(reason)
            case .expired: .expired
            default: nil
            }
        }
    }

    /// When it happened.
    public var time: Instant
    /// Which notice.
    public var id: NoticeID
    /// The notice's lane.
    public var lane: Lane
    /// What happened.
    public var kind: Kind
    /// Why input was invalid (only on `discarded(.invalid)` and `discarded(.duplicate)`).
    public var detail: String?

    /// Creates an event.
    public init(time: Instant, id: NoticeID, lane: Lane, kind: Kind, detail: String? = nil) {
        self.time = time
        self.id = id
        self.lane = lane
        self.kind = kind
        self.detail = detail
    }

    /// Whether this event ends its notice.
    public var isTerminal: Bool { kind.outcome != nil }

    /// The action a tap chose, on a `dismissed` event with reason
    /// ``DismissReason/action`` (its id is also the event's ``detail``); `nil` on
    /// every other event.
    public var action: PopupAction.ID? {
        guard kind == .dismissed(.action), let detail else { return nil }
        return PopupAction.ID(detail)
    }

    /// The outcome this event ends its notice with, or `nil` if it is not terminal:
    /// the kind's, except that a popup ended by one of its actions has
    /// ``Outcome/action(_:)`` with that action's id.
    public var outcome: Outcome? {
        if let action { return .action(action) }
        return kind.outcome
    }

    public var description: String {
        var text = "\(time.seconds) \(id) \(lane.rawValue) \(kind.name)"
        if let reason = kind.displayReason { text += " \(reason)" }
        if let detail { text += " (\(detail))" }
        return text
    }
}

/// Why a notice that was on screen left it.
public enum DismissReason: String, Hashable, Sendable, CaseIterable, Codable {
    /// Its display time ran out.
    case timeout
    /// The user tapped it.
    case tap
    /// The user tapped somewhere else (bubbles).
    case tapOutside
    /// The user swiped it towards its edge (or dragged it far or fast enough).
    case swipe
    /// The app dismissed it (`dismiss`, HUD `popActivity` to zero).
    case api
    /// A more important notice took its place.
    case preempted
    /// Too many toasts were visible; the oldest made room.
    case evicted
    /// `hideAll` removed it.
    case cleared
    /// Its scope ended.
    case scopeEnded
    /// The view a bubble pointed at left the screen (``NoticeEngine/Input/bubbleTargetGone(_:)``):
    /// a tip pointing at nothing would mislead.
    case anchorGone
    /// What a bubble pointed at stayed covered (by the keyboard, the app's bars,
    /// another notice, or off screen) for ``NoticeEngine/coveredBubbleWait``: a tip
    /// that waited hidden that long has lost its moment.
    case targetCovered
    /// The user tapped one of its popup's actions; the event's ``NoticeEvent/detail``
    /// and ``NoticeEvent/action`` name it.
    case action
}

/// Why a notice ended without being shown (or was withdrawn before it showed).
public enum DiscardReason: String, Hashable, Sendable, CaseIterable, Codable {
    /// Its condition was false when its turn came and it asked to be discarded then.
    case conditionFailed
    /// The app dismissed it before it showed.
    case withdrawn
    /// Its type was over its `maxCount` per `window` and the rule says discard.
    case rateLimited
    /// Its banner type has no rule and unknown types are rejected.
    case unknownType
    /// `hideAll` with `clearQueue` removed it.
    case cleared
    /// Its scope ended.
    case scopeEnded
    /// Its content or timing was invalid (see the event's detail).
    case invalid
    /// Its id belongs to a live notice of another lane.
    case duplicate
    /// The view a waiting bubble was to point at left the screen
    /// (``NoticeEngine/Input/bubbleTargetGone(_:)``).
    case anchorGone
}

/// How a notice ended: exactly one per notice.
public enum Outcome: Hashable, Sendable {
    /// It was on screen and left it.
    case dismissed(DismissReason)
    /// It waited too long and never showed.
    case expired
    /// It was dropped without being shown.
    case discarded(DiscardReason)
    /// The user tapped this action of the popup (its event is `dismissed` with
    /// reason ``DismissReason/action``): the answer the popup asked for.
    case action(PopupAction.ID)

    /// Whether the user tapped it (Toast-Swift's `didTap`).
    public var didTap: Bool { self == .dismissed(.tap) }
}
