import PopupKit

/// A view controller as ``AppContentInsets`` reads it (UIKit: a `UIViewController`
/// and its view).
@MainActor
package protocol ContentControllerNode {
    /// The controller a navigation controller shows (UIKit: a
    /// `UINavigationController`'s `topViewController`); `nil` for any other.
    var navigationTop: Self? { get }
    /// The tab a tab bar controller shows (UIKit: a `UITabBarController`'s
    /// `selectedViewController`); `nil` for any other.
    var selectedTab: Self? { get }
    /// Its child view controllers (UIKit: `children`).
    var children: [Self] { get }
    /// Its view's bounds in the overlay's coordinates; `nil` when the view is not
    /// loaded or in no window.
    var viewFrame: Rect? { get }
    /// Its view's bounds less the view's `safeAreaInsets` (which hold the
    /// window's safe area and the bars of the controllers around it), in the
    /// overlay's coordinates; `nil` when the view is in no window.
    var safeFrame: Rect? { get }
}

/// The app's content insets a host gives the container
/// (``Container/contentInsets``): how far the app's bars (navigation bar, tab
/// bar, toolbars) reach in from the screen's edges, so toasts, the HUD, popup
/// cards and bubbles keep clear of them as Toast-Swift's toasts do (it pads by
/// the view's own `safeAreaInsets`).
///
/// - The override wins: an app that sets insets gets them, whatever it shows.
/// - Else the screen's top view controller (``TopAppController``), and down from
///   it the controller that shows the content: a navigation controller's top
///   controller, a tab bar controller's selected one, and a controller's only
///   child that covers it (a SwiftUI hosting controller around its navigation
///   stack); a navigation or tab bar controller's own view stops at the window's
///   safe area, while its content's `safeAreaInsets` hold the bars.
/// - Its view's safe frame, in the overlay's coordinates, as insets from the
///   overlay's edges (never negative). No controller, a view in no window, or a
///   safe frame that is empty or not finite gives `.zero`: the safe area alone.
@MainActor
package enum AppContentInsets {
    /// The insets for a screen whose top view controller is `top` (``TopAppController``),
    /// `override` first.
    /// - Complexity: O(d · c) for a chain of d controllers with c children each.
    package static func resolve<Controller: ContentControllerNode>(override: Insets?, top: Controller?,
                                                                  in bounds: Rect) -> Insets {
        if let override { return override }
        guard let top else { return .zero }
        return insets(of: content(under: top).safeFrame, in: bounds)
    }

    /// The controller that shows the content, from `top` down (see the type).
    package static func content<Controller: ContentControllerNode>(under top: Controller) -> Controller {
        var controller = top
        // A chain of containers is short; the bound keeps a cycle a fake could make finite.
        for _ in 0..<32 {
            if let next = controller.navigationTop ?? controller.selectedTab {
                controller = next
                continue
            }
            let children = controller.children
            guard children.count == 1, let only = children.first, covers(only.viewFrame, controller.viewFrame) else { break }
            controller = only
        }
        return controller
    }

    /// Where Toast-Swift's `view.makeToast` shows its toasts: the view's frame
    /// (``Toast/region``, in the overlay's coordinates) less the view's own
    /// `safeAreaInsets`, which hold the window's safe area and the bars over the
    /// view, as Toast-Swift pads by them; `nil` when the view is in no window.
    /// Insets that are not finite or negative count as 0; insets larger than the
    /// view leave an empty region (the toast then shows as a screen-wide one).
    package static func toastRegion(ofView frame: Rect?, safeAreaInsets insets: Insets) -> Rect? {
        guard let frame else { return nil }
        func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        return frame.inset(by: Insets(top: clean(insets.top), left: clean(insets.left),
                                          bottom: clean(insets.bottom), right: clean(insets.right)))
    }

    /// Whether a child's view at `child` covers its parent's at `parent` (within
    /// half a point, for rounding).
    static func covers(_ child: Rect?, _ parent: Rect?) -> Bool {
        guard let child, let parent, child.isFinite, parent.isFinite else { return false }
        return child.minX <= parent.minX + 0.5 && child.minY <= parent.minY + 0.5
            && child.maxX >= parent.maxX - 0.5 && child.maxY >= parent.maxY - 0.5
    }

    /// `safeFrame` as insets from the edges of `bounds` (see the type).
    package static func insets(of safeFrame: Rect?, in bounds: Rect) -> Insets {
        guard let frame = safeFrame, frame.isFinite, bounds.isFinite, frame.width > 0, frame.height > 0 else { return .zero }
        return Insets(top: max(0, frame.minY - bounds.minY), left: max(0, frame.minX - bounds.minX),
                          bottom: max(0, bounds.maxY - frame.maxY), right: max(0, bounds.maxX - frame.maxX))
    }
}
