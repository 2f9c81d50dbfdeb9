/// Whether the app's own view in a notice keeps a touch, or gives it to the
/// notice (a tap on the notice, a swipe of it), from what the view's own hit
/// test found: the view hit and its superviews up to the app's view.
///
/// UIKit's own rule, read as the five libraries rely on it: a tap recognizer on
/// a view does not take a touch that lands on a `UIControl` inside it (a
/// button, a switch, a text field keep theirs), and a touch that a view with
/// gesture recognizers of its own (a scroll view's pan, a text view, the app's
/// tap recognizer) is under is that view's. Everything else on the app's view
/// — labels and images (which take no touches: `isUserInteractionEnabled` is
/// off), plain container views, the view's background — does nothing with a
/// touch, so Toast-Swift's tap-to-dismiss, WPToastManager's and SwiftMessages'
/// tap handlers and a swipe act on the notice there, as on its padding.
///
/// A hit test that finds no view (the app's view takes no touches there: hidden,
/// transparent, user interaction off) also leaves the touch to the notice.
///
/// SwiftUI content keeps every touch (it is registered so): its buttons are no
/// `UIControl`s UIKit could see, and on iOS 26 its hosting view has no subviews
/// to hit-test.
enum HostedViewTouch {
    /// What one view on the path from the view hit to the app's view does with
    /// touches, as far as the rule cares.
    struct PathView: Equatable {
        /// A `UIControl` (enabled or not: a touch aimed at a control is never a
        /// tap on the notice).
        var isControl: Bool
        /// It has an enabled gesture recognizer of its own (a scroll view's pan
        /// included).
        var recognizesGestures: Bool

        /// Whether the view takes touches itself.
        var takesTouches: Bool { isControl || recognizesGestures }
    }

    /// Whether the view keeps a touch whose hit test found `path` (the view hit
    /// first, the app's view last; empty when it found none), or the notice
    /// takes it.
    static func viewKeepsTouch(path: [PathView]) -> Bool {
        path.contains(where: \.takesTouches)
    }
}
