import PopupKitTesting
import ScriptHarness

/// A deliberately simple re-implementation of docs/Semantics.md, to check
/// `NoticeEngine` against: plain arrays, linear scans, time in Int64 microseconds.
///
/// It takes the same inputs as the engine and produces the same `[NoticeEvent]`.
/// Timers (timeouts, expiries, fade ends, HUD dismissals) are fields of the items
/// with the order they were set; internal wake-ups are not timers: ``nextInstant``
/// computes when a waiting HUD's grace ends or a waiting banner becomes eligible.
struct ReferenceModel {
    let configuration: EngineConfiguration
    let rules: RuleBook
    private(set) var now: Int64 = 0
    private(set) var events: [NoticeEvent] = []
    /// How many calls did nothing but warn.
    private(set) var warningCount = 0
    /// Set when a settle loop ran away (a bug in the model).
    private(set) var ranAway = false

    /// Live notices in arrival order.
    var items: [ModelItem] = []
    var fades: [ModelFade] = []
    var conditions: [String: Bool] = [:]
    var suspended: Set<Lane> = []
    var inBackground = false
    /// Every banner shown: its type and when (B3 limits, minInterval, minGap).
    var bannerShows: [(type: String, at: Int64)] = []
    var nextSerial = 0
    var nextShowOrder = 0
    var nextTimerSeq = 0
    var generatedCounter: [Lane: Int] = [:]
    /// Inputs of one instant are being applied together ("nothing shows between them").
    var holding = false

    static let laneOrder: [Lane] = [.toast, .hud, .banner, .popup, .bubble]

    init(configuration: EngineConfiguration, rules: RuleBook) {
        self.configuration = configuration
        self.rules = rules
    }

    mutating func takeEvents() -> [NoticeEvent] {
        defer { events = [] }
        return events
    }

    // MARK: - Small helpers

    mutating func newTimer(at time: Int64) -> ModelTimer {
        nextTimerSeq += 1
        return ModelTimer(at: time, seq: nextTimerSeq)
    }

    mutating func emit(_ kind: NoticeEvent.Kind, id: NoticeID, lane: Lane, detail: String? = nil) {
        events.append(NoticeEvent(time: Instant(microseconds: now), id: id, lane: lane, kind: kind, detail: detail))
    }

    mutating func emit(_ kind: NoticeEvent.Kind, _ index: Int) {
        emit(kind, id: items[index].id, lane: items[index].lane)
    }

    mutating func warn() {
        warningCount += 1
    }

    func liveIndex(_ id: NoticeID) -> Int? {
        items.firstIndex { $0.id == id }
    }

    func index(ofSerial serial: Int) -> Int? {
        items.firstIndex { $0.serial == serial }
    }

    func lane(_ lane: Lane) -> LaneConfiguration {
        configuration[lane]
    }

    /// The lane's default tap-to-dismiss (T2, P1, U1; banners and HUD: see the report).
    static func defaultTap(_ lane: Lane) -> Bool {
        switch lane {
        case .toast, .banner, .bubble: true
        case .hud, .popup: false
        }
    }

    /// B1/B4: own rule, else the `"default"` rule, else priority 0 and no limits;
    /// `nil` when unknown types are rejected and the type has no rule of its own.
    func rule(forType type: String) -> ModelRule? {
        if let own = rules.rules[type] { return ModelRule(own) }
        if lane(.banner).rejectUnknownTypes { return nil }
        if let fallback = rules.rules[FrequencyRule.defaultType] { return ModelRule(fallback) }
        return ModelRule()
    }

    /// The display time of a visible notice now (*Durations*, T2, T3, H3), `nil` = forever.
    func resolvedDuration(_ item: ModelItem) -> Int64? {
        var duration = item.duration
        if duration == nil {
            switch item.lane {
            case .toast: duration = item.isActivityToast ? .forever : .seconds(3)
            case .banner: duration = .seconds(5)
            case .hud: duration = item.hudIsResult ? .automatic : .forever
            case .popup, .bubble: duration = .forever
            }
        }
        var span: Int64
        switch duration! {
        case .forever:
            return nil
        case .fixed(let seconds):
            span = ModelInput.micros(seconds)
        case .automatic:
            let config = lane(item.lane)
            span = Int64(item.characterCount) * 60_000 + 500_000
            span = max(span, config.minimumDismissTime.micros)
            if let maximum = config.maximumDismissTime { span = min(span, maximum.micros) }
        }
        if configuration.accessibility.voiceOver {
            // Semantics.md, Durations: the factor only lengthens; NaN, infinite or
            // below 1 counts as 1.
            var factor = configuration.accessibility.voiceOverDurationFactor
            if factor.isNaN || factor.isInfinite || factor < 1 { factor = 1 }
            span = Int64((Double(span) * factor).rounded())
        }
        return span
    }

