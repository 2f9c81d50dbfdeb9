import PopupKitTesting
import ScriptHarness

/// The HUD lane (docs/Semantics.md, *HUD*: H1–H4).
extension ReferenceModel {
    mutating func hud(_ command: HUDCommand, id: NoticeID = "hud", scope: String? = nil,
                      expiresAfter: Duration? = nil, duration: DisplayDuration? = nil, now time: Instant) {
        advance(to: time.microseconds)
        defer { settle() }
        let live = liveIndex(id)
        if let live, items[live].lane != .hud {
            switch command {
            case .popActivity, .dismiss:
                warn()
            default:
                emit(.received, id: id, lane: .hud)
                emit(.discarded(.duplicate), id: id, lane: .hud, detail: "duplicate")
            }
            return
        }
        switch command {
        case .popActivity:
            guard let live else { return warn() }
            items[live].hudCount = max(0, items[live].hudCount - 1)
            if items[live].hudCount == 0 { requestHUDDismissal(live) }
        case .dismiss(let delay):
            guard let live else { return warn() }
            guard !ModelInput.isBad(delay) else { return warn() }
            let span = ModelInput.micros(delay)
            if span > 0 {
                schedulePendingDismissal(live, at: now + span)
            } else {
                requestHUDDismissal(live)
            }
        default:
            applyContent(command, live: live, id: id, scope: scope, expiresAfter: expiresAfter, duration: duration)
        }
    }

    private mutating func applyContent(_ command: HUDCommand, live: Int?, id: NoticeID, scope: String?,
                                       expiresAfter: Duration?, duration: DisplayDuration?) {
        var invalid = id.rawValue.isEmpty || ModelInput.isBad(expiresAfter)
        if case .fixed(let seconds)? = duration, ModelInput.isBad(seconds) { invalid = true }
        if case .progress(let value, _) = command, value.isNaN { invalid = true }
        // "Clamps: progress to 0…1", each reported as a warning.
        var clamped = false
        // −1 is SVProgressHUD's undefined progress (the spinner), not clamped.
        if case .progress(let value, _) = command, value != -1, value < 0 || value > 1 { clamped = true }
        guard let live else {
            if invalid {
                emit(.received, id: id, lane: .hud)
                emit(.discarded(.invalid), id: id, lane: .hud, detail: "invalid")
                return
            }
            if clamped { warn() }
            var item = ModelItem(serial: nextSerial, id: id, lane: .hud, content: nil, scope: scope,
                                 receivedAt: now, duration: duration, tapToDismiss: Self.defaultTap(.hud))
            nextSerial += 1
            apply(command, to: &item)
            let grace = lane(.hud).graceTime.micros
            if grace > 0 { item.graceUntil = now + grace }
            admit(&item, expiresAfter: expiresAfter)
            return
        }
        if invalid { return warn() }
        if clamped { warn() }
        apply(command, to: &items[live])
        if items[live].hasOverlongText { warn() }
        items[live].duration = duration
        // "Any content command cancels a pending delayed dismissal."
        items[live].pendingDismiss = nil
        emit(.updated, live)
        if items[live].phase == .visible { restartTimeout(live) }
    }

    /// H1–H3: `show` counts one more activity, and so do `progress` 0 and −1 (which
    /// is `show`); other progress keeps the count; results reset it.
    private func apply(_ command: HUDCommand, to item: inout ModelItem) {
        switch command {
        case .show(let status):
            item.hudStatus = status
            item.hudIsResult = false
            item.hudCount += 1
        case .progress(let value, let status):
            item.hudStatus = status
            item.hudIsResult = false
            if value == 0 || value == -1 { item.hudCount += 1 }
        case .success(let status), .error(let status), .info(let status), .image(_, let status):
            item.hudStatus = status
            item.hudIsResult = true
            item.hudCount = 0
        case .popActivity, .dismiss:
            break
        }
    }

    /// G1/H4: a HUD not yet shown is withdrawn; a visible one is dismissed (`api`) at
    /// once or, before `shown + minimumShowTime`, at that instant.
    mutating func requestHUDDismissal(_ index: Int) {
        guard items[index].phase == .visible else {
            return end(index, .discarded(.withdrawn))
        }
        let earliest = items[index].shownAt + lane(.hud).minimumShowTime.micros
        if now < earliest {
            schedulePendingDismissal(index, at: earliest)
        } else {
            end(index, .dismissed(.api))
        }
    }

    /// "HUD delayed dismissal (set by `dismiss` with a delay or a dismissal held by the
    /// minimum show time)": a new one replaces a pending one, which never fires.
    private mutating func schedulePendingDismissal(_ index: Int, at time: Int64) {
        items[index].pendingDismiss = newTimer(at: time)
    }
}
