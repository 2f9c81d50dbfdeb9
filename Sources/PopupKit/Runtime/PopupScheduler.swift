import PopupKitCore
import PopupKitPresentation
/// FGPopupScheduler's API on a ``PopupCenter``'s popup lane: a queue of popups
/// with a strategy (FIFO, LIFO, priority), conditions, and what a visible popup
/// does when a more important one can show.
///
/// ```swift
/// let popups = PopupScheduler(center: center)
/// popups.strategy = .priority
/// popups.add(Popup(title: "Rate us"), priority: 5, condition: { session.isLoggedIn })
/// session.isLoggedIn = true
/// popups.reevaluate()   // also happens after every call to the center
/// ```
public struct PopupScheduler: Sendable {
    public let center: PopupCenter

    /// The center's popup lane, with its strategy as configured.
    public init(center: PopupCenter) {
        self.center = center
    }

    /// The order in which waiting popups show: the center's popup lane strategy
    /// (``LaneConfiguration/strategy``), shared by every scheduler of the center.
    /// Reading reads the lane; writing changes it at once, on the main actor.
    @MainActor public var strategy: QueueStrategy {
        get { center.configuration[.popup].strategy }
        nonmutating set { center.configuration[.popup].strategy = newValue }
    }

    /// Adds a popup.
    ///
    /// - Parameters:
    ///   - popup: its content, strategy keys and behaviours.
    ///   - priority: overrides the popup's priority (used by the priority strategies).
    ///   - condition: asked on the main actor after every change of the center and on
    ///     ``reevaluate()``; the popup shows only while it returns true (what happens
    ///     while false is the popup's `untriggered`). Replaces the popup's named condition.
    ///   - id: to remove or update it later; generated when `nil`.
    ///   - duration: how long it stays once shown; forever when `nil`.
    ///   - completion: runs once when it ends.
    /// - Returns: the popup's ticket.
    @discardableResult
    public func add(_ popup: Popup, priority: Int? = nil, id: NoticeID? = nil,
                    condition: (@Sendable @MainActor () -> Bool)? = nil,
                    duration: DisplayDuration? = nil, completion: PopupCenter.Completion? = nil) -> NoticeTicket {
        let ticket = center.ticket(id, lane: .popup)
        center.perform(ticket, completion: completion) { center, now in
            var popup = popup
            if let priority { popup.priority = priority }
            if let condition {
                let name = Self.conditionName(for: ticket.id)
                popup.condition = name
                center.conditionChecks[name] = condition
                center.stage.send(.setCondition(name, condition()), now: now)
            }
            center.stage.send(.submit(Notice(id: ticket.id, .popup(popup), duration: duration)), now: now)
        }
        return ticket
    }

    /// Removes a popup, shown or waiting.
    public func remove(_ id: NoticeID) {
        center.dismiss(id)
    }

    /// Removes every popup, shown and waiting.
    public func removeAll() {
        center.send(.hideAll(.popup, clearQueue: true, includeActivity: false))
    }

    /// Stops showing popups (the visible one stays; the queue keeps its order).
    public func suspend() {
        center.send(.suspend(.popup))
    }

    /// Shows popups again.
    public func resume() {
        center.send(.resume(.popup))
    }

    /// Asks every condition closure again (call it when what they read may have changed).
    public func reevaluate() {
        center.perform { center, now in center.reevaluateConditions(at: now) }
    }

    /// The engine condition name standing for a popup's closure.
    static func conditionName(for id: NoticeID) -> String { "popup.condition.\(id)" }
}

extension PopupCenter {
    /// The popup lane, as FGPopupScheduler's API.
    public nonisolated var popups: PopupScheduler { PopupScheduler(center: self) }
}
