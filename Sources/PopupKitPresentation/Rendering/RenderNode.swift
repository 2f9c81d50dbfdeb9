import PopupKitCore

/// One node of a ``Scene``: a group with opacity and transform, or a primitive a
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
}

/// Children drawn together: opacity applies to the group as a whole, then the
/// group is scaled about `anchor` and moved by `offset`.
public struct RenderGroup: Hashable, Sendable {
    /// What the group stands for (`toast "t1"`), for dumps and debugging.
    public var name: String
    public var opacity: Double
    public var scale: Double
    public var anchor: Point
    public var offset: Point
    public var children: [RenderNode]

    public init(name: String, opacity: Double = 1, scale: Double = 1, anchor: Point = .zero,
                offset: Point = .zero, children: [RenderNode]) {
        self.name = name
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.offset = offset
        self.children = children
    }
}

/// A soft shadow under a box.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var opacity: Double
    public var radius: Double
    public var offset: Size

    public init(color: Color, opacity: Double, radius: Double, offset: Size) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// A style's shadow when it displays one (toasts and banners share the fields).
    static func of(_ displayed: Bool, color: Color, opacity: Double, radius: Double, offset: Size) -> Shadow? {
        displayed ? Shadow(color: color, opacity: opacity, radius: radius, offset: offset) : nil
    }
}

/// A rounded rectangle with a fill, an optional border and an optional shadow.
public struct BoxNode: Hashable, Sendable {
    public var rect: Rect
    public var cornerRadius: Double
    public var fill: Color
    public var borderColor: Color?
    public var borderWidth: Double
    public var shadow: Shadow?

    public init(rect: Rect, cornerRadius: Double = 0, fill: Color, borderColor: Color? = nil, borderWidth: Double = 0,
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
    public var color: Color

    public init(placement: TextPlacement, color: Color) {
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
    public var placeholder: Color?

    public init(name: String, rect: Rect, placeholder: Color? = nil) {
        self.name = name
        self.rect = rect
        self.placeholder = placeholder
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
    public var color: Color

    public init(kind: Kind, rect: Rect, color: Color) {
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
    public var color: Color
    public var phase: Double
    public var style: HUDStyle.Spinner

    public init(center: Point, radius: Double, thickness: Double, color: Color, phase: Double,
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
    public var color: Color
    public var trackColor: Color

    public init(center: Point, radius: Double, thickness: Double, value: Double, color: Color, trackColor: Color) {
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
    public var fill: Color?
    public var strokeColor: Color?
    public var strokeWidth: Double
    /// Dash lengths (on, off, …); empty for a solid line.
    public var dash: [Double]

    public init(points: [Point], closed: Bool, fill: Color? = nil, strokeColor: Color? = nil, strokeWidth: Double = 0,
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
    public var color: Color

    public init(center: Point, radius: Double, color: Color) {
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
        case solid(Color)
        /// Clear at `center`, `edge` colour at the farthest corner.
        case radialGradient(center: Point, edge: Color)
    }

    public var rect: Rect
    public var fill: Fill

    public init(rect: Rect, fill: Fill) {
        self.rect = rect
        self.fill = fill
    }
}
