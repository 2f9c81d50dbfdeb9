import PopupKitCore

/// Render nodes of banners, popups and bubbles.
enum CardNodes {
    static func banner(_ banner: Banner, parts: BannerParts, frame: Rect, style: BannerStyle) -> [RenderNode] {
        let shadow = style.displayShadow
            ? Shadow(color: style.shadowColor, opacity: style.shadowOpacity, radius: style.shadowRadius, offset: style.shadowOffset)
            : nil
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

    static func popup(parts: PopupParts, frame: Rect, style: PopupStyle) -> [RenderNode] {
        var nodes: [RenderNode] = []
        // Room for the body and every part: no regrowth per notice per frame.
        nodes.reserveCapacity(4)
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.backgroundColor,
                                  borderColor: nil, borderWidth: 0,
                                  shadow: Shadow(color: .black, opacity: 0.25, radius: 16, offset: Size(width: 0, height: 4)))))
        if let title = parts.title { nodes.append(.text(TextNode(placement: title, color: style.titleColor))) }
        if let message = parts.message { nodes.append(.text(TextNode(placement: message, color: style.messageColor))) }
        return nodes
    }

    static func bubble(parts: BubbleParts, frame: Rect, style: BubbleStyle) -> [RenderNode] {
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(4)
        switch parts.pointer {
        case .triangle:
            let half = style.arrowSize.width / 2
            let base = parts.baseCenter
            let corners: (Point, Point) = parts.edge == .top || parts.edge == .bottom
                ? (Point(x: base.x - half, y: base.y), Point(x: base.x + half, y: base.y))
                : (Point(x: base.x, y: base.y - half), Point(x: base.x, y: base.y + half))
            nodes.append(.path(PathNode(points: [corners.0, parts.tip, corners.1], closed: true, fill: style.backgroundColor,
                                        strokeColor: nil, strokeWidth: 0, dash: [])))
        case .dotLine:
            nodes.append(.path(PathNode(points: [parts.baseCenter, parts.tip], closed: false, fill: nil,
                                        strokeColor: style.lineColor, strokeWidth: style.lineWidth, dash: style.dashPattern)))
            nodes.append(.dot(DotNode(center: parts.tip, radius: style.dotDiameter / 2, color: style.lineColor)))
        }
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.backgroundColor,
                                  borderColor: nil, borderWidth: 0, shadow: nil)))
        // With custom content the text's place is the content's: the content is drawn instead.
        if parts.content == nil { nodes.append(.text(TextNode(placement: parts.text, color: style.textColor))) }
        return nodes
    }
}
