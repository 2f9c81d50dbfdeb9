/// Popup actions: a tap on one of a visible popup's buttons ends it with the
/// action's id.
extension NoticeEngine {
    /// Ends visible popup `id` with `dismissed(.action)` and the action's id as the
    /// event's detail. It needs no tap-to-dismiss: answering is what the buttons
    /// are for. A notice that is not visible, or that has no such action (not a
    /// popup, or a popup without it), only warns.
    /// - Complexity: O(log n + a) for a actions.
    mutating func chooseAction(_ action: PopupAction.ID, of id: NoticeID, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = serialByID[id], let record = items[serial] else {
            return warn(.unknownID(id, call: "tap"))
        }
        guard record.phase == .visible else { return warn(.notVisible(id, call: "tap")) }
        guard case .notice(.popup(let popup)) = record.payload, popup.action(action) != nil else {
            return warn(.unknownAction(id, action: action))
        }
        end(serial, with: .dismissed(.action), detail: action.rawValue)
    }
}
