import PopupKitCore
import PopupKitPresentation
extension PopupCenter {
    /// A HUD bound to a task: it shows `loading` with a spinner while the task
    /// runs, then changes in place to a success glyph with `success`, or to an
    /// error glyph with `failure` (also when the task is cancelled), and then
    /// dismisses itself after a time derived from the text.
    ///
    /// ```swift
    /// let upload = Task { try await api.upload(photo) }
    /// center.hud(for: upload, loading: "Uploading", success: "Uploaded", failure: { "Failed: \($0)" })
    /// ```
    ///
    /// The HUD has its own id (`hud#n`), so it does not count as an activity of the
    /// default HUD; it takes its turn on the HUD lane.
    /// - Returns: the HUD's ticket; its outcome is how the HUD ended.
    @discardableResult
    public nonisolated func hud<Success: Sendable, Failure: Error>(
        for task: Task<Success, Failure>, loading: String?, success: String?,
        failure: @escaping @Sendable (any Error) -> String? = { _ in nil }
    ) -> NoticeTicket {
        let ticket = ticket(nil, lane: .hud)
        let hud = HUDController(center: self, id: ticket.id)
        perform(ticket) { center, now in center.stage.send(.hud(.show(status: loading), id: ticket.id), now: now) }
        Task {
            switch await task.result {
            case .success: hud.showSuccess(status: success)
            case .failure(let error): hud.showError(status: failure(error))
            }
        }
        return ticket
    }

    /// A HUD bound to a task, with a fixed failure text.
    @discardableResult
    public nonisolated func hud<Success: Sendable, Failure: Error>(
        for task: Task<Success, Failure>, loading: String?, success: String?, failure: String?
    ) -> NoticeTicket {
        hud(for: task, loading: loading, success: success, failure: { _ in failure })
    }
}
