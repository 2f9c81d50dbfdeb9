/// Submitting notices: validation, rules, update in place.
extension NoticeEngine {
    /// Submits a toast, banner, popup or bubble at `now` and returns its id.
    ///
    /// The notice is `received`, then either `discarded` at once (invalid, duplicate
    /// id of another lane, unknown banner type, rate limited) or `queued`; it shows
    /// when its lane allows. Submitting the id of a live notice of the same lane
    /// updates it in place (`updated`; a visible notice's timeout restarts).
    /// - Complexity: O(log n).
    @discardableResult
    mutating func submit(_ notice: Notice, now time: Instant) -> NoticeID {
        advance(to: time)
        defer { settle() }
        let lane = notice.content.lane
        let id = notice.id ?? generateID(for: lane)
        if let serial = serialByID[id], let liveLane = items.read(serial, \.lane) {
            if liveLane == lane {
                update(serial, with: notice)
            } else {
                emit(.received, Self.transient(id, lane, at: now))
                emit(.discarded(.duplicate), Self.transient(id, lane, at: now),
                     detail: "id \"\(id)\" belongs to a live \(liveLane.rawValue)")
            }
            return id
        }
        var record = NoticeRecord(serial: nextSerial, id: id, lane: lane, payload: .notice(notice.content),
                                scope: notice.scope, receivedAt: now, duration: notice.duration,
                                tapToDismiss: notice.tapToDismiss ?? configuration[lane].tapToDismiss)
        record.ownTransition = notice.transition
        nextSerial &+= 1
        if let problem = problem(with: notice) {
            emit(.received, record)
            emit(.discarded(.invalid), record, detail: problem)
            return id
        }
        if case .banner(let banner) = notice.content {
            guard let rule = rules.rule(for: banner.type, rejectingUnknown: configuration[.banner].rejectUnknownTypes) else {
                emit(.received, record)
                emit(.discarded(.unknownType), record)
                return id
            }
            record.rule = rule
            if rule.onLimit == .discard, bannerHistory.isOverLimit(rule, at: now) {
                emit(.received, record)
                emit(.discarded(.rateLimited), record)
                return id
            }
        }
        let clamped = clamped(notice, id: id)
        record.payload = .notice(clamped.content)
        record.duration = clamped.duration
        admit(record, expiresAfter: clamped.expiresAfter)
        return id
    }

    /// Registers a valid new notice (texts and times already clamped): `received`,
    /// `queued`, and its expiry timer.
    mutating func admit(_ record: NoticeRecord, expiresAfter: Duration?) {
        var record = record
        record.expiresAt = expiry(of: record, expiresAfter: expiresAfter)
        register(record)
        emit(.queued, record)
        enqueue(record.serial)
        if let expiresAt = record.expiresAt {
            timers.schedule(.expiry(serial: record.serial, generation: record.expiryGeneration), at: expiresAt)
        }
    }

    /// The earlier of `expiresAfter` and the banner rule's expiration, from receipt.
    private func expiry(of record: NoticeRecord, expiresAfter: Duration?) -> Instant? {
        var limit: Instant?
        if let expiresAfter { limit = record.receivedAt + TimeSpan(expiresAfter) }
        if let expiration = record.rule?.expiration {
            let ruleLimit = record.receivedAt + TimeSpan(expiration)
            limit = limit.map { min($0, ruleLimit) } ?? ruleLimit
        }
        return limit
    }

    private func problem(with notice: Notice) -> String? {
        Validation.problem(id: notice.id ?? "generated") ?? Validation.problem(content: notice.content)
            ?? Validation.problem(duration: notice.duration) ?? Validation.problem(expiresAfter: notice.expiresAfter)
    }

    /// Updates a live notice in place; an invalid update is refused with a warning.
    private mutating func update(_ serial: UInt64, with notice: Notice) {
        guard var record = items[serial], case .notice(let old) = record.payload else { return }
        if let problem = problem(with: notice) {
            return warn(.updateRefused(record.id, .invalid(problem)))
        }
        // A loading (activity) toast may become its result (sonner's `toast.promise`);
        // a message toast does not turn into a spinner.
        if case .toast(let oldToast) = old, case .toast(let newToast) = notice.content,
           !oldToast.isActivity && newToast.isActivity {
            return warn(.updateRefused(record.id, .activitySwitch))
        }
        if case .popup(let oldPopup) = old, case .popup(let newPopup) = notice.content,
           oldPopup.scheduler != newPopup.scheduler {
            return warn(.updateRefused(record.id, .invalid("a popup cannot move to another scheduler")))
        }
        if case .banner(let banner) = notice.content {
            guard let rule = rules.rule(for: banner.type, rejectingUnknown: configuration[.banner].rejectUnknownTypes) else {
                return warn(.updateRefused(record.id, .unknownBannerType(banner.type)))
            }
            record.rule = rule
        }
        // Clamped only once the update is sure to apply: a refused one changes nothing.
        let notice = clamped(notice, id: record.id)
        let newPayload = NoticeRecord.Payload.notice(notice.content)
        let requeue = record.phase == .waiting && record.queueName != NoticeRecord.queueName(of: newPayload)
            || record.popupPriority != NoticeRecord.popupPriority(of: newPayload)
        record.payload = newPayload
        record.duration = notice.duration
        record.tapToDismiss = notice.tapToDismiss ?? configuration[record.lane].tapToDismiss
        if record.scope != notice.scope {
            if let scope = record.scope {
                scopes[scope]?.remove(serial)
                if scopes[scope]?.isEmpty == true { scopes[scope] = nil }
            }
            if let scope = notice.scope { scopes[scope, default: []].insert(serial) }
            record.scope = notice.scope
        }
        if !record.hasBeenShown {
            record.expiresAt = expiry(of: record, expiresAfter: notice.expiresAfter)
            record.expiryGeneration &+= 1
            if let expiresAt = record.expiresAt {
                timers.schedule(.expiry(serial: serial, generation: record.expiryGeneration), at: expiresAt)
            }
        }
        items[serial] = record
        emit(.updated, record)
        if record.phase == .waiting && requeue { enqueue(serial) }
        if record.phase == .visible { restartTimeout(serial) }
    }

    /// A fresh id such as `toast#3` that no live notice uses.
    private mutating func generateID(for lane: Lane) -> NoticeID {
        while true {
            generatedIDs[lane, default: 0] += 1
            let id = NoticeID.generated(lane, number: generatedIDs[lane, default: 0])
            if serialByID[id] == nil { return id }
        }
    }
}
