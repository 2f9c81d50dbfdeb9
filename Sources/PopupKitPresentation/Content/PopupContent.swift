import PopupKitCore

/// An app's own content for a toast, a popup or a bubble, in place of their text.
///
/// PopupKit decides everything in the core and draws nothing there, so custom
/// content cannot be a view: it is a small render-tree builder. Layout asks it how
/// big it wants to be (``size(fitting:measurer:)``), places it inside the notice's
/// usual body (padding, corner radius, background, shadow, a bubble's arrow) and the
/// scene asks it for its nodes in the frame it got (``nodes(in:measurer:)``). Text is
/// measured through the host's ``TextMeasuring``, the same one that measures the
/// notices' own text, so content measured on Linux with Pango is drawn as measured.
///
/// Both methods must be pure: the same arguments give the same answer. Layout asks
/// on every frame of an animation, and a notice can be laid out more than once per
/// frame (a stack of toasts that does not fit is laid out again with less height).
///
/// ```swift
/// struct Badge: PopupContent {
///     var color: Color
///     func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size {
///         Size(width: min(40, maxSize.width), height: min(40, maxSize.height))
///     }
///     func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] {
///         [.box(BoxNode(rect: frame, cornerRadius: frame.height / 2, fill: color))]
///     }
/// }
/// let toast = Toast(content: CustomContent(Badge(color: .white), name: "badge"))
/// ```
public protocol PopupContent: Sendable {
    /// The size the content wants, at most `maxSize` (points).
    ///
    /// `maxSize` is what the notice's kind allows its text: a toast's maximum size
    /// minus its paddings, a popup card's width minus its padding, a bubble's
    /// `maxWidth`. Layout clamps the answer (see ``CustomContent/size(fitting:measurer:)``),
    /// so a content never breaks the layout, but it should answer within `maxSize`.
    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size

    /// The content's nodes laid out in `frame` (container coordinates).
    ///
    /// `frame` has the size ``size(fitting:measurer:)`` answered, after clamping.
    /// The nodes are drawn inside the notice's group, above its body, so its fade,
    /// scale and slide apply to them. They are not clipped: a node outside `frame`
    /// is drawn where it is, as a view that does not clip to its bounds.
    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode]
}

/// A ``PopupContent`` with a name, so notices that carry it stay `Hashable`.
///
/// Notices are values compared by the engine and by tests, but a builder cannot be
/// compared. The name identifies the content instead: two `CustomContent` values
/// are equal when their names are equal, whatever builders they hold. Give
/// different content different names: an update in place (submitting the id of a
/// live notice) with a new name is a change of content, and the scene's dump
/// (``Scene/dump()``) shows the name (`group content "badge" …`).
public struct CustomContent: Hashable, Sendable, CustomStringConvertible {
    /// The builder.
    public let content: any PopupContent
    /// What identifies the content: equality, hashing and dumps use it.
    public let name: String

    /// Wraps `content` under `name`.
    public init(_ content: any PopupContent, name: String) {
        self.content = content
        self.name = name
    }

    public static func == (lhs: CustomContent, rhs: CustomContent) -> Bool {
        lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public var description: String { "content \(Format.quoted(name))" }

    /// The size the content wants within `maxSize`, clamped to what layout can use.
    ///
    /// `maxSize` itself is made finite and non-negative first (NaN, negative and
    /// infinite limits become 0). Then each dimension of the answer is clamped: NaN
    /// and negative values (−∞ included) become 0; values above the maximum (+∞
    /// included) become the maximum.
    public func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size {
        let limit = Size(width: Self.limit(maxSize.width), height: Self.limit(maxSize.height))
        let wanted = content.size(fitting: limit, measurer: measurer)
        return Size(width: Self.clamp(wanted.width, to: limit.width), height: Self.clamp(wanted.height, to: limit.height))
    }

    /// The content's nodes in `frame`, as the builder returns them.
    public func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] {
        content.nodes(in: frame, measurer: measurer)
    }

    private static func limit(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    private static func clamp(_ value: Double, to maximum: Double) -> Double {
        value.isNaN ? 0 : min(max(0, value), maximum)
    }
}
