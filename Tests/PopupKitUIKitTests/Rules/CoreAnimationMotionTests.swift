import PopupKit
import PopupKitHost
import PopupKitUIKit
import Testing

/// What a declared motion becomes in Core Animation: the key path, the additive
/// values, the begin time, the repeat and the pacing the host assigns
/// (``CoreAnimationMotion``). The last tests play each description the way the
/// render server does — fill backwards, repeat, pace, add to the model value —
/// and see it show what ``Motion/apply(to:at:)`` says at every sample.
@Suite("Core Animation: motions as animations")
struct CoreAnimationMotionTests {
    /// The instant the transaction shows, on the center's clock.
    static let time = Instant(seconds: 10)

    static func motion(_ property: Motion.Property, from: Double, to: Double, after seconds: Double = 0,
                       duration: Double = 0.3, timing: MotionTiming, repeats: Bool = false) -> Motion {
        Motion(property, from: from, to: to, begin: time + TimeSpan(seconds: seconds),
               duration: .milliseconds(Int64((duration * 1000).rounded())), timing: timing, repeats: repeats)
    }

    static func description(_ motion: Motion) throws -> CoreAnimationMotion {
        try #require(CoreAnimationMotion(motion, at: time))
    }

    static func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test("a fade in, 0→1 easeOut, is an additive opacity −1→0 with Core Animation's ease-out points")
    func fadeIn() throws {
        let fade = try Self.description(Self.motion(.opacity, from: 0, to: 1, timing: .easeOut))
        #expect(fade.keyPath == "opacity")
        #expect(fade.isAdditive)
        #expect(fade.fromValue == -1 && fade.toValue == 0, "measured from its end, where the layer rests")
        #expect(fade.pacing == .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(fade.beginOffset == 0 && Self.isClose(fade.duration, 0.3))
        #expect(fade.repeatCount == 1)
        #expect(fade.fillsBackwards && fade.isRemovedOnCompletion)
        #expect(fade.key == "popupkit.motion.0")
    }

