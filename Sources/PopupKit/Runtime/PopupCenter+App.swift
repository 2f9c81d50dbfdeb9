import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// Calls that act on any notice, and what the app tells the center about itself.
extension PopupCenter {
    /// Applies one engine input (``NoticeEngine/Input``), in call order with every
    /// other call: the center's named calls below are this with a name a
    /// Toast-Swift, SVProgressHUD, WPToastManager, FGPopupScheduler or BubblePopup
    /// user knows. A submitted notice without an id gets one here, from the same
    /// counter as every other call's (``submit(_:completion:)`` returns it on a ticket).
    public nonisolated func send(_ input: NoticeEngine.Input) {
        var input = input
        if case .submit(var notice) = input, notice.id == nil {
            notice.id = ticket(nil, lane: notice.content.lane).id
            input = .submit(notice)
        }
        perform { [input] center, now in center.liveStage.send(input, now: now) }
    }

    /// Applies one input of either kind (an engine input, or one the layout acts on)
    /// in call order with every other call, as the named calls do (a pointer event
    /// as a host's press, heard by ``observeTouchDowns(_:)``): a host's
    /// `send(_:)` of a `Stage.Input` (PopupKitHost).
    package nonisolated func sendToStage(_ input: Stage.Input) {
        switch input {
        case .engine(let input): send(input)
        case let .pointer(phase, point): pointer(phase, at: point)
        default: perform { center, now in center.liveStage.send(input, now: now) }
        }
    }

    /// The user's escape (VoiceOver's two-finger scrub, a hardware keyboard's
    /// Esc), in call order with every other call: the front popup's cancel
    /// action is tapped; with no popup up, bubbles that go on a tap outside end
    /// (`tapOutside`). A popup without a cancel action, or a HUD with a mask,
    /// keeps it and nothing happens.
    /// - Returns: whether the screen as it is now has something the escape ends:
    ///   a host answers the platform with it (`false` lets the escape go on to
    ///   the app).
    @discardableResult
    package func performEscape() -> Bool {
        guard liveStage.escapeInput() != nil else { return false }
        sendToStage(.escape)
        return true
    }

    /// Dismisses a notice by id: a visible one leaves (`dismissed`/`api`), a waiting
    /// one is withdrawn (`discarded`/`withdrawn`); an unknown id only warns.
    public nonisolated func dismiss(_ id: NoticeID) {
        send(.dismiss(id))
    }

    /// Submits any notice; a live notice with the same id and lane is updated in place.
    @discardableResult
    public nonisolated func submit(_ notice: Notice, completion: Completion? = nil) -> NoticeTicket {
        let ticket = ticket(notice.id, lane: notice.content.lane)
        var notice = notice
        notice.id = ticket.id
        perform(ticket, completion: completion) { [notice] center, now in center.liveStage.send(.submit(notice), now: now) }
        return ticket
    }

    /// Hides every notice of a lane; `clearQueue` also drops those waiting,
    /// `includeActivity` also the activity toast.
    public nonisolated func hideAll(_ lane: Lane, clearQueue: Bool = true, includeActivity: Bool = false) {
        perform { center, now in
            center.liveStage.send(.hideAll(lane, clearQueue: clearQueue, includeActivity: includeActivity), now: now)
        }
    }

    /// Sets a named popup condition (`Popup(condition: "loggedIn")`).
    public nonisolated func setCondition(_ name: String, _ value: Bool) {
        send(.setCondition(name, value))
    }

    /// The user tapped a notice (by id; ``tap(at:)`` hit-tests a point).
    public nonisolated func tap(_ id: NoticeID) {
        send(.tap(id))
    }

    /// A finger is down on a notice: its timeout pauses until ``touchUp(_:)``.
    public nonisolated func touchDown(_ id: NoticeID) {
        send(.touchDown(id))
    }

    /// The finger is up again: the notice's timeout resumes.
    public nonisolated func touchUp(_ id: NoticeID) {
        send(.touchUp(id))
    }

    /// Stops showing a lane's notices (visible ones stay; queues keep their order).
    public nonisolated func suspend(_ lane: Lane) {
        send(.suspend(lane))
    }

    /// Shows a suspended lane's notices again.
    public nonisolated func resume(_ lane: Lane) {
        send(.resume(lane))
    }

    /// Ends a scope: every notice submitted with it goes (`scopeEnded`).
    public nonisolated func endScope(_ scope: String) {
        send(.endScope(scope))
    }

    /// The app went to the background: nothing new shows, running timeouts pause.
    public nonisolated func didEnterBackground() {
        send(.background)
    }

    /// The app is coming back: paused timeouts resume with the time they had left.
    public nonisolated func willEnterForeground() {
        send(.foreground)
    }

    /// The screen changed (rotation, window resize, safe area). The whole container
    /// is replaced, its ``Container/appearance`` too: to follow light and dark mode
    /// alone, write ``Settings/appearance`` with ``update(_:)``.
    public nonisolated func setContainer(_ container: Container) {
        perform { center, _ in center.liveStage.container = container }
    }

