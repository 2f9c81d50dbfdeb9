/// The state machine of one notice: waiting → visible → (fading) → ended.
/// Every ending goes through ``end(_:with:)``, so a notice ends exactly once.
extension NoticeEngine {
    func slot(of record: NoticeRecord) -> Slot {
        record.slot
    }

    mutating func emit(_ kind: NoticeEvent.Kind, _ record: NoticeRecord, detail: String? = nil) {
        if kind.changesScreen { screenRevision &+= 1 }
        events.append(NoticeEvent(time: now, id: record.id, lane: record.lane, kind: kind, detail: detail))
    }

    mutating func warn(_ kind: EngineWarning.Kind) {
        warnings.append(EngineWarning(time: now, kind: kind))
    }

    /// Reports a warning found above the engine (a `Stage` refusing a pointer event
    /// out of order) through the engine's own channel, at the engine's time, so an
    /// app reads every warning in one place (``takeWarnings()``).
    public mutating func report(_ kind: EngineWarning.Kind) {
        warn(kind)
    }

    /// Registers a new notice and emits `received`.
    mutating func register(_ record: NoticeRecord) {
        items[record.serial] = record
        serialByID[record.id] = record.serial
        if let scope = record.scope { scopes[scope, default: []].insert(record.serial) }
        emit(.received, record)
    }

    /// Puts a waiting notice (new or requeued) in its lane's queue.
    mutating func enqueue(_ serial: UInt64) {
        guard let (generation, name, priority) = items.update(serial, { record in
            record.queueGeneration &+= 1
            record.phase = .waiting
            record.slot = NoticeRecord.slot(of: record.payload)
            return (record.queueGeneration, record.queueName, record.popupPriority)
        }) else { return }
        var strategy = QueueStrategy.fifo
        if case .popup(let group) = name { strategy = configuration[.popup].strategy(forScheduler: group.scheduler) }
        queues.insert(.key(strategy: strategy, priority: priority ?? 0, serial: serial, generation: generation),
                      into: name, items: items)
        switch name {
        case .banner(let type): bannerTypesWaiting.insert(type)
        case .popup(let group): popupGroupsWaiting.insert(group)
        default: break
        }
    }

    func queueName(of record: NoticeRecord) -> QueueName {
        record.queueName
    }

    /// The first live entry of a queue, dropping stale entries on the way.
    /// - Complexity: O(log n) amortized.
    mutating func front(_ name: QueueName) -> QueueEntry? {
        queues.front(name, items: items)
    }

    /// Removes the front entry of a queue (after ``front(_:)`` returned it).
    /// - Complexity: O(log n).
    mutating func removeFront(_ name: QueueName) {
        queues.removeFront(name)
    }

    /// Whether a queue entry still stands for a waiting notice.
    func isLive(_ entry: QueueEntry) -> Bool {
        entry.isLive(in: items)
    }

    /// Shows a waiting notice and starts its timeout.
    mutating func show(_ serial: UInt64) {
        let (now, nextSerial, order) = (now, nextSerial, nextShowOrder)
        guard let (id, lane, slot, rule, appear) = items.update(serial, { record in
            record.queueGeneration &+= 1
            record.phase = .visible
            record.hasBeenShown = true
            record.shownAt = now
            record.firstSerialAfterShow = nextSerial
            record.notBefore = nil
            record.showOrder = order
            record.transition = record.ownTransition ?? configuration[record.lane].transition
            return (record.id, record.lane, record.slot, record.lane == .banner ? record.rule : nil,
                    record.transition.appearSpan)
        }) else { return }
        nextShowOrder &+= 1
        visible[SlotKey(lane: lane, slot: slot)].insert(serial)
        if lane == .popup, let popup = items.read(serial, \.popup) ?? nil {
            shownPopupOfScheduler[popup.scheduler] = serial
        }
        if let rule {
            // Kept as long as the rule it showed under or the rule book's rule for its
            // type can read it (the book may have changed since it was received).
            let current = rules.rule(for: rule.type, rejectingUnknown: false)?.historySpan ?? .zero
            bannerHistory.recordShown(rule, at: now, keptFor: current)
        }
        changedDuringDispatch = true
        screenRevision &+= 1
        events.append(NoticeEvent(time: now, id: id, lane: lane, kind: .shown))
        timers.schedule(.appeared(serial: serial, showOrder: order), at: now + appear)
        restartTimeout(serial)
    }

    /// Ends a notice: emits its terminal event, frees its id and, if it was visible,
    /// starts its fade-out.
    mutating func end(_ serial: UInt64, with kind: NoticeEvent.Kind, detail: String? = nil) {
        guard let record = items.removeValue(forKey: serial) else { return }
        if let index = serialByID.index(forKey: record.id), serialByID.values[index] == serial {
            serialByID.remove(at: index)
        }
        if let scope = record.scope {
            scopes[scope]?.remove(serial)
            if scopes[scope]?.isEmpty == true { scopes[scope] = nil }
        }
        changedDuringDispatch = true
        emit(kind, record, detail: detail)
        if record.phase == .visible {
            leaveScreen(record)
        } else if record.phase == .waiting {
            dropDrainedQueue(record.queueName)
        }
    }

    /// A waiting notice left its queue early: the queue's stale front goes, and a
    /// banner type or popup group with nothing left waiting is no longer walked by
    /// every dispatch (names are unbounded: a type per message, a condition per popup).
    /// - Complexity: O(log n) amortized.
    mutating func dropDrainedQueue(_ name: QueueName) {
        guard front(name) == nil else { return }
        switch name {
        case .banner(let type): bannerTypesWaiting.remove(type)
        case .popup(let group): popupGroupsWaiting.remove(group)
        case .toast, .toastActivity, .hud, .bubble: break
        }
    }

