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
}