    @Test("each property animates its own key path; the named timings are Core Animation's control points")
    func keyPathsAndTimings() throws {
        let paths = try Motion.Property.allCases.map { try Self.description(Self.motion($0, from: 1, to: 2, timing: .linear)).keyPath }
        #expect(paths == ["opacity", "position.x", "position.y", "transform.scale", "transform.rotation.z"])
        let pacing = try [MotionTiming.linear, .easeIn, .easeInOut, .keyboard].map {
            try Self.description(Self.motion(.offsetY, from: 40, to: 0, timing: $0)).pacing
        }
        #expect(pacing == [.bezier(x1: 0, y1: 0, x2: 1, y2: 1), .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
                           .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), .bezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)])
        let slide = try Self.description(Self.motion(.offsetY, from: -80, to: 0, timing: .easeOut))
        #expect(slide.fromValue == -80 && slide.toValue == 0)
        let spring = try Self.description(Self.motion(.offsetX, from: 30, to: 10,
                                                      timing: .spring(mass: 1, stiffness: 300, damping: 24)))
        #expect(spring.pacing == .spring(mass: 1, stiffness: 300, damping: 24))
        #expect(spring.fromValue == 20 && spring.toValue == 0 && Self.isClose(spring.duration, 0.3))
    }

    @Test("a scale is a factor of the model's: a HUD's pop 1/1.5→1 is transform.scale 0.667→1")
    func scale() throws {
        let pop = try Self.description(Self.motion(.scale, from: 1 / 1.5, to: 1, timing: .easeOut))
        #expect(pop.keyPath == "transform.scale" && pop.isAdditive)
        #expect(Self.isClose(pop.fromValue, 0.6667, within: 1e-4) && pop.toValue == 1)
        let grow = try Self.description(Self.motion(.scale, from: 2, to: 4, timing: .linear))
        #expect(grow.fromValue == 0.5 && grow.toValue == 1, "divided by the anchor, not less it")
        let vanish = try Self.description(Self.motion(.scale, from: 1, to: 0, timing: .easeIn))
        #expect(!vanish.isAdditive, "no factor of 0: the absolute values")
        #expect(vanish.fromValue == 1 && vanish.toValue == 0)
    }

    @Test("a spinner repeats forever: the ring turns linearly 0→2π, the system spinner in 12 discrete steps")
    func spinners() throws {
        let ring = try Self.description(Self.motion(.rotation, from: 0, to: 2 * .pi, after: -0.4, duration: 1,
                                                    timing: .linear, repeats: true))
        #expect(ring.keyPath == "transform.rotation.z" && ring.isAdditive)
        #expect(ring.repeatCount == .infinity)
        #expect(ring.fromValue == 0 && ring.toValue == 2 * .pi, "measured from its start, where it repeats")
        #expect(ring.pacing == .bezier(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(Self.isClose(ring.beginOffset, -0.4) && ring.duration == 1)

        let spokes = try Self.description(Self.motion(.rotation, from: 0, to: 2 * .pi, duration: 1,
                                                      timing: .steps(12), repeats: true))
        #expect(spokes.repeatCount == .infinity)
        guard case let .discrete(values, keyTimes) = spokes.pacing else {
            Issue.record("steps(12) is not a discrete keyframe animation: \(spokes.pacing)")
            return
        }
        #expect(values.count == 12 && keyTimes.count == 13, "one key time more than values, as discrete keyframes need")
        for k in 0..<12 {
            #expect(Self.isClose(values[k], Double(k) * .pi / 6), "spoke \(k)")
            #expect(Self.isClose(keyTimes[k], Double(k) / 12))
        }
        #expect(keyTimes.last == 1)
        let ticking = try Self.description(Self.motion(.opacity, from: 1, to: 0.2, timing: .steps(4)))
        guard case let .discrete(steps, _) = ticking.pacing else {
            Issue.record("steps(4) is not discrete")
            return
        }
        #expect(zip(steps, [0.8, 0.6, 0.4, 0.2]).allSatisfy { Self.isClose($0, $1) },
                "a one-shot's steps measured from its end: \(steps)")
    }

    @Test("a motion begins its offset from the transaction: one begun 0.1 s before is 0.1 s under way")
    func beginOffsets() throws {
        let begun = try Self.description(Self.motion(.opacity, from: 1, to: 0, after: -0.1, timing: .easeIn))
        #expect(Self.isClose(begun.beginOffset, -0.1))
        let later = try Self.description(Self.motion(.opacity, from: 0, to: 1, after: 0.25, timing: .easeOut))
        #expect(Self.isClose(later.beginOffset, 0.25))
        #expect(later.fillsBackwards, "shows its start, not the model value, until it begins")
    }

    @Test("a list keys each animation by its place, leaves out what has ended or has no length, and removes only PopupKit's keys")
    func lists() {
        let motions = [Self.motion(.opacity, from: 0, to: 1, timing: .easeOut),
                       Self.motion(.offsetY, from: 20, to: 0, after: -1, timing: .easeOut),
                       Self.motion(.scale, from: 0.8, to: 1, duration: 0, timing: .easeOut),
                       Self.motion(.rotation, from: 0, to: 2 * .pi, after: -30, duration: 1, timing: .linear, repeats: true)]
        let animations = CoreAnimationMotion.animations(of: motions, at: Self.time)
        #expect(animations.map(\.key) == ["popupkit.motion.0", "popupkit.motion.3"])
        #expect(animations.map(\.keyPath) == ["opacity", "transform.rotation.z"])
        #expect(CoreAnimationMotion(motions[2], at: Self.time) == nil, "Core Animation would give it 0.25 s")
        #expect(CoreAnimationMotion.animations(of: [], at: Self.time).isEmpty)
        #expect(CoreAnimationMotion.keysToRemove(from: ["position", "popupkit.motion.3", "bounds", "popupkit.motion.0"])
                == ["popupkit.motion.3", "popupkit.motion.0"])
        #expect(CoreAnimationMotion.keysToRemove(from: nil).isEmpty)
    }

    // MARK: Played as the render server plays it

    /// What a layer resting at `rest` shows at `sample` while it plays `animation`,
    /// added with a transaction shown at `time`, by Core Animation's rules: before
    /// its begin it fills backwards; a repeating one starts again each cycle; a
    /// finished one is removed (the model value shows); in between it paces from
    /// `fromValue` to `toValue` (a discrete one holds each value from its key time);
    /// an additive value adds to the model's, or multiplies it for a transform's scale.
    static func shown(_ animation: CoreAnimationMotion, rest: Double, at sample: Instant) -> Double {
        var elapsed = (sample - time).seconds - animation.beginOffset
        let value: Double
        if elapsed < 0 {
            if case let .discrete(values, _) = animation.pacing { value = values.first ?? 0 } else { value = animation.fromValue }
        } else {
            if animation.repeatCount.isInfinite {
                elapsed = elapsed.truncatingRemainder(dividingBy: animation.duration)
            } else if elapsed >= animation.duration * Double(max(1, animation.repeatCount)) {
                return rest
            }
            switch animation.pacing {
            case let .bezier(x1, y1, x2, y2):
                let fraction = MotionTiming.curve(x1: x1, y1: y1, x2: x2, y2: y2).fraction(elapsed: elapsed, of: animation.duration)
                value = animation.fromValue + (animation.toValue - animation.fromValue) * fraction
            case let .spring(mass, stiffness, damping):
                let fraction = MotionTiming.spring(mass: mass, stiffness: stiffness, damping: damping)
                    .fraction(elapsed: elapsed, of: animation.duration)
                value = animation.fromValue + (animation.toValue - animation.fromValue) * fraction
            case let .discrete(values, keyTimes):
                let progress = elapsed / animation.duration
                let index = keyTimes.lastIndex { $0 <= progress } ?? 0
                value = values[min(index, values.count - 1)]
            }
        }
        guard animation.isAdditive else { return value }
        return animation.keyPath == "transform.scale" ? rest * value : rest + value
    }

    /// What several animations of one key path show together: each adds to (or
    /// scales) what the ones before leave.
    static func shown(_ animations: [CoreAnimationMotion], rest: Double, at sample: Instant) -> Double {
        animations.reduce(rest) { value, animation in shown(animation, rest: value, at: sample) }
    }

    /// Samples from before the transaction to after every motion here ends, off
    /// the steps' boundaries.
    static let samples = (0..<140).map { time + TimeSpan(seconds: -0.2 + Double($0) * 0.0173) }

    @Test("played as Core Animation plays it, each description shows what the motion applies, at every sample",
          arguments: [
              motion(.opacity, from: 0, to: 1, timing: .easeOut),
              motion(.opacity, from: 0.6, to: 0, after: -0.12, timing: .easeIn),
              motion(.offsetY, from: -80, to: 0, after: 0.05, duration: 0.45, timing: .spring(mass: 1, stiffness: 200, damping: 14)),
              motion(.offsetX, from: 12, to: -4, timing: .keyboard),
              motion(.offsetY, from: 0, to: 30, after: 0.2, duration: 0.8, timing: .curve(x1: 0.2, y1: 1.4, x2: 0.4, y2: 1)),
              motion(.scale, from: 1 / 1.5, to: 1, timing: .easeOut),
              motion(.scale, from: 1.2, to: 0.9, after: -0.1, timing: .easeInOut),
              motion(.rotation, from: 0, to: 2 * .pi, after: -3.3, duration: 1, timing: .linear, repeats: true),
              motion(.rotation, from: 0, to: 2 * .pi, after: 0.1, duration: 1, timing: .steps(12), repeats: true),
              motion(.opacity, from: 0.2, to: 1, duration: 0.9, timing: .steps(5)),
              motion(.offsetX, from: 5, to: 25, after: -0.05, duration: 0.5, timing: .easeInOut, repeats: true),
          ])
    func playsAsTheMotionApplies(_ motion: Motion) throws {
        let animation = try #require(CoreAnimationMotion(motion, at: Self.time))
        for rest in [0.0, 1, 0.4, 120] {
            for sample in Self.samples {
                let expected = motion.apply(to: rest, at: sample)
                let shown = Self.shown(animation, rest: rest, at: sample)
                #expect(Self.isClose(shown, expected, within: 1e-6),
                        "\(motion) resting at \(rest), \(sample.seconds - Self.time.seconds)s in: Core Animation \(shown), motion \(expected)")
            }
        }
    }

    @Test("a scale to 0 plays its absolute values, which is what it shows resting at its end")
    func scaleToZero() throws {
        let motion = Self.motion(.scale, from: 1, to: 0, after: -0.05, timing: .easeIn)
        let animation = try Self.description(motion)
        for sample in Self.samples {
            #expect(Self.isClose(Self.shown(animation, rest: 0, at: sample), motion.apply(to: 0, at: sample), within: 1e-6))
        }
    }

    @Test("motions of one property add up as their animations do: a fade interrupted by a fade out, a pop under a slide")
    func interrupted() {
        let fades = [Self.motion(.opacity, from: 0, to: 1, after: -0.15, timing: .easeOut),
                     Self.motion(.opacity, from: 1, to: 0, timing: .easeIn)]
        let pops = [Self.motion(.scale, from: 0.8, to: 1, after: -0.1, timing: .easeOut),
                    Self.motion(.scale, from: 1, to: 1.25, after: 0.1, timing: .spring(mass: 1, stiffness: 180, damping: 12))]
        for (motions, property, rest) in [(fades, Motion.Property.opacity, 0.0), (pops, .scale, 1.25)] {
            let animations = CoreAnimationMotion.animations(of: motions, at: Self.time)
            #expect(animations.count == 2)
            for sample in Self.samples {
                let expected = motions.apply(property, to: rest, at: sample)
                let shown = Self.shown(animations, rest: rest, at: sample)
                #expect(Self.isClose(shown, expected, within: 1e-6), "\(property) at \(sample): \(shown) vs \(expected)")
            }
        }
    }
}
