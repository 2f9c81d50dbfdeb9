import PopupKitCore
import PopupKitPresentation
@_spi(Tools) import PopupKitCore
import PopupKitStage

/// The living scheduler of an app's notices: it owns a ``NoticeEngine``, the
/// layout (`Stage`), a back end that draws each new `RenderScene` and a clock.
///
/// The engine is pure and never reads a clock; the center does. After every call
/// it sleeps until the engine's ``NoticeEngine/nextDeadline``, wakes to fire what is
/// due, and re-arms whenever anything changes. The calls that post, update or end
/// notices (and `loadRules`, ``update(_:)`` of the settings) are `nonisolated`:
/// make them from any thread or task; each hops to the main actor, and calls from
/// one thread run in the order they were made. Making a center and reading its
/// state (``settings``, ``configuration``, a scheduler's `strategy`, …) are
/// main-actor isolated. Completions run once, on the main actor.
///
/// ```swift
/// let center = PopupCenter.shared
/// center.toast("Saved")
/// center.hud.showProgress(0.4, status: "Uploading")
/// let outcome = await center.bubble(text: "New!", pointingAt: buttonFrame).outcome
/// ```
///
/// Use ``shared`` for one scheduler per app, or create one center per screen or
/// window: centers are independent.
@MainActor
public final class PopupCenter {
    /// Runs once on the main actor with how a notice ended: when a dismissed notice
    /// has left the screen (its fade-out is over), at once for one that never
    /// showed. The ticket's ``NoticeTicket/outcome`` is known earlier, at the
    /// dismissal.
    public typealias Completion = @Sendable @MainActor (Outcome) -> Void

    /// The app's default center: default configuration, the continuous clock, the
    /// fixed-advance stand-in measurer until ``setTextMeasurer(_:)`` (said once
    /// through ``warningHandler``), no display until a host sets one.
    public nonisolated static let shared = PopupCenter(seed: StageSeed())

    /// The engine with the screen it shows on: hosts read it as `stage` (PopupKitHost).
    package internal(set) var liveStage: Stage {
        get { built ?? buildStage() }
        _modify {
            if built == nil { built = buildStage() }
            yield &built!
        }
    }
    /// What is on screen now, mid-fade included: at the clock's now, or at the
    /// last frame's instant when that frame was sampled ahead of the clock (at the
    /// time it reaches the screen). Hosts read it as `scene` (PopupKitHost).
    package var currentScene: RenderScene { liveStage.scene(at: screenTime) }
    /// Whether a notice follows a finger now (frames) or the screen stays as its
    /// declared motions play it until an instant: what the frame ticker follows.
    /// Hosts read it as `frameNeed` (PopupKitHost).
    package var currentFrameNeed: FrameNeed { liveStage.frameNeed(at: screenTime) }
    /// Bumped whenever a call, an input or a deadline may have changed what is on
    /// screen, where or with which words; animation frames leave it. A host reads
    /// its accessibility elements again only when it changed (`revision`, PopupKitHost).
    package private(set) var screenRevision = 0
    /// Where a toast goes when a call does not say (Toast-Swift's `ToastManager.position`).
    var defaultToastPosition = ToastPosition.bottom
    /// Called with every lifecycle event, in order, as it happens (``events()`` is the
    /// same as an `AsyncStream`, delivered later).
    public var eventHandler: (@MainActor (NoticeEvent) -> Void)?
    /// Called with every warning of the engine (a call that did nothing, a clamped
    /// value); switch on its ``EngineWarning/kind`` to tell why.
    public var warningHandler: (@MainActor (EngineWarning) -> Void)?
    /// Called with every host request (announce a text, move the screen reader's
    /// focus, play a haptic) right after the events it follows: a host's
    /// `requestHandler` (PopupKitHost).
    package var hostRequestHandler: (@MainActor (HostRequest) -> Void)?
    /// Receives the scene after every change (a motion that starts is one) and, on
    /// every tick of the frame ticker while a notice follows a finger: a host's
    /// `display` (PopupKitHost). Setting it delivers the current scene at once.
    package var sceneDisplay: (@MainActor (RenderScene) -> Void)? {
        didSet {
            presented = nil
            presentedEnvironment = nil
            present(at: clock.now())
        }
    }
    /// Drives frames while something moves: a host's `frameTicker` (PopupKitHost);
    /// by default a 60 Hz ``ClockFrameTicker`` on the center's clock. It runs only
    /// while a display is set and the frame need is animating, with its
    /// ``FrameTicking/preferredRate`` set to the frame need's rate; each frame's
    /// scene is sampled at the instant the frame is shown (``FrameTime``).
    package var activeTicker: any FrameTicking {
        get {
            if let ticker { return ticker }
            let made = ClockFrameTicker(clock: clockForFrames)
            ticker = made
            return made
        }
        set {
            ticker?.stop()
            ticker = newValue
            present(at: clock.now())
        }
    }

