/// Dispatch: which waiting notices each lane shows now.
extension NoticeEngine {
    /// Whether `lane` may show anything new now (not suspended, app in foreground,
    /// no blocking lane visible).
    func canShowNew(_ lane: Lane) -> Bool {
        if inBackground || suspendedLanes.contains(lane) { return false }
        for blocker in configuration[lane].blockedBy where blocker != lane && hasVisible(blocker) {
            return false
        }
        return true
    }

    /// Whether any notice of `lane` is on screen (fading ones excluded).
    func hasVisible(_ lane: Lane) -> Bool {
        !visible[SlotKey(lane: lane, slot: .main)].isEmpty
            || !visible[SlotKey(lane: lane, slot: .activity)].isEmpty
    }

    /// Visible plus fading notices in a slot: a queueing lane waits for both.
    func occupancy(_ key: SlotKey) -> Int {
        visible[key].count + fadingCount[key]
    }

    /// Whether `lane` may have a waiting notice (stale queue entries count): a lane
    /// with none has nothing to show, discard or preempt, so dispatch skips it.
    func mayHaveWaiting(_ lane: Lane) -> Bool {
        switch lane {
        case .toast: queues[.toast].count > 0 || queues[.toastActivity].count > 0
        case .hud: queues[.hud].count > 0
        case .banner: !bannerTypesWaiting.isEmpty
        case .popup: !popupGroupsWaiting.isEmpty
        case .bubble: queues[.bubble].count > 0
        }
    }

    mutating func dispatch(_ lane: Lane) {
        guard mayHaveWaiting(lane), canShowNew(lane) else { return }
        switch lane {
        case .toast:
            showOneAtATime(.toastActivity, in: SlotKey(lane: .toast, slot: .activity))
            if configuration[.toast].queue {
                showOneAtATime(.toast, in: SlotKey(lane: .toast, slot: .main))
            } else {
                showToastsAtOnce()
            }
        case .hud:
            showOneAtATime(.hud, in: SlotKey(lane: .hud, slot: .main))
        case .banner:
            dispatchBanners()
        case .popup:
            dispatchPopups()
        case .bubble:
            while let entry = front(.bubble) {
                removeFront(.bubble)
                show(entry.serial)
            }
        }
    }

    /// Shows the front notice when the slot is free (and its grace time is over).
    mutating func showOneAtATime(_ name: QueueName, in key: SlotKey) {
        guard occupancy(key) == 0, let entry = front(name) else { return }
        if let notBefore = items.read(entry.serial, \.notBefore) ?? nil, notBefore > now {
            wake(key.lane, at: notBefore)
            return
        }
        removeFront(name)
        show(entry.serial)
    }

    /// Toast-Swift without queue: every toast shows at once, in arrival order, while
    /// fewer than `maxVisible` are visible. Beyond that, `evictOldest` ends the
    /// oldest visible one (`evicted`) once it has been visible `minimumShowTime`
    /// (until then the newcomer waits, and the lane looks again at that instant);
    /// `wait` keeps the newcomer waiting until a visible toast leaves.
    mutating func showToastsAtOnce() {
        let key = SlotKey(lane: .toast, slot: .main)
        let lane = configuration[.toast]
        let maxVisible = max(1, lane.maxVisible)
        while let entry = front(.toast) {
            while visible[key].count >= maxVisible {
                guard lane.overflow == .evictOldest, let oldest = oldestVisible(key) else { return }
                let readable = (items.read(oldest, \.shownAt) ?? nil).map { $0 + TimeSpan(lane.minimumShowTime) } ?? now
                if readable > now {
                    wake(.toast, at: readable)
                    return
                }
                end(oldest, with: .dismissed(.evicted))
            }
            removeFront(.toast)
            show(entry.serial)
        }
    }

    /// The visible notice of a slot that was shown first.
    /// - Complexity: O(v) for v visible in the slot.
    func oldestVisible(_ key: SlotKey) -> UInt64? {
        var oldest: (serial: UInt64, order: UInt64)?
        for serial in visible[key] {
            let order = items.read(serial, \.showOrder) ?? 0
            if oldest.map({ order < $0.order }) ?? true { oldest = (serial, order) }
        }
        return oldest?.serial
    }

    /// Visible notices of `lane` (all slots), in the order they were shown; without
    /// `includeActivity`, activity toasts are left out (a loading toast that became
    /// its result is no longer one).
    func visibleSerials(_ lane: Lane, includeActivity: Bool = true) -> [UInt64] {
        var serials = Array(visible[SlotKey(lane: lane, slot: .main)])
        for serial in visible[SlotKey(lane: lane, slot: .activity)]
        where includeActivity || items.read(serial, \.toast)??.isActivity != true {
            serials.append(serial)
        }
        // Keys first: a comparator that reads the engine would copy it on every call.
        var keyed: [(order: UInt64, serial: UInt64)] = []
        keyed.reserveCapacity(serials.count)
        for serial in serials { keyed.append((items.read(serial, \.showOrder) ?? 0, serial)) }
        keyed.sort { $0.order < $1.order }
        return keyed.map(\.serial)
    }

    /// Waiting notices of `lane` in arrival order.
    /// - Complexity: O(n log n) for n waiting (bulk operations only).
    func waitingSerials(_ lane: Lane, includeActivity: Bool = true) -> [UInt64] {
        var serials: Set<UInt64> = []
        for (name, queue) in queues.all where belongs(name, to: lane, includeActivity: includeActivity) {
            for entry in queue.unordered where isLive(entry) { serials.insert(entry.serial) }
        }
        return serials.sorted()
    }

    private func belongs(_ name: QueueName, to lane: Lane, includeActivity: Bool) -> Bool {
        switch name {
        case .toast: lane == .toast
        case .toastActivity: lane == .toast && includeActivity
        case .hud: lane == .hud
        case .bubble: lane == .bubble
        case .banner: lane == .banner
        case .popup: lane == .popup
        }
    }
}
