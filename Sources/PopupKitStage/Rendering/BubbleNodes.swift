import PopupKitCore
import PopupKitPresentation

/// Render nodes of a bubble: its pointer (a triangle, or a dotted line with a
/// dot on the target), its body and its text, in the style's `appearance` colours.
enum BubbleNodes {
    /// The dot's halo's share of the line's opacity (BubblePopup's 30 %).
    static let haloOpacity = 0.3

    static func nodes(parts: BubbleParts, frame: Rect, style: BubbleStyle, appearance: Appearance) -> [RenderNode] {
        let background = style.backgroundColor.resolved(appearance)
        let line = style.lineColor.resolved(appearance)
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(4)
        switch parts.pointer {
        case .triangle:
            let half = style.arrowSize.width / 2
            let base = parts.baseCenter
            let corners: (Point, Point) = parts.edge == .top || parts.edge == .bottom
                ? (Point(x: base.x - half, y: base.y), Point(x: base.x + half, y: base.y))
                : (Point(x: base.x, y: base.y - half), Point(x: base.x, y: base.y + half))
            nodes.append(.path(PathNode(points: [corners.0, parts.tip, corners.1], closed: true, fill: background,
                                        strokeColor: nil, strokeWidth: 0, dash: [])))
        case .dotLine:
            nodes.append(.path(PathNode(points: [parts.baseCenter, parts.tip], closed: false, fill: nil,
                                        strokeColor: line, strokeWidth: style.lineWidth, dash: style.dashPattern)))
            if style.dotHaloDiameter > style.dotDiameter {
                // Under the dot, as BubblePopup draws its link point.
                nodes.append(.dot(DotNode(center: parts.tip, radius: style.dotHaloDiameter / 2,
                                          color: line.withAlpha(line.alpha * Self.haloOpacity))))
            }
            nodes.append(.dot(DotNode(center: parts.tip, radius: style.dotDiameter / 2, color: line)))
        }
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: background,
                                  borderColor: nil, borderWidth: 0, shadow: nil)))
        // With custom content the text's place is the content's: the content is drawn instead.
        if parts.content == nil { nodes.append(.text(TextNode(placement: parts.text, color: style.textColor.resolved(appearance)))) }
        return nodes
    }
}
