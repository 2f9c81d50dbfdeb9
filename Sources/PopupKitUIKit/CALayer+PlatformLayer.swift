// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
package import PopupKitHost

/// A `CALayer` is the UIKit host's platform layer: each member assigns what the
/// host driver decided (``PlatformLayerTree`` and ``LayerPaint``, tested on every
/// platform) to Core Animation's properties. The host calls them inside a
/// `CATransaction` with actions disabled, so nothing animates implicitly.
extension CALayer: PlatformLayer {
    package func insertLayer(_ layer: CALayer, at index: Int) {
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    package func removeFromParentLayer() {
        removeFromSuperlayer()
    }

    package func setGeometry(_ geometry: LayerGeometry) {
        bounds = CGRect(geometry.bounds)
        anchorPoint = CGPoint(geometry.anchorPoint)
        position = CGPoint(geometry.position)
        let t = geometry.transform
        setAffineTransform(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
        opacity = Float(geometry.opacity)
    }

    package func setPaint(_ paint: LayerPaint, bitmap: CGImage?, scale: Double) {
        backgroundColor = paint.background.map { CGColor.of($0.color) }
        if let shadow = paint.shadow {
            shadowPath = CGPath.of(shadow.path)
            shadowColor = CGColor.of(shadow.paint.color)
            shadowOpacity = 1
            shadowRadius = shadow.paint.blur
            shadowOffset = CGSize(width: shadow.paint.offset.width, height: shadow.paint.offset.height)
        } else {
            shadowPath = nil
            shadowOpacity = 0
        }
        contentsScale = scale
        contents = bitmap
    }

    /// Each motion as one additive animation (``CoreAnimationMotion`` decides every
    /// value), in place of those PopupKit added before; the layer's other
    /// animations stay. The render server plays them: nothing here runs per frame.
    package func play(_ motions: [Motion], at time: Instant) {
        for key in CoreAnimationMotion.keysToRemove(from: animationKeys()) {
            removeAnimation(forKey: key)
        }
        let now = convertTime(CACurrentMediaTime(), from: nil)
        for description in CoreAnimationMotion.animations(of: motions, at: time) {
            add(CAPropertyAnimation.of(description, beginTime: now + description.beginOffset),
                forKey: description.key)
        }
    }
}

extension CAPropertyAnimation {
    /// The animation `description` says, beginning at `beginTime` (the layer's time).
    static func of(_ description: CoreAnimationMotion, beginTime: CFTimeInterval) -> CAPropertyAnimation {
        let animation: CAPropertyAnimation
        switch description.pacing {
        case let .bezier(x1, y1, x2, y2):
            let basic = CABasicAnimation(keyPath: description.keyPath)
            basic.fromValue = NSNumber(value: description.fromValue)
            basic.toValue = NSNumber(value: description.toValue)
            basic.timingFunction = CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
            animation = basic
        case let .spring(mass, stiffness, damping):
            let spring = CASpringAnimation(keyPath: description.keyPath)
            spring.fromValue = NSNumber(value: description.fromValue)
            spring.toValue = NSNumber(value: description.toValue)
            spring.mass = CGFloat(mass)
            spring.stiffness = CGFloat(stiffness)
            spring.damping = CGFloat(damping)
            spring.initialVelocity = 0
            animation = spring
        case let .discrete(values, keyTimes):
            let keyframes = CAKeyframeAnimation(keyPath: description.keyPath)
            keyframes.values = values.map { NSNumber(value: $0) }
            keyframes.keyTimes = keyTimes.map { NSNumber(value: $0) }
            keyframes.calculationMode = .discrete
            animation = keyframes
        }
        animation.isAdditive = description.isAdditive
        animation.beginTime = beginTime
        animation.duration = description.duration
        animation.repeatCount = description.repeatCount
        if description.fillsBackwards { animation.fillMode = .backwards }
        animation.isRemovedOnCompletion = description.isRemovedOnCompletion
        return animation
    }
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension CGPoint {
    init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                  height: Double(rect.size.height))
    }
}

extension CGColor {
    /// A colour in sRGB, as PopupKit's colours are.
    static func of(_ color: NoticeColor) -> CGColor {
        CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}

extension CGPath {
    /// A path of moves, lines and curves, element by element.
    static func of(_ path: PaintPath) -> CGPath {
        let result = CGMutablePath()
        for element in path.elements {
            switch element {
            case .move(let point): result.move(to: CGPoint(point))
            case .line(let point): result.addLine(to: CGPoint(point))
            case let .curve(to, control1, control2):
                result.addCurve(to: CGPoint(to), control1: CGPoint(control1), control2: CGPoint(control2))
            case .close: result.closeSubpath()
            }
        }
        return result
    }
}
#endif
