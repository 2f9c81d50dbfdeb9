import PopupKitCore
import PopupKitPresentation

/// One field of a facade's settings window (``ToastDefaults``, ``HUDSettings``)
/// and the place in ``PopupCenter/Settings`` where it lives.
///
/// A window is read by copying each field out of the settings and written by
/// copying each back; a list of links writes each pairing once, so a field cannot
/// be read without being written, or written to another place than it is read
/// from.
struct SettingLink<Window> {
    /// Copies the field from the settings into the window.
    let read: (inout Window, PopupCenter.Settings) -> Void
    /// Copies the field from the window into the settings.
    let write: (Window, inout PopupCenter.Settings) -> Void

    /// Links `field` to `home`; `clamp` is applied on the way in (a negative time
    /// counts as zero, say).
    init<Value>(_ field: WritableKeyPath<Window, Value>, _ home: WritableKeyPath<PopupCenter.Settings, Value>,
                clamp: @escaping (Value) -> Value = { $0 }) {
        read = { window, settings in window[keyPath: field] = settings[keyPath: home] }
        write = { window, settings in settings[keyPath: home] = clamp(window[keyPath: field]) }
    }
}

extension [SettingLink<ToastDefaults>] {
    /// Toast-Swift's `ToastManager` settings: the toast lane's configuration and
    /// style, and the center's default position.
    static var toastDefaults: Self {
        [
            SettingLink(\.style, \.styles.toast),
            SettingLink(\.isQueueEnabled, \.configuration[.toast].queue),
            SettingLink(\.isTapToDismissEnabled, \.configuration[.toast].tapToDismiss),
            SettingLink(\.duration, \.configuration[.toast].defaultDuration),
            SettingLink(\.position, \.toastPosition),
            SettingLink(\.maxVisible, \.configuration[.toast].maxVisible),
            SettingLink(\.overflow, \.configuration[.toast].overflow),
            SettingLink(\.minimumShowTime, \.configuration[.toast].minimumShowTime),
        ]
    }
}

extension [SettingLink<HUDSettings>] {
    /// SVProgressHUD's settings: the HUD lane's style and times. Negative times
    /// count as zero.
    static var hudSettings: Self {
        let span: (Duration) -> Duration = { Swift.max(.zero, $0) }
        return [
            SettingLink(\.style, \.styles.hud),
            SettingLink(\.graceTime, \.configuration[.hud].graceTime, clamp: span),
            SettingLink(\.minimumShowTime, \.configuration[.hud].minimumShowTime, clamp: span),
            SettingLink(\.minimumDismissTime, \.configuration[.hud].minimumDismissTime, clamp: span),
            SettingLink(\.maximumDismissTime, \.configuration[.hud].maximumDismissTime, clamp: { $0.map(span) }),
            SettingLink(\.fadeInDuration, \.configuration[.hud].transition.appear, clamp: span),
            SettingLink(\.fadeOutDuration, \.configuration[.hud].transition.disappear, clamp: span),
        ]
    }
}
