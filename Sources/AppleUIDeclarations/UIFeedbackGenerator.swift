#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@available(iOS 10.0, *)
@available(visionOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIFeedbackGenerator: NSObject {
    // https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@available(iOS 10.0, *)
@available(visionOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
    @available(iOS 10.0, *)
    @available(visionOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public enum FeedbackType: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/success
        case success = 0
        // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/warning
        case warning = 1
        // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/error
        case error = 2
    }
}
#endif
