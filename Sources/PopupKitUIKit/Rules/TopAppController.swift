/// A window of the overlay's scene, as ``TopAppController`` reads it (UIKit: a
/// `UIWindow` of the `UIWindowScene`).
@MainActor
package protocol SceneWindowNode {
    associatedtype Controller: ViewControllerNode
    /// Whether it is a PopupKit overlay (any center's): never the app's own.
    var isOverlay: Bool { get }
    /// Whether it is the scene's key window (UIKit: `isKeyWindow`).
    var isKey: Bool { get }
    /// Whether the host was installed from a view in this window.
    var isInstallWindow: Bool { get }
    /// Its root view controller (UIKit: `rootViewController`).
    var root: Controller? { get }
}

/// A view controller, as ``TopAppController`` reads it (UIKit: a `UIViewController`).
@MainActor
package protocol ViewControllerNode {
    /// The controller it presents (UIKit: `presentedViewController`).
    var presented: Self? { get }
    /// Whether it is being dismissed now (UIKit: `isBeingDismissed`).
    var isBeingDismissed: Bool { get }
    /// Whether, presented, it fills the window (UIKit: `modalPresentationStyle ==
    /// .fullScreen`; reading the style gives the concrete one, never `.automatic`).
    var presentsFullScreen: Bool { get }
    /// Whether, presented short of full screen, it still takes the status bar over
    /// (UIKit: `modalPresentationCapturesStatusBarAppearance`).
    var capturesStatusBarAppearance: Bool { get }
}

/// The app's own top view controller of a scene: the one whose status bar style
/// and visibility, home indicator, screen-edge gestures and orientations the
/// overlay's root view controller forwards to.
///
/// The overlay is the topmost window of its scene while it shows, and UIKit asks
/// the topmost window's root view controller for those preferences: left to its
/// defaults, a toast would turn a light status bar dark, bring back a hidden one
/// or the home indicator, and let a portrait-only screen rotate. SwiftMessages
/// answers with settings the app has to copy into its configuration; Drops asks
/// the key window's top controller, and recursed until the stack overflowed when
/// that controller was its own (omaralbeik/Drops#45). PopupKit forwards to the
/// controller UIKit itself would ask were the overlay not there, found by this
/// rule, and never to an overlay: with no such controller it forwards to none and
/// UIKit's defaults apply.
///
/// - The window: the scene's key window, else the window the host was installed
///   from; never a PopupKit overlay.
/// - From its root view controller, down the chain of presented controllers,
///   stopping at one being dismissed (it is leaving, with all it presents): the
///   last that fills the window or captures the status bar's appearance, as UIKit
///   documents for both (a page sheet leaves them to the controller under it).
@MainActor
package enum TopAppController {
    /// The app's top view controller among a scene's `windows` (any order), or
    /// `nil` when there is none (UIKit's defaults apply).
    /// - Complexity: O(w + p) for w windows and p presented controllers.
    package static func find<Window: SceneWindowNode>(in windows: [Window]) -> Window.Controller? {
        guard var top = appRoot(in: windows) else { return nil }
        var next = top.presented
        while let controller = next, !controller.isBeingDismissed {
            if controller.presentsFullScreen || controller.capturesStatusBarAppearance { top = controller }
            next = controller.presented
        }
        return top
    }

    /// The app's controller a presentation asked of the overlay's goes to (an
    /// alert or share sheet from code that took "the last window" for the app's):
    /// the top of the app window's chain of presented controllers, short of one
    /// being dismissed, which UIKit presents from. Presented by the overlay, it
    /// would go away with the notice; `nil` when the scene has no app window
    /// with a root (the overlay then presents it itself).
    /// - Complexity: O(w + p) for w windows and p presented controllers.
    package static func presenter<Window: SceneWindowNode>(in windows: [Window]) -> Window.Controller? {
        guard var top = appRoot(in: windows) else { return nil }
        while let next = top.presented, !next.isBeingDismissed { top = next }
        return top
    }

    /// The root of the app window the overlay stands for: the scene's key window,
    /// else the one the host was installed from; never an overlay.
    private static func appRoot<Window: SceneWindowNode>(in windows: [Window]) -> Window.Controller? {
        let appWindows = windows.filter { !$0.isOverlay }
        let window = appWindows.first(where: { $0.isKey }) ?? appWindows.first(where: { $0.isInstallWindow })
        return window?.root
    }
}