    /// Removes a visible notice from the screen and starts its fade-out.
    mutating func leaveScreen(_ record: NoticeRecord) {
        let key = SlotKey(lane: record.lane, slot: slot(of: record))
        visible[key].remove(record.serial)
        coveredSerials.remove(record.serial)
        if let popup = record.popup, shownPopupOfScheduler[popup.scheduler] == record.serial {
            shownPopupOfScheduler[popup.scheduler] = nil
        }
        let order = record.showOrder
        let ends = now + record.transition.disappearSpan
        fading[record.serial] = FadeOut(serial: record.serial, id: record.id, lane: record.lane, slot: key.slot,
                                        payload: record.payload, shownAt: record.shownAt ?? now, showOrder: order,
                                        startedAt: now, endsAt: ends, transition: record.transition)
        fadingCount[key] += 1
        if let popup = record.popup { fadingPopups[popup.scheduler, default: 0] += 1 }
        timers.schedule(.fadeEnd(serial: record.serial), at: ends)
    }

    /// Ends a notice the way `dismiss` would: visible → `dismissed(visibleReason)`,
    /// waiting → `discarded(waitingReason)`.
    mutating func remove(_ serial: UInt64, visibleReason: DismissReason, waitingReason: DiscardReason) {
        guard let phase = items.read(serial, \.phase) else { return }
        if phase == .visible {
            end(serial, with: .dismissed(visibleReason))
        } else {
            end(serial, with: .discarded(waitingReason))
        }
    }

    /// Sends a visible popup back to its queue (`latent` switch).
    mutating func requeue(_ serial: UInt64) {
        guard var record = items[serial], record.phase == .visible else { return }
        record.deadline = nil
        record.remaining = nil
        record.pausedByTouch = false
        record.pausedByBackground = false
        record.timeoutGeneration &+= 1
        items[serial] = record
        changedDuringDispatch = true
        emit(.requeued, record)
        leaveScreen(record)
        enqueue(serial)
    }

    /// The display time of a notice now, or `nil` for forever.
    func resolvedDuration(_ record: NoticeRecord) -> TimeSpan? {
        Self.resolvedDuration(record, lane: configuration[record.lane], accessibility: configuration.accessibility)
    }

    /// The display time of a notice under the given configuration, or `nil` for forever.
    static func resolvedDuration(_ record: NoticeRecord, lane: LaneConfiguration,
                                 accessibility: AccessibilityConfiguration) -> TimeSpan? {
        var duration = record.duration ?? lane.defaultDuration
        if case .hud(let content) = record.payload, record.duration == nil {
            duration = content.mode.timesOut ? .automatic : .forever
        }
        if record.toast?.isActivity == true, record.duration == nil {
            duration = .forever
        }
        var span: TimeSpan
        switch duration {
        case .forever:
            return nil
        case .fixed(let time):
            span = TimeSpan(time)
        case .automatic:
            let natural = TimeSpan.seconds(Double(record.textLength) * 0.06 + 0.5)
            span = max(natural, TimeSpan(lane.minimumDismissTime))
            if let maximum = lane.maximumDismissTime { span = min(span, TimeSpan(maximum)) }
        }
        if accessibility.voiceOver {
            // VoiceOver only lengthens: a factor below 1 would shorten every timeout,
            // an infinite one make it endless, NaN mean nothing. Those count as 1.
            let factor = accessibility.voiceOverDurationFactor
            span = span * (factor.isFinite && factor >= 1 ? factor : 1)
        }
        return span
    }

    /// (Re)starts a visible notice's timeout with its full duration.
    mutating func restartTimeout(_ serial: UInt64) {
        guard let lane = items.read(serial, \.lane) else { return }
        let (laneConfiguration, accessibility, now) = (configuration[lane], configuration.accessibility, now)
        guard let (generation, duration, runs) = items.update(serial, { record -> (UInt64, TimeSpan?, Bool)? in
            guard record.phase == .visible else { return nil }
            let duration = Self.resolvedDuration(record, lane: laneConfiguration, accessibility: accessibility)
            record.timeoutGeneration &+= 1
            if record.isPaused {
                record.deadline = nil
                record.remaining = duration
                return (record.timeoutGeneration, duration, false)
            } else if let duration {
                record.deadline = now + duration
                record.remaining = nil
                return (record.timeoutGeneration, duration, true)
            } else {
                record.deadline = nil
                record.remaining = nil
                return (record.timeoutGeneration, duration, false)
            }
        }) ?? nil else { return }
        if runs, let duration {
            timers.schedule(.timeout(serial: serial, generation: generation), at: now + duration)
        }
    }

    /// Stops a running timeout keeping what is left; emits `paused` if one ran
    /// (and `reports`: a covered bubble says `covered` instead).
    mutating func pauseTimeout(_ serial: UInt64, reports: Bool = true) {
        guard var record = items[serial], let deadline = record.deadline else { return }
        record.remaining = max(.zero, deadline - now)
        record.deadline = nil
        record.timeoutGeneration &+= 1
        items[serial] = record
        if reports { emit(.paused, record) }
    }

    /// Restarts a paused timeout with what was left; emits `resumed` if one was
    /// paused (and `reports`: an uncovered bubble says `uncovered` instead).
    mutating func resumeTimeout(_ serial: UInt64, reports: Bool = true) {
        guard var record = items[serial], !record.isPaused, record.deadline == nil,
              let remaining = record.remaining else { return }
        record.deadline = now + remaining
        record.remaining = nil
        record.timeoutGeneration &+= 1
        items[serial] = record
        timers.schedule(.timeout(serial: serial, generation: record.timeoutGeneration), at: now + remaining)
        if reports { emit(.resumed, record) }
    }
}