    let clock: RuntimeClock
    /// The clock as given, for the default frame ticker.
    private let clockForFrames: any Clock<Duration>
    var ticker: (any FrameTicking)?
    /// The scene the display got last; no later scene is sampled before its time.
    var presented: RenderScene?
    /// The screen ``presented`` was handed over for (see ``ScreenEnvironment``).
    var presentedEnvironment: ScreenEnvironment?
    /// No host gave a text measurer: layout uses the fixed-advance stand-in.
    private var measuresWithStandIn = true
    private var warnedAboutStandIn = false
    let mailbox = Mailbox()
    private let seed: StageSeed
    private var built: Stage?
    private let idCounter = Locked(0)
    let subscriberCounter = Locked(0)
    let subscribers = Locked([Int: AsyncStream<NoticeEvent>.Continuation]())
    /// What waits for each notice to end (its ending and the calls' callbacks), by lane and id.
    var waiting: [NoticeKey: NoticeWaiting] = [:]
    /// Dismissed notices still fading out, by lane and id, oldest first, with the
    /// completions that run when they have left the screen.
    var leaving: [NoticeKey: [Leaving]] = [:]
    /// Observers of every event and of every press, by observation number
    /// (``observeEvents(_:)``, ``observeTouchDowns(_:)``).
    var eventObservers: [Int: @MainActor (NoticeEvent) -> Void] = [:]
    var touchObservers: [Int: @MainActor (HitTarget) -> Void] = [:]
    var observationCounter = 0
    /// Popup conditions given as closures, by condition name.
    var conditionChecks: [String: @Sendable @MainActor () -> Bool] = [:]
    /// Whether conditions are being asked again (a condition closure that calls the center must not recurse).
    var reevaluating = false
    private var timer: Task<Void, Never>?
    private var armedDeadline: Instant?

    /// A center that draws nothing until a host attaches (PopupKitHost's `HostDriver`,
    /// the UIKit host, or a host's own `display`).
    ///
    /// - Parameters:
    ///   - configuration: lanes, strategies and accessibility.
    ///   - rules: banner frequency rules.
    ///   - container: the screen (size, safe area, keyboard, direction).
    ///   - styles: the look of every lane.
    ///   - measurer: measures text for layout: the back end's (Pango, TextKit). Without
    ///     one the center lays out with the fixed-advance stand-in and says so once
    ///     through ``warningHandler`` (``EngineWarning/Kind-swift.enum/standInTextMeasurer``).
    ///   - clock: the clock deadlines are slept on (a test clock in tests).
    public convenience init<C: Clock>(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
                                      container: Container = Container(), styles: StyleSheet = StyleSheet(),
                                      measurer: (any TextMeasuring)? = nil, clock: C) where C.Duration == Duration {
        self.init(configuration: configuration, rules: rules, container: container, styles: styles,
                  measurer: measurer, clock: clock, ticker: nil, sceneDisplay: nil)
    }

    /// A center on the continuous clock.
    public convenience init(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
                            container: Container = Container(), styles: StyleSheet = StyleSheet(),
                            measurer: (any TextMeasuring)? = nil) {
        self.init(configuration: configuration, rules: rules, container: container, styles: styles,
                  measurer: measurer, clock: ContinuousClock(), ticker: nil, sceneDisplay: nil)
    }

    /// Every center is made here; PopupKitHost's initializers pass a frame ticker
    /// and a display.
    package init<C: Clock>(configuration: EngineConfiguration, rules: RuleBook, container: Container, styles: StyleSheet,
                           measurer: (any TextMeasuring)?, clock: C, ticker: (any FrameTicking)?,
                           sceneDisplay: (@MainActor (RenderScene) -> Void)?) where C.Duration == Duration {
        seed = StageSeed(configuration: configuration, rules: rules, container: container, styles: styles)
        self.clock = RuntimeClock(clock)
        clockForFrames = clock
        self.ticker = ticker
        self.sceneDisplay = sceneDisplay
        measuresWithStandIn = measurer == nil
        built = seed.make(measurer: measurer ?? FixedAdvanceTextMeasurer())
    }

