/// Popups of one scheduler with the same condition and untriggered behaviour
/// share a queue.
struct PopupGroupKey: Hashable, Comparable {
    let scheduler: String?
    let condition: String?
    let untriggered: Popup.Untriggered

    static func < (lhs: PopupGroupKey, rhs: PopupGroupKey) -> Bool {
        ((lhs.scheduler ?? ""), (lhs.condition ?? ""), lhs.untriggered.rawValue)
            < ((rhs.scheduler ?? ""), (rhs.condition ?? ""), rhs.untriggered.rawValue)
    }
}
