// The center runs the write at once, as a host does (`runWaitingCalls`).
@_spi(Tools) import PopupKit

/// FGPopupScheduler's queue calls, by their names.
extension PopupScheduler {
    /// FGPopupScheduler's `suspended`: while `true`, nothing new shows (the visible
    /// popup stays and the queue keeps its order); setting it to `false` lets the
    /// next one show. A write applies at once, as ``suspend()`` and ``resume()`` do.
    @MainActor public var isSuspended: Bool {
        get { center.liveStage.engine.isSchedulerSuspended(name) }
        nonmutating set {
            if newValue { suspend() } else { resume() }
            center.runWaitingCalls()
        }
    }

    /// FGPopupScheduler's `isEmpty`: no popup of this scheduler shows or waits.
    @MainActor public var isEmpty: Bool { !isShowingPopup && waitingCount == 0 }

    /// FGPopupScheduler's `clearAllPopup`: every popup of this scheduler goes, the
    /// visible one `dismissed(.cleared)`, the waiting ones `discarded(.cleared)`.
    public func clear() { removeAll() }

    /// FGPopupScheduler's `FGPopupSchedulerGetForPSS(strategy)`: the one shared
    /// scheduler of `center` that orders its popups by `strategy`, the same for
    /// every caller (a scheduler named `popupkit.strategy.<strategy>`, its
    /// strategy written when first asked). Unlike ``configured(center:name:strategy:)``
    /// without a name, it never changes the default scheduler's order: each
    /// strategy's popups queue on their own, one shown at a time per strategy, as
    /// FGPopupScheduler's schedulers do.
    @MainActor
    public static func shared(for strategy: QueueStrategy, center: PopupCenter = .shared) -> PopupScheduler {
        let name = sharedName(for: strategy)
        if center.settings[strategyOf: name] != strategy { return configured(center: center, name: name, strategy: strategy) }
        return PopupScheduler(center: center, name: name)
    }

    /// The name of the shared scheduler of a strategy.
    static func sharedName(for strategy: QueueStrategy) -> String { "popupkit.strategy.\(strategy.rawValue)" }
}
