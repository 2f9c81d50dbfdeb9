import PopupKitCore
@_spi(Tools) import PopupKitCore
import PopupKitPresentation

/// Render nodes of what a notice's body wraps: custom content (``CustomContent``)
/// or the slot of a hosted view (``HostedContent``).
enum ContentNodes {
    /// The content's nodes in `frame`, in a group named after the content
    /// (`content "badge" (x, y, w, h)`) so dumps show what they are, placed at the
    /// frame's origin with the nodes in its own coordinates. The group has no
    /// opacity, scale or offset of its own: it sits inside the notice's group, whose fade,
    /// scale and slide apply to it. Nothing is clipped: nodes the content returns
    /// outside `frame` are drawn where they are.
    static func nodes(_ content: CustomContent?, in frame: Rect?, measurer: any TextMeasuring) -> [RenderNode] {
        guard let content, let frame else { return [] }
        let name = "content \(Format.quoted(content.name)) \(frame)"
        // The content's nodes in its own coordinates (origin at the frame's top left).
        let shift = frame.origin.negated
        return [.group(RenderGroup(name: name, position: frame.origin,
                                   children: content.nodes(in: frame, measurer: measurer).map { $0.translated(by: shift) }))]
    }

    /// Appends the content's group (see ``nodes(_:in:measurer:)``) to `nodes`; nothing
    /// without content, so a notice without content builds no extra array.
    static func append(_ content: CustomContent?, in frame: Rect?, measurer: any TextMeasuring,
                       to nodes: inout [RenderNode]) {
        guard content != nil, frame != nil else { return }
        nodes.append(contentsOf: self.nodes(content, in: frame, measurer: measurer))
    }

    /// Appends the slot of a hosted view in `frame` (container coordinates, like the
    /// body's parts): one ``SlotNode`` among the body's nodes, no group of its own,
    /// so the body group's fade, scale, slide and drag place it. Nothing without a
    /// hosted view.
    static func append(_ hosted: HostedContent?, in frame: Rect?, to nodes: inout [RenderNode]) {
        guard let hosted, let frame else { return }
        nodes.append(.slot(SlotNode(name: hosted.name, rect: frame)))
    }
}
