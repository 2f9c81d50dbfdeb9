import PopupKitCore
@_spi(Tools) import PopupKitCore
import RealModule

/// How a declared ``Motion`` moves from its start to its end: the pacing Core
/// Animation plays (`CAMediaTimingFunction`'s named curves and control points, a
/// `CASpringAnimation`'s spring, a `CAKeyframeAnimation`'s discrete steps), and
/// the same function evaluated here, so a Linux compositor, a recording and a
/// test see what the render server shows.
public enum MotionTiming: Hashable, Sendable, CustomStringConvertible {
    /// Constant speed (`kCAMediaTimingFunctionLinear`).
    case linear
    /// Slow start (`kCAMediaTimingFunctionEaseIn`: control points 0.42, 0, 1, 1): leaving.
    case easeIn
    /// Slow end (`kCAMediaTimingFunctionEaseOut`: 0, 0, 0.58, 1): appearing.
    case easeOut
    /// Slow start and end (`kCAMediaTimingFunctionEaseInEaseOut`: 0.42, 0, 0.58, 1).
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points
    /// (`CAMediaTimingFunction(controlPoints:)`); x values are clamped into 0…1.
    case curve(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring with no initial velocity (`CASpringAnimation`'s `mass`,
    /// `stiffness` and `damping`); the motion's duration cuts it off, and it ends at its target.
    case spring(mass: Double, stiffness: Double, damping: Double)
    /// `count` equal jumps per cycle, each held until the next (a
    /// `CAKeyframeAnimation` with discrete values): a system spinner's twelve spokes.
    case steps(Int)

    /// The system keyboard's own curve, as near as a Bézier gets to UIKit's
    /// undocumented curve 7 (`keyboardAnimationCurveUserInfoKey`).
    public static let keyboard = MotionTiming.curve(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)

    /// The control points of a Bézier timing (the named ones included), for
    /// `CAMediaTimingFunction(controlPoints:)`; `nil` for a spring or steps.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case let .curve(x1, y1, x2, y2): (min(1, max(0, x1)), y1, min(1, max(0, x2)), y2)
        case .spring, .steps: nil
        }
    }

    /// The share of the way from start to end, `elapsed` seconds into a cycle of
    /// `duration` seconds: 0 at or before the start, exactly 1 at or after the end.
    public func fraction(elapsed: Double, of duration: Double) -> Double {
        guard duration > 0, elapsed.isFinite else { return 1 }
        let progress = min(1, max(0, elapsed / duration))
        if progress >= 1 { return 1 }
        if progress <= 0 { return 0 }
        switch self {
        case .steps(let count):
            let steps = Double(max(1, count))
            return (progress * steps).rounded(.down) / steps
        case let .spring(mass, stiffness, damping):
            return Self.spring(mass: mass, stiffness: stiffness, damping: damping, at: elapsed)
        default:
            guard let points = controlPoints else { return progress }
            return Self.bezier(points, at: progress)
        }
    }

    /// The y of the cubic Bézier at x = `progress`: t is found by Newton's method,
    /// with bisection where the slope is too flat, as Core Animation solves it.
    private static func bezier(_ points: (x1: Double, y1: Double, x2: Double, y2: Double), at progress: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = progress
        for _ in 0..<8 {
            let error = coordinate(t, points.x1, points.x2) - progress
            if abs(error) < 1e-9 { return coordinate(t, points.y1, points.y2) }
            let derivative = slope(t, points.x1, points.x2)
            guard abs(derivative) > 1e-6 else { break }
            t -= error / derivative
        }
        var low = 0.0, high = 1.0
        t = progress
        for _ in 0..<60 {
            let x = coordinate(t, points.x1, points.x2)
            if abs(x - progress) < 1e-9 { break }
            if x < progress { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, points.y1, points.y2)
    }

    /// A unit step response of a damped spring `seconds` after its release, the
    /// motion `CASpringAnimation` plays with no initial velocity.
    private static func spring(mass: Double, stiffness: Double, damping: Double, at seconds: Double) -> Double {
        let mass = mass > 0 && mass.isFinite ? mass : 1
        let stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        let damping = damping >= 0 && damping.isFinite ? damping : 10
        let natural = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        let t = seconds
        if ratio < 1 {
            let damped = natural * (1 - ratio * ratio).squareRoot()
            let envelope = Double.exp(-ratio * natural * t)
            return 1 - envelope * (Double.cos(damped * t) + ratio * natural / damped * Double.sin(damped * t))
        } else if ratio == 1 {
            return 1 - Double.exp(-natural * t) * (1 + natural * t)
        } else {
            let root = natural * (ratio * ratio - 1).squareRoot()
            let fast = -ratio * natural - root, slow = -ratio * natural + root
            return 1 - (fast * Double.exp(slow * t) - slow * Double.exp(fast * t)) / (fast - slow)
        }
    }

    /// `linear`, `easeOut`, `curve(0.38, 0.7, 0.125, 1)`, `spring(1, 100, 10)`, `steps(12)`:
    /// what `popupkit layers` prints.
    public var description: String {
        func number(_ value: Double) -> String { Format.number(value) }
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case let .curve(x1, y1, x2, y2): return "curve(\([x1, y1, x2, y2].map(number).joined(separator: ", ")))"
        case let .spring(mass, stiffness, damping):
            return "spring(\([mass, stiffness, damping].map(number).joined(separator: ", ")))"
        case .steps(let count): return "steps(\(count))"
        }
    }
}
