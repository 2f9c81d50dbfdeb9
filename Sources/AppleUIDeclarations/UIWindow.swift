#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    public init(windowScene: UIWindowScene) {
        fatalError("declaration only")
    }

    /// Inherited from UIView; restated because a class that adds a designated
    /// initializer must restate the required one.
    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    open var windowScene: UIWindowScene? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/canbecomekey
    @available(iOS 15.0, *)
    @available(watchOS, unavailable)
    open var canBecomeKey: Bool {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/becomekey()
    @available(iOS 2.0, *)
    @available(watchOS, unavailable)
    open func becomeKey() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/resignkey()
    @available(iOS 2.0, *)
    @available(watchOS, unavailable)
    open func resignKey() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/makekey()
    @available(iOS 2.0, *)
    @available(watchOS, unavailable)
    open func makeKey() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open var isKeyWindow: Bool {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/windowlevel
    open var windowLevel: UIWindow.Level {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    /// The values are those of UIKit's UIWindowLevelNormal (0), UIWindowLevelStatusBar
    /// (1000) and UIWindowLevelAlert (2000).
    // https://developer.apple.com/documentation/uikit/uiwindow/level
    @available(watchOS, unavailable)
    public struct Level: RawRepresentable, Hashable, Sendable {
        // https://developer.apple.com/documentation/uikit/uiwindow/level/rawvalue
        public var rawValue: CGFloat

        // https://developer.apple.com/documentation/uikit/uiwindow/level/init(_:)
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uiwindow/level/init(rawvalue:)
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uiwindow/level/alert
        @available(watchOS, unavailable)
        public static let alert = Level(2000)
    }
}
#endif
