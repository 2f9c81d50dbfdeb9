import PopupKitCore
import PopupKitPresentation

extension PopupScheduler {
    /// What runs when the user taps one action of a popup: once, on the main actor.
    public typealias ActionHandler = @Sendable @MainActor () -> Void

    /// Adds an alert-style popup whose ``Popup/actions`` each run their handler when
    /// tapped, as `UIAlertAction`'s handler does.
    ///
    /// ```swift
    /// let rating = popups.add(
    ///     Popup(title: "Enjoying the app?", actions: [
    ///         PopupAction(id: "later", title: "Not now", role: .cancel),
    ///         PopupAction(id: "rate", title: "Rate"),
    ///     ]),
    ///     handlers: ["rate": { store.requestReview() }])
    /// if case .action("rate") = await rating.outcome { … }
    /// ```
    ///
    /// A tap on an action dismisses the popup with ``DismissReason/action``; its
    /// handler runs once, on the main actor, when that is decided (before the popup
    /// has faded out), and the ticket's outcome is ``Outcome/action(_:)`` with the
    /// action's id. Actions without a handler only end the popup; a handler whose
    /// id is not one of the popup's actions never runs. The completion runs once the
    /// popup has left the screen, however it ended.
    ///
    /// - Parameters:
    ///   - popup: its content, actions, strategy keys and behaviours.
    ///   - handlers: by action id, what to run when that action is tapped.
    ///   - priority: overrides the popup's priority (used by the priority strategies).
    ///   - id: to remove or update it later; generated when `nil`.
    ///   - condition: the popup shows only while it returns true, as in
    ///     ``add(_:priority:id:condition:duration:completion:)``.
    ///   - duration: how long it stays once shown; forever when `nil`.
    ///   - completion: runs once when it has left the screen, however it ended.
    /// - Returns: the popup's ticket.
    @discardableResult
    public func add(_ popup: Popup, handlers: [PopupAction.ID: ActionHandler], priority: Int? = nil,
                    id: NoticeID? = nil, condition: (@Sendable @MainActor () -> Bool)? = nil,
                    duration: DisplayDuration? = nil, completion: PopupCenter.Completion? = nil) -> NoticeTicket {
        let chosen: PopupCenter.Completion = { outcome in
            if case .action(let action) = outcome { handlers[action]?() }
        }
        return add(popup, priority: priority, id: id, condition: condition, duration: duration, completion: completion,
                   decided: chosen)
    }
}
