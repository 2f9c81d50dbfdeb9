/// The order in which a lane picks the next waiting notice.
public enum QueueStrategy: String, Hashable, Sendable, Codable, CaseIterable {
    /// First in, first out.
    case fifo
    /// Last in, first out.
    case lifo
    /// Highest priority first; equal priorities first in, first out.
    case priority
    /// Highest priority first; equal priorities last in, first out.
    case priorityLIFO = "priority-lifo"

    /// Whether priorities order the queue (and so a `switch` can apply).
    public var usesPriority: Bool { self == .priority || self == .priorityLIFO }
}

/// What a lane that shows several notices at once does with one more than it may
/// show (toasts without queue).
public enum OverflowPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Toast-Swift: the newcomer shows and the oldest visible toast is `evicted`,
    /// once it has been visible ``LaneConfiguration/minimumShowTime``; until then
    /// the newcomer waits.
    case evictOldest = "evict"
    /// react-toastify's `limit`: the newcomer waits until a visible toast leaves.
    case wait
}

/// The behaviour of one lane. Every lane has the same fields; those a lane does not
/// use are ignored (the scenario reader rejects them). Values the engine cannot use
/// (`maxVisible` below 1, negative times) are clamped when the engine receives the
/// configuration, each with a warning.
public struct LaneConfiguration: Hashable, Sendable {
    /// Toasts only: one at a time in FIFO order instead of showing at once.
    public var queue: Bool = false
    /// How many may be visible at once (toasts without queue, banners).
    public var maxVisible: Int = 1
    /// How long a notice takes to appear and to leave (the fade-out after its
    /// terminal event holds its place: a one-at-a-time lane shows the next notice
    /// only after it ends).
    public var transition: NoticeTransition = .fade(.milliseconds(200))
    /// Lanes whose visible notices stop this lane from showing anything new.
    public var blockedBy: Set<Lane> = []
    /// Whether a tap dismisses a notice that does not say.
    public var tapToDismiss: Bool = true
    /// Whether a finger resting on a visible notice (`touchDown`) pauses its
    /// timeout; off, the notice's time runs on under the finger.
    public var pausesOnTouch: Bool = true
    /// Whether a visible notice's timeout pauses while the app is in the
    /// background; off, it runs on (and may end there). Nothing new shows in the
    /// background either way.
    public var pausesInBackground: Bool = true
    /// The duration of a notice that does not say.
    public var defaultDuration: DisplayDuration = .forever
    /// Lower bound of an ``DisplayDuration/automatic`` duration.
    public var minimumDismissTime: Duration = .seconds(5)
    /// Upper bound of an ``DisplayDuration/automatic`` duration (`nil`: none).
    public var maximumDismissTime: Duration? = nil
    /// HUD only: shown only if still wanted after this long.
    public var graceTime: Duration = .zero
    /// HUD: a dismissal before it has been visible this long waits. Toasts without
    /// queue: a toast is not evicted before it has been visible this long, so a
    /// burst cannot sweep a toast away before it can be read (a newcomer waits).
    public var minimumShowTime: Duration = .zero
    /// Toasts without queue: what one more than `maxVisible` does.
    public var overflow: OverflowPolicy = .evictOldest
    /// Banners only: least time between two banners being shown.
    public var minGap: Duration = .zero
    /// Banners only: a type without a rule of its own is discarded (`unknownType`).
    public var rejectUnknownTypes: Bool = false
    /// Popups only: the queue order of the default scheduler, and of every named
    /// scheduler not in ``schedulerStrategies``.
    public var strategy: QueueStrategy = .fifo
    /// Whether a host plays haptic feedback for this lane's results (a HUD's
    /// success, error or info): see the presentation module's host requests.
    public var haptics: Bool = false
    /// Popups only: the queue order of named schedulers (``Popup/scheduler``). Each
    /// scheduler is an independent queue with one visible popup; setting one
    /// scheduler's strategy never changes another's.
    public var schedulerStrategies: [String: QueueStrategy] = [:]

    /// Creates a configuration with the generic defaults.
    public init() {}

    /// Popups only: the queue order of the scheduler `name` (`nil`: the default one).
    public func strategy(forScheduler name: String?) -> QueueStrategy {
        name.flatMap { schedulerStrategies[$0] } ?? strategy
    }

    /// The defaults of one lane (Toast-Swift, SVProgressHUD, WPToastManager,
    /// FGPopupScheduler and BubblePopup behaviour).
    public static func defaults(for lane: Lane) -> LaneConfiguration {
        var config = LaneConfiguration()
        switch lane {
        case .toast:
            config.maxVisible = 3
            config.defaultDuration = .seconds(3)
            // Long enough to read a short message before a burst evicts it.
            config.minimumShowTime = .seconds(1)
        case .hud:
            config.tapToDismiss = false
            // SVProgressHUD's fadeIn/fadeOutAnimationDuration.
            config.transition = .fade(.milliseconds(150))
            // A result is felt as well as seen (SVProgressHUD's `hapticsEnabled`,
            // on by default here: Apple's guidelines pair a task's outcome with
            // notification feedback).
            config.haptics = true
        case .banner:
            config.defaultDuration = .seconds(5)
            // Slides down from the top edge, fades out.
            config.transition = NoticeTransition(appear: .milliseconds(300), disappear: .milliseconds(200))
        case .popup:
            config.tapToDismiss = false
        case .bubble:
            config.maxVisible = Int.max
        }
        return config
    }
}

/// Accessibility settings that change timing.
public struct AccessibilityConfiguration: Hashable, Sendable {
    /// Reduce Motion: notices fade in and out without scaling or sliding. The one
    /// Reduce Motion setting: the engine carries it, the scene reads it.
    public var reduceMotion: Bool = false
    /// VoiceOver is running: timeouts last `voiceOverDurationFactor` times longer.
    public var voiceOver: Bool = false
    /// How much longer timeouts last while VoiceOver runs. VoiceOver never
    /// shortens a timeout nor makes it endless: a factor that is not a finite
    /// number ≥ 1 (NaN, infinite, below 1) counts as 1.
    public var voiceOverDurationFactor: Double = 2

    public init() {}
}

/// Everything the engine needs to know besides requests: lanes and accessibility.
public struct EngineConfiguration: Hashable, Sendable {
    /// One configuration per lane, in ``Lane`` order (an array, not a dictionary:
    /// the engine reads it on every dispatch).
    private var lanes: [LaneConfiguration]
    public var accessibility = AccessibilityConfiguration()

    /// The defaults of every lane.
    public init() {
        lanes = Lane.allCases.map { .defaults(for: $0) }
    }

    /// One lane's configuration.
    public subscript(lane: Lane) -> LaneConfiguration {
        get { lanes[lane.order] }
        set { lanes[lane.order] = newValue }
    }
}
