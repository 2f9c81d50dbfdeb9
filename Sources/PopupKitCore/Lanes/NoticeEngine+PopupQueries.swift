/// What FGPopupScheduler users ask a scheduler: is a popup showing, how many wait.
extension NoticeEngine {
    /// The id of the popup a scheduler shows now (`nil` scheduler: the default one),
    /// or `nil` when it shows none. A popup fading out no longer counts.
    /// - Complexity: O(s) for s schedulers with a visible popup.
    public func visiblePopupID(scheduler: String? = nil) -> NoticeID? {
        visiblePopup(of: scheduler).flatMap { items.read($0, \.id) }
    }

    /// How many popups wait in a scheduler (`nil`: the default one), whatever their
    /// condition.
    /// - Complexity: O(n) for n queue entries of the popup lane.
    public func waitingPopupCount(scheduler: String? = nil) -> Int {
        var count = 0
        for group in popupGroupsWaiting where group.scheduler == scheduler {
            count += queues[.popup(group)].unordered.lazy.filter { isLive($0) }.count
        }
        return count
    }
}

extension NoticeEngine {
    /// Whether a popup scheduler is suspended (FGPopupScheduler's `suspended`).
    public func isSchedulerSuspended(_ scheduler: String? = nil) -> Bool {
        suspendedSchedulers.contains(scheduler)
    }
}
