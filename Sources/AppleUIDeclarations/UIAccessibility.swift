#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uiaccessibility
@available(iOS 2.0, *)
public struct UIAccessibility {
    // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @available(watchOS, unavailable)
    @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        fatalError("declaration only")
    }

    /// The raw values are those of UIKit's UIAccessibilityScreenChangedNotification
    /// (1000), UIAccessibilityLayoutChangedNotification (1001) and
    /// UIAccessibilityAnnouncementNotification (1008).
    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    @available(watchOS 2.0, *)
    public struct Notification: RawRepresentable, Hashable, Sendable {
        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/rawvalue
        public var rawValue: UInt32

        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/init(rawvalue:)
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
        @available(iOS 4.0, watchOS 2.0, *)
        nonisolated public static let announcement = Notification(rawValue: 1008)

        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        @available(watchOS 2.0, *)
        nonisolated public static let screenChanged = Notification(rawValue: 1000)

        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
        @available(watchOS 2.0, *)
        nonisolated public static let layoutChanged = Notification(rawValue: 1001)
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
    @available(iOS 4.0, *)
    @available(watchOS, unavailable)
    @MainActor
    public static var isVoiceOverRunning: Bool {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    @MainActor
    public static var isReduceMotionEnabled: Bool {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification (no page in the corpus; declared like voiceOverStatusDidChangeNotification)
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    // https://developer.apple.com/documentation/uikit/uiaccessibility/announcementdidfinishnotification
    @available(iOS 6.0, watchOS 2.0, *)
    nonisolated public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")

    // https://developer.apple.com/documentation/uikit/uiaccessibility/announcementstringvalueuserinfokey
    @available(iOS 6.0, watchOS 2.0, *)
    nonisolated public static let announcementStringValueUserInfoKey: String = "UIAccessibilityAnnouncementKeyStringValue"

    // https://developer.apple.com/documentation/uikit/uiaccessibility/announcementwassuccessfuluserinfokey
    @available(iOS 6.0, watchOS 2.0, *)
    nonisolated public static let announcementWasSuccessfulUserInfoKey: String = "UIAccessibilityAnnouncementKeyWasSuccessful"

    // https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:)
    @available(iOS 9.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    @MainActor
    public static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? {
        fatalError("declaration only")
    }

    /// UIKit's UIAccessibilityAssistiveTechnologyIdentifier (an NSString typed enum).
    // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
    @available(watchOS 5.0, *)
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/init(rawvalue:)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/rawvalue
        public var rawValue: String

        // https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/notificationvoiceover
        @available(iOS 9.0, watchOS 2.0, *)
        nonisolated public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@available(iOS 3.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAccessibilityElement: NSObject {
    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open var accessibilityFrameInContainerSpace: CGRect {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    open var accessibilityLabel: String? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
    open var accessibilityValue: String? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

/// UIKit exports the trait values as variables and does not publish them; here they
/// are distinct bits, so that set operations behave as they do on Apple's platforms.
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
@available(iOS 2.0, watchOS 2.0, *)
public struct UIAccessibilityTraits: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue
    public var rawValue: UInt64

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    @available(watchOS 2.0, *)
    nonisolated public static let button = UIAccessibilityTraits(rawValue: 1 << 0)

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
    @available(watchOS 2.0, *)
    nonisolated public static let image = UIAccessibilityTraits(rawValue: 1 << 2)

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    @available(watchOS 2.0, *)
    nonisolated public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/updatesfrequently
    @available(watchOS 2.0, *)
    nonisolated public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
}
#endif
