import PopupKitTesting
import ScriptHarness

/// The model's inputs, with the engine's signatures: each advances to `now`, applies
/// the input, then settles `now` (docs/Semantics.md, *Time*).
extension ReferenceModel {
    // MARK: Submitting (Lifecycle, G2, B1–B3, Bad input)

    mutating func submit(_ notice: Notice, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        let lane = notice.content.lane
        let id = notice.id ?? generateID(lane)
        if let live = liveIndex(id) {
            if items[live].lane == lane {
                update(live, with: notice)
            } else {
                emit(.received, id: id, lane: lane)
                emit(.discarded(.duplicate), id: id, lane: lane, detail: "duplicate")
            }
            return
        }
        if let problem = ModelInput.problem(notice) {
            emit(.received, id: id, lane: lane)
            emit(.discarded(.invalid), id: id, lane: lane, detail: problem)
            return
        }
        var rule: ModelRule?
        if case .banner(let banner) = notice.content {
            guard let found = self.rule(forType: banner.type) else {
                emit(.received, id: id, lane: lane)
                emit(.discarded(.unknownType), id: id, lane: lane)
                return
            }
            if found.discardOnLimit && isOverLimit(banner.type, found, at: now) {
                emit(.received, id: id, lane: lane)
                emit(.discarded(.rateLimited), id: id, lane: lane)
                return
            }
            rule = found
        }
        var item = ModelItem(serial: nextSerial, id: id, lane: lane, content: notice.content, scope: notice.scope,
                             receivedAt: now, duration: notice.duration,
                             tapToDismiss: notice.tapToDismiss ?? Self.defaultTap(lane), rule: rule)
        item.transition = notice.transition
        nextSerial += 1
        admit(&item, expiresAfter: notice.expiresAfter)
    }

    /// `received`, `queued`, and the expiry timer (set when received).
    mutating func admit(_ item: inout ModelItem, expiresAfter: Duration?) {
        if item.hasOverlongText { warn() }
        emit(.received, id: item.id, lane: item.lane)
        emit(.queued, id: item.id, lane: item.lane)
        if let at = expiryInstant(receivedAt: item.receivedAt, expiresAfter: expiresAfter, rule: item.rule) {
            item.expiry = newTimer(at: at)
        }
        items.append(item)
    }

    /// G6/B2: the earlier of `expiresAfter` and the banner rule's expiration, from receipt.
    func expiryInstant(receivedAt: Int64, expiresAfter: Duration?, rule: ModelRule?) -> Int64? {
        let limits = [expiresAfter.map(ModelInput.micros), rule?.expiration].compactMap { $0 }
        return limits.min().map { receivedAt + $0 }
    }

    /// "Ids left out are generated as `<lane>#<n>`, skipping live ids."
    private mutating func generateID(_ lane: Lane) -> NoticeID {
        while true {
            generatedCounter[lane, default: 0] += 1
            let id = NoticeID("\(lane.rawValue)#\(generatedCounter[lane]!)")
            if liveIndex(id) == nil { return id }
        }
    }

    /// G2: replaces content, duration, tap-to-dismiss, scope and (if never shown) expiry.
    private mutating func update(_ index: Int, with notice: Notice) {
        if ModelInput.problem(notice) != nil { return warn() }
        // A loading toast may become its result; a message toast never turns into a spinner.
        if case .toast(let new) = notice.content, new.isActivity && !items[index].isActivityToast { return warn() }
        // P5: a live popup cannot move to another scheduler.
        if case .popup(let new) = notice.content, new.scheduler != items[index].popup?.scheduler { return warn() }
        if case .banner(let banner) = notice.content {
            guard let rule = self.rule(forType: banner.type) else { return warn() }
            items[index].rule = rule
        }
        items[index].content = notice.content
        if items[index].hasOverlongText { warn() }
        items[index].duration = notice.duration
        items[index].tapToDismiss = notice.tapToDismiss ?? Self.defaultTap(items[index].lane)
        items[index].scope = notice.scope
        if !items[index].everShown {
            let at = expiryInstant(receivedAt: items[index].receivedAt, expiresAfter: notice.expiresAfter,
                                   rule: items[index].rule)
            setExpiry(index, at: at)
        }
        emit(.updated, index)
        if items[index].phase == .visible { restartTimeout(index) }
    }

    /// "Replaces … expiry", and the expiry timer is "set when received, and again when
    /// an update changes it": every update of a never-shown notice sets it anew, and the
    /// replaced timer never fires (see the report for the reading).
    private mutating func setExpiry(_ index: Int, at: Int64?) {
        items[index].expiry = at.map { newTimer(at: $0) }
    }