    /// The shared center: built on first use, on the main actor.
    private nonisolated init(seed: StageSeed) {
        self.seed = seed
        self.clock = RuntimeClock(ContinuousClock())
        clockForFrames = ContinuousClock()
    }

    private func buildStage() -> Stage {
        let liveStage = seed.make(measurer: FixedAdvanceTextMeasurer())
        built = liveStage
        return liveStage
    }

    /// Measures text with `measurer` from now on (the back end's: Pango, TextKit).
    public func setTextMeasurer(_ measurer: any TextMeasuring) {
        measuresWithStandIn = false
        liveStage.measurer = CachingTextMeasurer(measurer)
        settle(at: currentTime)
    }

    /// How many notices have calls waiting for their end, plus the completions (and
    /// decision handlers) waiting with them; 0 when nothing is live. Tickets of one
    /// notice share what waits for it, so calls without a completion add nothing.
    public var waitingCount: Int { waiting.values.reduce(0) { $0 + 1 + $1.callbacks.count } }

    /// The engine's current time for this center's clock.
    public var now: Instant { clock.now() }

    /// The center's clock, readable on any thread: a compositor of its own
    /// thread plays the declared motions on it while the main actor is busy.
    @_spi(Tools) public nonisolated var clockReading: @Sendable () -> Instant { clock.now }

    /// The clock's now, or the engine's when a frame has taken the engine past the
    /// clock: a frame fires the deadlines due by the instant it is shown, at most
    /// ``FrameTime/maximumPresentationDelay`` ahead. What runs next runs there, so
    /// time never runs back.
    var currentTime: Instant { max(clock.now(), liveStage.engine.now) }

    /// The instant the screen shows: the clock's now, or later when a frame was
    /// sampled ahead of it (at the time it is presented, ``FrameTime``).
    var screenTime: Instant { max(currentTime, presented?.time ?? currentTime) }

    // MARK: Running calls

    /// A ticket for a new call on `lane`, with a generated id (`toast#3`, as the
    /// engine's) when none is given.
    package nonisolated func ticket(_ id: NoticeID?, lane: Lane) -> NoticeTicket {
        let id = id ?? NoticeID.generated(lane, number: idCounter.withLock { value -> Int in value += 1; return value })
        return NoticeTicket(id: id, lane: lane)
    }

    /// Runs `body` on the main actor in call order; `ticket` (with `completion`)
    /// then waits for its notice to end.
    ///
    /// A call is dated when it is made, not when it reaches the main actor: a test
    /// that moves its clock right after a call, or a busy main actor, does not make
    /// the call late. It applies at that date, or at the engine's time if the engine
    /// has already moved past it (time never runs back); what fell due in between
    /// fires after it.
    ///
    /// `decided` runs when the outcome is decided (a banner's `onTap` at the tap),
    /// `completion` once the notice has left the screen.
    nonisolated func perform(_ ticket: NoticeTicket? = nil, completion: Completion? = nil, decided: Completion? = nil,
                             _ body: @escaping @Sendable @MainActor (PopupCenter, Instant) -> Void) {
        let calledAt = clock.now()
        mailbox.post { [self] in
            let waiter = ticket.map { Waiter(slot: $0.slot, completion: completion, decided: decided, key: NoticeKey($0)) }
            run(waiter, calledAt: calledAt, together: true, body)
        }
    }

    /// Runs `body` at `calledAt` (the clock's now when `nil`), never before the
    /// engine's time, then settles at the clock's now (or the engine's, when a
    /// frame's body took it past the clock).
    ///
    /// With `together`, calls of one instant waiting in the mailbox are one moment:
    /// while more calls wait behind this one, the engine holds what it shows and
    /// the center settles after the last of them (calls dated later settle the
    /// earlier instant first). So two banners pushed in the same instant show only
    /// the winner, as the engine's ``NoticeEngine/send(contentsOf:now:)`` does.
    func run(_ waiter: Waiter?, calledAt: Instant? = nil, together: Bool = false,
                     _ body: (PopupCenter, Instant) -> Void) {
        let now = clock.now()
        let at = max(min(calledAt ?? now, now), liveStage.engine.now)
        if let waiter { register(waiter) }
        if together { liveStage.engine.holdDispatch(at: at) }
        body(self, at)
        let settled = max(now, liveStage.engine.now)
        if together && mailbox.hasQueuedWork {
            // Events and completions of this call now (a later call may reuse the
            // id); the screen and the timer after the last call.
            settle(at: settled, presenting: false)
            return
        }
        liveStage.engine.releaseDispatch()
        // The call may have moved the keyboard or the container, or shown a notice
        // over a bubble's target: the bubbles' cover is checked before the scene.
        liveStage.updateBubbleCover()
        settle(at: settled)
    }

