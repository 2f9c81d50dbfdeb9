/// The HUD lane: one long-lived notice changed by SVProgressHUD style commands.
extension NoticeEngine {
    /// The HUD's default id.
    public static let hudID: NoticeID = "hud"

    /// Applies a HUD command at `now`.
    ///
    /// `show`, `progress`, `success`, `error`, `info` and `image` create the HUD named
    /// `id` if it is not live (it waits for the grace time and for an earlier HUD to
    /// fade out) or change it in place (`updated`). `popActivity` and `dismiss` act
    /// on a live HUD; on an unknown id they only warn.
    /// - Complexity: O(log n).
    /// - Parameters:
    ///   - command: what to show or do.
    ///   - id: which HUD (HUDs take turns on the HUD lane).
    ///   - scope: ends the HUD when the scope ends.
    ///   - expiresAfter: seconds it may wait before showing, else it expires.
    ///   - duration: overrides the display time of success, error, info and image.
    ///   - look: this HUD's own look from now on (`nil` keeps it, or uses the lane's).
    ///   - time: now.
    mutating func hud(_ command: HUDCommand, id: NoticeID = NoticeEngine.hudID, scope: String? = nil,
                             expiresAfter: Duration? = nil, duration: DisplayDuration? = nil, look: Attachment? = nil,
                             now time: Instant) {
        advance(to: time)
        defer { settle() }
        let live = serialByID[id].flatMap { items[$0] }
        if let live, live.lane != .hud {
            if command.createsContent {
                emit(.received, Self.transient(id, .hud, at: now))
                emit(.discarded(.duplicate), Self.transient(id, .hud, at: now),
                     detail: "id \"\(id)\" belongs to a live \(live.lane.rawValue)")
            } else {
                warn(.notAHUD(id, lane: live.lane, command: command.name))
            }
            return
        }
        switch command {
        case .popActivity:
            guard let live, var content = live.hud else { return warn(.unknownID(id, call: "popActivity")) }
            content.activityCount = content.activityCount > 0 ? content.activityCount - 1 : 0
            items[live.serial]?.hud = content
            if content.activityCount == 0 { requestHUDDismissal(live.serial) }
        case .dismiss(let delay):
            guard let live else { return warn(.unknownID(id, call: "dismiss")) }
            guard delay >= .zero else {
                return warn(.invalidDelay(id, delay: delay))
            }
            if delay > .zero {
                let delay = clamped(delay, field: "delay", id: id)
                schedulePendingDismissal(live.serial, at: now + TimeSpan(delay))
            } else {
                requestHUDDismissal(live.serial)
            }
        default:
            applyContent(command, to: live, id: id, scope: scope, expiresAfter: expiresAfter, duration: duration, look: look)
        }
    }

    private mutating func applyContent(_ command: HUDCommand, to live: NoticeRecord?, id: NoticeID, scope: String?,
                                       expiresAfter: Duration?, duration: DisplayDuration?, look: Attachment?) {
        let problem = Validation.problem(hud: command) ?? Validation.problem(duration: duration)
            ?? Validation.problem(expiresAfter: expiresAfter) ?? Validation.problem(id: id)
        guard let live, var content = live.hud else {
            var content = HUDContent(mode: .spinner, status: nil, activityCount: 0)
            content.look = look
            content.apply(command)
            var record = NoticeRecord(serial: nextSerial, id: id, lane: .hud, payload: .hud(content), scope: scope,
                                    receivedAt: now, duration: duration, tapToDismiss: configuration[.hud].tapToDismiss)
            nextSerial &+= 1
            if let problem {
                emit(.received, record)
                emit(.discarded(.invalid), record, detail: problem)
                return
            }
            warnIfClamped(command, id: id)
            content.status = clampedStatus(content.status, id: id)
            record.hud = content
            record.duration = clampedDuration(duration, id: id)
            let grace = TimeSpan(configuration[.hud].graceTime)
            if grace > .zero { record.notBefore = now + grace }
            admit(record, expiresAfter: expiresAfter.map { clamped($0, field: "expiresAfter", id: id) })
            return
        }
        if let problem { return warn(.hudCommandRejected(id, command: command.name, problem: problem)) }
        warnIfClamped(command, id: id)
        content.apply(command)
        content.status = clampedStatus(content.status, id: id)
        if let look { content.look = look }
        var record = live
        record.hud = content
        record.duration = clampedDuration(duration, id: id)
        record.pendingDismissAt = nil
        record.dismissGeneration &+= 1
        items[live.serial] = record
        emit(.updated, record)
        if record.phase == .visible { restartTimeout(live.serial) }
    }

