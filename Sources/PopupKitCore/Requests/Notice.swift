/// A request to show a toast, banner, popup or bubble.
///
/// The lane comes from the content; everything else is optional and falls back to
/// the lane's configuration. HUDs are driven by ``HUDCommand`` instead, because a
/// HUD is one long-lived notice that many calls change.
public struct Notice: Hashable, Sendable {
    /// What to show.
    public enum Content: Hashable, Sendable {
        case toast(Toast)
        case banner(Banner)
        case popup(Popup)
        case bubble(Bubble)

        /// The app's own view it shows, if any (``HostedContent``).
        public var hosted: HostedContent? {
            switch self {
            case .toast(let toast): toast.hosted
            case .banner(let banner): banner.hosted
            case .popup(let popup): popup.hosted
            case .bubble(let bubble): bubble.hosted
            }
        }

        /// The lane this content belongs to.
        public var lane: Lane {
            switch self {
            case .toast: .toast
            case .banner: .banner
            case .popup: .popup
            case .bubble: .bubble
            }
        }
    }

    /// The notice's id; generated when `nil`. Submitting the id of a live notice
    /// of the same lane updates it in place.
    public var id: NoticeID?
    /// The scope (usually a screen) it belongs to; the input ``NoticeEngine/Input/endScope(_:)`` ends it.
    public var scope: String?
    /// If it is still waiting this many seconds after it was received, it expires
    /// (finite and not negative, else the request is invalid; above a billion
    /// seconds it is clamped to a billion, with a warning).
    public var expiresAfter: Duration?
    /// How long it stays visible; `nil` uses the lane's default.
    public var duration: DisplayDuration?
    /// Whether a tap dismisses it; `nil` uses the lane's default.
    public var tapToDismiss: Bool?
    /// How long it takes to appear and to leave; `nil` uses the lane's.
    public var transition: NoticeTransition?
    /// What to show.
    public var content: Content

    /// Creates a notice.
    public init(
        id: NoticeID? = nil,
        _ content: Content,
        scope: String? = nil,
        expiresAfter: Duration? = nil,
        duration: DisplayDuration? = nil,
        tapToDismiss: Bool? = nil,
        transition: NoticeTransition? = nil
    ) {
        self.id = id
        self.content = content
        self.scope = scope
        self.expiresAfter = expiresAfter
        self.duration = duration
        self.tapToDismiss = tapToDismiss
        self.transition = transition
    }
}

/// A Toast-Swift style toast: message, title and image, or an activity indicator.
public struct Toast: Hashable, Sendable, Dressable {
    public var message: String?
    public var title: String?
    /// The name of an image (the back end resolves it).
    public var image: String?
    /// Where it goes. A toast made without one (``hasOwnPosition`` false) reads
    /// `.bottom`, Toast-Swift's default, and a `PopupCenter` shows it where its
    /// toast defaults say; setting it gives the toast its own.
    public var position: ToastPosition {
        get { ownPosition ?? .bottom }
        set { ownPosition = newValue }
    }
    /// The part of the screen the toast is placed in, in container points, instead
    /// of the safe area: Toast-Swift's `view.makeToast`, shown inside one view.
    /// `top`, `center`, `bottom` and the size limits then refer to this rectangle;
    /// toasts of the same region stack together. `nil` (the default) is the whole
    /// screen. A region that is not finite or has a negative size makes the toast
    /// invalid; one partly off screen is clipped to the screen, and one that leaves
    /// nothing on screen (zero size, wholly off screen) counts as no region
    /// (docs/Layout.md, *Regions*). The lane's queue and `maxVisible` are shared by
    /// every region (docs/Semantics.md, T6).
    public var region: Rect? {
        get { storedRegion.value }
        set { storedRegion = OutOfLine(newValue) }
    }
    private var storedRegion = OutOfLine<Rect>(nil)
    /// The app's own view (Toast-Swift's `showToast(view)`): when set, the toast's
    /// box wraps a slot of its measured size instead of the image, title, message
    /// or activity spinner, which layout then ignores; a toast with a hosted view
    /// needs no text. Setting it removes custom content (both are what the body
    /// wraps: the last one set is shown).
    public var hosted: HostedContent? {
        get { hostedView }
        set { hostedView = newValue }
    }
    /// Look, custom content and hosted view, in one box (``Dressable``).
    package var dressing = OutOfLine<Dressing>(nil)
    // The small fields last, so they share the last word: a queued notice's content
    // is copied into every record (``OutOfLine``).
    /// The position given to this toast, `nil` when it leaves it to the defaults.
    private var ownPosition: ToastPosition?
    /// An activity toast (spinner) is independent of the toast queue, shows one at a
    /// time and stays until dismissed.
    public var isActivity: Bool
    /// Whether the region follows a view that moves (``NoticeEngine/Input/moveRegion(_:to:)``
    /// moved it): a region that then leaves the screen takes the toast off screen
    /// with it, as a scrolled-away view takes its subviews, instead of counting as
    /// no region.
    package var regionFollowsView = false

    /// A toast; without a `position` it goes where the defaults say (the bottom
    /// unless a `PopupCenter`'s toast defaults say otherwise).
    public init(message: String? = nil, title: String? = nil, image: String? = nil,
                position: ToastPosition? = nil, isActivity: Bool = false, region: Rect? = nil) {
        self.message = message
        self.title = title
        self.image = image
        self.ownPosition = position
        self.isActivity = isActivity
        self.region = region
    }