    // MARK: Dismiss, tap, touch (G1, G4)

    mutating func dismiss(_ id: NoticeID, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard let index = liveIndex(id) else { return warn() }
        if items[index].lane == .hud {
            requestHUDDismissal(index)
        } else {
            remove(index, visible: .api, waiting: .withdrawn)
        }
    }

    mutating func tap(_ id: NoticeID, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard let index = liveIndex(id), items[index].phase == .visible, items[index].tapToDismiss else {
            return warn()
        }
        end(index, .dismissed(.tap))
    }

    /// A swipe ends any visible notice at once, whatever its lane or tap setting.
    mutating func swipe(_ id: NoticeID, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard let index = liveIndex(id), items[index].phase == .visible else { return warn() }
        end(index, .dismissed(.swipe))
    }

    /// U2: a live bubble's target moves; no event, the timeout runs on.
    mutating func moveBubble(_ id: NoticeID, to target: Rect, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard let index = liveIndex(id), items[index].lane == .bubble, target.isFinite else { return warn() }
        if case .bubble(var bubble)? = items[index].content {
            bubble.target = target
            items[index].content = .bubble(bubble)
        }
    }

    /// U3: a live bubble's target is gone, as a dismissal with its own reason.
    mutating func bubbleTargetGone(_ id: NoticeID, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard let index = liveIndex(id), items[index].lane == .bubble else { return warn() }
        remove(index, visible: .anchorGone, waiting: .anchorGone)
    }

    mutating func touchDown(_ id: NoticeID, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard let index = liveIndex(id), items[index].phase == .visible else { return warn() }
        // F3: a lane that does not pause on touch ignores the touch.
        guard lane(items[index].lane).pausesOnTouch, !items[index].touched else { return }
        items[index].touched = true
        pauseTimeout(index)
    }

    mutating func touchUp(_ id: NoticeID, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard let index = liveIndex(id) else { return warn() }
        guard items[index].touched else {
            if !lane(items[index].lane).pausesOnTouch && items[index].phase == .visible { return }
            return warn()
        }
        items[index].touched = false
        resumeTimeout(index)
    }

    // MARK: Conditions, lanes, app state, scopes (P2, P4, T4, G3, G5)

    mutating func setCondition(_ name: String, _ value: Bool, now time: Instant) {
        advance(to: time.microseconds)
        conditions[name] = value
        settle()
    }

    mutating func suspend(_ lane: Lane, now time: Instant) {
        advance(to: time.microseconds)
        suspended.insert(lane)
        settle()
    }

    mutating func resume(_ lane: Lane, now time: Instant) {
        advance(to: time.microseconds)
        suspended.remove(lane)
        settle()
    }

    /// T4: visible in the order shown → `cleared`; then, with `clearQueue`, waiting in
    /// arrival order → `cleared`. Activity toasts only with `includeActivity`.
    mutating func hideAll(_ lane: Lane, clearQueue: Bool = true, includeActivity: Bool = false, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        func included(_ item: ModelItem) -> Bool {
            item.lane == lane && (includeActivity || !item.isActivityToast)
        }
        let visible = items.filter { included($0) && $0.phase == .visible }.sorted { $0.showOrder < $1.showOrder }
        for item in visible { end(index(ofSerial: item.serial)!, .dismissed(.cleared)) }
        guard clearQueue else { return }
        let waiting = items.filter { included($0) && $0.phase == .waiting }.map(\.serial)
        for serial in waiting { end(index(ofSerial: serial)!, .discarded(.cleared)) }
    }

    /// G3: visible notices with a running timeout pause, in arrival order.
    mutating func enterBackground(now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard !inBackground else { return }
        inBackground = true
        for index in items.indices where items[index].phase == .visible && lane(items[index].lane).pausesInBackground {
            pauseTimeout(index)
        }
    }

    /// G3: visible notices no longer paused resume, in arrival order.
    mutating func enterForeground(now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        guard inBackground else { return }
        inBackground = false
        for index in items.indices where items[index].phase == .visible { resumeTimeout(index) }
    }

    /// G5: live notices of the scope in arrival order.
    mutating func endScope(_ scope: String, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        let serials = items.filter { $0.scope == scope }.map(\.serial)
        for serial in serials { remove(index(ofSerial: serial)!, visible: .scopeEnded, waiting: .scopeEnded) }
    }
}
