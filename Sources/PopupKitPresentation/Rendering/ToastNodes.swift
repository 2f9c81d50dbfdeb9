import PopupKitCore

/// Render nodes of a toast and of the HUD.
enum ToastNodes {
    static func nodes(_ toast: Toast, parts: ToastParts, frame: Rect, style: ToastStyle, item: ScreenItem,
                      at time: Instant) -> [RenderNode] {
        let shadow = style.displayShadow
            ? Shadow(color: style.shadowColor, opacity: style.shadowOpacity, radius: style.shadowRadius, offset: style.shadowOffset)
            : nil
        if let activity = parts.activity {
            let radius = min(activity.width, activity.height) * 0.2
            return [
                .box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.activityBackgroundColor,
                             borderColor: nil, borderWidth: 0, shadow: shadow)),
                .spinner(SpinnerNode(center: activity.center, radius: radius, thickness: max(1, radius * 0.2),
                                     color: style.activityIndicatorColor, phase: Animation.spinnerPhase(item, at: time),
                                     style: .system)),
            ]
        }
        var nodes: [RenderNode] = []
        // Room for the body and every part: no regrowth per notice per frame.
        nodes.reserveCapacity(4)
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.backgroundColor,
                                  borderColor: nil, borderWidth: 0, shadow: shadow)))
        if let image = parts.image, let name = toast.image { nodes.append(.image(ImageNode(name: name, rect: image))) }
        if let title = parts.title { nodes.append(.text(TextNode(placement: title, color: style.titleColor))) }
        if let message = parts.message { nodes.append(.text(TextNode(placement: message, color: style.messageColor))) }
        return nodes
    }
}

/// Render nodes of the HUD and its mask.
enum HUDNodes {
    static func mask(_ kind: HUDStyle.Mask, style: HUDStyle, frame: Rect, container: Container) -> RenderNode? {
        switch kind {
        case .none: nil
        case .clear: .mask(MaskNode(rect: container.bounds, fill: .clear))
        case .black: .mask(MaskNode(rect: container.bounds, fill: .solid(style.maskColor)))
        case .gradient: .mask(MaskNode(rect: container.bounds, fill: .radialGradient(center: frame.center, edge: style.maskColor)))
        }
    }

    static func nodes(_ content: HUDContent, parts: HUDParts, frame: Rect, style: HUDStyle, item: ScreenItem,
                      at time: Instant) -> [RenderNode] {
        let foreground = style.resolvedForeground
        var nodes: [RenderNode] = []
        // Room for the body and every part: no regrowth per notice per frame.
        nodes.reserveCapacity(4)
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.resolvedBackground,
                                  borderColor: nil, borderWidth: 0, shadow: nil)))
        let indicator = parts.indicator
        switch content.mode {
        case .spinner:
            nodes.append(.spinner(SpinnerNode(center: indicator.center, radius: parts.ringRadius, thickness: style.ringThickness,
                                              color: foreground, phase: Animation.spinnerPhase(item, at: time), style: style.spinner)))
        case .progress(let value):
            nodes.append(.ring(RingNode(center: indicator.center, radius: parts.ringRadius, thickness: style.ringThickness,
                                        value: value, color: foreground, trackColor: foreground.withAlpha(0.1))))
        case .success: nodes.append(.glyph(GlyphNode(kind: .success, rect: indicator, color: foreground)))
        case .error: nodes.append(.glyph(GlyphNode(kind: .error, rect: indicator, color: foreground)))
        case .info: nodes.append(.glyph(GlyphNode(kind: .info, rect: indicator, color: foreground)))
        case .image(let name): nodes.append(.image(ImageNode(name: name, rect: indicator)))
        }
        if let status = parts.status { nodes.append(.text(TextNode(placement: status, color: foreground))) }
        return nodes
    }
}