    /// Ends the HUD as the app asked (`dismiss`, `popActivity` to zero, a delayed
    /// dismissal): a HUD still in its grace time (or waiting) is withdrawn unseen; a
    /// visible one waits for its minimum show time, then is `dismissed`/`api`.
    mutating func requestHUDDismissal(_ serial: UInt64) {
        guard var record = items[serial] else { return }
        record.pendingDismissAt = nil
        record.dismissGeneration &+= 1
        items[serial] = record
        guard record.phase == .visible, let shownAt = record.shownAt else {
            return end(serial, with: .discarded(.withdrawn))
        }
        let earliest = shownAt + TimeSpan(configuration[.hud].minimumShowTime)
        if now < earliest {
            schedulePendingDismissal(serial, at: earliest)
        } else {
            end(serial, with: .dismissed(.api))
        }
    }

    /// Sets (or moves) the HUD's pending dismissal; an earlier one goes stale.
    private mutating func schedulePendingDismissal(_ serial: UInt64, at time: Instant) {
        guard var record = items[serial] else { return }
        record.pendingDismissAt = time
        record.dismissGeneration &+= 1
        items[serial] = record
        timers.schedule(.hudDismiss(serial: serial, generation: record.dismissGeneration), at: time)
    }

    /// A record that only names an id for events of a request that never lives.
    static func transient(_ id: NoticeID, _ lane: Lane, at time: Instant) -> NoticeRecord {
        NoticeRecord(serial: .max, id: id, lane: lane, payload: .hud(HUDContent(mode: .spinner, status: nil, activityCount: 0)),
                   scope: nil, receivedAt: time, tapToDismiss: false)
    }
}

extension HUDCommand {
    /// Whether the command sets what the HUD shows (and so may create it).
    var createsContent: Bool {
        switch self {
        case .popActivity, .dismiss: false
        default: true
        }
    }

    /// The command's name in messages (`show`, `progress`…).
    var name: String {
        switch self {
        case .show: "show"
        case .progress: "progress"
        case .success: "success"
        case .error: "error"
        case .info: "info"
        case .image: "image"
        case .popActivity: "popActivity"
        case .dismiss: "dismiss"
        }
    }
}

extension HUDContent {
    /// SVProgressHUD: `show` counts an activity, and so do a progress of exactly 0
    /// (a task starting) and the undefined progress −1 (which is `show`); other
    /// progress keeps the count; a result (success, error, info, image) resets it.
    /// The count stops at `Int.max` (silently: no app makes that many calls, but a
    /// count must never trap).
    mutating func apply(_ command: HUDCommand) {
        switch command {
        case .show(let status), .progress(HUDCommand.undefinedProgress, let status):
            mode = .spinner
            self.status = status
            countActivity()
        case .progress(let value, let status):
            mode = .progress(value.isNaN ? 0 : min(1, max(0, value)))
            self.status = status
            if value == 0 { countActivity() }
        case .success(let status):
            (mode, self.status, activityCount) = (.success, status, 0)
        case .error(let status):
            (mode, self.status, activityCount) = (.error, status, 0)
        case .info(let status):
            (mode, self.status, activityCount) = (.info, status, 0)
        case .image(let name, let status):
            (mode, self.status, activityCount) = (.image(name), status, 0)
        case .popActivity, .dismiss:
            break
        }
    }

    private mutating func countActivity() {
        activityCount = activityCount == .max ? .max : activityCount + 1
    }
}
