import PopupKitCore
import PopupKitPresentation

/// Render nodes of a popup's card: its body, title and message (the dimmed
/// background is a group of its own), in the style's `appearance` colours.
enum PopupNodes {
    static func nodes(parts: PopupParts, frame: Rect, style: PopupStyle, appearance: Appearance) -> [RenderNode] {
        var nodes: [RenderNode] = []
        // Room for the body and every part: no regrowth per notice per frame.
        nodes.reserveCapacity(4)
        // A card with no background (a bare one) casts no shadow.
        let fill = style.backgroundColor.resolved(appearance)
        let shadow = fill.alpha > 0 ? Shadow(color: .black, opacity: 0.25, radius: 16, offset: Size(width: 0, height: 4)) : nil
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: fill, borderColor: nil, borderWidth: 0,
                                  shadow: shadow)))
        if let title = parts.title { nodes.append(.text(TextNode(placement: title, color: style.titleColor.resolved(appearance)))) }
        if let message = parts.message { nodes.append(.text(TextNode(placement: message, color: style.messageColor.resolved(appearance)))) }
        return nodes
    }
}
