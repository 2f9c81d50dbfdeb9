#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIControl: UIView {
    // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@MainActor
open class UIGestureRecognizer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

#endif
