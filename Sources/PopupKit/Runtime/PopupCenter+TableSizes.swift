import PopupKitCore
import PopupKitPresentation

/// The size of every table the center keeps, for tests that check memory returns
/// to zero: a center lives as long as the app, so nothing it keeps per call, per
/// notice or per name may outlive the notice.
extension PopupCenter {
    /// Entries per table, by name: the center's own (`waiters`, `leaving`,
    /// `conditionChecks`, observers, drags) and the engine's, prefixed `engine.`.
    /// With nothing live and the rules' windows past, every one is 0 except the
    /// observers and subscribers the app keeps.
    package var tableSizes: [String: Int] {
        var sizes: [String: Int] = [
            "waiters": waitingCount,
            "leaving": leaving.values.reduce(0) { $0 + $1.count },
            "conditionChecks": conditionChecks.count,
            "eventObservers": eventObservers.count,
            "touchObservers": touchObservers.count,
            "subscribers": subscribers.withLock { $0.count },
            "drags": liveStage.interaction.drags.count,
        ]
        for (name, size) in liveStage.engine.tableSizes { sizes["engine." + name] = size }
        return sizes
    }
}
