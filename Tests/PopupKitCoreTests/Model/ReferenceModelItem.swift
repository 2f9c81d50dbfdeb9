import PopupKitTesting
import ScriptHarness

/// A timer of the reference model: a deadline and the order in which it was set
/// (docs/Semantics.md, *Time*: timers due at an instant fire in the order they were set).
struct ModelTimer: Equatable {
    var at: Int64
    var seq: Int
}

/// A notice that ended on screen and is fading out (docs/Semantics.md, *Lifecycle*).
struct ModelFade {
    let lane: Lane
    /// Whether it was an activity toast (which has its own slot).
    let activity: Bool
    let end: ModelTimer
    /// A popup's scheduler (each scheduler waits for its own fade).
    var popupScheduler: String? = nil
}

/// One live notice of the reference model: everything the document says a notice has.
struct ModelItem {
    enum Phase: Equatable { case waiting, visible }

    /// Arrival order (an id reused after its notice ended gets a new serial).
    let serial: Int
    let id: NoticeID
    let lane: Lane
    /// Toasts, banners, popups, bubbles.
    var content: Notice.Content?
    /// HUD: what it shows.
    var hudStatus: String?
    /// HUD: success/error/info/image (times out by itself).
    var hudIsResult = false
    /// HUD: outstanding `show` calls.
    var hudCount = 0
    var scope: String?
    let receivedAt: Int64
    var phase: Phase = .waiting
    var everShown = false
    /// Expiry of a never-shown notice (G6, B2), with the order its timer was set.
    var expiry: ModelTimer?
    /// HUD grace time (H4): not shown before this instant.
    var graceUntil: Int64?
    var duration: DisplayDuration?
    var tapToDismiss: Bool
    /// Its own transition, if the notice brought one (else its lane's).
    var transition: NoticeTransition?
    /// Banners: the rule taken from the banner's type.
    var rule: ModelRule?

    // Visible state.
    var showOrder = 0
    var shownAt: Int64 = 0
    /// The serial the first notice received after this one was shown gets (B5).
    var firstSerialAfterShow = 0
    /// A running timeout.
    var timeout: ModelTimer?
    /// A timeout that is held (paused by background or touch) with the time left.
    var held: Int64?
    /// Shown in the activity slot (kept while visible: a loading toast that becomes
    /// its result stays there).
    var inActivitySlot = false
    var touched = false
    /// HUD: a dismissal waiting for its delay or for the minimum show time.
    var pendingDismiss: ModelTimer?

    var isActivityToast: Bool {
        if case .toast(let toast) = content { return toast.isActivity }
        return false
    }

    var popup: Popup? {
        if case .popup(let popup) = content { return popup }
        return nil
    }

    var bannerType: String? {
        if case .banner(let banner) = content { return banner.type }
        return nil
    }

    /// Whether a text is longer than 10,000 characters ("Clamps": it is cut, with a warning).
    var hasOverlongText: Bool {
        let texts: [String?] = switch content {
        case .toast(let toast)?: [toast.title, toast.message]
        case .banner(let banner)?: [banner.title, banner.subtitle]
        case .popup(let popup)?: [popup.title, popup.message]
        case .bubble(let bubble)?: [bubble.text]
        case nil: [hudStatus]
        }
        return texts.contains { ($0?.count ?? 0) > 10_000 }
    }

    /// The characters an automatic duration counts ("title + message / subtitle / text /
    /// status"), each text cut to 10,000 characters ("Clamps").
    var characterCount: Int {
        func count(_ text: String?) -> Int { min(text?.count ?? 0, 10_000) }
        switch content {
        case .toast(let toast)?: return count(toast.title) + count(toast.message)
        case .banner(let banner)?: return count(banner.title) + count(banner.subtitle)
        case .popup(let popup)?: return count(popup.title) + count(popup.message)
        case .bubble(let bubble)?: return count(bubble.text)
        case nil: return count(hudStatus)
        }
    }
}

/// A banner frequency rule as the document describes it (B1–B4), resolved per type.
struct ModelRule: Equatable {
    var priority: Int
    var minInterval: Int64
    var expiration: Int64?
    var maxCount: Int?
    var window: Int64
    var discardOnLimit: Bool

    init(_ rule: FrequencyRule) {
        priority = rule.priority
        minInterval = rule.minInterval.micros
        expiration = rule.expiration?.micros
        maxCount = rule.maxCount
        window = rule.window.micros
        discardOnLimit = rule.onLimit == .discard
    }

    /// "priority 0 with no limits".
    init() {
        priority = 0
        minInterval = 0
        expiration = nil
        maxCount = nil
        window = 0
        discardOnLimit = false
    }
}

/// Plain helpers on seconds and text (docs/Semantics.md, *Durations* and *Bad input*).
enum ModelInput {
    static func micros(_ seconds: Double) -> Int64 {
        Int64((seconds * 1_000_000).rounded())
    }

    static func micros(_ time: Duration) -> Int64 {
        let (seconds, attoseconds) = time.components
        return seconds * 1_000_000 + Int64((Double(attoseconds) / 1e12).rounded())
    }

    /// A negative time is invalid (a `Duration` is never NaN or infinite).
    static func isBad(_ time: Duration?) -> Bool {
        guard let time else { return false }
        return time < .zero
    }

    static func isBad(_ seconds: Double?) -> Bool {
        guard let seconds else { return false }
        return !seconds.isFinite || seconds < 0
    }

    static func isMissing(_ text: String?) -> Bool {
        text == nil || text == ""
    }

    /// Why a notice is invalid, or `nil`.
    static func problem(_ notice: Notice) -> String? {
        if notice.id?.rawValue == "" { return "empty id" }
        switch notice.content {
        case .toast(let toast):
            if case .point(let x, let y) = toast.position, !x.isFinite || !y.isFinite { return "position" }
            if !toast.isActivity && isMissing(toast.message) && isMissing(toast.title) && isMissing(toast.image) {
                return "toast without message, title or image"
            }
        case .banner(let banner):
            if isMissing(banner.title) && isMissing(banner.subtitle) { return "banner without title or subtitle" }
        case .bubble(let bubble):
            if bubble.text.isEmpty { return "bubble without text" }
            if let t = bubble.target, ![t.minX, t.minY, t.width, t.height].allSatisfy(\.isFinite) { return "target" }
            if let width = bubble.maxWidth, !(width.isFinite && width > 0) { return "maxWidth" }
        case .popup:
            break
        }
        if case .fixed(let seconds)? = notice.duration, isBad(seconds) { return "duration" }
        if isBad(notice.expiresAfter) { return "expiresAfter" }
        return nil
    }
}
