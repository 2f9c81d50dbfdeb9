import PopupKitCore
import RealModule

/// One node of a `RenderScene`: a group with opacity and transform, or a primitive a
/// back end knows how to draw. Back ends draw these and decide nothing.
public enum RenderNode: Hashable, Sendable {
    case group(RenderGroup)
    case box(BoxNode)
    case text(TextNode)
    case image(ImageNode)
    case glyph(GlyphNode)
    case spinner(SpinnerNode)
    case ring(RingNode)
    case path(PathNode)
    case dot(DotNode)
    case mask(MaskNode)
    /// Where the app's own view goes (drawn by the app, not by a back end).
    case slot(SlotNode)
}

/// Children drawn together, as one layer: the children are in the group's own
/// (local) coordinates; the group is scaled and turned about `anchor` (local),
/// then its local origin is placed at `position` (in its parent's coordinates:
/// the container's for a top-level group) and moved by `offset`; opacity applies
/// to the group as a whole.
///
/// A host keeps one layer per keyed group: a fade, slide, pop, drag, reflow or
/// spinner changes only the properties (opacity, position, offset, scale,
/// rotation), so the layer moves without being drawn again; a change of the
/// children (a text, a progress value, a colour) redraws it.
public struct RenderGroup: Hashable, Sendable {
    /// What the group stands for (`toast "t1"`): for dumps and debugging only.
    /// Identity is ``key``.
    public var name: String
    /// Which showing and part this group is; `nil` for a group that is only a
    /// way of drawing its parent's content (custom content's own groups).
    public var key: GroupKey?
    public var opacity: Double
    public var scale: Double
    /// Turn about ``anchor``, in radians, clockwise on screen (y down).
    public var rotation: Double
    /// The point scaling and turning are about, in local coordinates.
    public var anchor: Point
    /// Where the local origin sits in the parent's coordinates.
    public var position: Point
    /// A move on top of ``position``: an animation's slide or a finger's drag.
    public var offset: Point
    public var children: [RenderNode]

    public init(name: String, key: GroupKey? = nil, opacity: Double = 1, scale: Double = 1, rotation: Double = 0,
                anchor: Point = .zero, position: Point = .zero, offset: Point = .zero, children: [RenderNode]) {
        self.name = name
        self.key = key
        self.opacity = opacity
        self.scale = scale
        self.rotation = rotation
        self.anchor = anchor
        self.position = position
        self.offset = offset
        self.children = children
    }

    /// Maps a point in local coordinates to the parent's: scale and turn about
    /// the anchor, then place at position plus offset.
    public func place(_ point: Point) -> Point {
        let dx = (point.x - anchor.x) * scale, dy = (point.y - anchor.y) * scale
        let (sin, cos) = rotation == 0 ? (0.0, 1.0) : Self.sinCos(rotation)
        return Point(x: dx * cos - dy * sin + anchor.x + position.x + offset.x,
                     y: dx * sin + dy * cos + anchor.y + position.y + offset.y)
    }
}

extension RenderGroup {
    /// Whether scale, rotation, anchor, position and offset are all finite: a
    /// group that is not draws nothing.
    public var hasFiniteTransform: Bool {
        scale.isFinite && rotation.isFinite && anchor.isFinite && position.isFinite && offset.isFinite
    }

    /// Sine and cosine (RealModule's, so the module needs no Foundation).
    package static func sinCos(_ angle: Double) -> (Double, Double) {
        (Double.sin(angle), Double.cos(angle))
    }
}

/// A soft shadow under a box.
public struct Shadow: Hashable, Sendable {
    public var color: NoticeColor
    public var opacity: Double
    public var radius: Double
    public var offset: Size

    public init(color: NoticeColor, opacity: Double, radius: Double, offset: Size) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// A style's shadow when it displays one (toasts and banners share the fields).
    package static func of(_ displayed: Bool, color: NoticeColor, opacity: Double, radius: Double, offset: Size) -> Shadow? {
        displayed ? Shadow(color: color, opacity: opacity, radius: radius, offset: offset) : nil
    }
}

/// A rounded rectangle with a fill, an optional border and an optional shadow.
public struct BoxNode: Hashable, Sendable {
    public var rect: Rect
    public var cornerRadius: Double
    public var fill: NoticeColor
    public var borderColor: NoticeColor?
    public var borderWidth: Double
    public var shadow: Shadow?

