/// Consistency checks of the engine's bookkeeping: the list of broken invariants,
/// which tests read after each step (scenario tests, the model-based test). The
/// engine never runs it after its own mutations, not even in debug builds: it is
/// O(n), and the engine mutates on every call.
extension NoticeEngine {
    /// Descriptions of every broken invariant; empty when the state is consistent.
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        for record in items.all {
            let serial = record.serial
            if serialByID[record.id] != serial { problems.append("\(record.id): id index points elsewhere") }
            let key = SlotKey(lane: record.lane, slot: slot(of: record))
            let inVisible = visible[key].contains(serial)
            if (record.phase == .visible) != inVisible { problems.append("\(record.id): visible set disagrees with phase") }
            if let scope = record.scope, scopes[scope]?.contains(serial) != true {
                problems.append("\(record.id): missing from scope \(scope)")
            }
            if record.phase == .waiting {
                let entries = queues[queueName(of: record)].unordered.filter { isLive($0) && $0.serial == serial }
                if entries.count != 1 { problems.append("\(record.id): \(entries.count) live queue entries") }
            }
            if record.phase == .visible && record.deadline != nil && record.isPaused {
                problems.append("\(record.id): paused with a running deadline")
            }
        }
        for (id, serial) in serialByID where items[serial]?.id != id {
            problems.append("\(id): id index points to no live notice")
        }
        for (key, serials) in visible.entries {
            for serial in serials where items[serial]?.phase != .visible {
                problems.append("visible \(key.lane) holds a notice that is not visible")
            }
            let fadingHere = fading.values.filter { $0.lane == key.lane && $0.slot == key.slot }.count
            if fadingHere != fadingCount[key] { problems.append("\(key.lane): fading count is off") }
        }
        for lane in Lane.dispatchOrder where queuesOneAtATime(lane) {
            for slot in [Slot.main, .activity] {
                let key = SlotKey(lane: lane, slot: slot)
                // A lowered limit (queue turned on, `maxVisible` lowered) lets what was
                // on screen stay until it ends; nothing new may show meanwhile.
                if occupancy(key) > max(maxOccupancy(lane), shownBeforeConfiguration(key)) {
                    problems.append("\(lane): more on screen than the lane allows")
                }
            }
        }
        var popupsOnScreen: [String?: Int] = [:]
        for serial in visible[SlotKey(lane: .popup, slot: .main)] {
            popupsOnScreen[items[serial]?.popup?.scheduler, default: 0] += 1
        }
        for fade in fading.values {
            if case .notice(.popup(let popup)) = fade.payload { popupsOnScreen[popup.scheduler, default: 0] += 1 }
        }
        var shownOfScheduler: [String?: UInt64] = [:]
        for serial in visible[SlotKey(lane: .popup, slot: .main)] {
            if let popup = items[serial]?.popup { shownOfScheduler[popup.scheduler] = serial }
        }
        let covered = Set(visible[SlotKey(lane: .bubble, slot: .main)].filter { items[$0]?.pausedByCover == true })
        if covered != coveredSerials {
            problems.append("the covered bubbles are not the visible bubbles marked covered")
        }
        if shownOfScheduler != shownPopupOfScheduler {
            problems.append("the visible popup of each scheduler is not the one on screen")
        }
        for (scheduler, count) in popupsOnScreen where count > 1 {
            problems.append("popup scheduler \(scheduler ?? "default"): more than one popup on screen")
        }
        for (scope, serials) in scopes where serials.contains(where: { items[$0]?.scope != scope }) {
            problems.append("scope \(scope) lists a notice of another scope")
        }
        return problems
    }

    private func queuesOneAtATime(_ lane: Lane) -> Bool {
        switch lane {
        case .toast: configuration[.toast].queue
        case .hud, .banner: true
        case .popup: false  // One per scheduler: checked on its own.
        case .bubble: false
        }
    }

    /// Visible and fading notices of a slot shown before the configuration last
    /// changed.
    private func shownBeforeConfiguration(_ key: SlotKey) -> Int {
        var count = 0
        for serial in visible[key] where (items.read(serial, \.showOrder) ?? 0) < firstShowOrderOfConfiguration {
            count += 1
        }
        for fade in fading.values
        where fade.lane == key.lane && fade.slot == key.slot && fade.showOrder < firstShowOrderOfConfiguration {
            count += 1
        }
        return count
    }

    private func maxOccupancy(_ lane: Lane) -> Int {
        lane == .banner ? max(1, configuration[.banner].maxVisible) : 1
    }
}
