import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// What changes about a layer while it animates, and nothing it draws: a fade,
/// slide, pop, drag, reflow, keyboard move or turning spinner changes only these,
/// so a host moves its layer (Core Animation: `opacity`, `position`,
/// `transform`) without drawing it again.
///
/// A point `p` of the layer's content (its group's own coordinates) is shown at
/// `position + offset + anchor + R(rotation) · scale · (p − anchor)` in the
/// parent's coordinates (``RenderGroup/place(_:)``).
public struct LayerProperties: Hashable, Sendable {
    public var opacity: Double
    public var position: Point
    public var offset: Point
    public var scale: Double
    /// Radians, clockwise on screen.
    public var rotation: Double
    /// What scaling and turning are about, in the layer's own coordinates.
    public var anchor: Point

    public init(opacity: Double = 1, position: Point = .zero, offset: Point = .zero, scale: Double = 1,
                rotation: Double = 0, anchor: Point = .zero) {
        self.opacity = opacity
        self.position = position
        self.offset = offset
        self.scale = scale
        self.rotation = rotation
        self.anchor = anchor
    }

    /// The properties of `group`.
    public init(_ group: RenderGroup) {
        self.init(opacity: group.opacity, position: group.position, offset: group.offset, scale: group.scale,
                  rotation: group.rotation, anchor: group.anchor)
    }
}

extension LayerProperties {
    /// The properties shown at `time` when `motions` play over these resting
    /// values: what a compositor draws between transactions (``Motion/apply(to:at:)``,
    /// the rule the stage samples its scenes with).
    public func presented(by motions: [Motion], at time: Instant) -> LayerProperties {
        guard !motions.isEmpty else { return self }
        var shown = self
        shown.opacity = motions.apply(.opacity, to: opacity, at: time)
        shown.scale = motions.apply(.scale, to: scale, at: time)
        shown.offset = Point(x: motions.apply(.offsetX, to: offset.x, at: time), y: motions.apply(.offsetY, to: offset.y, at: time))
        shown.rotation = motions.apply(.rotation, to: rotation, at: time)
        return shown
    }
}
