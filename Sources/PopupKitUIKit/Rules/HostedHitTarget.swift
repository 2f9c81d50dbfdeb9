/// Which view a touch the app's view in a notice keeps goes to: the view its
/// own hit test found, or, for SwiftUI content that found none, the hosting
/// view itself when its layers are under the point.
///
/// Since iOS 26 a `UIHostingController`'s view draws its content in layers with
/// no subviews to hit-test, and its `hitTest` may answer `nil` over content it
/// draws: overlay libraries that walk the view tree stopped delivering taps to
/// hosted SwiftUI content (SwiftMessages, PopupView and MijickPopups each
/// shipped a fix). PopupKit decides that a touch is the content's from the
/// slot's geometry, never the view tree; when it is, the touch goes to the
/// view the hit test found, else to the hosting view when its layer tree
/// holds the point (`CALayer.hitTest`), where SwiftUI's gestures take it.
enum HostedHitTarget {
    /// Where a kept touch goes.
    enum Target: Equatable {
        /// The view the view's own hit test found.
        case viewHit
        /// The app's view itself (the hosting view).
        case hostedView
        /// Nowhere: the touch is lost to the app underneath.
        case none
    }

    /// - Parameters:
    ///   - viewHit: the view's own hit test found a view.
    ///   - keepsEveryTouch: the content is SwiftUI's (its controls are not views).
    ///   - layerHit: the view's layer tree holds the point.
    static func target(viewHit: Bool, keepsEveryTouch: Bool, layerHit: Bool) -> Target {
        if viewHit { return .viewHit }
        return keepsEveryTouch && layerHit ? .hostedView : .none
    }
}
