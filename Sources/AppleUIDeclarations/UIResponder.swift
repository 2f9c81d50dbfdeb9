#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {
    // https://developer.apple.com/documentation/uikit/uiresponder/next
    open var next: UIResponder? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        fatalError("declaration only")
    }

    /// Apple writes `nonisolated class let`; Swift source cannot declare a stored class
    /// property, and call sites are the same for `static let`.
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification (the page is missing from the corpus; the declaration follows https://onestack.dev/ios-reference/UIKit/UIResponder, third-party)
    @available(iOS 5.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")

    /// Apple writes `nonisolated class let`, as for the notification above.
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidchangeframenotification
    @available(iOS 5.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// Apple writes `nonisolated class let`, as for the notification above.
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidhidenotification
    @available(iOS 2.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")

    /// The value is a `CGRect` in screen coordinates (`userInfo[key] as? CGRect`).
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    @available(iOS 3.2, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

    /// The value is an `NSNumber` of a `Double`, the animation's seconds (only in the
    /// "will" notifications).
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey
    @available(iOS 3.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

    /// The value is an `NSNumber` of a `UIView.AnimationCurve` raw value (the system
    /// keyboard's is 7, which no case names; only in the "will" notifications).
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationcurveuserinfokey
    @available(iOS 3.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

}

/// The host reads when an event happened and whether it is a touch (to tell
/// touches apart, and from hovers and scrolls).
// https://developer.apple.com/documentation/uikit/uievent
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIEvent: NSObject {
    // https://developer.apple.com/documentation/uikit/uievent/timestamp
    open var timestamp: TimeInterval {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uievent/type
    @available(iOS 3.0, *)
    open var type: UIEvent.EventType {
        fatalError("declaration only")
    }

    /// Only the case the host compares with is declared.
    // https://developer.apple.com/documentation/uikit/uievent/eventtype
    @available(watchOS, unavailable)
    public enum EventType: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uievent/eventtype/touches
        case touches = 0
    }
}

// https://developer.apple.com/documentation/uikit/uitouch
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITouch: NSObject {
    // https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36
    open func location(in view: UIView?) -> CGPoint {
        fatalError("declaration only")
    }

}
// https://developer.apple.com/documentation/uikit/uiapplication
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIApplication: UIResponder {
    /// Apple writes `nonisolated class let`; declared as `static let`, as UIScene's are.
    // https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification
    @available(iOS 2.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    // https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
    @available(iOS 4.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
}

#endif
