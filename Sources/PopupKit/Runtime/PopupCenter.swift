import PopupKitCore
import PopupKitPresentation
/// The living scheduler of an app's notices: it owns a ``PopupEngine``, the
/// layout (``Stage``), a back end that draws each new ``Scene`` and a clock.
///
/// The engine is pure and never reads a clock; the center does. After every call
/// it sleeps until the engine's ``PopupEngine/nextDeadline``, wakes to fire what is
/// due, and re-arms whenever anything changes. Every call can be made from any
/// thread or task: it hops to the main actor, and calls from one thread run in the
/// order they were made. Completions run once, on the main actor.
///
/// ```swift
/// let center = PopupCenter.shared
/// center.toast("Saved")
/// center.hud.showProgress(0.4, status: "Uploading")
/// let outcome = await center.bubble(text: "New!", pointingAt: button).outcome
/// ```
///
/// Use ``shared`` for one scheduler per app, or create one center per screen or
/// window: centers are independent.
@MainActor
public final class PopupCenter {
    /// Runs once on the main actor with how a notice ended.
    public typealias Completion = @Sendable @MainActor (Outcome) -> Void

    /// The app's default center: default configuration, the continuous clock, the
    /// fixed-advance text measurer until ``setTextMeasurer(_:)``, no display until
    /// ``display`` is set.
    public nonisolated static let shared = PopupCenter(seed: StageSeed())

    /// The engine with the screen it shows on. Read it to inspect; change it through the center.
    public internal(set) var stage: Stage {
        get { built ?? buildStage() }
        _modify {
            if built == nil { built = buildStage() }
            yield &built!
        }
    }
    /// What is on screen as of the last change: built on demand, and after every
    /// change when a ``display`` is set.
    public var scene: Scene { stage.scene(at: settledAt) }
    private var settledAt = Instant.zero
    /// Toast-Swift's `ToastManager` settings, used by ``toast(_:title:image:position:duration:style:id:completion:)``.
    public var toastDefaults = ToastDefaults()
    /// Called with every lifecycle event, in order, as it happens (``events()`` is the
    /// same as an `AsyncStream`, delivered later).
    public var eventHandler: (@MainActor (PopupEvent) -> Void)?
    /// Called with every warning of the engine (a call that did nothing, a clamped
    /// value); switch on its ``EngineWarning/kind`` to tell why.
    public var warningHandler: (@MainActor (EngineWarning) -> Void)?
    /// Receives each new scene, after every change (draw it with a back end).
    public var display: (@MainActor (Scene) -> Void)?

    let clock: RuntimeClock
    let mailbox = Mailbox()
    private let seed: StageSeed
    private var built: Stage?
    private let idCounter = Locked(0)
    private let subscriberCounter = Locked(0)
    private let subscribers = Locked([Int: AsyncStream<PopupEvent>.Continuation]())
    /// Tickets and completions waiting for their notice to end, by lane and id.
    private var waiting: [NoticeKey: [Waiter]] = [:]
    /// Popup conditions given as closures, by condition name.
    var conditionChecks: [String: @Sendable @MainActor () -> Bool] = [:]
    private var reevaluating = false
    private var timer: Task<Void, Never>?
    private var armedDeadline: Instant?

    /// - Parameters:
    ///   - configuration: lanes, strategies and accessibility.
    ///   - rules: banner frequency rules.
    ///   - container: the screen (size, safe area, keyboard, direction).
    ///   - styles: the look of every lane.
    ///   - measurer: measures text for layout; use the back end's (Pango, TextKit).
    ///   - clock: the clock deadlines are slept on (a test clock in tests).
    ///   - display: receives each new scene (draw it with a back end).
    public init<C: Clock>(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
                          container: Container = Container(), styles: StyleSheet = StyleSheet(),
                          measurer: any TextMeasuring = FixedAdvanceTextMeasurer(), clock: C,
                          display: (@MainActor (Scene) -> Void)? = nil) where C.Duration == Duration {
        seed = StageSeed(configuration: configuration, rules: rules, container: container, styles: styles)
        self.clock = RuntimeClock(clock)
        self.display = display
        built = seed.make(measurer: measurer)
    }

    /// A center on the continuous clock.
    public convenience init(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
                            container: Container = Container(), styles: StyleSheet = StyleSheet(),
                            measurer: any TextMeasuring = FixedAdvanceTextMeasurer(),
                            display: (@MainActor (Scene) -> Void)? = nil) {
        self.init(configuration: configuration, rules: rules, container: container, styles: styles,
                  measurer: measurer, clock: ContinuousClock(), display: display)
    }

    /// A center that draws every new scene with `renderer` and hands the result
    /// (or the error) to `onFrame`.
    public convenience init<C: Clock, R: Rendering>(
        configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
        container: Container = Container(), styles: StyleSheet = StyleSheet(),
        measurer: any TextMeasuring, clock: C, renderer: R,
        onFrame: @escaping @MainActor (Result<R.Output, any Error>) -> Void
    ) where C.Duration == Duration {
        self.init(configuration: configuration, rules: rules, container: container, styles: styles,
                  measurer: measurer, clock: clock, display: { scene in onFrame(Result { try renderer.render(scene) }) })
    }

    /// The shared center: built on first use, on the main actor.
    private nonisolated init(seed: StageSeed) {
        self.seed = seed
        self.clock = RuntimeClock(ContinuousClock())
    }

    private func buildStage() -> Stage {
        let stage = seed.make(measurer: FixedAdvanceTextMeasurer())
        built = stage
        return stage
    }

    /// Measures text with `measurer` from now on (the back end's: Pango, TextKit).
    public func setTextMeasurer(_ measurer: any TextMeasuring) {
        stage.measurer = CachingTextMeasurer(measurer)
        settle(at: clock.now())
    }

