#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uiscene
@MainActor
open class UIScene: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    open var activationState: UIScene.ActivationState {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    public enum ActivationState: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/background
        case background = 2
    }

    // https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")

    // https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")

    // https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")

    // https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor
open class UIWindowScene: UIScene, UITraitEnvironment, UITraitChangeObservable {
    // https://developer.apple.com/documentation/uikit/uiwindowscene/coordinatespace
    open var coordinateSpace: any UICoordinateSpace {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindowscene/screen
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
    open var keyWindow: UIWindow? {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor
open class UIScreen: NSObject {
    // https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    open var coordinateSpace: any UICoordinateSpace {
        fatalError("declaration only")
    }

}

#endif
