/// Popups with the same condition and untriggered behaviour share a queue.
struct PopupGroupKey: Hashable, Comparable {
    let condition: String?
    let untriggered: Popup.Untriggered

    static func < (lhs: PopupGroupKey, rhs: PopupGroupKey) -> Bool {
        ((lhs.condition ?? ""), lhs.untriggered.rawValue) < ((rhs.condition ?? ""), rhs.untriggered.rawValue)
    }
}
