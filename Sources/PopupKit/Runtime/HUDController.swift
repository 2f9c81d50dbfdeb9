import PopupKitCore
import PopupKitPresentation
/// SVProgressHUD's API on a ``PopupCenter``: `center.hud.show(status:)`,
/// `center.hud.showProgress(0.4)`, `center.hud.dismiss(withDelay: 1)`.
///
/// The HUD is one long-lived notice: `show` counts activities and `popActivity`
/// uncounts them; progress, success, error, info and image change it in place.
/// Every call returns the HUD's ticket; its outcome is how the HUD finally ended.
public struct HUDController: Sendable {
    let center: PopupCenter
    /// Which HUD (the default one unless given).
    public let id: ItemID

    /// Shows the spinner.
    @discardableResult
    public func show(status: String? = nil) -> NoticeTicket { send(.show(status: status)) }

    /// Shows a progress ring (0…1; values outside are clamped, NaN is invalid).
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
        center.perform { center, now in center.stage.engine.hud(.popActivity, id: id, now: now) }
    }

    /// Dismisses the HUD after `delay` seconds whatever its count; `completion`
    /// runs once when it has gone (at once when no HUD is up).
    public func dismiss(withDelay delay: Double = 0, completion: (@Sendable @MainActor () -> Void)? = nil) {
        let ticket = NoticeTicket(id: id, lane: .hud)
        center.perform { center, now in
            guard center.stage.engine.isVisible(id) != nil else {
                completion?()
                return
            }
            var ended: PopupCenter.Completion?
            if let completion { ended = { _ in completion() } }
            center.wait(for: ticket, completion: ended)
            center.stage.engine.hud(.dismiss(delay: delay), id: id, now: now)
        }
    }

    /// Whether the HUD is on screen (not waiting for its grace time, not fading out).
    @MainActor public var isVisible: Bool { center.stage.engine.isVisible(id) == true }

    /// SVProgressHUD's settings: grace time, minimum show time, minimum and maximum
    /// dismiss time (the HUD lane's configuration) and style (appearance, mask…;
    /// its `fadeOutDuration` is the lane's fade-out). A write applies at once, on the
    /// main actor, so `settings.graceTime = 0.5` followed by another change keeps both.
    @MainActor public var settings: HUDSettings {
        get {
            let lane = center.stage.engine.configuration[.hud]
            return HUDSettings(style: center.stage.styles.hud, graceTime: lane.graceTime.seconds,
                               minimumShowTime: lane.minimumShowTime.seconds,
                               minimumDismissTime: lane.minimumDismissTime.seconds,
                               maximumDismissTime: lane.maximumDismissTime?.seconds)
        }
        nonmutating set {
            center.apply { center, now in
                var configuration = center.stage.engine.configuration
                // NaN or negative seconds become 0.
                func clamped(_ seconds: Double) -> TimeSpan { .seconds(seconds.isFinite ? max(0, seconds) : 0) }
                configuration[.hud].graceTime = clamped(newValue.graceTime)
                configuration[.hud].minimumShowTime = clamped(newValue.minimumShowTime)
                configuration[.hud].minimumDismissTime = clamped(newValue.minimumDismissTime)
                configuration[.hud].maximumDismissTime = newValue.maximumDismissTime.flatMap { $0.isFinite && $0 >= 0 ? .seconds($0) : nil }
                let fade = newValue.style.fadeOutDuration
                if fade.isFinite, fade >= 0 { configuration[.hud].fadeDuration = .seconds(fade) }
                center.stage.engine.setConfiguration(configuration, now: now)
                center.stage.styles.hud = newValue.style
            }
        }
    }

    private func send(_ command: HUDCommand) -> NoticeTicket {
        let ticket = NoticeTicket(id: id, lane: .hud)
        center.perform(ticket) { center, now in center.stage.engine.hud(command, id: id, now: now) }
        return ticket
    }
}

/// The HUD's look and timing, as SVProgressHUD's class settings. Times are in
/// seconds; NaN or negative times are clamped to 0, a bad maximum means none.
public struct HUDSettings: Hashable, Sendable {
    public var style: HUDStyle
    public var graceTime: Double
    public var minimumShowTime: Double
    public var minimumDismissTime: Double
    public var maximumDismissTime: Double?

    public init(style: HUDStyle = HUDStyle(), graceTime: Double = 0, minimumShowTime: Double = 0,
                minimumDismissTime: Double = 5, maximumDismissTime: Double? = nil) {
        self.style = style
        self.graceTime = graceTime
        self.minimumShowTime = minimumShowTime
        self.minimumDismissTime = minimumDismissTime
        self.maximumDismissTime = maximumDismissTime
    }
}

extension PopupCenter {
    /// The default HUD.
    public nonisolated var hud: HUDController { HUDController(center: self, id: PopupEngine.hudID) }

    /// Another HUD, by id (they take turns on the HUD lane).
    public nonisolated func hud(id: ItemID) -> HUDController { HUDController(center: self, id: id) }
}
