import PopupKit
package import PopupKitHost

/// One entry of the overlay's list of screen-reader elements (UIKit: the
/// overlay view's `accessibilityElements`), top first: an element the host makes
/// from an ``AccessibilityElement``, or the app's own view shown in a notice.
///
/// A list of elements hides the subviews of the view that holds it from the
/// screen reader, so a notice that shows the app's view (``HostedContent``: a
/// popup view of the app's, a bubble's custom view) must list the view itself in
/// the notice's place. The view is then an accessibility container: its buttons,
/// fields and labels are reached one by one, read with the app's own words, never
/// as one element named after the host's key for the view (`toast-140237461`).
package enum OverlayAccessibilityItem: Hashable, Sendable {
    /// An element made from this one: its label, value, traits and frame.
    case element(AccessibilityElement)
    /// The app's view registered under this name, in the place of the notice's
    /// element (kept for its key: a focus move to the notice goes to the view).
    case hostedView(String, AccessibilityElement)

    /// The element this item stands for.
    package var element: AccessibilityElement {
        switch self {
        case .element(let element), .hostedView(_, let element): element
        }
    }

    /// The items for `elements` (top first, those the screen reader may reach:
    /// ``AccessibilityChange/exposedElements``), given the names of the app's
    /// views on screen now.
    ///
    /// - A notice whose view is on screen is that view.
    /// - A notice whose view is not (not registered, or its slot not placed yet)
    ///   is its made element when it has words of its own (a banner's title), and
    ///   nothing otherwise: an element with nothing to read is noise.
    /// - Every other element is made as it is.
    /// - Complexity: O(n) for n elements.
    package static func items(for elements: [AccessibilityElement], shownViews: Set<String>) -> [OverlayAccessibilityItem] {
        elements.compactMap { element in
            guard let name = element.hostedView, element.action == nil else { return .element(element) }
            if shownViews.contains(name) { return .hostedView(name, element) }
            return element.label.isEmpty && element.value == nil ? nil : .element(element)
        }
    }
}
