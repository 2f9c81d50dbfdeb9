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

    // https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
    open func removeFromSuperlayer() {
        fatalError("declaration only")
    }

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
