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

/// A window scene as the host reads it (``HostScene``): its size, the safe
/// area, the traits of the app's window (``AppWindow``: the window the host was
/// installed from, else the key window, never an overlay) with Dynamic Type
/// within the limits of that window and of the installing view
/// (``ContentSizeLimits``), the app's bars (``AppContentInsets``), the scene's
/// state, the accessibility settings, and
/// the keyboard as the app window's keyboard layout guide places it. Reads
/// only; every choice is one of those rules.
@MainActor
final class UIKitHostScene: HostScene {
    private(set) weak var scene: UIWindowScene?
    /// The overlay window while it exists: its safe area is the overlay's.
    weak var overlay: UIWindow?
    /// The app's bars the app set (``PopupHost/contentInsets``); `nil`: read from
    /// the top view controller (``AppContentInsets``).
    var contentInsetsOverride: Insets?
    /// The view the host was installed on, and its window then.
    private weak var installingView: UIView?
    private weak var installingWindow: UIWindow?

    init(scene: UIWindowScene, installedFrom view: UIView?) {
        self.scene = scene
        installingView = view
        installingWindow = view?.window
    }

    /// The window whose traits the host follows and whose override the overlay copies.
    var appWindow: UIWindow? {
        guard let scene else { return nil }
        return AppWindow.pick(installedFrom: installingView?.window ?? installingWindow, keyWindow: scene.keyWindow,
                              in: scene.windows) { $0 is PopupWindow }
    }

    /// The app window's Dynamic Type limits, then the installing view's while it
    /// is in that window.
    var contentSizeLimits: ContentSizeLimits {
        guard let window = appWindow else { return .none }
        let limits = Self.limits(of: window)
        guard let view = installingView, view !== window, view.window === window else { return limits }
        return limits.then(Self.limits(of: view))
    }

    func readEnvironment() -> HostEnvironment? {
        guard let scene else { return nil }
        let bounds = scene.coordinateSpace.bounds
        let window = appWindow
        let traits = window?.traitCollection ?? scene.traitCollection
        let insets = (overlay ?? window)?.safeAreaInsets ?? .zero
        let category = contentSizeLimits.clamp(traits.preferredContentSizeCategory.rawValue)
        return HostEnvironment(
            size: Size(width: Double(bounds.width), height: Double(bounds.height)),
            safeArea: Insets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                                 right: Double(insets.right)),
            contentInsets: AppContentInsets.read(in: scene, installWindow: installingView?.window ?? installingWindow,
                                                 override: contentInsetsOverride),
            layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
            reduceMotion: UIAccessibility.isReduceMotionEnabled,
            voiceOver: UIAccessibility.isVoiceOverRunning,
            isForeground: scene.activationState != .background,
            displayScale: Double(traits.displayScale),
            textScale: TextScale.factor(contentSizeCategory: category))
    }

    func readKeyboardHeight() -> Double {
        guard let scene, let window = appWindow else { return 0 }
        let guide = scene.coordinateSpace.convert(window.keyboardLayoutGuide.layoutFrame, from: window)
        return KeyboardOverlap.height(ofGuide: Rect(guide), restingHeight: Double(window.safeAreaInsets.bottom),
                                      in: Rect(scene.coordinateSpace.bounds))
    }

    /// A keyboard frame in screen coordinates, in the scene's.
    func sceneFrame(ofScreenFrame frame: CGRect) -> Rect? {
        guard let scene else { return nil }
        return Rect(scene.coordinateSpace.convert(frame, from: scene.screen.coordinateSpace))
    }

    /// Gives the overlay the app window's appearance override and the Dynamic
    /// Type limits the app's text has, so the app's own views hosted in notices
    /// render as they do in the app.
    func copyAppWindowOverrides() {
        guard let overlay, let window = appWindow else { return }
        if overlay.overrideUserInterfaceStyle != window.overrideUserInterfaceStyle {
            overlay.overrideUserInterfaceStyle = window.overrideUserInterfaceStyle
        }
        let limits = contentSizeLimits
        let minimum = limits.minimum.map { UIContentSizeCategory(rawValue: $0) }
        let maximum = limits.maximum.map { UIContentSizeCategory(rawValue: $0) }
        if overlay.minimumContentSizeCategory != minimum { overlay.minimumContentSizeCategory = minimum }
        if overlay.maximumContentSizeCategory != maximum { overlay.maximumContentSizeCategory = maximum }
    }

    private static func limits(of view: UIView) -> ContentSizeLimits {
        ContentSizeLimits(minimum: view.minimumContentSizeCategory?.rawValue,
                          maximum: view.maximumContentSizeCategory?.rawValue)
    }
}
#endif
