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
import PopupKitUIKit

/// The seeds' managers (Toast-Swift's `ToastManager`, BubblePopup's tips) of
/// each scene's center, so `view.makeToast` and `addPopup(toView:)` post to the
/// center of the view's own window (``PopupHost/center(for:)-(UIView)``). The
/// shared center keeps the shared managers; a scene's own go with the scene.
@MainActor
enum SceneSeeds {
    private static var toasts: [ObjectIdentifier: ToastManager] = [:]
    private static var bubbles: [ObjectIdentifier: BubbleManager] = [:]
    /// Whether the host says when a scene's center goes (``forget(_:)``).
    private static var forgetsEndedScenes = false

    /// The center `view`'s seeds post to: its scene's, `.shared` while it is in no window.
    static func center(of view: UIView) -> PopupCenter {
        PopupHost.center(for: view) ?? .shared
    }

    /// Toast-Swift's manager over `center` (``ToastManager/shared`` for `.shared`).
    static func toastManager(for center: PopupCenter) -> ToastManager {
        if center === ToastManager.shared.center { return .shared }
        if let manager = toasts[ObjectIdentifier(center)] { return manager }
        forgetWhenScenesEnd()
        let manager = ToastManager(center: center)
        toasts[ObjectIdentifier(center)] = manager
        return manager
    }

    /// BubblePopup's tips over `center`; `shared` is the one for `.shared`.
    static func bubbleManager(for center: PopupCenter, shared: BubbleManager) -> BubbleManager {
        if center === shared.center { return shared }
        if let manager = bubbles[ObjectIdentifier(center)] { return manager }
        forgetWhenScenesEnd()
        let manager = BubbleManager(center: center)
        bubbles[ObjectIdentifier(center)] = manager
        return manager
    }

    /// Every scene's tip manager besides the shared one.
    static var sceneBubbleManagers: [BubbleManager] { Array(bubbles.values) }

    /// Asks the host, once, to say when a scene's center goes: its managers
    /// (and the center they hold) go then.
    private static func forgetWhenScenesEnd() {
        guard !forgetsEndedScenes else { return }
        forgetsEndedScenes = true
        PopupHost.sceneCenterEnded.append { forget($0) }
    }

    /// `center`'s scene is gone: its managers go too.
    static func forget(_ center: PopupCenter) {
        toasts[ObjectIdentifier(center)] = nil
        bubbles[ObjectIdentifier(center)] = nil
    }
}
#endif
