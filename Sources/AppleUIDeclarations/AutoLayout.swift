#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class UILayoutGuide: NSObject {
    // https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
    open var layoutFrame: CGRect {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor {
        fatalError("declaration only")
    }
}

/// Apple declares these on UIView itself (its Auto Layout anchors, iOS 9).
@available(iOS 9.0, *)
@available(watchOS, unavailable)
extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/topanchor
    public var topAnchor: NSLayoutYAxisAnchor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    public var bottomAnchor: NSLayoutYAxisAnchor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    public var leadingAnchor: NSLayoutXAxisAnchor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    public var trailingAnchor: NSLayoutXAxisAnchor {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@available(iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutConstraint: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        fatalError("declaration only")
    }
}
#endif