    public init(rect: Rect, cornerRadius: Double = 0, fill: NoticeColor, borderColor: NoticeColor? = nil, borderWidth: Double = 0,
                shadow: Shadow? = nil) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.shadow = shadow
    }
}

/// Text laid out as measured: the back end wraps it in `placement.frame.width`
/// with the same font and line limit.
public struct TextNode: Hashable, Sendable {
    public var placement: TextPlacement
    public var color: NoticeColor

    public init(placement: TextPlacement, color: NoticeColor) {
        self.placement = placement
        self.color = color
    }
}

/// An image by name (a PNG path for the Cairo back end) or by `http`/`https`
/// URL (see ``ImageSource``), aspect-fitted into `rect`.
public struct ImageNode: Hashable, Sendable {
    /// A name, or a URL the host loads.
    public var name: String
    public var rect: Rect
    /// What the slot shows while the image is not available (a URL still loading
    /// or failed, a name that cannot be read): a rounded rectangle of this colour.
    /// `nil` draws the back end's missing-image look (a grey box with a cross).
    public var placeholder: NoticeColor?
    /// The colour a template image is drawn in (a system symbol, an image marked
    /// as a template): the notice's foreground, so a symbol shows on a dark box as
    /// on a light one. An image drawn as it is (a photo, an icon in its own
    /// colours) ignores it; `nil` draws every image as it is.
    public var tint: NoticeColor?

    public init(name: String, rect: Rect, placeholder: NoticeColor? = nil, tint: NoticeColor? = nil) {
        self.name = name
        self.rect = rect
        self.placeholder = placeholder
        self.tint = tint
    }

    /// Whether ``name`` is an `http`/`https` URL.
    public var isURL: Bool { ImageSource.isURL(name) }
}

/// A built-in glyph, drawn as paths.
public struct GlyphNode: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case success, error, info
    }

    public var kind: Kind
    public var rect: Rect
    public var color: NoticeColor

    public init(kind: Kind, rect: Rect, color: NoticeColor) {
        self.kind = kind
        self.rect = rect
        self.color = color
    }
}

/// An indeterminate spinner at a rotation `phase` (0…1 of a turn).
public struct SpinnerNode: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var thickness: Double
    public var color: NoticeColor
    public var phase: Double
    public var style: HUDStyle.Spinner

    public init(center: Point, radius: Double, thickness: Double, color: NoticeColor, phase: Double,
                style: HUDStyle.Spinner) {
        self.center = center
        self.radius = radius
        self.thickness = thickness
        self.color = color
        self.phase = phase
        self.style = style
    }
}

/// A determinate progress ring filled to `value` (0…1) from the top, clockwise.
public struct RingNode: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var thickness: Double
    public var value: Double
    public var color: NoticeColor
    public var trackColor: NoticeColor

    public init(center: Point, radius: Double, thickness: Double, value: Double, color: NoticeColor, trackColor: NoticeColor) {
        self.center = center
        self.radius = radius
        self.thickness = thickness
        self.value = value
        self.color = color
        self.trackColor = trackColor
    }
}

/// A polyline or polygon: a bubble's arrow or dotted line.
public struct PathNode: Hashable, Sendable {
    public var points: [Point]
    public var closed: Bool
    public var fill: NoticeColor?
    public var strokeColor: NoticeColor?
    public var strokeWidth: Double
    /// Dash lengths (on, off, …); empty for a solid line.
    public var dash: [Double]

    public init(points: [Point], closed: Bool, fill: NoticeColor? = nil, strokeColor: NoticeColor? = nil, strokeWidth: Double = 0,
                dash: [Double] = []) {
        self.points = points
        self.closed = closed
        self.fill = fill
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.dash = dash
    }
}

/// A filled circle: the dotted line's dot.
public struct DotNode: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var color: NoticeColor

    public init(center: Point, radius: Double, color: NoticeColor) {
        self.center = center
        self.radius = radius
        self.color = color
    }
}

/// A layer over the whole screen behind a HUD or popup.
public struct MaskNode: Hashable, Sendable {
    public enum Fill: Hashable, Sendable {
        /// Blocks touches, draws nothing.
        case clear
        case solid(NoticeColor)
        /// Clear at `center`, `edge` colour at the farthest corner.
        case radialGradient(center: Point, edge: NoticeColor)
    }

    public var rect: Rect
    public var fill: Fill

    public init(rect: Rect, fill: Fill) {
        self.rect = rect
        self.fill = fill
    }
}
