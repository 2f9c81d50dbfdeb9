import PopupKitCore
import PopupKitPresentation

/// What of a scene's group is declared motion: the values its opacity, scale,
/// offset and rotation rest at (the model values a host sets on the layer) and
/// the motions running over them (``Motion``). The group itself holds the values
/// sampled at the scene's instant, ``sampled(at:)`` of these, so a still picture,
/// a hit test and a dump read the scene as before, while a host hands the resting
/// values and the motions to its compositor once.
public struct GroupMotion: Hashable, Sendable {
    public var opacity: Double
    public var scale: Double
    public var offset: Point
    public var rotation: Double
    /// The motions running at the scene's instant, in the order they apply.
    public var motions: [Motion]

    public init(opacity: Double = 1, scale: Double = 1, offset: Point = .zero, rotation: Double = 0,
                motions: [Motion] = []) {
        self.opacity = opacity
        self.scale = scale
        self.offset = offset
        self.rotation = rotation
        self.motions = motions
    }

    /// The values shown at `time`: each resting value as the motions change it.
    public func sampled(at time: Instant) -> (opacity: Double, scale: Double, offset: Point, rotation: Double) {
        (motions.apply(.opacity, to: opacity, at: time), motions.apply(.scale, to: scale, at: time),
         Point(x: motions.apply(.offsetX, to: offset.x, at: time), y: motions.apply(.offsetY, to: offset.y, at: time)),
         motions.apply(.rotation, to: rotation, at: time))
    }

    /// Only the motions still running at `time`.
    func running(at time: Instant) -> GroupMotion {
        var copy = self
        copy.motions.removeAll { !$0.isRunning(at: time) }
        return copy
    }
}
