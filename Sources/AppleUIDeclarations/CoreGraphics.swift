#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// Core Graphics types are Core Foundation types: Apple's Swift overlay imports them as
// classes that cannot be subclassed, so they are `final` here.

// https://developer.apple.com/documentation/coregraphics/cgcontext
@available(iOS 2.0, *)
public final class CGContext {
    // https://developer.apple.com/documentation/coregraphics/cgcontext/textmatrix
    @available(iOS 2.0, macOS 10.0, *)
    public var textMatrix: CGAffineTransform {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/textposition
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var textPosition: CGPoint {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/concatenate(_:)
    @available(iOS 2.0, macOS 10.0, *)
    public func concatenate(_ transform: CGAffineTransform) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(auxiliaryinfo:)
    @available(iOS 2.0, macOS 10.3, *)
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/endtransparencylayer()
    @available(iOS 2.0, macOS 10.3, *)
    public func endTransparencyLayer() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-2kbl3
    @available(iOS 2.0, macOS 10.0, *)
    public func clip(to rect: CGRect) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()
    @available(iOS 2.0, macOS 10.0, *)
    public func saveGState() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()
    @available(iOS 2.0, macOS 10.0, *)
    public func restoreGState() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)
    @available(iOS 2.0, macOS 10.2, *)
    public func addPath(_ path: CGPath) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
    @available(iOS 2.0, macOS 10.0, *)
    public func strokePath() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext (member listed on the class page)
    @available(iOS 2.0, macOS 10.3, *)
    public func setFillColor(_ color: CGColor) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext (member listed on the class page)
    @available(iOS 2.0, macOS 10.3, *)
    public func setStrokeColor(_ color: CGColor) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
    @available(iOS 2.0, macOS 10.0, *)
    public func setLineWidth(_ width: CGFloat) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinecap(_:)
    @available(iOS 2.0, macOS 10.0, *)
    public func setLineCap(_ cap: CGLineCap) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinejoin(_:)
    @available(iOS 2.0, macOS 10.0, *)
    public func setLineJoin(_ join: CGLineJoin) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinedash(phase:lengths:)
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
    @available(iOS 2.0, macOS 10.3, *)
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/drawradialgradient(_:startcenter:startradius:endcenter:endradius:options:)
    @available(iOS 2.0, macOS 10.5, *)
    public func drawRadialGradient(
        _ gradient: CGGradient,
        startCenter: CGPoint,
        startRadius: CGFloat,
        endCenter: CGPoint,
        endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/translateby(x:y:)
    @available(iOS 2.0, macOS 10.0, *)
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)
    @available(iOS 2.0, macOS 10.0, *)
    public func setAlpha(_ alpha: CGFloat) {
        fatalError("declaration only")
    }
}

/// Not `open`: Core Graphics paths cannot be subclassed (CGMutablePath is declared in
/// this module).
// https://developer.apple.com/documentation/coregraphics/cgpath
@available(iOS 2.0, *)
public class CGPath {}

// https://developer.apple.com/documentation/coregraphics/cgmutablepath
@available(iOS 2.0, *)
public final class CGMutablePath: CGPath {
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    @available(iOS 2.0, macOS 10.2, *)
    public override init() {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
    @available(iOS 2.0, macOS 10.2, *)
    public func closeSubpath() {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/coregraphics/cgcolor
@available(iOS 2.0, *)
public final class CGColor {
    // https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)
    @available(iOS 13.0, macOS 10.15, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fatalError("declaration only")
    }
}

/// Core Graphics' Swift overlay makes CGColor, CGColorSpace and CGImage Sendable.
// https://developer.apple.com/documentation/coregraphics/cgcolor
@available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGColor: @unchecked Sendable {}

// https://developer.apple.com/documentation/coregraphics/cgcolorspace
@available(iOS 2.0, *)
public final class CGColorSpace {
    // https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)
    @available(iOS 2.0, macOS 10.2, *)
    public init?(name: CFString) {
        fatalError("declaration only")
    }

    /// Apple writes `class let sRGB: CFString`; a stored CFString cannot be made here.
    // https://developer.apple.com/documentation/coregraphics/cgcolorspace/srgb
    @available(iOS 9.0, macOS 10.5, *)
    public static var sRGB: CFString {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/coregraphics/cgcolorspace
@available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGColorSpace: @unchecked Sendable {}

/// Toll-free bridged to NSString on Apple platforms, so `name as String` (an
/// attribute key, a colour space's name) compiles the same on both.
// https://developer.apple.com/documentation/corefoundation/cfstring
@available(iOS 2.0, *)
public typealias CFString = NSString

/// Toll-free bridged to NSDictionary on Apple platforms.
// https://developer.apple.com/documentation/corefoundation/cfdictionary
@available(iOS 2.0, *)
public typealias CFDictionary = NSDictionary

// https://developer.apple.com/documentation/coregraphics/cggradient
@available(iOS 2.0, *)
public final class CGGradient {
    /// `components` holds the color components of each location in turn (red, green,
    /// blue, alpha for an RGB space); Swift arrays convert to the pointers.
    // https://developer.apple.com/documentation/coregraphics/cggradient/init(colorspace:colorcomponents:locations:count:)
    @available(iOS 2.0, macOS 10.5, *)
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) {
        fatalError("declaration only")
    }
}

/// The values are those of CGGradient.h.
// https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions
@available(iOS 2.0, *)
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/rawvalue
    public var rawValue: UInt32

    // https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/init(rawvalue:)
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsafterendlocation
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

// https://developer.apple.com/documentation/coregraphics/cglinecap
@available(iOS 2.0, *)
public enum CGLineCap: Int32, Sendable {
    // https://developer.apple.com/documentation/coregraphics/cglinecap/butt
    case butt = 0
    // https://developer.apple.com/documentation/coregraphics/cglinecap/round
    case round = 1
}

// https://developer.apple.com/documentation/coregraphics/cglinejoin
@available(iOS 2.0, *)
public enum CGLineJoin: Int32, Sendable {
    // https://developer.apple.com/documentation/coregraphics/cglinejoin/miter
    case miter = 0
    // https://developer.apple.com/documentation/coregraphics/cglinejoin/round
    case round = 1
}

/// Not `Sendable`: Core Graphics' Swift overlay declares it without.
// https://developer.apple.com/documentation/coregraphics/cgpathfillrule
@available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum CGPathFillRule: Int {
    // https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding
    case winding = 0
}

// https://developer.apple.com/documentation/coregraphics/cgimage
@available(iOS 2.0, *)
public final class CGImage {

}

// https://developer.apple.com/documentation/coregraphics/cgimage
@available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGImage: @unchecked Sendable {}

/// Linux Foundation has AffineTransform but not CGAffineTransform. A plain value, so it
/// holds real numbers.
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
@available(iOS 2.0, *)
public struct CGAffineTransform: Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a
    public var a: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b
    public var b: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c
    public var c: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d
    public var d: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx
    public var tx: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty
    public var ty: CGFloat

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// Core Graphics' Swift overlay adds Equatable (Hashable only in iOS 18, not declared).
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
@available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGAffineTransform: Equatable {}
#endif