    /// The keyboard's height (0 when hidden): bottom toasts and the HUD rise above it.
    public nonisolated func setKeyboardHeight(_ height: Double) {
        sendToStage(.keyboard(height: height))
    }

    /// How far the app's bars (navigation bar, tab bar, toolbars) reach in from the
    /// screen's edges, the safe area included, as a view controller's
    /// `safeAreaInsets` are: toasts, the HUD, popup cards and bubbles keep clear of
    /// them; banners still come down over the top. A side smaller than the safe
    /// area's means the safe area's (``Container/contentInsets``). The iOS hosts set
    /// it from the app on every layout pass; call it yourself where no host runs.
    public nonisolated func setContentInsets(_ insets: Insets) {
        sendToStage(.contentInsets(insets))
    }

    /// The system's Reduce Motion and VoiceOver settings changed (what a host reads
    /// from its platform): only these two change, in call order, and the rest of
    /// the accessibility configuration (``AccessibilityConfiguration/voiceOverDurationFactor``)
    /// stays as the app set it.
    public nonisolated func setSystemAccessibility(reduceMotion: Bool, voiceOver: Bool) {
        perform { center, now in
            var configuration = center.liveStage.engine.configuration
            configuration.accessibility.reduceMotion = reduceMotion
            configuration.accessibility.voiceOver = voiceOver
            center.liveStage.send(.configuration(configuration), now: now)
        }
    }

    /// A tap at a point of the screen, hit-tested like the back end would.
    public nonisolated func tap(at point: Point) {
        sendToStage(.tapAt(point))
    }

    /// A finger (or mouse button) at a point of the screen, in call order with the
    /// center's other calls: `down`, `move`s, then `up` or `cancel`. The center
    /// turns the sequence into taps, paused timeouts, drags and swipes
    /// (`dismissed(.swipe)`), and taps outside bubbles. A `down` on nothing of
    /// PopupKit's is one input, not a press: it dismisses the bubbles that go on a
    /// tap outside, and the rest of that touch is the app's.
    ///
    /// Hosts press through `HostDriver.pointer(_:at:)` (PopupKitHost), which decides
    /// "PopupKit's or the app's" on the screen the `down` meets; a script sends
    /// `Stage.Input.pointer(_:at:)`, which lands here. A `down` is heard by
    /// ``observeTouchDowns(_:)`` whichever way it came.
    package nonisolated func pointer(_ phase: PointerPhase, at point: Point) {
        perform { center, now in
            center.liveStage.advance(to: now)
            let target = center.liveStage.pointer(phase, at: point, now: now)
            if phase == .down, let target { center.tellTouchObservers(target) }
        }
    }

    /// Whether a point belongs to PopupKit (a notice, a HUD's blocking mask, a
    /// popup's dimmed background) or passes through to the app, on the screen as
    /// it is now (calls still waiting in the mailbox are not counted: a host
    /// deciding a touch uses `HostDriver.route(_:timestamp:)`, which counts them).
    package func accepts(_ point: Point) -> Bool { liveStage.accepts(point) }

    /// Where a notice is now: ``NoticePhase/waiting``, ``NoticePhase/visible``, or
    /// ``NoticePhase/leaving`` the screen after it ended (its completion runs once it
    /// has left); `nil` when no notice has this id or it has left the screen. Calls
    /// still waiting in the center's mailbox have not happened yet: after
    /// `center.toast("Saved")` the phase is `nil` until the call has run (`await
    /// center.flush()`).
    public func phase(of id: NoticeID) -> NoticePhase? { liveStage.engine.phase(of: id) }

    /// Where a notice is drawn now: its body's frame in container coordinates
    /// (what a tap hits), `nil` when it is not on screen.
    public func frame(of id: NoticeID) -> Rect? { liveStage.frame(of: id) }

    /// The app's main thread is about to wait for events: popup condition closures
    /// are asked again, and a popup whose condition became true shows.
    ///
    /// FGPopupScheduler asks its conditions from a run-loop observer when the main
    /// thread goes idle; call this from such an observer (`kCFRunLoopBeforeWaiting`)
    /// or from any idle callback of the host. It runs at once, without a hop, and
    /// does nothing more when no condition changed, so calling it on every idle turn
    /// is cheap and starts no new work. Without it, closures are asked only when a
    /// popup is added, ends or goes back to its queue, and on
    /// ``PopupScheduler/reevaluate()``: never after unrelated calls (a toast, a HUD
    /// update), so a condition that turns true with no such activity waits for the
    /// next idle turn.
    /// - Complexity: O(c) closure calls for c conditional popups, each asked once.
    public func appDidBecomeIdle() {
        let changes = conditionChanges()
        guard !changes.isEmpty else { return }
        apply { center, now in
            for (name, value) in changes { center.liveStage.send(.setCondition(name, value), now: now) }
        }
    }

    /// Waits until every call made before this one has run on the main actor and
    /// everything due by the clock's now has fired (a sleep that woke but has not
    /// run yet is caught up here).
    public nonisolated func flush() async {
        await withCheckedContinuation { continuation in
            perform { center, _ in
                center.liveStage.advance(to: center.currentTime)
                continuation.resume()
            }
        }
    }
}
