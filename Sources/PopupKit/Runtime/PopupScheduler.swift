import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// FGPopupScheduler's API on a ``PopupCenter``'s popup lane: a queue of popups
/// with a strategy (FIFO, LIFO, priority), conditions, and what a visible popup
/// does when a more important one can show.
///
/// ```swift
/// let popups = PopupScheduler.configured(center: center, strategy: .priority)
/// popups.add(Popup(title: "Rate us"), priority: 5, condition: { session.isLoggedIn })
/// let ads = PopupScheduler.configured(center: center, name: "ads", strategy: .lifo)
/// ads.add(Popup(title: "Sale"))   // shows beside "Rate us": its own queue
/// ```
///
/// Schedulers with different names are independent queues, as FGPopupScheduler's
/// separate schedulers: each has its own strategy and shows one popup at a time,
/// whatever the others show. Making or changing one never changes another. The
/// unnamed scheduler (``PopupCenter/popups``) is the lane's default one.
/// ``suspend()``, ``resume()`` and ``removeAll()`` act on this scheduler only.
public struct PopupScheduler: Sendable {
    public let center: PopupCenter
    /// The scheduler's name (``Popup/scheduler``); `nil` for the default scheduler.
    public let name: String?

    /// The scheduler `name` of `center` (`nil`: the default one), with its strategy
    /// as configured.
    ///
    /// - Note: Making a scheduler changes no setting: it is a name for one queue of
    ///   the center's popup lane, and two made with the same name are the same
    ///   scheduler. To give it an order, make it with ``configured(center:name:strategy:)``
    ///   or write its strategy with ``PopupCenter/update(_:)``; either changes this
    ///   scheduler's only.
    public init(center: PopupCenter, name: String? = nil) {
        self.center = center
        self.name = name
    }

    /// The scheduler `name` of `center` (`nil`: the default one), after writing its
    /// ``strategy``: FGPopupScheduler's `FGPopupScheduler(strategy:)` in one
    /// expression, named for the setting it changes.
    ///
    /// ```swift
    /// let ads = PopupScheduler.configured(center: center, name: "ads", strategy: .lifo)
    /// ```
    ///
    /// It is ``PopupCenter/update(_:)`` writing ``PopupCenter/Settings/subscript(strategyOf:)``,
    /// in call order: a named scheduler's own entry, or, for the default scheduler,
    /// the popup lane's strategy, which every use of the default scheduler
    /// (``PopupCenter/popups``) shares. No other scheduler changes.
    @MainActor
    public static func configured(center: PopupCenter, name: String? = nil, strategy: QueueStrategy) -> PopupScheduler {
        center.update { $0[strategyOf: name] = strategy }
        return PopupScheduler(center: center, name: name)
    }

    /// The order in which this scheduler's waiting popups show now: the popup lane's
    /// ``LaneConfiguration/strategy`` for the default scheduler, its entry in
    /// ``LaneConfiguration/schedulerStrategies`` for a named one (the lane's
    /// strategy until set). Change it with ``PopupCenter/update(_:)``
    /// (`$0[strategyOf: name] = .lifo`), in call order.
    @MainActor public var strategy: QueueStrategy { center.settings[strategyOf: name] }

    /// Whether this scheduler shows a popup now (FGPopupScheduler's "is a popup
    /// shown"); one fading out no longer counts.
    @MainActor public var isShowingPopup: Bool { visiblePopupID != nil }

    /// The id of the popup this scheduler shows now, if any.
    @MainActor public var visiblePopupID: NoticeID? { center.liveStage.engine.visiblePopupID(scheduler: name) }

    /// How many popups wait in this scheduler (FGPopupScheduler's `isEmpty` is
    /// `waitingCount == 0`).
    @MainActor public var waitingCount: Int { center.liveStage.engine.waitingPopupCount(scheduler: name) }

    /// Adds a popup to this scheduler (its ``Popup/scheduler`` is set to ``name``).
    ///
    /// - Parameters:
    ///   - popup: its content, strategy keys and behaviours.
    ///   - priority: overrides the popup's priority (used by the priority strategies).
    ///   - condition: asked on the main actor when the popup is added, on
    ///     ``reevaluate()``, on ``PopupCenter/appDidBecomeIdle()`` and when a popup
    ///     ends or goes back to its queue (not after unrelated calls such as a
    ///     toast); the popup shows only while it returns true (what happens while
    ///     false is the popup's `untriggered`). Replaces the popup's named
    ///     condition; it is released when the popup ends.
    ///   - id: to remove or update it later; generated when `nil`.
    ///   - duration: how long it stays once shown; forever when `nil`.
    ///   - completion: runs once when it ends.
    /// - Returns: the popup's ticket.
    @discardableResult
    public func add(_ popup: Popup, priority: Int? = nil, id: NoticeID? = nil,
                    condition: (@Sendable @MainActor () -> Bool)? = nil,
                    duration: DisplayDuration? = nil, completion: PopupCenter.Completion? = nil) -> NoticeTicket {
        add(popup, priority: priority, id: id, condition: condition, duration: duration, completion: completion,
            decided: nil)
    }

    /// ``add(_:priority:id:condition:duration:completion:)``, with `decided` run
    /// when the outcome is decided (an action's handler).
    func add(_ popup: Popup, priority: Int?, id: NoticeID?, condition: (@Sendable @MainActor () -> Bool)?,
             duration: DisplayDuration?, completion: PopupCenter.Completion?,
             decided: PopupCenter.Completion?) -> NoticeTicket {
        let ticket = center.ticket(id, lane: .popup)
        center.perform(ticket, completion: completion, decided: decided) { [name] center, now in
            var popup = popup
            popup.scheduler = name
            if let priority { popup.priority = priority }
            if let condition {
                let name = Self.conditionName(for: ticket.id)
                popup.condition = name
                center.conditionChecks[name] = condition
                center.liveStage.send(.setCondition(name, condition()), now: now)
            }
            center.liveStage.send(.submit(Notice(id: ticket.id, .popup(popup), duration: duration)), now: now)
        }
        return ticket
    }

    /// Removes a popup, shown or waiting.
    public func remove(_ id: NoticeID) {
        center.dismiss(id)
    }

    /// Removes every popup of this scheduler, shown and waiting (`cleared`).
    public func removeAll() {
        center.send(.hideAllPopups(scheduler: name, clearQueue: true))
    }

    /// Stops this scheduler showing popups (its visible one stays; its queue keeps
    /// its order); the center's other schedulers go on.
    public func suspend() {
        center.send(.suspendScheduler(name))
    }

    /// Lets this scheduler show popups again.
    public func resume() {
        center.send(.resumeScheduler(name))
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
