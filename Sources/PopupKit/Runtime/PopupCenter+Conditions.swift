import PopupKitCore

/// Popup conditions given as closures: asked again when what they read may have
/// changed, not after every call.
///
/// A closure reads the app's state, which PopupKit cannot watch, so it is asked
/// when the app says it may have changed and when a scheduler is about to pick:
/// on ``PopupCenter/appDidBecomeIdle()`` (FGPopupScheduler re-checks when the run
/// loop goes idle), on ``PopupScheduler/reevaluate()``, when its popup is added,
/// and when a popup ends or goes back to its queue (its scheduler may show the
/// next one). A toast, a banner or a HUD update asks none: with thousands of
/// conditional popups waiting, every call would otherwise cost thousands of calls.
extension PopupCenter {
    /// Asks every condition closure again and tells the engine what changed, in
    /// condition name order.
    /// - Complexity: O(c) closure calls for c conditional popups, plus O(k log k)
    ///   for k changed values.
    func reevaluateConditions(at now: Instant) {
        for (name, value) in conditionChanges() { liveStage.send(.setCondition(name, value), now: now) }
    }

    /// The conditions whose closure now disagrees with the engine's flag, in name
    /// order; each closure is asked once. Empty while a closure is being asked (a
    /// closure that calls the center must not recurse).
    func conditionChanges() -> [(name: String, value: Bool)] {
        guard !reevaluating, !conditionChecks.isEmpty else { return [] }
        reevaluating = true
        defer { reevaluating = false }
        var changes: [(name: String, value: Bool)] = []
        for (name, check) in conditionChecks {
            let value = check()
            if value != liveStage.engine.condition(name) { changes.append((name, value)) }
        }
        return changes.sorted { $0.name < $1.name }
    }

    /// A popup ended: its closure and the engine's flag standing for it go with it.
    func forgetCondition(of event: NoticeEvent) {
        guard event.lane == .popup else { return }
        let name = PopupScheduler.conditionName(for: event.id)
        guard conditionChecks.removeValue(forKey: name) != nil else { return }
        liveStage.engine.forgetCondition(name)
    }
}

extension NoticeEvent {
    /// Whether the event may let a popup scheduler show its next popup: a popup
    /// ended or went back to its queue.
    var mayFreePopupScheduler: Bool {
        lane == .popup && (outcome != nil || kind == .requeued)
    }
}
