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

/// The controllers of the content notices show (SwiftUI's `UIHostingController`)
/// as children of the overlay's controller, as UIKit's containment asks: their
/// view is in the overlay's view while the notice shows, and a `.sheet`, an
/// `.alert` or a `dismiss` inside the content finds its controller's parent and
/// window. Without the containment, SwiftUI's presentations from the content do
/// nothing.
extension PopupHost {
    /// Makes `child` a child of the overlay's controller (from another parent, it
    /// moves), and calls `resized` whenever its preferred size changes
    /// (``HostedResize``).
    package func adopt(_ child: UIViewController, resized: @escaping @MainActor () -> Void) {
        if child.parent !== controller {
            controller.addChild(child)
            child.didMove(toParent: controller)
        }
        controller.childResized[ObjectIdentifier(child)] = resized
    }

    /// Lets go of a child ``adopt(_:resized:)`` took; nothing when it is not this
    /// overlay's.
    package func release(_ child: UIViewController) {
        controller.childResized[ObjectIdentifier(child)] = nil
        guard child.parent === controller else { return }
        child.willMove(toParent: nil)
        child.removeFromParent()
    }
}
#endif
