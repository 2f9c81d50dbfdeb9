import PopupKitCore
import PopupKitPresentation

/// One drawing step of a layer's content, in the layer's own coordinates (its
/// group's local coordinates, y down): what a platform painter turns into one or
/// two calls of its 2D API. The list for a layer is ``LayerPaint/commands``.
public enum PaintCommand: Hashable, Sendable {
    /// Fills the path (non-zero winding).
    case fill(PaintPath, NoticeColor)
    /// Fills the path with a soft shadow under it (Core Graphics:
    /// `setShadow(offset:blur:color:)` around the fill). As in Core Graphics, the
    /// shadow is multiplied by the fill's alpha: a box's commands divide it out.
    case fillWithShadow(PaintPath, NoticeColor, ShadowPaint)
    /// Strokes the path.
    case stroke(PaintPath, NoticeColor, StrokeStyle)
    /// A radial gradient clipped to `clip`: `inner` at `center`, `outer` at
    /// `radius` and beyond (a popup's vignette).
    case radialGradient(clip: Rect, center: Point, radius: Double, inner: NoticeColor, outer: NoticeColor)
    /// Text drawn as layout placed it (see ``TextPlacement``): wrapped at the
    /// frame's width with its font, alignment and line limit, clipped to the frame
    /// when its lines reach past it.
    case text(TextPlacement, NoticeColor)
    /// An image the platform resolves by name or URL, aspect-fitted into the rect
    /// (``ImagePaint/fitted(imageSize:)``); when it has none, it draws
    /// ``ImagePaint/fallback``.
    case image(ImagePaint)
    /// Commands under a transform and an opacity, composited together (a group
    /// inside a layer's content: custom content's own groups).
    case group(PaintGroup)
}

/// Commands drawn in their own coordinates, mapped to the layer's by `transform`
/// and composited at `opacity` (Core Graphics: `concatenate`, `setAlpha` and a
/// transparency layer).
public struct PaintGroup: Hashable, Sendable {
    public var transform: LayerTransform
    public var opacity: Double
    public var commands: [PaintCommand]

    public init(transform: LayerTransform, opacity: Double, commands: [PaintCommand]) {
        self.transform = transform
        self.opacity = opacity
        self.commands = commands
    }
}

/// A soft shadow: its colour with the opacity folded in, a blur radius (Core
/// Animation's `shadowRadius`, Core Graphics' `blur`) and an offset.
public struct ShadowPaint: Hashable, Sendable {
    public var color: NoticeColor
    public var blur: Double
    public var offset: Size

    public init(color: NoticeColor, blur: Double, offset: Size) {
        self.color = color
        self.blur = blur
        self.offset = offset
    }

    /// A style's shadow as drawn: `nil` when it shows nothing (clear, zero or NaN
    /// opacity, a non-finite radius or offset).
    public init?(_ shadow: Shadow) {
        let opacity = shadow.opacity.isFinite ? min(1, max(0, shadow.opacity)) : 0
        let alpha = shadow.color.alpha * opacity
        guard alpha > 0, shadow.radius.isFinite, shadow.offset.width.isFinite, shadow.offset.height.isFinite
        else { return nil }
        self.init(color: shadow.color.withAlpha(alpha), blur: max(0, shadow.radius), offset: shadow.offset)
    }

    /// How far past its shape the shadow's ink reaches on each side: the blur
    /// (a Gaussian of standard deviation blur / 2 fades out by 3σ) plus the offset.
    public func outset(of rect: Rect) -> Rect {
        let spread = blur * 1.5 + 1
        return rect.offsetBy(dx: offset.width, dy: offset.height).outset(by: spread).union(rect)
    }
}

/// How a line is stroked.
public struct StrokeStyle: Hashable, Sendable {
    public enum Cap: Hashable, Sendable { case butt, round }
    public enum Join: Hashable, Sendable { case miter, round }

    public var width: Double
    public var cap: Cap
    public var join: Join
    /// Dash lengths (on, off, …); empty for a solid line.
    public var dash: [Double]

    public init(width: Double, cap: Cap = .butt, join: Join = .miter, dash: [Double] = []) {
        self.width = width
        self.cap = cap
        self.join = join
        self.dash = dash
    }
}

/// An image slot: a name or URL, the rectangle it is fitted into, and what is
/// drawn while the platform has no image for it.
public struct ImagePaint: Hashable, Sendable {
    public var name: String
    public var rect: Rect
    /// The slot while the image is missing or loading: the placeholder colour's
    /// rounded rectangle, or the missing-image look (a grey box with a cross).
    public var fallback: [PaintCommand]
    /// The colour a template image is drawn in (``ImageNode/tint``; see
    /// ``tint(for:)``).
    public var tint: NoticeColor?

    public init(name: String, rect: Rect, fallback: [PaintCommand], tint: NoticeColor? = nil) {
        self.name = name
        self.rect = rect
        self.fallback = fallback
        self.tint = tint
    }

    /// The colour an image in `rendering` is drawn in: a template image takes the
    /// notice's foreground (``tint``), so a system symbol is never drawn black on a
    /// dark box; an original image is drawn as it is (`nil`).
    public func tint(for rendering: ImageRendering) -> NoticeColor? {
        rendering == .template ? tint : nil
    }

    /// Where an image of `imageSize` (any unit: only its aspect counts) is drawn:
    /// as large as fits the rect, centred (`UIImageView`'s `scaleAspectFit`).
    /// `nil` for an empty image or slot.
    public func fitted(imageSize: Size) -> Rect? {
        guard imageSize.width > 0, imageSize.height > 0, rect.width > 0, rect.height > 0,
              imageSize.width.isFinite, imageSize.height.isFinite else { return nil }
        let scale = min(rect.width / imageSize.width, rect.height / imageSize.height)
        let size = Size(width: imageSize.width * scale, height: imageSize.height * scale)
        return Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// How a platform image asks to be drawn (UIKit: `UIImage.renderingMode`, with
/// system symbols counting as templates when they ask for nothing, as
/// `UIImageView` draws them).
public enum ImageRendering: Hashable, Sendable {
    /// Its own colours: a photo, a multicolour icon.
    case original
    /// A shape drawn in the colour around it: a system symbol, an asset marked
    /// "Template Image".
    case template

    /// How an image is drawn: as it asks (`requested`), or when it asks nothing
    /// (UIKit's `automatic`), as a template if it is a symbol and as it is if not.
    public init(requested: ImageRendering?, isSymbol: Bool) {
        self = requested ?? (isSymbol ? .template : .original)
    }
}
