#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uiupdatelink
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
@available(macCatalyst, unavailable)
@MainActor
open class UIUpdateLink: NSObject {
    // https://developer.apple.com/documentation/uikit/uiupdatelink/init(view:)
    public init(view: UIView) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiupdatelink/addaction(handler:)
    open func addAction(handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiupdatelink/isenabled
    open var isEnabled: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiupdatelink/requirescontinuousupdates
    open var requiresContinuousUpdates: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiupdatelink/preferredframeraterange
    open var preferredFrameRateRange: CAFrameRateRange {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/uikit/uiupdateinfo
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
@available(macCatalyst, unavailable)
@MainActor
open class UIUpdateInfo: NSObject {

    // https://developer.apple.com/documentation/uikit/uiupdateinfo/estimatedpresentationtime
    open var estimatedPresentationTime: TimeInterval {
        fatalError("declaration only")
    }
}
#endif
