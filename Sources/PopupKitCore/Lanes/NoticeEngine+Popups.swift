/// Popups: schedulers, strategies, conditions and switch behaviour
/// (FGPopupScheduler semantics).
extension NoticeEngine {
    /// What a waiting popup must beat to switch a visible one: a higher priority or,
    /// with LIFO ties, an equal priority and a later arrival (FGPopupScheduler
    /// switches when `current < new || (current == new && LIFO)`).
    struct SwitchBar {
        let priority: Int64
        let serial: UInt64
        let lifoTies: Bool

        func isBeaten(by entry: QueueEntry) -> Bool {
            entry.priority > priority || (lifoTies && entry.priority == priority && entry.serial > serial)
        }
    }

    /// Lets every scheduler with waiting popups show or switch, in scheduler name
    /// order (the default scheduler first): schedulers are independent queues.
    /// - Complexity: O(g · s + s log s + g log n) for g (scheduler, condition,
    ///   untriggered) groups of s named schedulers.
    mutating func dispatchPopups() {
        // Runs at every settle: with only the default scheduler (the usual case) it
        // allocates nothing.
        var waitsInDefault = false
        var named: [String] = []
        for group in popupGroupsWaiting {
            if let name = group.scheduler {
                if !named.contains(name) { named.append(name) }
            } else {
                waitsInDefault = true
            }
        }
        if waitsInDefault { dispatchPopups(of: nil) }
        guard !named.isEmpty else { return }
        for scheduler in named.sorted() { dispatchPopups(of: scheduler) }
    }

    /// Shows the first popup (in strategy order) whose condition holds when the
    /// scheduler has nothing on screen; while one of its popups is visible, a more
    /// important eligible popup (see ``SwitchBar``) applies the visible popup's
    /// `switch` behaviour.
    private mutating func dispatchPopups(of scheduler: String?) {
        guard !suspendedSchedulers.contains(scheduler) else { return }
        let shownSerial = visiblePopup(of: scheduler)
        let fading = fadingPopups[scheduler] ?? 0
        if shownSerial == nil && fading == 0 {
            if let chosen = walkPopups(of: scheduler, beating: nil) {
                removeFront(chosen.name)
                show(chosen.entry.serial)
            }
            return
        }
        let strategy = configuration[.popup].strategy(forScheduler: scheduler)
        guard strategy.usesPriority, fading == 0, let shownSerial,
              let shown = items.read(shownSerial, \.popup) ?? nil, shown.switchBehavior != .await else { return }
        let bar = SwitchBar(priority: Int64(shown.priority), serial: shownSerial, lifoTies: strategy == .priorityLIFO)
        guard let chosen = walkPopups(of: scheduler, beating: bar) else { return }
        // A latent popup goes back to the queue only for a strictly higher
        // priority; against an equal one it is dropped as with discard.
        if shown.switchBehavior == .latent && chosen.entry.priority > bar.priority {
            requeue(shownSerial)
        } else {
            end(shownSerial, with: .dismissed(.preempted))
        }
    }

    /// The visible popup of a scheduler, if any.
    /// - Complexity: O(1) on average.
    func visiblePopup(of scheduler: String?) -> UInt64? {
        shownPopupOfScheduler[scheduler]
    }

    func conditionHolds(_ group: PopupGroupKey) -> Bool {
        guard let condition = group.condition else { return true }
        return conditions[condition] ?? false
    }

    /// Walks the waiting popups of a scheduler in strategy order (only those that
    /// beat `bar` when given) and returns the first whose condition holds. Popups
    /// passed over whose condition is false and whose `untriggered` is `discard` are
    /// discarded (`conditionFailed`), in walk order.
    mutating func walkPopups(of scheduler: String?, beating bar: SwitchBar?) -> (entry: QueueEntry, name: QueueName)? {
        var chosen: (entry: QueueEntry, name: QueueName)?
        func qualifies(_ entry: QueueEntry) -> Bool {
            bar?.isBeaten(by: entry) ?? true
        }
        for group in popupGroupsWaiting where group.scheduler == scheduler {
            let name = QueueName.popup(group)
            guard let entry = front(name) else {
                popupGroupsWaiting.remove(group)
                continue
            }
            guard conditionHolds(group), qualifies(entry) else { continue }
            if chosen.map({ entry < $0.entry }) ?? true { chosen = (entry, name) }
        }
        var passedOver: [QueueEntry] = []
        for group in popupGroupsWaiting
        where group.scheduler == scheduler && group.untriggered == .discard && !conditionHolds(group) {
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
