#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScene: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    open var activationState: UIScene.ActivationState {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    public enum ActivationState: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/background
        case background = 2
    }

    // https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")

    // https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")

    // https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")

    // https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")

    // https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindowScene: UIScene {
    // https://developer.apple.com/documentation/uikit/uiwindowscene/coordinatespace
    open var coordinateSpace: any UICoordinateSpace {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindowscene/screen
    @available(visionOS, unavailable)
    open var screen: UIScreen {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open var windows: [UIWindow] {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindowscene/traitcollection
    open var traitCollection: UITraitCollection {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    @available(iOS 15.0, *)
    @available(watchOS, unavailable)
    open var keyWindow: UIWindow? {
        fatalError("declaration only")
    }
}

/// UIKit adds both conformances in iOS 17 (`traitCollection` itself is iOS 13).
// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UIWindowScene: UITraitEnvironment, UITraitChangeObservable {}

// https://developer.apple.com/documentation/uikit/uiscreen
@available(iOS 2.0, *)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIScreen: NSObject {
    // https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    @available(iOS 8.0, *)
    open var coordinateSpace: any UICoordinateSpace {
        fatalError("declaration only")
    }

}

#endif
