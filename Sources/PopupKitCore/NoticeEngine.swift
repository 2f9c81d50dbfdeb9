/// The scheduler: decides for every toast, HUD, banner, popup and bubble when it
/// shows, when it ends and why.
///
/// `NoticeEngine` is a value with no clock, no threads and no sleeping. Every call
/// takes `now`; timers are deadlines that ``advance(to:)`` fires in time order
/// (ties in the order they were set); ``nextDeadline`` tells the caller when to
/// call again. What happened is collected as ``NoticeEvent``s (``takeEvents()``).
///
/// At every instant the engine first fires what is due, then lets each lane show
/// what it can (toast, HUD, banner, popup, bubble), and repeats both until nothing
/// changes at that instant. An input call (submit, dismiss…) first advances to its
/// `now`, applies the input, then settles the same way.
public struct NoticeEngine: Sendable {
    /// The lanes' behaviour.
    public private(set) var configuration: EngineConfiguration
    /// The banner frequency rules.
    public private(set) var rules: RuleBook
    /// The latest instant the engine has reached.
    public internal(set) var now: Instant

    var items = NoticeTable()
    var serialByID: [NoticeID: UInt64] = [:]
    var nextSerial: UInt64 = 0
    var nextShowOrder: UInt64 = 0
    /// ``nextShowOrder`` when the configuration last changed: notices shown before
    /// it may stay over a limit the change lowered until they end (only the
    /// invariant check reads it).
    var firstShowOrderOfConfiguration: UInt64 = 0
    var timers = TimerQueue()
    var queues = QueueTable()
    /// Banner types and popup groups that may have waiting notices.
    var bannerTypesWaiting: Set<String> = []
    var popupGroupsWaiting: Set<PopupGroupKey> = []
    var visible = SlotTable<Set<UInt64>>(repeating: [])
    var fading: [UInt64: FadeOut] = [:]
    var fadingCount = SlotTable<Int>(repeating: 0)
    /// Fading popups per scheduler (each scheduler waits for its own fade).
    var fadingPopups: [String?: Int] = [:]
    /// The visible popup of each scheduler that has one (a scheduler shows one at a
    /// time): every settle asks, so it is looked up, not searched.
    var shownPopupOfScheduler: [String?: UInt64] = [:]
    /// The visible bubbles hidden because they are covered: the screen skips them
    /// without reading their records (tips can pile up hidden at one control).
    var coveredSerials: Set<UInt64> = []
    var suspendedLanes: Set<Lane> = []
    var suspendedSchedulers: Set<String?> = []
    var inBackground = false
    var conditions: [String: Bool] = [:]
    var scopes: [String: Set<UInt64>] = [:]
    var bannerHistory = BannerHistory()
    var pendingWake: [Lane: Instant] = [:]
    var generatedIDs: [Lane: Int] = [:]
    var changedDuringDispatch = false
    /// Inputs of one instant are being applied together: settling fires what is due
    /// but lets no lane show anything until ``releaseDispatch()``.
    var dispatchHeld = false
    var events: [NoticeEvent] = []
    /// Counts the changes to what is on screen (a notice shown, ended, updated,
    /// moved, covered, back, gone): the layer above lays the screen out again only
    /// when it moved on (``screenRevision``).
    package internal(set) var screenRevision: UInt64 = 0
    var warnings: [EngineWarning] = []

    /// Creates an engine at instant `start`.
    ///
    /// Values of `configuration` and `rules` the engine cannot use are clamped, each
    /// with a warning (see ``takeWarnings()``): `maxVisible` below 1, negative times,
    /// a `voiceOverDurationFactor` below 1.
    public init(configuration: EngineConfiguration = EngineConfiguration(),
                rules: RuleBook = RuleBook(), start: Instant = .zero) {
        self.configuration = configuration
        self.rules = rules
        self.now = start
        self.configuration = checked(configuration)
        self.rules = checked(rules)
    }

    /// Returns and forgets the events since the last call, in the order they happened.
    public mutating func takeEvents() -> [NoticeEvent] {
        // Hand the buffer over instead of keeping its capacity: keeping it would
        // allocate a new buffer as large as the biggest batch ever, on every call.
        var taken: [NoticeEvent] = []
        swap(&taken, &events)
        return taken
    }

    /// Returns and forgets the warnings since the last call: calls that did nothing
    /// (such as dismissing an unknown id) and values clamped before use.
    public mutating func takeWarnings() -> [EngineWarning] {
        var taken: [EngineWarning] = []
        swap(&taken, &warnings)
        return taken
    }

    /// Replaces the banner rules; banners already waiting keep the rule they got.
    /// Negative rule times are clamped to 0, with a warning.
    mutating func setRules(_ rules: RuleBook) {
        self.rules = checked(rules)
    }

    /// Replaces the configuration; applies to what happens from now on. Values the
    /// engine cannot use are clamped as by ``init(configuration:rules:start:)``.
    mutating func setConfiguration(_ configuration: EngineConfiguration, now: Instant) {
        advance(to: now)
        let old = self.configuration[.popup]
        self.configuration = checked(configuration)
        firstShowOrderOfConfiguration = nextShowOrder
        rekeyWaitingPopups(after: old)
        settle()
    }

    /// Waiting popups of a scheduler whose strategy changed take their place in the
    /// new order (their arrival order and priority kept), so one queue never mixes
    /// keys of two strategies.
    /// - Complexity: O(n log n) for n waiting popups, only when a strategy changed.
    private mutating func rekeyWaitingPopups(after old: LaneConfiguration) {
        let new = configuration[.popup]
        guard old.strategy != new.strategy || old.schedulerStrategies != new.schedulerStrategies else { return }
        for serial in waitingSerials(.popup) {
            let scheduler = items.read(serial, \.popup)??.scheduler
            if old.strategy(forScheduler: scheduler) != new.strategy(forScheduler: scheduler) { enqueue(serial) }
        }
    }
}
