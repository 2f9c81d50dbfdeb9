import PopupKitCore

/// Popup conditions given as closures: asked again whenever the app may have changed.
extension PopupCenter {
    /// Asks every condition closure again and tells the engine what changed.
    func reevaluateConditions(at now: Instant) {
        guard !reevaluating, !conditionChecks.isEmpty else { return }
        reevaluating = true
        defer { reevaluating = false }
        for (name, check) in conditionChecks.sorted(by: { $0.key < $1.key }) {
            let value = check()
            if value != stage.engine.condition(name) { stage.send(.setCondition(name, value), now: now) }
        }
    }

    func forgetCondition(of event: NoticeEvent) {
        guard event.lane == .popup else { return }
        conditionChecks[PopupScheduler.conditionName(for: event.id)] = nil
    }
}
