#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uicoordinatespace
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicoordinatespace/bounds
    @available(iOS 8.0, *)
    var bounds: CGRect { get }

    // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
    @available(iOS 8.0, *)
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect

    // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
    @available(iOS 8.0, *)
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder, UICoordinateSpace, UITraitEnvironment {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        fatalError("declaration only")
    }

    /// The view is the layer's delegate; add sublayers rather than replacing it.
    // https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/constraints
    @available(iOS 6.0, *)
    open var constraints: [NSLayoutConstraint] {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)
    @available(iOS 6.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
    @available(iOS 6.0, *)
    @available(watchOS, unavailable)
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    @available(iOS 3.2, *)
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var safeAreaInsets: UIEdgeInsets {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt (UIView's conformance to the requirement)
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a (UIView's conformance to the requirement)
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        fatalError("declaration only")
    }

    /// Reading it gives the override set on this view, not the style in effect
    /// (that is `traitCollection.userInterfaceStyle`).
    // https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/minimumcontentsizecategory
    @available(iOS 15.0, *)
    @available(watchOS, unavailable)
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/maximumcontentsizecategory
    @available(iOS 15.0, *)
    @available(watchOS, unavailable)
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        fatalError("declaration only")
    }

    /// Apple declares this on NSObject (`@MainActor var accessibilityElements: [Any]?`,
    /// the UIAccessibilityContainer informal protocol); it is declared on UIView here so
    /// that a view subclass can override it, as it can on Apple's platforms.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements (member listed on the class page https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer)
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    open var accessibilityElements: [Any]? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    /// Apple declares this on NSObject, like `accessibilityElements`.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal (no page in the corpus; Apple's legacy address is https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal)
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    open var accessibilityViewIsModal: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    /// Apple declares this on NSObject, like `accessibilityElements`.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    open var accessibilityElementsHidden: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

/// UIKit adds this conformance in iOS 17 (its Swift overlay), after the class.
// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {}

/// Apple's superclass is UITrackingLayoutGuide (iOS 15), a UILayoutGuide that adds
/// nothing the host uses.
// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, watchOS 2.0, *)
public struct UIEdgeInsets: Sendable {
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat

    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    @available(watchOS 2.0, *)
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit's Swift overlay adds Equatable in iOS 7.
// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 7.0, *)
extension UIEdgeInsets: Equatable {}

#endif
