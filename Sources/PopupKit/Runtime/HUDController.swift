import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// SVProgressHUD's API on a ``PopupCenter``: `center.hud.show(status:)`,
/// `center.hud.showProgress(0.4)`, `center.hud.dismiss(withDelay: .seconds(1))`.
///
/// The HUD is one long-lived notice: `show` counts activities and `popActivity`
/// uncounts them; progress, success, error, info and image change it in place.
/// Every call returns the HUD's ticket; its outcome is how the HUD finally ended.
public struct HUDController: Sendable {
    let center: PopupCenter
    /// Which HUD (the default one unless given).
    public let id: NoticeID

    /// Shows the spinner.
    @discardableResult
    public func show(status: String? = nil) -> NoticeTicket { send(.show(status: status)) }

    /// Shows a progress ring (0…1; values outside are clamped, NaN is invalid).
    /// As in SVProgressHUD, a progress of 0 counts an activity (a task starting),
    /// and ``HUDCommand/undefinedProgress`` (−1) shows the spinner like ``show(status:)``.
    @discardableResult
    public func showProgress(_ progress: Double, status: String? = nil) -> NoticeTicket {
        send(.progress(progress, status: status))
    }

    /// Shows a success glyph; the HUD then dismisses itself after a time derived from the text.
    @discardableResult
    public func showSuccess(status: String? = nil) -> NoticeTicket { send(.success(status: status)) }

    /// Shows an error glyph; the HUD then dismisses itself.
    @discardableResult
    public func showError(status: String? = nil) -> NoticeTicket { send(.error(status: status)) }

    /// Shows an info glyph; the HUD then dismisses itself.
    @discardableResult
    public func showInfo(status: String? = nil) -> NoticeTicket { send(.info(status: status)) }

    /// Shows a named image; the HUD then dismisses itself.
    @discardableResult
    public func showImage(_ image: String, status: String? = nil) -> NoticeTicket {
        send(.image(image, status: status))
    }

    /// Counts one activity less; at zero the HUD goes.
    public func popActivity() {
        center.perform { center, now in center.liveStage.send(.hud(.popActivity, id: id), now: now) }
    }

    /// Dismisses the HUD after `delay` whatever its count; `completion`
    /// runs once when it has gone (at once when no HUD is up).
    ///
    /// With no live HUD (never shown, ended, or already fading out) the call does
    /// nothing but run `completion`, and the center's `warningHandler` hears
    /// ``EngineWarning/Kind-swift.enum/unknownID(_:call:)`` (`dismiss`), as from
    /// ``PopupCenter/dismiss(_:)``.
    public func dismiss(withDelay delay: Duration = .zero, completion: (@Sendable @MainActor () -> Void)? = nil) {
        let ticket = NoticeTicket(id: id, lane: .hud)
        center.perform { center, now in
            guard let phase = center.liveStage.engine.phase(of: id), phase != .leaving else {
                // Already dismissed: the completion runs when that HUD has faded out
                // (at once when nothing is on screen), as the first dismissal's does.
                if let completion { center.whenOffScreen(id, lane: .hud, { _ in completion() }, outcome: .dismissed(.api)) }
                // The engine finds no live HUD and warns, as for any dismissal of an unknown id.
                center.liveStage.send(.hud(.dismiss(delay: delay), id: id), now: now)
                return
            }
            var ended: PopupCenter.Completion?
            if let completion { ended = { _ in completion() } }
            center.wait(for: ticket, completion: ended)
            center.liveStage.send(.hud(.dismiss(delay: delay), id: id), now: now)
        }
    }

    /// Whether the HUD is on screen (not waiting for its grace time, not fading out).
    @MainActor public var isVisible: Bool { center.liveStage.engine.phase(of: id) == .visible }

    /// SVProgressHUD's settings now: the HUD's look (the HUD lane's style) and its
    /// times (the HUD lane's configuration: grace time, minimum show time, minimum
    /// and maximum dismiss time, fade in and out), shared by every HUD of the
    /// center. Change them with ``PopupCenter/update(_:)``
    /// (`$0.hud.graceTime = .milliseconds(500)`), in call order.
    @MainActor public var settings: HUDSettings { center.settings.hud }

    private func send(_ command: HUDCommand) -> NoticeTicket {
        let ticket = NoticeTicket(id: id, lane: .hud)
        center.perform(ticket) { center, now in center.liveStage.send(.hud(command, id: id), now: now) }
        return ticket
    }
}

extension PopupCenter {
    /// The default HUD.
    public nonisolated var hud: HUDController { HUDController(center: self, id: NoticeEngine.hudID) }

    /// Another HUD, by id (they take turns on the HUD lane).
    public nonisolated func hud(id: NoticeID) -> HUDController { HUDController(center: self, id: id) }
}
