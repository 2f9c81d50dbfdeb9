#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/quartzcore/calayer
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CALayer: NSObject {
    // https://developer.apple.com/documentation/quartzcore/calayer/init()
    public override init() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/bounds
    open var bounds: CGRect {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position: CGPoint {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    open var anchorPoint: CGPoint {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/opacity
    open var opacity: Float {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
    open func setAffineTransform(_ m: CGAffineTransform) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/contents
    open var contents: Any? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/contentsscale
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open var contentsScale: CGFloat {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    open var backgroundColor: CGColor? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
    open var shadowPath: CGPath? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    open var shadowColor: CGColor? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    open var shadowOffset: CGSize {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    open func addSublayer(_ layer: CALayer) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        fatalError("declaration only")
    }

    /// `p` is in the superlayer's coordinates; answers the farthest descendant
    /// containing it, this layer, or `nil`.
    // https://developer.apple.com/documentation/quartzcore/calayer/hittest(_:)
    open func hitTest(_ p: CGPoint) -> CALayer? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
    open func removeFromSuperlayer() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:)
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    open func add(_ anim: CAAnimation, forKey key: String?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
    open func removeAnimation(forKey key: String) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()
    open func animationKeys() -> [String]? {
        fatalError("declaration only")
    }
}

/// The `CAMediaTiming` protocol's members Core Animation's animations have
/// (`beginTime`, `duration`, `repeatCount`, `fillMode`) are declared on the class:
/// the hosts set them on animations only and never name the protocol.
// https://developer.apple.com/documentation/quartzcore/caanimation
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CAAnimation: NSObject {
    // https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction
    open var timingFunction: CAMediaTimingFunction? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion
    open var isRemovedOnCompletion: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
    open var beginTime: CFTimeInterval {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    open var duration: CFTimeInterval {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount
    open var repeatCount: Float {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode
    open var fillMode: CAMediaTimingFillMode {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/quartzcore/capropertyanimation
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CAPropertyAnimation: CAAnimation {
    // https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
    public convenience init(keyPath path: String?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive
    open var isAdditive: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/quartzcore/cabasicanimation
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CABasicAnimation: CAPropertyAnimation {
    // https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue
    open var fromValue: Any? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue
    open var toValue: Any? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/quartzcore/caspringanimation
@available(iOS 9.0, macOS 10.11, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CASpringAnimation: CABasicAnimation {
    // https://developer.apple.com/documentation/quartzcore/caspringanimation/mass
    open var mass: CGFloat {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/caspringanimation/stiffness
    open var stiffness: CGFloat {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/caspringanimation/damping
    open var damping: CGFloat {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/caspringanimation/initialvelocity
    open var initialVelocity: CGFloat {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CAKeyframeAnimation: CAPropertyAnimation {
    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/values
    open var values: [Any]? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes
    open var keyTimes: [NSNumber]? {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode
    open var calculationMode: CAAnimationCalculationMode {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CAMediaTimingFunction: NSObject {
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        fatalError("declaration only")
    }
}

/// Core Animation's CAMediaTimingFillMode (an NSString typed enum).
// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/init(rawvalue:)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/rawvalue
    public var rawValue: String

    // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/backwards
    nonisolated public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
}

/// Core Animation's CAAnimationCalculationMode (an NSString typed enum).
// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    // https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/init(rawvalue:)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/rawvalue
    public var rawValue: String

    // https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/discrete
    nonisolated public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
}

// https://developer.apple.com/documentation/quartzcore/catransaction
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CATransaction: NSObject {
    // https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    open class func begin() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    open class func commit() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    open class func setDisableActions(_ flag: Bool) {
        fatalError("declaration only")
    }
}

/// Created only with `init(target:selector:)`, which needs Objective-C; the host's
/// selector-based file is compiled on Apple's platforms only.
// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, tvOS 9.0, macOS 14.0, *)
@available(watchOS, unavailable)
open class CADisplayLink: NSObject {
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    @available(iOS 15.0, tvOS 15.0, *)
    @available(watchOS, unavailable)
    open var preferredFrameRateRange: CAFrameRateRange {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    @available(iOS 10.0, tvOS 10.0, *)
    @available(watchOS, unavailable)
    open var targetTimestamp: CFTimeInterval {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/quartzcore/caframeraterange
@available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
@available(watchOS, unavailable)
public struct CAFrameRateRange: Equatable, Sendable {
    // https://developer.apple.com/documentation/quartzcore/caframeraterange/minimum
    public var minimum: Float
    // https://developer.apple.com/documentation/quartzcore/caframeraterange/maximum
    public var maximum: Float
    // https://developer.apple.com/documentation/quartzcore/caframeraterange/preferred
    public var preferred: Float?

    // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
}

// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
@available(iOS 2.0, macOS 10.5, *)
@available(watchOS, unavailable)
public func CACurrentMediaTime() -> CFTimeInterval {
    fatalError("declaration only")
}
#endif
