/// Popups: strategies, conditions and switch behaviour (FGPopupScheduler semantics).
extension NoticeEngine {
    /// Shows the first popup (in strategy order) whose condition holds when the slot
    /// is free; while a popup is visible, a strictly higher-priority eligible popup
    /// applies the visible popup's `switch` behaviour.
    /// - Complexity: O(g log n) for g (condition, untriggered) groups.
    mutating func dispatchPopups() {
        let key = SlotKey(lane: .popup, slot: .main)
        if occupancy(key) == 0 {
            if let chosen = walkPopups(above: nil) {
                removeFront(chosen.name)
                show(chosen.entry.serial)
            }
            return
        }
        guard configuration[.popup].strategy.usesPriority, fadingCount[key] == 0,
              let shownSerial = visible[key].first, let shown = items.read(shownSerial, \.popup) ?? nil,
              shown.switchBehavior != .await,
              walkPopups(above: shown.priority) != nil else { return }
        switch shown.switchBehavior {
        case .latent: requeue(shownSerial)
        case .discard: end(shownSerial, with: .dismissed(.preempted))
        case .await: break
        }
    }

    func conditionHolds(_ group: PopupGroupKey) -> Bool {
        guard let condition = group.condition else { return true }
        return conditions[condition] ?? false
    }

    /// Walks the waiting popups in strategy order (only those above `minimumPriority`
    /// when given) and returns the first whose condition holds. Popups passed over
    /// whose condition is false and whose `untriggered` is `discard` are discarded
    /// (`conditionFailed`), in walk order.
    mutating func walkPopups(above minimumPriority: Int?) -> (entry: QueueEntry, name: QueueName)? {
        var chosen: (entry: QueueEntry, name: QueueName)?
        func qualifies(_ entry: QueueEntry) -> Bool {
            guard let minimumPriority else { return true }
            return entry.priority > Int64(minimumPriority)
        }
        for group in popupGroupsWaiting {
            let name = QueueName.popup(group)
            guard let entry = front(name) else {
                popupGroupsWaiting.remove(group)
                continue
            }
            guard conditionHolds(group), qualifies(entry) else { continue }
            if chosen.map({ entry < $0.entry }) ?? true { chosen = (entry, name) }
        }
        var passedOver: [QueueEntry] = []
        for group in popupGroupsWaiting where group.untriggered == .discard && !conditionHolds(group) {
            let name = QueueName.popup(group)
            while let entry = front(name), qualifies(entry), chosen.map({ entry < $0.entry }) ?? true {
                removeFront(name)
                passedOver.append(entry)
            }
        }
        for entry in passedOver.sorted() {
            end(entry.serial, with: .discarded(.conditionFailed))
        }
        return chosen
    }
}