    // MARK: - Lifecycle

    /// Ends a live notice with its terminal event; a visible one starts fading.
    mutating func end(_ index: Int, _ kind: NoticeEvent.Kind, detail: String? = nil) {
        let item = items.remove(at: index)
        emit(kind, id: item.id, lane: item.lane, detail: detail)
        if item.phase == .visible {
            startFade(item)
        }
    }

    mutating func startFade(_ item: ModelItem) {
        // The notice's own transition, else its lane's; the fade-out lasts its `disappear`.
        let disappear = TimeSpan((item.transition ?? lane(item.lane).transition).disappear)
        let end = newTimer(at: now + max(0, disappear.microseconds))
        fades.append(ModelFade(lane: item.lane, activity: item.inActivitySlot, end: end,
                               popupScheduler: item.popup?.scheduler))
    }

    /// Ends a live notice as `dismiss`/`endScope` do: visible → dismissed, waiting → discarded.
    mutating func remove(_ index: Int, visible: DismissReason, waiting: DiscardReason) {
        if items[index].phase == .visible {
            end(index, .dismissed(visible))
        } else {
            end(index, .discarded(waiting))
        }
    }

    mutating func show(_ index: Int) {
        items[index].phase = .visible
        items[index].everShown = true
        items[index].inActivitySlot = items[index].isActivityToast
        items[index].showOrder = nextShowOrder
        nextShowOrder += 1
        items[index].shownAt = now
        items[index].firstSerialAfterShow = nextSerial
        items[index].graceUntil = nil
        items[index].touched = false
        emit(.shown, index)
        if let type = items[index].bannerType {
            bannerShows.append((type, now))
        }
        restartTimeout(index)
    }

    /// Starts a visible notice's timeout with its full duration; held if paused.
    mutating func restartTimeout(_ index: Int) {
        items[index].timeout = nil
        items[index].held = nil
        guard let span = resolvedDuration(items[index]) else { return }
        if heldByBackground(items[index]) || items[index].touched {
            items[index].held = span
        } else {
            items[index].timeout = newTimer(at: now + span)
        }
    }

    /// G3/F3: the background holds the timeouts of lanes that pause in the background.
    func heldByBackground(_ item: ModelItem) -> Bool {
        inBackground && lane(item.lane).pausesInBackground
    }

    /// Stops a running timeout keeping the time left (`paused`).
    mutating func pauseTimeout(_ index: Int) {
        guard let timeout = items[index].timeout else { return }
        items[index].held = timeout.at - now
        items[index].timeout = nil
        emit(.paused, index)
    }

    /// Runs a held timeout again (`resumed`) unless something still holds it.
    mutating func resumeTimeout(_ index: Int) {
        guard !heldByBackground(items[index]), !items[index].touched, let held = items[index].held else { return }
        items[index].held = nil
        items[index].timeout = newTimer(at: now + held)
        emit(.resumed, index)
    }

    // MARK: - Time

    /// The next instant anything can happen without input: a timer, the end of a
    /// HUD grace time, or a waiting banner becoming eligible. `nil` when idle.
    func nextInstant() -> Int64? {
        var next: Int64?
        func consider(_ time: Int64?) {
            guard let time else { return }
            next = min(next ?? time, time)
        }
        for item in items {
            consider(item.timeout?.at)
            consider(item.pendingDismiss?.at)
            if item.phase == .waiting && !item.everShown { consider(item.expiry?.at) }
            if item.phase == .waiting, let grace = item.graceUntil, grace > now { consider(grace) }
            if item.phase == .waiting, item.lane == .banner { consider(bannerEligibleFrom(item)) }
            // A toast held back by eviction: the oldest visible toast becomes evictable.
            if item.phase == .visible, item.lane == .toast, !item.inActivitySlot, !lane(.toast).queue {
                let readable = item.shownAt + lane(.toast).minimumShowTime.micros
                if readable > now, waiting(.toast).contains(where: { !items[$0].isActivityToast }) { consider(readable) }
            }
        }
        for fade in fades { consider(fade.end.at) }
        return next
    }

