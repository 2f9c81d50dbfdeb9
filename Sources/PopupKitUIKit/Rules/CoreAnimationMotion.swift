import PopupKit
package import PopupKitHost

/// What one declared ``Motion`` becomes in Core Animation: one animation added to
/// the layer under ``key``, every number of it decided here so that the host's
/// `play(_:at:)` only assigns (`CALayer+PlatformLayer.swift`).
///
/// - The animation is additive over the layer's model value, as a motion is over
///   its resting value: ``fromValue`` and ``toValue`` are `from − anchor` and
///   `to − anchor` (``Motion/anchor``); for a scale, whose additive animations
///   Core Animation concatenates with the model transform (multiplies), they are
///   `from / anchor` and `to / anchor`. A scale anchored at 0 cannot be a factor,
///   so it plays the absolute values, not additive: what the motion shows when the
///   layer rests at its end (0).
/// - It begins ``beginOffset`` seconds after the transaction shows (`begin − time`,
///   negative for one already under way: Core Animation plays it from that point),
///   fills backwards (a motion that begins later shows its start, never the model
///   value first), repeats forever for a motion that repeats and once otherwise, and
///   is removed when it ends, which leaves the model value, where the motion ends.
/// - Its pacing is a Bézier timing function (the named timings by their control
///   points, ``MotionTiming/controlPoints``), a `CASpringAnimation`'s spring (no
///   initial velocity, cut off at the motion's duration), or, for
///   ``MotionTiming/steps(_:)``, a discrete `CAKeyframeAnimation` with `n` values and
///   `n + 1` key times (Core Animation's rule for discrete keyframes: each value held
///   from its key time to the next).
package struct CoreAnimationMotion: Hashable, Sendable {
    /// How the animation paces its way from ``fromValue`` to ``toValue``.
    package enum Pacing: Hashable, Sendable {
        /// A `CABasicAnimation` with `CAMediaTimingFunction(controlPoints:)`.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        /// A `CASpringAnimation`'s `mass`, `stiffness` and `damping`; `initialVelocity` 0.
        case spring(mass: Double, stiffness: Double, damping: Double)
        /// A `CAKeyframeAnimation` with `calculationMode` `.discrete`: `values[k]` from
        /// `keyTimes[k]` until `keyTimes[k + 1]` (one more key time than values, the last 1).
        case discrete(values: [Double], keyTimes: [Double])
    }

    /// The prefix of every animation key PopupKit adds; other keys on a layer (an
    /// app view's own animations) are never removed.
    package static let keyPrefix = "popupkit.motion."

    /// The key it is added under: ``keyPrefix`` and the motion's place in its list.
    package var key: String
    /// `opacity`, `position.x`, `position.y`, `transform.scale` or `transform.rotation.z`.
    package var keyPath: String
    /// Whether it adds to the model value (`isAdditive`); false only for a scale anchored at 0.
    package var isAdditive: Bool
    package var fromValue: Double
    package var toValue: Double
    /// Seconds from the transaction to the motion's begin: the animation's
    /// `beginTime` is the layer's current media time plus this.
    package var beginOffset: Double
    /// Seconds (one cycle, for one that repeats).
    package var duration: Double
    /// `.infinity` for a motion that repeats, else 1 (once).
    package var repeatCount: Float
    /// `fillMode = .backwards`.
    package var fillsBackwards: Bool
    /// `isRemovedOnCompletion`.
    package var isRemovedOnCompletion: Bool
    package var pacing: Pacing

    /// `motion` as an animation added under `key` to a transaction shown at `time`
    /// (on the center's clock, as the motion's begin); `nil` for one with no
    /// duration, which changes nothing (Core Animation would give it 0.25 s).
    package init?(_ motion: Motion, at time: Instant, key: String = CoreAnimationMotion.keyPrefix + "0") {
        let duration = TimeSpan(motion.duration).seconds
        guard duration > 0, duration.isFinite else { return nil }
        self.key = key
        keyPath = Self.keyPath(motion.property)
        let anchor = motion.anchor
        if motion.property == .scale {
            if anchor != 0 {
                isAdditive = true
                fromValue = motion.from / anchor
                toValue = motion.to / anchor
            } else {
                isAdditive = false
                fromValue = motion.from
                toValue = motion.to
            }
        } else {
            isAdditive = true
            fromValue = motion.from - anchor
            toValue = motion.to - anchor
        }
        beginOffset = (motion.begin - time).seconds
        self.duration = duration
        repeatCount = motion.repeats ? .infinity : 1
        fillsBackwards = true
        isRemovedOnCompletion = true
        switch motion.timing {
        case let .spring(mass, stiffness, damping):
            pacing = .spring(mass: mass, stiffness: stiffness, damping: damping)
        case .steps(let count):
            let steps = max(1, count)
            let from = fromValue, step = (toValue - fromValue) / Double(steps)
            pacing = .discrete(values: (0..<steps).map { from + Double($0) * step },
                               keyTimes: (0...steps).map { Double($0) / Double(steps) })
        default:
            let points = motion.timing.controlPoints ?? (0, 0, 1, 1)
            pacing = .bezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
        }
    }

    /// The animations of `motions` for a transaction shown at `time`, each under the
    /// key of its place in the list; those that are no longer running, or have no
    /// duration, are left out.
    package static func animations(of motions: [Motion], at time: Instant) -> [CoreAnimationMotion] {
        motions.enumerated().compactMap { index, motion in
            guard motion.isRunning(at: time) else { return nil }
            return CoreAnimationMotion(motion, at: time, key: keyPrefix + String(index))
        }
    }

    /// The keys of a layer's animations (`animationKeys()`) that PopupKit added and
    /// removes before it plays the next list: all of its own, none of anyone else's.
    package static func keysToRemove(from keys: [String]?) -> [String] {
        (keys ?? []).filter { $0.hasPrefix(keyPrefix) }
    }

    /// The key path Core Animation animates for `property`.
    package static func keyPath(_ property: Motion.Property) -> String {
        switch property {
        case .opacity: "opacity"
        case .offsetX: "position.x"
        case .offsetY: "position.y"
        case .scale: "transform.scale"
        case .rotation: "transform.rotation.z"
        }
    }
}
