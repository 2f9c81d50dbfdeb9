// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
internal import PopupKitHost

/// A `UIWindow` as ``TopAppController`` reads it: only UIKit's answers, no decision.
@MainActor
struct SceneWindow: SceneWindowNode {
    let window: UIWindow
    /// The window the host was installed from, if it is still there.
    let installWindow: UIWindow?

    var isOverlay: Bool { window is PopupWindow }
    var isKey: Bool { window.isKeyWindow }
    var isInstallWindow: Bool { window === installWindow }
    var root: SceneController? { window.rootViewController.map(SceneController.init) }
}

/// A `UIViewController` as ``TopAppController`` reads it.
@MainActor
struct SceneController: ViewControllerNode {
    let controller: UIViewController

    var presented: SceneController? { controller.presentedViewController.map(SceneController.init) }
    var isBeingDismissed: Bool { controller.isBeingDismissed }
    var presentsFullScreen: Bool { controller.modalPresentationStyle == .fullScreen }
    var capturesStatusBarAppearance: Bool { controller.modalPresentationCapturesStatusBarAppearance }
}

extension TopAppController {
    /// The app's top view controller of `scene`, the host's install window as the
    /// fallback for a key window.
    static func find(in scene: UIWindowScene, installWindow: UIWindow?) -> UIViewController? {
        find(in: scene.windows.map { SceneWindow(window: $0, installWindow: installWindow) })?.controller
    }

    /// The app's controller of `scene` a presentation asked of the overlay goes to.
    static func presenter(in scene: UIWindowScene, installWindow: UIWindow?) -> UIViewController? {
        presenter(in: scene.windows.map { SceneWindow(window: $0, installWindow: installWindow) })?.controller
    }
}
#endif
