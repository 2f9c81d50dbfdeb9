import PopupKitCore
import PopupKitPresentation
import PopupKitStage

extension PopupCenter {
    /// Everything an app sets on a center, in one value: what ``update(_:)`` hands
    /// to its closure and ``settings`` reads.
    ///
    /// The facades' settings are views onto the same places: ``toastDefaults`` reads
    /// and writes the toast lane's configuration and style, ``hud`` the HUD lane's,
    /// and ``subscript(strategyOf:)`` a popup scheduler's order. Nothing is stored
    /// twice, so two changes in one closure, or in two closures, keep both.
    public struct Settings: Hashable, Sendable {
        /// Every lane's behaviour: queueing, strategies, times, transitions, accessibility.
        public var configuration: EngineConfiguration
        /// The look of every lane.
        public var styles: StyleSheet
        /// Light or dark: styles that follow the container draw their colours for it.
        public var appearance: Appearance
        /// Where a toast goes when a call does not say (``ToastDefaults/position``).
        var toastPosition: ToastPosition

        /// Toast-Swift's `ToastManager`: the toast lane's style, queueing,
        /// tap-to-dismiss, duration and limits, and the default position.
        public var toastDefaults: ToastDefaults {
            get { window(.toastDefaults, from: ToastDefaults()) }
            set { adopt(newValue, .toastDefaults) }
        }

        /// SVProgressHUD's settings: the HUD lane's style and times, shared by every
        /// HUD of the center. Negative times count as zero.
        public var hud: HUDSettings {
            get { window(.hudSettings, from: HUDSettings()) }
            set { adopt(newValue, .hudSettings) }
        }

        /// `blank` with every linked field read from these settings.
        private func window<Window>(_ links: [SettingLink<Window>], from blank: Window) -> Window {
            var window = blank
            for link in links { link.read(&window, self) }
            return window
        }

        /// Writes every linked field of `window` into these settings.
        private mutating func adopt<Window>(_ window: Window, _ links: [SettingLink<Window>]) {
            for link in links { link.write(window, &self) }
        }

        /// The order a popup scheduler's waiting popups show in (``PopupScheduler/strategy``):
        /// the popup lane's ``LaneConfiguration/strategy`` for the default scheduler
        /// (`nil`), its own entry in ``LaneConfiguration/schedulerStrategies`` for a
        /// named one. Writing it changes that scheduler only.
        public subscript(strategyOf scheduler: String?) -> QueueStrategy {
            get { configuration[.popup].strategy(forScheduler: scheduler) }
            set {
                if let scheduler {
                    configuration[.popup].schedulerStrategies[scheduler] = newValue
                } else {
                    configuration[.popup].strategy = newValue
                }
            }
        }
    }

    /// The settings now, as calls that have run left them (calls still waiting in
    /// the mailbox have not: see ``update(_:)``).
    public var settings: Settings {
        Settings(configuration: liveStage.engine.configuration, styles: liveStage.styles,
                 appearance: liveStage.container.appearance, toastPosition: defaultToastPosition)
    }

    /// Changes the center's settings, in call order with every other call: the one
    /// way to change them.
    ///
    /// `change` runs on the main actor when the call's turn comes, with the settings
    /// as every earlier call left them, so a read-modify-write keeps what an earlier
    /// call set and a toast posted before the change shows as it was asked:
    ///
    /// ```swift
    /// center.update { $0.configuration = configuration }
    /// center.update { $0.configuration[.toast].queue = true }   // kept: reads the line above
    /// center.update { $0.toastDefaults.style.cornerRadius = 4 }
    /// center.update { $0[strategyOf: "ads"] = .lifo }
    /// ```
    ///
    /// What did not change is left alone; a new appearance or style redraws the
    /// screen at once.
    public nonisolated func update(_ change: @escaping @Sendable @MainActor (inout Settings) -> Void) {
        perform { center, now in
            var settings = center.settings
            change(&settings)
            center.adopt(settings, at: now)
        }
    }

    /// Applies what `settings` changed, each part where it lives.
    private func adopt(_ settings: Settings, at now: Instant) {
        if settings.configuration != liveStage.engine.configuration {
            liveStage.send(.configuration(settings.configuration), now: now)
        }
        if settings.appearance != liveStage.container.appearance { liveStage.send(.appearance(settings.appearance), now: now) }
        if settings.styles != liveStage.styles { liveStage.styles = settings.styles }
        defaultToastPosition = settings.toastPosition
    }

    /// The lanes' configuration now: the one home of every behaviour setting
    /// (queueing, strategies, times, transitions, accessibility); the facades'
    /// settings read it too. Change it with ``update(_:)``.
    public var configuration: EngineConfiguration { liveStage.engine.configuration }

    /// The look of every lane now. Change it with ``update(_:)``.
    public var styles: StyleSheet { liveStage.styles }

    /// The container's appearance now. Change it with ``update(_:)`` (a host
    /// telling the system's appearance does the same).
    public var appearance: Appearance { liveStage.container.appearance }

    /// Toast-Swift's `ToastManager` now: the toast lane's style, queueing,
    /// tap-to-dismiss and duration, and the default position. Change it with
    /// ``update(_:)`` (`$0.toastDefaults.isQueueEnabled = true`).
    public var toastDefaults: ToastDefaults { settings.toastDefaults }
}
