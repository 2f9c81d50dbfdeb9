import PopupKitCore
import PopupKitPresentation

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
                                  borderColor: style.borderWidth > 0 ? style.borderColor.resolved(appearance) : nil,
                                  borderWidth: style.borderWidth, shadow: shadow)))
        if let icon = parts.icon, let name = banner.image {
            nodes.append(.image(ImageNode(name: name, rect: icon, placeholder: placeholderColor(style, appearance),
                                          tint: style.titleColor.resolved(appearance))))
        }
        if let title = parts.title { nodes.append(.text(TextNode(placement: title, color: style.titleColor.resolved(appearance)))) }
        if let subtitle = parts.subtitle { nodes.append(.text(TextNode(placement: subtitle, color: style.subtitleColor.resolved(appearance)))) }
        return nodes
    }

    /// The icon slot's colour until its image is there (a URL loading, a file that
    /// cannot be read): the subtitle's colour at 18 % over the card, a neutral grey
    /// a little darker than the card on a light screen and a little lighter on a
    /// dark one, so it follows the style and the appearance.
    static func placeholderColor(_ style: BannerStyle, _ appearance: Appearance) -> NoticeColor {
        let subtitle = style.subtitleColor.resolved(appearance)
        return subtitle.withAlpha(subtitle.alpha * 0.18)
    }
}