    // MARK: Events

    /// Every lifecycle event of every notice from now on, in order.
    public nonisolated func events() -> AsyncStream<PopupEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: PopupEvent.self)
        let key = subscriberCounter.withLock { value -> Int in
            value += 1
            return value
        }
        subscribers.withLock { $0[key] = continuation }
        continuation.onTermination = { [subscribers] _ in subscribers.withLock { _ = $0.removeValue(forKey: key) } }
        return stream
    }

    /// How many tickets and completions wait for their notice to end.
    public var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }

    /// The engine's current time for this center's clock.
    public var now: Instant { clock.now() }

    // MARK: Running calls

    /// A ticket for a new call on `lane`, with a generated id when none is given.
    nonisolated func ticket(_ id: ItemID?, lane: Lane) -> NoticeTicket {
        let id = id ?? ItemID("\(lane.rawValue)#\(idCounter.withLock { value -> Int in value += 1; return value })")
        return NoticeTicket(id: id, lane: lane)
    }

    /// Runs `body` on the main actor in call order; `ticket` (with `completion`)
    /// then waits for its notice to end.
    nonisolated func perform(_ ticket: NoticeTicket? = nil, completion: Completion? = nil,
                             _ body: @escaping @Sendable @MainActor (PopupCenter, Instant) -> Void) {
        mailbox.post { [self] in
            run(ticket.map { Waiter(slot: $0.slot, completion: completion, key: NoticeKey($0)) }, body)
        }
    }

    private func run(_ waiter: Waiter?, _ body: (PopupCenter, Instant) -> Void) {
        let now = clock.now()
        if let waiter { waiting[waiter.key, default: []].append(waiter) }
        body(self, now)
        settle(at: now)
    }

    /// Runs `body` now, on the main actor, then settles: for settings read back at
    /// once (a write that waited its turn would be lost by a second write reading the
    /// old value).
    func apply(_ body: (PopupCenter, Instant) -> Void) {
        run(nil, body)
    }

    /// Makes `ticket` (and `completion`) wait for its notice to end; call it from a `perform` body.
    func wait(for ticket: NoticeTicket, completion: Completion?) {
        waiting[NoticeKey(ticket), default: []].append(Waiter(slot: ticket.slot, completion: completion, key: NoticeKey(ticket)))
    }

    /// After a change: popup conditions, events, completions, the new scene, the timer.
    func settle(at now: Instant) {
        reevaluateConditions(at: now)
        let events = stage.engine.takeEvents()
        let warnings = stage.engine.takeWarnings()
        if !events.isEmpty {
            let continuations = subscribers.withLock { Array($0.values) }
            for event in events {
                for continuation in continuations { continuation.yield(event) }
            }
        }
        if let eventHandler { for event in events { eventHandler(event) } }
        for warning in warnings { warningHandler?(warning) }
        for event in events {
            guard let outcome = event.kind.outcome else { continue }
            forgetCondition(of: event)
            guard let waiters = waiting.removeValue(forKey: NoticeKey(lane: event.lane, id: event.id)) else { continue }
            for waiter in waiters where waiter.slot.resolve(outcome) {
                waiter.completion?(outcome)
            }
        }
        settledAt = max(settledAt, now)
        if let display { display(scene) }
        rearm()
    }

    /// Sleeps until the engine's next deadline, replacing an earlier sleep.
    private func rearm() {
        let deadline = stage.engine.nextDeadline
        guard deadline != armedDeadline else { return }
        timer?.cancel()
        armedDeadline = deadline
        guard let deadline else {
            timer = nil
            return
        }
        let clock = self.clock
        timer = Task { [weak self] in
            do {
                try await clock.sleep(deadline)
            } catch {
                return  // Cancelled: a newer deadline replaced this one.
            }
            self?.deadlineReached()
        }
    }

    private func deadlineReached() {
        armedDeadline = nil
        run(nil) { center, now in center.stage.engine.advance(to: now) }
    }

    // MARK: Popup conditions

    /// Asks every condition closure again and tells the engine what changed.
    func reevaluateConditions(at now: Instant) {
        guard !reevaluating, !conditionChecks.isEmpty else { return }
        reevaluating = true
        defer { reevaluating = false }
        for (name, check) in conditionChecks.sorted(by: { $0.key < $1.key }) {
            let value = check()
            if value != stage.engine.condition(name) { stage.engine.setCondition(name, value, now: now) }
        }
    }

    private func forgetCondition(of event: PopupEvent) {
        guard event.lane == .popup else { return }
        conditionChecks[PopupScheduler.conditionName(for: event.id)] = nil
    }
}

/// What a center's stage starts from (all of it `Sendable`, so the shared center
/// can be made on any thread and build its stage on the main actor).
struct StageSeed: Sendable {
    var configuration = EngineConfiguration()
    var rules = RuleBook()
    var container = Container()
    var styles = StyleSheet()

    func make(measurer: any TextMeasuring) -> Stage {
        Stage(engine: PopupEngine(configuration: configuration, rules: rules), container: container, styles: styles,
              measurer: CachingTextMeasurer(measurer))
    }
}

/// A notice by lane and id: ids are unique per lane among live notices.
struct NoticeKey: Hashable {
    var lane: Lane
    var id: ItemID

    init(lane: Lane, id: ItemID) {
        self.lane = lane
        self.id = id
    }

    init(_ ticket: NoticeTicket) {
        self.init(lane: ticket.lane, id: ticket.id)
    }
}

/// A ticket's slot and completion, waiting for its notice's terminal event.
struct Waiter {
    var slot: OutcomeSlot
    var completion: PopupCenter.Completion?
    var key: NoticeKey
}
