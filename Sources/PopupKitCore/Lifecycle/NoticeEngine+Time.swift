/// Virtual time: deadlines, `advance(to:)` and the settle loop.
extension NoticeEngine {
    /// The earliest instant at which something may happen without new input;
    /// `nil` when nothing is due. A shell sleeps until then and calls ``advance(to:)``.
    /// - Complexity: O(1).
    public var nextDeadline: Instant? {
        timers.earliest?.deadline
    }

    /// Fires everything due up to `time`, instant by instant, in time order.
    ///
    /// At each instant: the timers due then fire in the order they were set, then
    /// each lane shows what it can; both repeat until that instant is quiet.
    /// A `time` earlier than ``now`` is treated as ``now`` (time never runs back).
    /// - Complexity: O((k + s) log n) for k timers due and s notices shown.
    public mutating func advance(to time: Instant) {
        if dispatchHeld && time > now {
            // Time moves on: the held instant settles first, every instant up to
            // `time` settles in full, and inputs at `time` are held again.
            dispatchHeld = false
            settle()
            advance(to: time)
            dispatchHeld = true
            return
        }
        if time < now {
            warn(.timeBeforeNow(requested: time, used: now))
        }
        while let next = timers.earliest, next.deadline <= time {
            now = max(now, next.deadline)
            settle()
        }
        now = max(now, time)
    }

    /// How many rounds of firing and showing ``settle()`` runs at one instant before
    /// it gives up (a guard against a loop that never goes quiet).
    static let settleRoundLimit = 10_000

    /// Makes the current instant quiet: fires due timers, dispatches every lane, and
    /// repeats while that changed anything.
    ///
    /// After ``settleRoundLimit`` rounds it stops with a `settleGaveUp` warning and
    /// leaves a timer due now, so ``nextDeadline`` is now and the next
    /// ``advance(to:)`` carries on where it stopped: nothing is lost, only delayed
    /// to the caller's next call.
    mutating func settle() {
        if dispatchHeld {
            while let next = timers.earliest, next.deadline <= now {
                _ = timers.popEarliest()
                fire(next.action)
            }
            dropStaleTimers()
            bannerHistory.forget(at: now)
            return
        }
        var rounds = 0
        var busy = false
        repeat {
            while let next = timers.earliest, next.deadline <= now {
                _ = timers.popEarliest()
                fire(next.action)
            }
            changedDuringDispatch = false
            for lane in Lane.dispatchOrder { dispatch(lane) }
            rounds += 1
            busy = changedDuringDispatch || (timers.earliest.map { $0.deadline <= now } ?? false)
        } while busy && rounds < Self.settleRoundLimit
        if busy {
            warn(.settleGaveUp(rounds: rounds))
            timers.schedule(.resettle, at: now)
        }
        dropStaleTimers()
        bannerHistory.forget(at: now)
    }

    /// Removes cancelled timers from the front so ``nextDeadline`` is a real one,
    /// and every cancelled one once the heap has doubled since the last time.
    /// - Complexity: O(k log n) for k cancelled timers at the front, plus O(1)
    ///   amortized for the compaction.
    mutating func dropStaleTimers() {
        while let next = timers.earliest, isStale(next.action) {
            _ = timers.popEarliest()
        }
        if timers.needsCompaction {
            let engine = self
            timers.compact { !engine.isStale($0) }
        }
    }

    func isStale(_ action: TimerAction) -> Bool {
        switch action {
        case .timeout(let serial, let generation):
            return items.read(serial) { record in
                record.phase != .visible || record.timeoutGeneration != generation || record.deadline == nil
            } ?? true
        case .expiry(let serial, let generation):
            return items.read(serial) { record in
                record.phase != .waiting || record.hasBeenShown || record.expiryGeneration != generation
            } ?? true
        case .fadeEnd(let serial):
            return fading[serial] == nil
        case let .appeared(serial, showOrder):
            return items.read(serial) { record in record.phase != .visible || record.showOrder != showOrder } ?? true
        case .wake(let lane):
            return pendingWake[lane] == nil
        case .hudDismiss(let serial, let generation):
            return items.read(serial) { record in
                record.pendingDismissAt == nil || record.dismissGeneration != generation
            } ?? true
        case let .coverWait(serial, since):
            return items.read(serial) { record in
                record.phase != .visible || !record.pausedByCover || record.coveredSince != since
            } ?? true
        case .resettle:
            return false
        }
    }

    mutating func fire(_ action: TimerAction) {
        guard !isStale(action) else { return }
        switch action {
        case .timeout(let serial, _):
            end(serial, with: .dismissed(.timeout))
        case .expiry(let serial, _):
            guard let record = items[serial], let expiresAt = record.expiresAt, expiresAt <= now else { return }
            end(serial, with: .expired)
        case .fadeEnd(let serial):
            guard let fade = fading.removeValue(forKey: serial) else { return }
            fadingCount[SlotKey(lane: fade.lane, slot: fade.slot)] -= 1
            screenRevision &+= 1
            events.append(NoticeEvent(time: now, id: fade.id, lane: fade.lane, kind: .left))
            if case .notice(.popup(let popup)) = fade.payload {
                fadingPopups[popup.scheduler]? -= 1
                if fadingPopups[popup.scheduler] == 0 { fadingPopups[popup.scheduler] = nil }
            }
        case .appeared(let serial, _):
            guard let record = items[serial] else { return }
            emit(.appeared, record)
        case .wake(let lane):
            if let wake = pendingWake[lane], wake <= now { pendingWake[lane] = nil }
        case .hudDismiss(let serial, _):
            guard let record = items[serial], let due = record.pendingDismissAt, due <= now else { return }
            requestHUDDismissal(serial)
        case .coverWait(let serial, _):
            end(serial, with: .dismissed(.targetCovered))
        case .resettle:
            break  // Firing it is the point: the instant is settled again.
        }
    }

    /// Asks the engine to look at `lane` again at `time` (no-op if an earlier look is set).
    mutating func wake(_ lane: Lane, at time: Instant) {
        if let existing = pendingWake[lane], existing <= time, existing > now { return }
        pendingWake[lane] = time
        timers.schedule(.wake(lane), at: time)
    }
}
