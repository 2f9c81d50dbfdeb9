/// The size of every table the engine keeps, for tests that check memory returns
/// to zero: per-notice and per-name state must not outlive the notices that need
/// it, or a long-running app grows with every notice it ever showed.
extension NoticeEngine {
    /// Entries per table, by name. With nothing live and the rules' windows past,
    /// every one is 0 (`conditions` keeps only flags the app set to true).
    /// - Complexity: O(t) for t banner types in the history.
    package var tableSizes: [String: Int] {
        [
            "records": items.count,
            "ids": serialByID.count,
            "timers": timers.count,
            "queueEntries": queues.entryCount,
            "queueSlots": queues.slotCount,
            "bannerTypesWaiting": bannerTypesWaiting.count,
            "popupGroupsWaiting": popupGroupsWaiting.count,
            "fading": fading.count,
            "fadingPopups": fadingPopups.count,
            "shownPopupOfScheduler": shownPopupOfScheduler.count,
            "coveredSerials": coveredSerials.count,
            "conditions": conditions.count,
            "scopes": scopes.count,
            "bannerHistoryTypes": bannerHistory.lastShownByType.count,
            "bannerHistoryShows": bannerHistory.recentByType.values.reduce(0) { $0 + $1.count },
            "bannerHistoryCounted": bannerHistory.recentByType.count,
            "pendingWakes": pendingWake.count,
            "events": events.count,
            "warnings": warnings.count,
        ]
    }
}
