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
/// struct Badge: NoticeContent {
///     var color: NoticeColor
///     func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size {
///         Size(width: min(40, maxSize.width), height: min(40, maxSize.height))
///     }
///     func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] {
///         [.box(BoxNode(rect: frame, cornerRadius: frame.height / 2, fill: color))]
///     }
/// }
/// let toast = Toast(content: CustomContent(Badge(color: .white), name: "badge"))
/// ```
public protocol NoticeContent: Sendable {
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

    /// What a screen reader says for the content (the notice's own text, if any,
    /// comes first). `nil`, the default, reads the content's name.
    var accessibilityLabel: String? { get }
}

extension NoticeContent {
    public var accessibilityLabel: String? { nil }
}
