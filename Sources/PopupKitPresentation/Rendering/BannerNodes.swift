import PopupKitCore

/// Render nodes of a banner: its card, icon, title and subtitle, in the style's
/// `appearance` colours.
enum BannerNodes {
    static func nodes(_ banner: Banner, parts: BannerParts, frame: Rect, style: BannerStyle,
                      appearance: Appearance) -> [RenderNode] {
        let shadow = Shadow.of(style.displayShadow, color: style.shadowColor.resolved(appearance), opacity: style.shadowOpacity,
                               radius: style.shadowRadius, offset: style.shadowOffset)
        var nodes: [RenderNode] = []
        // Room for the body and every part: no regrowth per notice per frame.
        nodes.reserveCapacity(4)
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.backgroundColor.resolved(appearance),
                                  borderColor: nil, borderWidth: 0, shadow: shadow)))
        if let icon = parts.icon, let name = banner.image { nodes.append(.image(ImageNode(name: name, rect: icon))) }
        if let title = parts.title { nodes.append(.text(TextNode(placement: title, color: style.titleColor.resolved(appearance)))) }
        if let subtitle = parts.subtitle { nodes.append(.text(TextNode(placement: subtitle, color: style.subtitleColor.resolved(appearance)))) }
        return nodes
    }
}
