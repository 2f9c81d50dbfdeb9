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
import PopupKitHost

/// Receives the screen reader's elements for the overlay.
@MainActor
protocol AccessibilityOverlay: AnyObject {
    func show(_ change: AccessibilityChange)
    func platformElement(for element: AccessibilityElement) -> UIAccessibilityElement?
}

/// The overlay window's root: its view holds the notices' layers and their
/// accessibility elements, and tells the host when the window's size, safe area
/// or traits may have changed.
///
/// It has no preferences of its own: the overlay is its scene's topmost window
/// while it shows, so UIKit asks this controller for the status bar, the home
/// indicator, the screen edges and the orientations, and it hands each question to
/// the app's own top view controller of the scene (``TopAppController``, never an
/// overlay: with none, UIKit's defaults apply).
final class OverlayViewController: UIViewController, AccessibilityOverlay {
    weak var host: PopupHost?
    private var elements: [AccessibilityTree.ElementKey: UIAccessibilityElement] = [:]

    /// The app's top view controller of the host's scene, asked anew each time.
    private var appController: UIViewController? {
        guard let host, let scene = host.windowScene else { return nil }
        return TopAppController.find(in: scene, installWindow: host.installedFrom)
    }

    override var childForStatusBarStyle: UIViewController? { appController }
    override var childForStatusBarHidden: UIViewController? { appController }
    override var childForHomeIndicatorAutoHidden: UIViewController? { appController }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { appController }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// The overlay now covers the scene: UIKit reads the preferences again, from
    /// the app's controller.
    func overlayAppeared() {
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        host?.refreshEnvironment()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        host?.refreshEnvironment()
    }

    /// One `UIAccessibilityElement` per element the screen reader may reach, top
    /// first, framed in the view's coordinates (the window's: the view fills it);
    /// the view is modal only under a modal element, then the screen reader is told.
    func show(_ change: AccessibilityChange) {
        var next: [AccessibilityTree.ElementKey: UIAccessibilityElement] = [:]
        let platform = change.exposedElements.map { element in
            let key = AccessibilityTree.ElementKey(element)
            let item = elements[key] ?? UIAccessibilityElement(accessibilityContainer: view as Any)
            item.accessibilityLabel = element.label
            item.accessibilityValue = element.value
            item.accessibilityTraits = Self.traits(element.traits)
            item.accessibilityFrameInContainerSpace = CGRect(element.frame)
            next[key] = item
            return item
        }
        elements = next
        view.accessibilityElements = platform
        view.accessibilityViewIsModal = change.isModal
        switch change.notification {
        case .screenChanged: UIAccessibility.post(notification: .screenChanged, argument: platform.first)
        case .layoutChanged: UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
    }

    func platformElement(for element: AccessibilityElement) -> UIAccessibilityElement? {
        elements[AccessibilityTree.ElementKey(element)]
    }

    private static func traits(_ traits: AccessibilityElement.Traits) -> UIAccessibilityTraits {
        var result: UIAccessibilityTraits = []
        if traits.contains(.staticText) { result.insert(.staticText) }
        if traits.contains(.button) { result.insert(.button) }
        if traits.contains(.updatesFrequently) { result.insert(.updatesFrequently) }
        if traits.contains(.image) { result.insert(.image) }
        return result
    }
}
#endif