    /// Settles every instant that has something due, in time order, up to `time`.
    mutating func advance(to time: Int64) {
        var steps = 0
        while let next = nextInstant(), next <= time, steps < 100_000 {
            now = max(now, next)
            settle()
            steps += 1
        }
        if steps >= 100_000 { ranAway = true }
        if time < now { warn() }
        now = max(now, time)
    }

    /// T1: inputs of one instant apply in order, then settle together: what is due
    /// up to `time` settles first; no lane looks until ``releaseDispatch()``.
    mutating func holdDispatch(at time: Instant) {
        advance(to: time.microseconds)
        holding = true
    }

    mutating func releaseDispatch() {
        holding = false
        settle()
    }

    /// Runs until nothing is pending.
    mutating func drain() {
        var steps = 0
        while let next = nextInstant(), steps < 100_000 {
            advance(to: next)
            steps += 1
        }
        if steps >= 100_000 { ranAway = true }
    }

    /// (1) fire the due timers in the order they were set, (2) let each lane show what
    /// it can in lane order; repeat until a round changes nothing.
    mutating func settle() {
        // Inputs of one instant applied together: fire what is due, show nothing.
        if holding {
            while fireNextDueTimer() {}
            return
        }
        var rounds = 0
        while true {
            var changed = false
            while fireNextDueTimer() { changed = true }
            for lane in Self.laneOrder where !isBlocked(lane) {
                if look(lane) { changed = true }
            }
            rounds += 1
            if !changed { return }
            if rounds > 1_000 {
                ranAway = true
                return
            }
        }
    }

    /// Fires the earliest-set timer due now; `false` if none is due.
    private mutating func fireNextDueTimer() -> Bool {
        enum Due { case timeout(Int), expiry(Int), hudDismiss(Int), fade(Int) }
        var best: (seq: Int, due: Due)?
        func consider(_ timer: ModelTimer?, _ due: Due) {
            guard let timer, timer.at <= now else { return }
            if best == nil || timer.seq < best!.seq { best = (timer.seq, due) }
        }
        for (index, item) in items.enumerated() {
            if item.phase == .visible { consider(item.timeout, .timeout(index)) }
            if item.phase == .waiting && !item.everShown { consider(item.expiry, .expiry(index)) }
            consider(item.pendingDismiss, .hudDismiss(index))
        }
        for (index, fade) in fades.enumerated() { consider(fade.end, .fade(index)) }
        guard let best else { return false }
        switch best.due {
        case .timeout(let index):
            end(index, .dismissed(.timeout))
        case .expiry(let index):
            end(index, .expired)
        case .hudDismiss(let index):
            items[index].pendingDismiss = nil
            requestHUDDismissal(index)
        case .fade(let index):
            fades.remove(at: index)
        }
        return true
    }

    // MARK: - Slots

    /// Showing is blocked: background (G3), suspended (P4), or a `blockedBy` lane has a
    /// visible (not fading) notice (G7).
    func isBlocked(_ lane: Lane) -> Bool {
        if inBackground || suspended.contains(lane) { return true }
        return self.lane(lane).blockedBy.contains { blocker in
            items.contains { $0.lane == blocker && $0.phase == .visible }
        }
    }

    func visibleCount(_ lane: Lane, activity: Bool) -> Int {
        items.filter { $0.lane == lane && $0.phase == .visible && $0.inActivitySlot == activity }.count
    }

    func fadingCount(_ lane: Lane, activity: Bool) -> Int {
        fades.filter { $0.lane == lane && $0.activity == activity }.count
    }

    /// Visible plus fading: a lane that queues waits for both.
    func occupancy(_ lane: Lane, activity: Bool = false) -> Int {
        visibleCount(lane, activity: activity) + fadingCount(lane, activity: activity)
    }

    /// Indices of the waiting notices of a lane in arrival order.
    func waiting(_ lane: Lane) -> [Int] {
        items.indices.filter { items[$0].lane == lane && items[$0].phase == .waiting }
    }
}
