#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uicontentcontainer
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIContentContainer: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsize
    var preferredContentSize: CGSize { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder, UIContentContainer {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5.0, *)
    open var children: [UIViewController] {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, *)
    open func removeFromParent() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    @available(iOS 5.0, *)
    open var parent: UIViewController? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize
    @available(iOS 7.0, *)
    open var preferredContentSize: CGSize {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)
    @available(iOS 8.0, *)
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        fatalError("declaration only")
    }

    /// Reading it gives the override set on this controller, not the style in
    /// effect.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle
    @available(iOS 13.0, tvOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
    @available(iOS 8.0, *)
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        fatalError("declaration only")
    }

    /// Apple declares this on NSObject (the UIAccessibilityAction informal
    /// protocol); it is declared here so that a view controller can override it,
    /// as it can on Apple's platforms.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    @available(iOS 4.0, *)
    open func accessibilityPerformEscape() -> Bool {
        fatalError("declaration only")
    }

    // MARK: Presentation

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    @available(iOS 5.0, *)
    open var isBeingDismissed: Bool {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open var modalPresentationCapturesStatusBarAppearance: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // MARK: The status bar, the home indicator, the screen edges, orientations

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    @available(iOS 7.0, *)
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Has no effect on visionOS")
    @available(tvOS, unavailable)
    open var childForStatusBarStyle: UIViewController? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
    @available(iOS 7.0, *)
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Has no effect on visionOS")
    @available(tvOS, unavailable)
    open var childForStatusBarHidden: UIViewController? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open func setNeedsStatusBarAppearanceUpdate() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var childForHomeIndicatorAutoHidden: UIViewController? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofhomeindicatorautohidden()
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforscreenedgesdeferringsystemgestures
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofscreenedgesdeferringsystemgestures()
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
    @available(iOS 6.0, *)
    @available(tvOS, unavailable)
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()
    @available(iOS 16.0, *)
    @available(watchOS, unavailable)
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        fatalError("declaration only")
    }
}

/// Only what the host reads of the screen it shows is declared.
// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UINavigationController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? {
        fatalError("declaration only")
    }
}

/// Only what the host reads of the tab it shows is declared.
// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBarController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

/// Only the duration the host reads is declared.
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/transitionduration
    var transitionDuration: TimeInterval { get }
}

/// Only what the host calls is declared: a completion after the transition.
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Imported from Objective-C, so its `Bool` may be left unused.
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// Only the case the host compares with is declared.
// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
@available(iOS 2.0, *)
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
}

/// Only passed through by the host (no option is named).
// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/rawvalue
    public var rawValue: UInt

    // https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/init(rawvalue:)
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }
}
#endif
