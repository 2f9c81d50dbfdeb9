extension NoticeEngine {
    /// Everything the outside world tells the engine, besides time passing: one case
    /// per input, handled in one place (``NoticeEngine/send(_:now:)``).
    ///
    /// What needs the layout (a tap at a point, pointer events, the keyboard, the
    /// container, the app's bars, the appearance) is not here: those are
    /// `Stage.Input`'s own cases, beside this vocabulary, so the engine cannot be
    /// handed an input it cannot act on. The scenario format, `PopupCenter` and the
    /// tests all speak these two, so a new input is a new case, its handler and its
    /// JSON form.
    public enum Input: Hashable, Sendable {
        // MARK: Requests

        /// Shows a toast, banner, popup or bubble; a live id of the same lane updates it in place.
        case submit(Notice)
        /// An SVProgressHUD style command for one HUD (see ``HUDRequest``).
        case hud(HUDRequest)
        /// Ends a notice: visible → `dismissed(.api)`, waiting → `discarded(.withdrawn)`.
        case dismiss(NoticeID)
        /// Ends every notice of a lane (`cleared`); activity toasts only with `includeActivity`.
        case hideAll(Lane, clearQueue: Bool = true, includeActivity: Bool = false)
        /// Ends every notice of a scope (`scopeEnded`).
        case endScope(String)
        /// The view a bubble points at moved (scrolled, rotated, resized): the
        /// bubble, shown or waiting, points at `target` from now on, with no event and
        /// without restarting its timeout. A non-finite target is ignored with a warning.
        case moveBubble(NoticeID, to: Rect)
        /// The view a bubble points at left the screen: visible →
        /// `dismissed(.anchorGone)`, waiting → `discarded(.anchorGone)`.
        case bubbleTargetGone(NoticeID)
        /// The view a toast was made for moved (scrolled, rotated, resized): the
        /// toast, shown or waiting, lives in `region` (``Toast/region``) from now
        /// on, with no event and without restarting its timeout. A non-finite
        /// region is ignored with a warning.
        case moveRegion(NoticeID, to: Rect)
        /// The view a toast was made for left its window: visible →
        /// `dismissed(.scopeEnded)`, waiting → `discarded(.scopeEnded)`.
        case regionGone(NoticeID)

        // MARK: The user

        /// A tap on a notice by id.
        case tap(NoticeID)
        /// A tap on one of a visible popup's actions: `dismissed(.action)`, the
        /// action's id as the event's detail.
        case action(NoticeID, PopupAction.ID)
        /// A tap that hit no bubble: bubbles that allow it end with `tapOutside`.
        case tapOutsideBubbles
        /// A finger rests on a notice: its timeout pauses, keeping the remaining time.
        case touchDown(NoticeID)
        /// The finger lifts: the timeout runs again with the remaining time.
        case touchUp(NoticeID)
        /// The user swiped a visible notice away: `dismissed(.swipe)`. A `Stage`
        /// sends it when a drag passes a lane's swipe thresholds.
        case swipe(NoticeID)

        // MARK: The app

        /// Sets a named popup condition.
        case setCondition(String, Bool)
        /// Stops a lane from showing anything new.
        case suspend(Lane)
        /// Lets a lane show again.
        case resume(Lane)
        /// Stops one popup scheduler (``Popup/scheduler``; `nil`: the default one)
        /// from showing or switching anything; the other schedulers go on.
        case suspendScheduler(String?)
        /// Lets a popup scheduler show again.
        case resumeScheduler(String?)
        /// Ends the popups of one scheduler (`cleared`): the visible one, and with
        /// `clearQueue` the waiting ones.
        case hideAllPopups(scheduler: String?, clearQueue: Bool = true)
        /// The app went to the background: nothing new shows, visible timeouts pause.
        case background
        /// The app came back: paused timeouts resume with their remaining time.
        case foreground
        /// VoiceOver, Reduce Motion and the VoiceOver duration factor.
        case accessibility(AccessibilityConfiguration)
        /// The whole configuration of every lane.
        case configuration(EngineConfiguration)
        /// The banner frequency rules; banners already waiting keep the rule they got.
        case rules(RuleBook)
        /// The banner shows of an earlier run (``NoticeEngine/bannerShows``, saved
        /// and loaded by the app), added to the history so that frequency rules
        /// count them: a cap of 2 a day holds across a restart. Shows after `now`
        /// count at `now`; what no rule can read is dropped.
        case bannerShows(BannerShowLog)

        /// An SVProgressHUD style command for the HUD `id` (see ``HUDCommand``).
        public static func hud(_ command: HUDCommand, id: NoticeID = NoticeEngine.hudID, scope: String? = nil,
                               expiresAfter: Duration? = nil, duration: DisplayDuration? = nil) -> Input {
            .hud(HUDRequest(command, id: id, scope: scope, expiresAfter: expiresAfter, duration: duration))
        }
    }

    /// Applies one input at `time`: first fires what is due up to `time`, then
    /// applies the input, then lets every lane show what it can.
    /// - Complexity: O(log n) for one notice; O(n log n) for inputs that touch a
    ///   whole lane, scope or screen.
    public mutating func send(_ input: Input, now time: Instant) {
        switch input {
        case .submit(let notice): submit(notice, now: time)
        case .hud(let request):
            hud(request.command, id: request.id, scope: request.scope, expiresAfter: request.expiresAfter,
                duration: request.duration, look: request.look, now: time)
        case .dismiss(let id): dismiss(id, now: time)
        case let .hideAll(lane, clearQueue, includeActivity):
            hideAll(lane, clearQueue: clearQueue, includeActivity: includeActivity, now: time)
        case .endScope(let scope): endScope(scope, now: time)
        case let .moveBubble(id, target): moveBubble(id, to: target, now: time)
        case .bubbleTargetGone(let id): bubbleTargetGone(id, now: time)
        case let .moveRegion(id, region): moveRegion(id, to: region, now: time)
        case .regionGone(let id): regionGone(id, now: time)
        case .tap(let id): tap(id, now: time)
        case let .action(id, action): chooseAction(action, of: id, now: time)
        case .tapOutsideBubbles: tapOutsideBubbles(now: time)
        case .touchDown(let id): touchDown(id, now: time)
        case .touchUp(let id): touchUp(id, now: time)
        case .swipe(let id): swipe(id, now: time)
        case let .setCondition(name, value): setCondition(name, value, now: time)
        case .suspend(let lane): suspend(lane, now: time)
        case .resume(let lane): resume(lane, now: time)
        case .suspendScheduler(let scheduler): suspendScheduler(scheduler, now: time)
        case .resumeScheduler(let scheduler): resumeScheduler(scheduler, now: time)
        case let .hideAllPopups(scheduler, clearQueue): hideAllPopups(scheduler: scheduler, clearQueue: clearQueue, now: time)
        case .background: enterBackground(now: time)
        case .foreground: enterForeground(now: time)
        case .accessibility(let accessibility):
            var configuration = configuration
            configuration.accessibility = accessibility
            setConfiguration(configuration, now: time)
        case .configuration(let configuration): setConfiguration(configuration, now: time)
        case .rules(let rules):
            advance(to: time)
            setRules(rules)
        case .bannerShows(let log): restoreBannerShows(log, now: time)
        }
    }
}
