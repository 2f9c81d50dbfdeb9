import PopupKitCore
@_spi(Tools) import PopupKitCore

/// One declared motion of one property of a layer: from, to, when it begins, how
/// long it takes, its pacing and whether it repeats — what a `CABasicAnimation`
/// says. The stage declares every fade, slide, pop, reflow and spinner this way;
/// the layer plan hands a declaration to the host once, when it starts or is
/// interrupted, and the platform's compositor plays it (Core Animation's render
/// server on iOS, the Cairo surface's compositor on Linux) while the driver does
/// nothing.
///
/// A motion changes its layer's property relative to the layer's resting value
/// (the model value a host sets): the value shown is the resting value plus
/// `value(at:) − anchor` for every motion of the property, or times
/// `value(at:) / anchor` for ``Property/scale`` (``apply(to:at:)``). The anchor is
/// ``to`` for a motion that ends (so once it ends it changes nothing and the layer
/// rests where the model says) and ``from`` for one that repeats. A host plays it
/// as an additive animation with those values, so several motions of one
/// property add up the same way everywhere.
public struct Motion: Hashable, Sendable, CustomStringConvertible {
    /// What a motion changes.
    public enum Property: String, Hashable, Sendable, CaseIterable {
        /// 0…1 (Core Animation: `opacity`).
        case opacity
        /// Points right and down from the layer's place (`position.x`, `position.y`).
        case offsetX, offsetY
        /// About the layer's anchor (`transform.scale`).
        case scale
        /// Radians, clockwise on screen (`transform.rotation.z`).
        case rotation
    }

    public var property: Property
    public var from: Double
    public var to: Double
    /// When the motion begins, on the center's clock.
    public var begin: Instant
    /// How long it takes (one cycle, for one that repeats).
    public var duration: Duration
    public var timing: MotionTiming
    /// Whether it starts again at every cycle's end, forever (a spinner).
    public var repeats: Bool

    public init(_ property: Property, from: Double, to: Double, begin: Instant, duration: Duration,
                timing: MotionTiming, repeats: Bool = false) {
        self.property = property
        self.from = from
        self.to = to
        self.begin = begin
        self.duration = duration
        self.timing = timing
        self.repeats = repeats
    }

    /// When it ends; `nil` for one that repeats.
    public var end: Instant? {
        repeats ? nil : begin + TimeSpan(duration)
    }

    /// Whether it still changes its property at `time` (it repeats, or has not
    /// ended): what a plan hands over and a compositor plays.
    public func isRunning(at time: Instant) -> Bool {
        guard let end else { return duration > .zero }
        return time < end
    }

    /// The value the motion has reached at `time`: exactly ``from`` up to its
    /// begin and exactly ``to`` from its end on (in every cycle, for one that repeats).
    public func value(at time: Instant) -> Double {
        guard time > begin else { return from }
        let cycle = TimeSpan(duration).microseconds
        guard cycle > 0 else { return to }
        var elapsed = (time - begin).microseconds
        if repeats {
            elapsed %= cycle
        } else if elapsed >= cycle {
            return to
        }
        let fraction = timing.fraction(elapsed: Double(elapsed) / 1_000_000, of: Double(cycle) / 1_000_000)
        if fraction == 0 { return from }
        if fraction == 1, !repeats { return to }
        return from + (to - from) * fraction
    }

    /// The value it is measured from: ``to`` for a motion that ends, ``from`` for
    /// one that repeats (a host's additive animation runs from `from − anchor` to
    /// `to − anchor`, or from `from / anchor` to `to / anchor` for a scale).
    public var anchor: Double { repeats ? from : to }

    /// `resting` as this motion changes it at `time`: plus `value − anchor`, or
    /// times `value / anchor` for a scale (a scale anchored at zero adds instead).
    /// A motion that has ended returns `resting` exactly.
    public func apply(to resting: Double, at time: Instant) -> Double {
        let value = value(at: time)
        guard value != anchor else { return resting }
        if property == .scale, anchor != 0 { return resting * (value / anchor) }
        return resting + (value - anchor)
    }

    /// `opacity 0→1 from 0.2s over 0.3s easeOut` (`, repeating`).
    public var description: String {
        "\(property.rawValue) \(Format.number(from))→\(Format.number(to)) from \(Format.number(begin.seconds))s"
            + " over \(Format.number(TimeSpan(duration).seconds))s \(timing)\(repeats ? ", repeating" : "")"
    }
}

extension Sequence<Motion> {
    /// `resting` as every motion of `property` here changes it at `time`, in order.
    public func apply(_ property: Motion.Property, to resting: Double, at time: Instant) -> Double {
        reduce(resting) { value, motion in motion.property == property ? motion.apply(to: value, at: time) : value }
    }
}
