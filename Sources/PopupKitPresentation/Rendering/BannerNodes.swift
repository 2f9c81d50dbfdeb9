import PopupKitCore

/// Render nodes of a banner: its card, icon, title and subtitle.
enum BannerNodes {
    static func nodes(_ banner: Banner, parts: BannerParts, frame: Rect, style: BannerStyle) -> [RenderNode] {
        let shadow = Shadow.of(style.displayShadow, color: style.shadowColor, opacity: style.shadowOpacity,
                               radius: style.shadowRadius, offset: style.shadowOffset)
        var nodes: [RenderNode] = []
        // Room for the body and every part: no regrowth per notice per frame.
        nodes.reserveCapacity(4)
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.backgroundColor,
                                  borderColor: nil, borderWidth: 0, shadow: shadow)))
        if let icon = parts.icon, let name = banner.image { nodes.append(.image(ImageNode(name: name, rect: icon))) }
        if let title = parts.title { nodes.append(.text(TextNode(placement: title, color: style.titleColor))) }
        if let subtitle = parts.subtitle { nodes.append(.text(TextNode(placement: subtitle, color: style.subtitleColor))) }
        return nodes
    }
}
