import Dispatch
@_spi(Tools) import PopupKit

/// Everything a host does beyond its platform's calls, once, for every platform:
/// it shows a ``PopupCenter`` on a ``HostSurface``.
///
/// - **Frames.** It becomes the center's `display` and frame ticker. Scenes that
///   arrive within one turn of the main queue make one frame: on the next turn
///   the driver (after a ``backdrop``, if any) turns the latest scene into layer
///   operations (``LayerPlan``) and commits them to the surface in one
///   transaction. A screen at rest commits nothing.
/// - **Touches.** ``route(_:timestamp:)`` answers a hit-test host's "mine or the
///   app's" and ``pointer(_:at:)`` takes the touches it claimed (or every event,
///   for a window that sees them all), through a ``PointerRouter``.
/// - **Accessibility.** After a frame that follows a change (a call, an input, a
///   deadline: not an animation frame), the elements are diffed
///   (``AccessibilityTree``) and a change handed to the surface.
/// - **Hosted views.** After each committed frame in which a slot of an app's
///   own view (``HostedContent``) appeared, moved, faded or went, the surface
///   gets every slot's placement with the frame's layer operations, in one batch
///   (``HostedSlot``, ``HostSurface/commitFrame(_:hostedSlots:)``),
///   and a touch inside a slot is routed to the view (``PointerRoute/hosted(_:)``).
/// - **Requests** (announcements, focus moves, haptics) wait for the frame that
///   shows what they are about, and are performed after it, a focus move with the
///   element it goes to. On a surface with an ``HostSurface/announcementTiming``,
///   announcements wait longer, for their notice's show to settle, and are made
///   again when the screen reader reports them cut off (``AnnouncementSchedule``).
/// - **Images.** When an image a notice shows by name arrives (a URL loaded, an
///   image registered under the name), ``imageArrived(_:)`` redraws the layers
///   that show it, and only those, even if nothing moves; ``imageNamesShown``
///   says which images the layers on screen need kept.
/// - **The container.** ``containerResized(to:)`` gives the center the window's
///   new size; a size the center changes by itself reaches the surface as a
///   resized transaction.
/// - **Motion.** Fades, slides, pops, reflows and spinners reach the surface as
///   declarations (``LayerOperation/animate(_:_:)``), once, and the surface's
///   compositor plays them: the driver commits only when something changes, and
///   is woken when the last declared motion ends to report the screen at rest
///   (its announcements, ``onIdle``). Only input-driven motion (a drag) takes frames.
/// - **Statistics.** Every commit's time, and the commits of each animation
///   (``onIdle`` when it is over).
@MainActor
public final class HostDriver {
    /// The center shown; ``attach(_:)`` replaces it.
    public private(set) var center: PopupCenter
    /// Performs the operations and requests.
    public let surface: any HostSurface
    /// Draws what is behind the notices (an app screen) around each scene; the
    /// scene as it is when `nil`. Its nodes go before the scene's groups: the base.
    public var backdrop: (@MainActor (RenderScene, Stage) -> RenderScene)?
    /// Called with a point the center passed through, when the press was released
    /// there without moving (a tap on the app underneath), for hosts that see every
    /// event.
    public var onPassThroughTap: (@MainActor (Point) -> Void)? {
        didSet { router.onPassThroughTap = onPassThroughTap }
    }
    /// Asks the app's view in a notice whether a control of it takes a touch
    /// (``PointerRouter/viewKeepsTouch``): a host holding the views sets it.
    package var viewKeepsTouch: HostedTouchQuestion? {
        didSet { router.viewKeepsTouch = viewKeepsTouch }
    }
    /// Called when the frames of an animation are over (the ticker stopped), with
    /// what those frames cost.
    public var onIdle: (@MainActor (_ animation: FrameStatistics) -> Void)?
    /// Every commit that changed something since the driver started: planning and
    /// the surface's work.
    public private(set) var statistics = FrameStatistics()
    /// The commits of the animation running now (or of the last one).
    public private(set) var animation = FrameStatistics()
    /// The last transaction committed.
    public private(set) var lastTransaction: LayerTransaction?
    /// Where the app's own views are shown in the last committed frame, bottom to
    /// top: what the surface was last told (``HostSurface/hostedSlotsChanged(_:)``).
    public private(set) var hostedSlots: [HostedSlot] = []
    /// What the platform last said of the screen and the app
    /// (``environmentChanged(_:)``); `nil` before it said anything.
    package internal(set) var environment: HostEnvironment?
    /// Called before a frame that brings something onto an empty screen, for a
    /// host to read its platform's screen again (``environmentChanged(_:)``): a
    /// host cannot follow everything while it shows nothing (UIKit: the overlay
    /// window, whose layout passes report rotations and resizes, exists only
    /// while something shows), and the first frame of a notice must be laid out
    /// on the screen as it is now, not as it was when the last notice left. What
    /// the center is told there applies before the frame is committed.
    public var beforeAppearing: (@MainActor () -> Void)?

