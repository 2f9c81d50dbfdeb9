/// Inputs for one popup scheduler: FGPopupScheduler's schedulers are suspended
/// and cleared one by one.
extension NoticeEngine {
    /// Stops a popup scheduler from showing anything new: its visible popup stays,
    /// its queue keeps its order, and it walks no conditions and switches nothing.
    mutating func suspendScheduler(_ scheduler: String?, now time: Instant) {
        advance(to: time)
        suspendedSchedulers.insert(scheduler)
        settle()
    }

    /// Lets a popup scheduler show again.
    mutating func resumeScheduler(_ scheduler: String?, now time: Instant) {
        advance(to: time)
        suspendedSchedulers.remove(scheduler)
        settle()
    }

    /// Ends the visible popup of a scheduler (`dismissed(.cleared)`) and, with
    /// `clearQueue`, its waiting popups in arrival order (`discarded(.cleared)`).
    /// - Complexity: O(n log n) for n popups.
    mutating func hideAllPopups(scheduler: String?, clearQueue: Bool, now time: Instant) {
        advance(to: time)
        defer { settle() }
        if let shown = visiblePopup(of: scheduler) { end(shown, with: .dismissed(.cleared)) }
        guard clearQueue else { return }
        for serial in waitingSerials(.popup) where items.read(serial, \.popup)??.scheduler == scheduler {
            end(serial, with: .discarded(.cleared))
        }
    }
}
