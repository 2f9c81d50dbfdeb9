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
/// or traits may have changed. It sets no status-bar style: the app's own
/// windows keep theirs (an overlay that asks its top view controller for one
/// can recurse into itself).
final class OverlayViewController: UIViewController, AccessibilityOverlay {
    weak var host: PopupHost?
    private var elements: [AccessibilityTree.ElementKey: UIAccessibilityElement] = [:]

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