    private let ticker: ObservedTicker
    private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
    private let after: @MainActor (Duration, @escaping @MainActor () -> Void) -> Void
    /// Announcements waiting for their show to settle, or to be made again; `nil`
    /// when the surface performs them right after their frame.
    private var announcements: AnnouncementSchedule?
    /// Whether a wake-up for a due announcement is on its way.
    private var announcementWakeArmed = false
    /// When the declared motions committed last end, if a wake-up for that
    /// instant is on its way (``settled()``).
    private var settleWake: Instant?
    private var plan = LayerPlan()
    private var pending: RenderScene?
    private var lastScene: RenderScene?
    private var commitScheduled = false
    private var requests: [HostRequest] = []
    private var router: PointerRouter
    private var accessibility = AccessibilityTree()
    /// The center's ``PopupCenter/revision`` the elements were last read at.
    private var accessibilityRevision: Int?
    /// Whether the surface has what ``hostedSlots`` says; `false` after it may
    /// have lost its views with its layers (it is told again even if they did not
    /// change). A surface that never had a slot is never told of none.
    private var slotsReported = true

    /// - Parameters:
    ///   - center: the center to show.
    ///   - surface: the platform's layers.
    ///   - ticker: the display's frame ticker (a display link, a dispatch timer).
    ///   - schedule: runs a closure on the next turn of the main queue (the
    ///     default): a frame's commit, and the end of a touch the router decided
    ///     without a timestamp. The driver's only scheduler; a test passes one it
    ///     runs by hand.
    ///   - after: runs a closure on the main queue after a delay (the default): how
    ///     an announcement due while nothing moves is made; a test passes one it
    ///     runs by hand. Whether it is due is read from the center's clock.
    public init(center: PopupCenter, surface: any HostSurface, ticker: any FrameTicking,
                schedule: (@MainActor (@escaping @MainActor () -> Void) -> Void)? = nil,
                after: (@MainActor (Duration, @escaping @MainActor () -> Void) -> Void)? = nil) {
        self.center = center
        self.surface = surface
        self.ticker = ObservedTicker(ticker)
        let schedule = schedule ?? { work in
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
        router = PointerRouter(center: center, schedule: schedule)
        self.schedule = schedule
        self.after = after ?? { delay, work in
            let microseconds = Int(clamping: max(0, TimeSpan(delay).microseconds))
            DispatchQueue.main.asyncAfter(deadline: .now() + .microseconds(microseconds)) {
                MainActor.assumeIsolated { work() }
            }
        }
        announcements = surface.announcementTiming.map(AnnouncementSchedule.init(timing:))
        self.ticker.onRunningChange = { [weak self] running in self?.tickerChanged(running: running) }
        attach(center)
    }

    /// Shows `center` from now on (a scenario played again); the previous center
    /// stops drawing here. The layers on the surface stay: the next frame turns
    /// them into the new center's (removing, redrawing, moving and inserting what
    /// differs), so a surface never gets a layer it already has. A surface that lost
    /// its layers calls ``reinsertEverything()`` as well.
    public func attach(_ center: PopupCenter) {
        if self.center !== center {
            self.center.display = nil
            self.center.requestHandler = nil
        }
        self.center = center
        lastScene = nil
        requests = []
        announcements?.removeAll()
        slotsReported = hostedSlots.isEmpty
        if router.center !== center {
            router = PointerRouter(center: center, schedule: schedule)
            router.onPassThroughTap = onPassThroughTap
            router.viewKeepsTouch = viewKeepsTouch
        }
        accessibilityRevision = nil
        center.frameTicker = ticker
        center.requestHandler = { [weak self] request in self?.requests.append(request) }
        center.display = { [weak self] scene in self?.present(scene) }
    }

    /// Stops showing the center: no more scenes, frames or requests.
    public func detach() {
        center.display = nil
        center.requestHandler = nil
        ticker.stop()
    }

    // MARK: Frames

    /// A new scene: committed once the main queue's current work is done.
    private func present(_ scene: RenderScene) {
        pending = scene
        guard !commitScheduled else { return }
        commitScheduled = true
        schedule { [weak self] in self?.commitPending() }
    }

    /// Commits the scene waiting for the next turn now, if there is one.
    public func commitPending() {
        commitScheduled = false
        guard var scene = pending else { return }
        if let beforeAppearing, lastScene?.nodes.isEmpty ?? true, !scene.nodes.isEmpty {
            beforeAppearing()
            // The center lays out again for what the host told it, now: that scene is the frame.
            center.runWaitingCalls()
            scene = pending ?? scene
        }
        pending = nil
        commit(scene)
    }

    private func commit(_ scene: RenderScene) {
        let clock = ContinuousClock()
        let started = clock.now
        let full = backdrop?(scene, center.stage) ?? scene
        let transaction = plan.transaction(to: full)
        lastScene = scene
        // The layers and the app's views on them move together: one batch for the
        // surface. Slots not yet told (a center attached in place of another whose
        // layers look the same) go with an empty transaction.
        let slots = transaction.isEmpty && slotsReported ? nil : changedHostedSlots(in: scene)
        if !transaction.isEmpty || slots != nil {
            surface.commitFrame(transaction, hostedSlots: slots)
        }
        if !transaction.isEmpty {
            lastTransaction = transaction
            // What a frame cost, planning and the surface's work: only frames that change something.
            let time = started.duration(to: clock.now)
            statistics.record(time)
            animation.record(time)
        }
        if accessibilityRevision != center.revision {
            accessibilityRevision = center.revision
            if let change = accessibility.update(center.accessibilityElements) { surface.accessibilityChanged(change) }
        }
        let waiting = requests
        requests = []
        for request in waiting {
            if case .announce(let text) = request.kind, announcements != nil {
                announcements?.add(text, at: request.time)
            } else {
                surface.perform(request, focus: accessibility.focusTarget(for: request))
            }
        }
        announceDue(at: scene.time, atRest: false)
        armSettleWake(after: scene.time)
    }

    // MARK: Rest

    /// Asks to be woken when the declared motions committed by `time` end: the
    /// screen then comes to rest with no frame to say so.
    private func armSettleWake(after time: Instant) {
        guard let end = plan.settles(after: time) else { return }
        guard settleWake.map({ $0 < end }) ?? true else { return }
        settleWake = end
        let delay = Duration.microseconds(max(0, (end - center.now).microseconds))
        after(delay) { [weak self] in self?.settled(end) }
    }

    /// The wake-up for the motions' end at `end`: the screen is at rest if no
    /// later motion was committed since and no frames follow a finger.
    private func settled(_ end: Instant) {
        guard settleWake == end else { return }
        settleWake = nil
        let now = max(center.now, end)
        if let later = plan.settles(after: now) {
            settleWake = later
            after(.microseconds(max(0, (later - center.now).microseconds))) { [weak self] in self?.settled(later) }
            return
        }
        guard !ticker.isRunning else { return }
        // A deadline due at the same instant (a notice's appear settling) fires
        // first, as it would before a frame: the rest reported is after it.
        center.fireDueDeadlines()
        announceDue(at: now, atRest: true)
        onIdle?(animation)
        animation = FrameStatistics()
    }

    // MARK: Announcements

    /// The screen reader reported how an announcement ended (UIKit:
    /// `announcementDidFinishNotification`): one cut off is made again later, a
    /// bounded number of times (``AnnouncementSchedule``).
    public func announcementFinished(_ text: String, successfully: Bool) {
        guard announcements != nil else { return }
        announcements?.finished(text, successfully: successfully, at: center.now)
        armAnnouncementWake()
    }

    /// Makes the announcements due at `now` (every first attempt when the screen
    /// has come to rest), then waits for the next one.
    private func announceDue(at now: Instant, atRest: Bool) {
        guard let due = announcements?.take(at: now, atRest: atRest) else { return }
        for text in due { surface.perform(HostRequest(time: now, kind: .announce(text)), focus: nil) }
        armAnnouncementWake()
    }

    /// Asks to be woken when the next announcement falls due: frames may not come
    /// (nothing moves). A frame that comes first makes it then.
    private func armAnnouncementWake() {
        guard !announcementWakeArmed, let due = announcements?.nextDue else { return }
        announcementWakeArmed = true
        let delay = Duration.microseconds(max(0, (due - center.now).microseconds))
        after(delay) { [weak self] in
            guard let self else { return }
            self.announcementWakeArmed = false
            self.announceDue(at: self.center.now, atRest: false)
        }
    }

    /// Where the app's views go now, when that changed (what the surface is to
    /// be told with the frame), else `nil`: the slots of the scene itself (a
    /// backdrop has none of the notices').
    private func changedHostedSlots(in scene: RenderScene) -> [HostedSlot]? {
        let slots = HostedSlot.slots(in: scene)
        guard slots != hostedSlots || !slotsReported else { return nil }
        hostedSlots = slots
        slotsReported = true
        return slots
    }

    // MARK: Touches

    /// Whether a touch at `point` is PopupKit's (`.claim`), the app's underneath
    /// (`.passThrough`) or the app's own view in a notice (`.hosted(name)`): what a
    /// hit-test host answers from `point(inside:with:)` and `hitTest(_:with:)` for a
    /// touch (``route(_:for:)`` tells touches from other events). Decided once per
    /// touch (see ``PointerRouter/route(_:timestamp:)``).
    public func route(_ point: Point, timestamp: Duration? = nil) -> PointerRoute {
        router.route(point, timestamp: timestamp)
    }

    /// Whom `point` belongs to now, with no side effect: what a hit test asked
    /// for anything but a touch answers (see ``PointerRouter/peek(_:)``).
    public func peek(_ point: Point) -> PointerRoute {
        router.peek(point)
    }

    /// One pointer event of a touch PopupKit claimed, or of every touch for a host
    /// that sees them all (see ``PointerRouter/pointer(_:at:)``).
    public func pointer(_ phase: PointerPhase, at point: Point) {
        router.pointer(phase, at: point)
    }

    // MARK: Screen

    /// An image a notice shows by name has arrived (a URL loaded) or changed (an
    /// image registered under the name): the layers that show it, and no others,
    /// are drawn again in a frame committed now, even if nothing moves.
    /// - Returns: how many layers will be redrawn.
    @discardableResult
    public func imageArrived(_ name: String) -> Int {
        let layers = plan.invalidateLayers(showingImage: name)
        if layers > 0, let scene = pending ?? lastSceneNow { present(scene) }
        return layers
    }

    /// The image names and URLs the layers on screen show (in the last committed
    /// frame): the images a host keeps when it lets others go.
    /// - Complexity: O(n) in the layers' content nodes.
    public var imageNamesShown: Set<String> { plan.imageNames }

    /// Every layer is inserted again in a frame committed now: a surface that
    /// lost its layers (a new renderer, another scale).
    public func reinsertEverything() {
        plan.reset()
        slotsReported = hostedSlots.isEmpty
        if let scene = pending ?? lastSceneNow { present(scene) }
    }

    /// The last committed scene as the compositor shows it now: its motions
    /// played to the center's clock (the center hands over no scene while they play).
    private var lastSceneNow: RenderScene? {
        lastScene.map { $0.played(to: max($0.time, center.now)) }
    }

    /// The window (or scene) was resized by its user or the system: the center's
    /// container takes the size, the rest of it unchanged, and the notices are
    /// laid out again.
    public func containerResized(to size: Size) {
        var container = center.stage.container
        guard container.size != size else { return }
        container.size = size
        center.setContainer(container)
    }

    /// The ticker started (an animation begins) or stopped (it is over).
    private func tickerChanged(running: Bool) {
        if running {
            animation = FrameStatistics()
            return
        }
        // The center stops the ticker right after handing over the animation's last
        // scene, which is committed on the next turn: report after it.
        schedule { [weak self] in
            // A declared motion still running reports the rest when it ends.
            guard let self, !self.ticker.isRunning, self.settleWake == nil else { return }
            // The show is over: what it brought can be announced.
            self.announceDue(at: self.center.now, atRest: true)
            self.onIdle?(self.animation)
        }
    }
}
