// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
internal import PopupKitHost

/// Everything that tells the host its environment may have changed, block-based
/// wherever UIKit has blocks: the scene going to the background and back or
/// disconnecting, VoiceOver, Reduce Motion and text size settings, trait
/// changes of the scene and of the app's window (iOS 17 and later; earlier,
/// layout passes and activation re-read them), and a main run-loop observer
/// that lets the center re-check popup conditions when the app goes idle (as
/// FGPopupScheduler does) and the host re-read the app's bars while it shows. The keyboard is heard process-wide
/// (``KeyboardFrames``). All of it stops at ``invalidate()``.
@MainActor
final class EnvironmentObservers {
    private weak var host: PopupHost?
    private weak var scene: UIWindowScene?
    private var tokens: [any NSObjectProtocol] = []
    private var idleObserver: CFRunLoopObserver?
    /// The scene's and the app window's trait-change registrations (iOS 17 and
    /// later): `Any`, since a stored property cannot have a type newer than the
    /// package's iOS 16 floor; unregistered at ``invalidate()``.
    private var sceneRegistration: Any?
    private var windowRegistration: Any?
    /// The window ``windowRegistration`` is on.
    private weak var traitWindow: UIWindow?

    init(host: PopupHost, scene: UIWindowScene) {
        self.host = host
        self.scene = scene
        let center = NotificationCenter.default
        func observe(_ name: NSNotification.Name, object: Any? = nil,
                     _ action: @escaping @MainActor (PopupHost) -> Void) {
            tokens.append(center.addObserver(forName: name, object: object, queue: .main) { [weak host] _ in
                MainActor.assumeIsolated {
                    guard let host else { return }
                    action(host)
                }
            })
        }
        for name in [UIScene.didEnterBackgroundNotification, UIScene.didActivateNotification,
                     UIScene.willDeactivateNotification] {
            observe(name, object: scene) { host in host.refreshEnvironment() }
        }
        // UIKit removed the layers' animations in the background: they play again (and the scene is read).
        observe(UIScene.willEnterForegroundNotification, object: scene) { host in host.sceneWillEnterForeground() }
        // The system disconnects scenes to reclaim memory, and iPad users close windows: the host goes with its scene.
        observe(UIScene.didDisconnectNotification, object: scene) { host in host.sceneDisconnected() }
        // A field in a hosted notice resigned: the overlay gives key back (``OverlayKey``).
        observe(UIResponder.keyboardDidHideNotification) { host in host.keyboardHid() }
        for name in [UIAccessibility.voiceOverStatusDidChangeNotification,
                     UIAccessibility.reduceMotionStatusDidChangeNotification,
                     UIContentSizeCategory.didChangeNotification] {
            observe(name) { host in host.refreshEnvironment() }
        }
        // VoiceOver tells how each announcement ended: the driver makes one that was cut off again.
        tokens.append(center.addObserver(forName: UIAccessibility.announcementDidFinishNotification, object: nil,
                                         queue: .main) { [weak host] note in
            guard let (text, successfully) = Self.announcementReport(note.userInfo) else { return }
            MainActor.assumeIsolated { host?.driver.announcementFinished(text, successfully: successfully) }
        })
        if #available(iOS 17, *) {
            sceneRegistration = scene.registerForTraitChanges(Self.observedTraits()) { [weak host] (_: UIWindowScene, _: UITraitCollection) in
                host?.refreshEnvironment()
            }
        }
        let popupCenter = host.center
        let observer = CFRunLoopObserverCreateWithHandler(nil, CFRunLoopActivity.beforeWaiting.rawValue, true, 0) { [weak host] _, _ in
            MainActor.assumeIsolated {
                popupCenter.appDidBecomeIdle()
                host?.appDidBecomeIdle()
            }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        idleObserver = observer
    }

    /// Follows the trait changes of `window`, the app window the host reads
    /// (its own overrides change its traits, not the scene's), instead of the
    /// window followed so far.
    func followTraits(of window: UIWindow?) {
        guard window !== traitWindow else { return }
        if #available(iOS 17, *) {
            if let registration = windowRegistration as? any UITraitChangeRegistration {
                traitWindow?.unregisterForTraitChanges(registration)
            }
            windowRegistration = window?.registerForTraitChanges(Self.observedTraits()) { [weak host] (_: UIWindow, _: UITraitCollection) in
                host?.refreshEnvironment()
            }
        }
        traitWindow = window
    }

    /// The traits whose changes the host reads again on.
    @available(iOS 17, *)
    private static func observedTraits() -> [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitPreferredContentSizeCategory.self,
         UITraitDisplayScale.self]
    }

    /// The text and outcome of an `announcementDidFinishNotification`'s user info;
    /// `nil` without a text. An outcome missing counts as finished (nothing is
    /// made again on a guess).
    nonisolated static func announcementReport(_ userInfo: [AnyHashable: Any]?) -> (text: String, successfully: Bool)? {
        guard let text = userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String else { return nil }
        return (text, userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool ?? true)
    }

    /// Removes every observer and unregisters the trait registrations, so a host
    /// the app still holds after uninstalling hears nothing more.
    func invalidate() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
        if let idleObserver { CFRunLoopRemoveObserver(CFRunLoopGetMain(), idleObserver, .commonModes) }
        idleObserver = nil
        if #available(iOS 17, *) {
            if let registration = sceneRegistration as? any UITraitChangeRegistration {
                scene?.unregisterForTraitChanges(registration)
            }
            if let registration = windowRegistration as? any UITraitChangeRegistration {
                traitWindow?.unregisterForTraitChanges(registration)
            }
        }
        sceneRegistration = nil
        windowRegistration = nil
        traitWindow = nil
    }
}
#endif