    /// Runs `body` now, on the main actor, then settles, ahead of calls still
    /// waiting in the mailbox: for what must act on the screen as it is now (a
    /// pointer event a host applies after running those calls itself, the app's
    /// idle turn). Settings never take this door: ``update(_:)`` waits its turn.
    func apply(_ body: (PopupCenter, Instant) -> Void) {
        run(nil, body)
    }

    /// Makes `ticket` (and `completion`) wait for its notice to end; call it from a `perform` body.
    func wait(for ticket: NoticeTicket, completion: Completion?) {
        register(Waiter(slot: ticket.slot, completion: completion, key: NoticeKey(ticket)))
    }

    /// Binds a call's ticket to its notice's ending and keeps its callbacks, if any.
    /// - Complexity: O(1) amortized; no memory for a call without callbacks.
    private func register(_ waiter: Waiter) {
        waiting[waiter.key, default: NoticeWaiting()].register(waiter)
    }

    /// After a change: popup conditions (only when a popup ended or went back to its
    /// queue: see ``reevaluateConditions(at:)``), events, completions, the new scene, the
    /// timer (the last two only when `presenting`: not in the middle of a burst of
    /// calls whose showing the engine holds).
    func settle(at now: Instant, presenting: Bool = true) {
        screenRevision &+= 1
        var events = liveStage.engine.takeEvents()
        if events.contains(where: \.mayFreePopupScheduler) {
            // A scheduler may pick its next popup: its conditions are asked first.
            reevaluateConditions(at: now)
            events += liveStage.engine.takeEvents()
        }
        let warnings = liveStage.engine.takeWarnings()
        if !events.isEmpty {
            let continuations = subscribers.withLock { Array($0.values) }
            for event in events {
                for continuation in continuations { continuation.yield(event) }
            }
        }
        if let eventHandler { for event in events { eventHandler(event) } }
        if !eventObservers.isEmpty {
            let observers = eventObservers.sorted { $0.key < $1.key }.map(\.value)
            for event in events { for observer in observers { observer(event) } }
        }
        let requests = liveStage.requests(after: events)
        if let hostRequestHandler { for request in requests { hostRequestHandler(request) } }
        for warning in warnings { warningHandler?(warning) }
        if measuresWithStandIn, !warnedAboutStandIn, let warningHandler, events.contains(where: { $0.kind == .shown }) {
            warnedAboutStandIn = true
            warningHandler(EngineWarning(time: now, kind: .standInTextMeasurer))
        }
        for event in events {
            let key = NoticeKey(lane: event.lane, id: event.id)
            if event.kind == .left {
                finishLeaving(key)
                continue
            }
            guard let outcome = event.outcome else { continue }
            forgetCondition(of: event)
            let waiters = waiting.removeValue(forKey: key)
            waiters?.ending.resolve(outcome)
            // The outcome is decided now; a completion waits until the notice has
            // left the screen (Toast-Swift's and SVProgressHUD's order). A notice
            // that never showed has nothing to leave: its completion runs now.
            var completions: [Completion] = []
            for callbacks in waiters?.callbacks ?? [] {
                callbacks.decided?(outcome)
                if let completion = callbacks.completion { completions.append(completion) }
            }
            if case .dismissed = event.kind {
                leaving[key, default: []].append(Leaving(outcome: outcome, completions: completions))
            } else {
                for completion in completions { completion(outcome) }
            }
        }
        guard presenting else { return }
        present(at: now)
        rearm()
    }

    /// A released center stops sleeping: its timer would otherwise stay suspended on
    /// the clock until a deadline nobody acts on (the task holds the center weakly).
    deinit {
        timer?.cancel()
    }

    /// Sleeps until the engine's next deadline, replacing an earlier sleep.
    private func rearm() {
        let deadline = liveStage.engine.nextDeadline
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
        run(nil) { center, now in center.liveStage.advance(to: now) }
    }
}
