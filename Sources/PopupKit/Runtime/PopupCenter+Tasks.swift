import PopupKitCore
import PopupKitPresentation
import PopupKitStage

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
    /// default HUD; it takes its turn on the HUD lane. If the loading HUD was
    /// dismissed before the task ended, no result shows (as with the `toast(for:…)` calls).
    /// - Returns: the HUD's ticket; its outcome is how the HUD (loading, or its
    ///   result) ended.
    @discardableResult
    public nonisolated func hud<Success: Sendable, Failure: Error>(
        for task: Task<Success, Failure>, loading: String?, success: String?,
        failure: @escaping @Sendable (any Error) -> String? = { _ in nil }
    ) -> NoticeTicket {
        let ticket = ticket(nil, lane: .hud)
        perform(ticket) { center, now in center.liveStage.send(.hud(.show(status: loading), id: ticket.id), now: now) }
        Task {
            let result: HUDCommand
            switch await task.result {
            case .success: result = .success(status: success)
            case .failure(let error): result = .error(status: failure(error))
            }
            hudResult(ticket.id, result)
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

    /// Turns the live task-bound HUD `id` into its result in place; nothing happens
    /// when it is no longer live (the app dismissed it), so a dismissed HUD never
    /// comes back as a new one.
    private nonisolated func hudResult(_ id: NoticeID, _ result: HUDCommand) {
        perform { center, now in
            guard let phase = center.liveStage.engine.phase(of: id), phase != .leaving else { return }
            center.liveStage.send(.hud(result, id: id), now: now)
        }
    }
}

extension PopupCenter {
    /// A toast bound to a task, as sonner's `toast.promise`: a loading toast (the
    /// activity spinner) while the task runs, then the same toast, updated in place,
    /// becomes its result — `success(value)`, or `failure(error)` (also when the
    /// task is cancelled) — and stays for `duration` from then.
    ///
    /// ```swift
    /// let save = Task { try await api.save(draft) }
    /// center.toast(for: save, success: { _ in "Saved" }, failure: { "Not saved: \($0)" })
    /// ```
    ///
    /// The loading toast takes the activity slot, beside the other toasts and apart
    /// from their limit, and its result keeps that place until it ends. If the
    /// loading toast was hidden before the task ended, no result shows.
    /// - Parameters:
    ///   - task: the work the toast stands for.
    ///   - position: where the toast sits, loading and as its result.
    ///   - duration: how long the result stays; the toast lane's default when `nil`.
    ///   - success: the result's text from the task's value.
    ///   - failure: the result's text from the task's error.
    /// - Returns: the toast's ticket; its outcome is how the result (or the loading
    ///   toast, if hidden first) ended.
    @discardableResult
    public nonisolated func toast<Success: Sendable, Failure: Error>(
        for task: Task<Success, Failure>, position: ToastPosition = .center, duration: DisplayDuration? = nil,
        success: @escaping @Sendable (Success) -> String?, failure: @escaping @Sendable (any Error) -> String?
    ) -> NoticeTicket {
        let ticket = ticket(nil, lane: .toast)
        loadingToast(ticket.id, position: position, ticket: ticket)
        Task {
            let text: String?
            switch await task.result {
            case .success(let value): text = success(value)
            case .failure(let error): text = failure(error)
            }
            toastResult(ticket.id, Toast(message: text, position: position), duration: duration)
        }
        return ticket
    }

    /// A task-bound toast with fixed result texts (see the form with closures above).
    @discardableResult
    public nonisolated func toast<Success: Sendable, Failure: Error>(
        for task: Task<Success, Failure>, position: ToastPosition = .center, duration: DisplayDuration? = nil,
        success: String?, failure: String?
    ) -> NoticeTicket {
        toast(for: task, position: position, duration: duration, success: { _ in success }, failure: { _ in failure })
    }

    /// Shows a loading toast (the activity spinner) with the id `id`, to become its
    /// result later through ``toastResult(_:_:duration:)`` (sonner's `toast.loading`).
    /// - Returns: the toast's ticket; its outcome is how the toast (loading or result) ended.
    @discardableResult
    public nonisolated func loadingToast(id: NoticeID? = nil, position: ToastPosition = .center) -> NoticeTicket {
        let ticket = ticket(id, lane: .toast)
        loadingToast(ticket.id, position: position, ticket: ticket)
        return ticket
    }

    /// Turns the live loading toast `id` into its result in place: `toast` replaces
    /// its content and it stays `duration` from now (the toast lane's default when
    /// `nil`). Nothing happens when `id` is no longer live (it was hidden).
    public nonisolated func toastResult(_ id: NoticeID, _ toast: Toast, duration: DisplayDuration? = nil) {
        perform { center, now in
            guard let phase = center.liveStage.engine.phase(of: id), phase != .leaving else { return }
            center.liveStage.send(.submit(Notice(id: id, .toast(toast), duration: duration)), now: now)
        }
    }

    private nonisolated func loadingToast(_ id: NoticeID, position: ToastPosition, ticket: NoticeTicket) {
        perform(ticket) { center, now in
            center.liveStage.send(.submit(Notice(id: id, .toast(.activity(position: position)), duration: .forever)), now: now)
        }
    }
}
