import Foundation
import PopupKit

/// SVProgressHUD's static API, over a center's HUD (``PopupCenter/shared``'s
/// unless ``center`` says otherwise): the same calls, so a port is a rename
/// (`typealias SVProgressHUD = ProgressHUD`), with SVProgressHUD's rules — the
/// activity count of `show` and `popActivity`, the grace time, the minimum and
/// maximum dismiss times of a result — decided by the center and tested on every
/// platform.
///
/// Spans are `Duration`s: `dismiss(withDelay: 1.5)` becomes
/// `dismiss(withDelay: .seconds(1.5))`. Images are names a host resolves (on iOS:
/// an asset, `"symbol:…"` for an SF Symbol, or one registered with the host).
///
/// | SVProgressHUD | ProgressHUD |
/// |---|---|
/// | `show()`, `show(withStatus:)` | the same |
/// | `showProgress(_:)`, `showProgress(_:status:)` | the same (progress below 0 shows the spinner) |
/// | `showSuccess/Error/Info(withStatus:)`, `showImage(_:status:)` | the same |
/// | `popActivity()`, `dismiss()`, `dismiss(withDelay:completion:)` | the same |
/// | `isVisible()` | the same |
/// | `setDefault…`, `set…` settings | ``ProgressHUD`` settings (`ProgressHUD+Settings.swift`) |
/// | `SVProgressHUDWillAppearNotification` … | ``willAppearNotification`` … (the same names) |
public enum ProgressHUD {
    private static let current = Locked<PopupCenter>(.shared)

    /// The center whose HUD the static calls drive (``PopupCenter/shared`` by default).
    public static var center: PopupCenter {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    private static var hud: HUDController { center.hud }

    /// A spinner without status; counts one activity (``popActivity()`` takes it back).
    public static func show() { hud.show() }

    /// A spinner with a status; counts one activity.
    public static func show(withStatus status: String?) { hud.show(status: status) }

    /// A progress ring (0…1); a value below 0 (SVProgressHUD's `-1`, undefined)
    /// shows the spinner instead, and so counts one activity as `show` does.
    public static func showProgress(_ progress: Float) { showProgress(progress, status: nil) }

    /// A progress ring with a status; see ``showProgress(_:)``.
    public static func showProgress(_ progress: Float, status: String?) {
        if progress < 0 || !progress.isFinite {
            hud.show(status: status)
        } else {
            hud.showProgress(Double(progress), status: status)
        }
    }

    /// A check mark, dismissed after the result's display time (from the status's length).
    public static func showSuccess(withStatus status: String?) { hud.showSuccess(status: status) }

    /// A cross, dismissed like a success.
    public static func showError(withStatus status: String?) { hud.showError(status: status) }

    /// An "i", dismissed like a success.
    public static func showInfo(withStatus status: String?) { hud.showInfo(status: status) }

    /// An image of the app's, dismissed like a success.
    public static func showImage(_ image: String, status: String?) { hud.showImage(image, status: status) }

    /// Takes back one activity; the HUD goes when none is left.
    public static func popActivity() { hud.popActivity() }

    /// Dismisses the HUD now (after its minimum show time).
    public static func dismiss() { hud.dismiss() }

    /// Dismisses the HUD now; `completion` runs once it is gone (at once when no HUD shows).
    public static func dismiss(completion: (@Sendable @MainActor () -> Void)?) {
        hud.dismiss(completion: completion)
    }

    /// Dismisses the HUD after `delay`; `completion` runs once it is gone.
    public static func dismiss(withDelay delay: Duration, completion: (@Sendable @MainActor () -> Void)? = nil) {
        hud.dismiss(withDelay: delay, completion: completion)
    }

    /// Whether the HUD is on screen (its fade-in started, its dismissal did not).
    @MainActor public static func isVisible() -> Bool { hud.isVisible }
}