    /// Whether the toast was given a position (in `init` or by setting
    /// ``position``), rather than leaving it to the defaults.
    public var hasOwnPosition: Bool { ownPosition != nil }

    /// An activity toast.
    public static func activity(position: ToastPosition = .center) -> Toast {
        Toast(position: position, isActivity: true)
    }
}

/// A WPToastManager style banner; its `type` picks its ``FrequencyRule``.
public struct Banner: Hashable, Sendable, Dressable {
    public var type: String
    public var title: String?
    public var subtitle: String?
    public var image: String?
    /// The app's own banner view (WPToastManager's custom view per type): when
    /// set, the card wraps a slot of its measured size instead of the icon, title
    /// and subtitle, which layout then ignores (a banner with a hosted view needs
    /// no text).
    public var hosted: HostedContent? {
        get { hostedView }
        set { hostedView = newValue }
    }
    /// Look, custom content and hosted view, in one box (``Dressable``).
    package var dressing = OutOfLine<Dressing>(nil)

    public init(type: String = FrequencyRule.defaultType, title: String? = nil,
                subtitle: String? = nil, image: String? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A FGPopupScheduler style popup.
public struct Popup: Hashable, Sendable, Dressable {
    /// What happens to a popup whose condition is false when its turn comes.
    public enum Untriggered: String, Hashable, Sendable, Codable {
        /// It stays in the queue until its condition holds.
        case await
        /// It is discarded (`conditionFailed`).
        case discard
    }

    /// What this popup does, while visible, when a more important popup can show:
    /// one of higher priority or, with ``QueueStrategy/priorityLIFO``, one of equal
    /// priority that arrived after it.
    public enum Switch: String, Hashable, Sendable, Codable {
        /// It stays; the newcomer waits.
        case await
        /// It goes back to the queue (`requeued`); the newcomer shows. Against an
        /// equal-priority newcomer it is dismissed (`preempted`) as with `discard`
        /// (FGPopupScheduler: "优先级相同时同 Discard").
        case latent
        /// It is dismissed (`preempted`); the newcomer shows.
        case discard
    }

    public var title: String?
    public var message: String?
    public var priority: Int
    /// The name of a condition flag (see ``NoticeEngine/Input/setCondition(_:_:)``);
    /// `nil` means always true.
    public var condition: String?
    /// The scheduler it waits in: an independent popup queue with its own strategy
    /// (``LaneConfiguration/schedulerStrategies``) and its own one visible popup,
    /// as FGPopupScheduler's separate schedulers. `nil` is the lane's default
    /// scheduler. A live popup cannot move to another scheduler.
    public var scheduler: String? {
        get { storedScheduler.value }
        set { storedScheduler = OutOfLine(newValue) }
    }
    /// Most apps use one scheduler: a name costs one reference, and none unset.
    private var storedScheduler = OutOfLine<String>(nil)
    /// The app's own view (FGPopupScheduler's popup views): when set, the card
    /// wraps a slot of its measured size instead of the title and message, which
    /// layout then ignores. Setting it removes custom content (both are what the
    /// card wraps: the last one set is shown).
    public var hosted: HostedContent? {
        get { hostedView }
        set { hostedView = newValue }
    }
    /// Look, custom content and hosted view, in one box (``Dressable``).
    package var dressing = OutOfLine<Dressing>(nil)
    /// The buttons under the title and message (an alert's answers); a tap on one
    /// dismisses the popup with ``DismissReason/action``. Checked when submitted
    /// (``validateActions()``).
    public var actions: [PopupAction]
    // The one-byte fields last, so they share the last word (``OutOfLine``).
    public var untriggered: Untriggered
    public var switchBehavior: Switch

    public init(title: String? = nil, message: String? = nil, priority: Int = 0,
                condition: String? = nil, untriggered: Untriggered = .await,
                switchBehavior: Switch = .await, scheduler: String? = nil,
                actions: [PopupAction] = []) {
        self.title = title
        self.message = message
        self.priority = priority
        self.condition = condition
        self.untriggered = untriggered
        self.switchBehavior = switchBehavior
        self.actions = actions
        self.storedScheduler = OutOfLine(scheduler)
    }
}

/// A BubblePopup style tip pointing at a target.
public struct Bubble: Hashable, Sendable, Dressable {
    public var text: String
    public var target: Rect?
    // The one-byte fields fill the optional's padding (``OutOfLine``).
    public var pointer: BubblePointer
    /// The target edge the bubble prefers to sit on.
    public var edge: BubbleEdge
    /// Whether a tap anywhere else dismisses it (`tapOutside`).
    public var dismissesOnTapOutside: Bool
    /// Overrides the style's `maxWidth`.
    public var maxWidth: Double?
    /// The app's own view (BubblePopup's `customContentView`): when set, the body
    /// wraps a slot of its measured size instead of `text`, which layout then
    /// ignores and may be empty. Setting it removes custom content (both are what
    /// the body wraps: the last one set is shown).
    public var hosted: HostedContent? {
        get { hostedView }
        set { hostedView = newValue }
    }
    /// Look, custom content and hosted view, in one box (``Dressable``).
    package var dressing = OutOfLine<Dressing>(nil)

    public init(text: String, pointer: BubblePointer = .triangle, edge: BubbleEdge = .bottom,
                target: Rect? = nil, maxWidth: Double? = nil, dismissesOnTapOutside: Bool = true) {
        self.text = text
        self.pointer = pointer
        self.edge = edge
        self.target = target
        self.maxWidth = maxWidth
        self.dismissesOnTapOutside = dismissesOnTapOutside
    }
}
