import PopupKitCore
import PopupKitPresentation

/// Render nodes of the HUD and its mask, in the HUD's colours for the container's
/// appearance (``HUDStyle/Appearance``).
enum HUDNodes {
    static func mask(_ kind: HUDStyle.Mask, style: HUDStyle, frame: Rect, container: Container) -> RenderNode? {
        let color = style.maskColor.resolved(style.resolvedAppearance(in: container.appearance))
        return switch kind {
        case .none: nil
        case .clear: .mask(MaskNode(rect: container.bounds, fill: .clear))
        case .black: .mask(MaskNode(rect: container.bounds, fill: .solid(color)))
        case .gradient: .mask(MaskNode(rect: container.bounds, fill: .radialGradient(center: frame.center, edge: color)))
        }
    }

    static func nodes(_ content: HUDContent, parts: HUDParts, frame: Rect, style: HUDStyle, container: Appearance,
                      item: ScreenNotice, at time: Instant) -> [RenderNode] {
        let foreground = style.foreground(in: container)
        let resolved = style.resolvedAppearance(in: container)
        let shadow = Shadow.of(style.displayShadow, color: style.shadowColor.resolved(resolved), opacity: style.shadowOpacity,
                               radius: style.shadowRadius, offset: style.shadowOffset)
        var nodes: [RenderNode] = []
        // Room for the body and every part: no regrowth per notice per frame.
        nodes.reserveCapacity(4)
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.background(in: container),
                                  borderColor: style.borderWidth > 0 ? style.borderColor.resolved(resolved) : nil,
                                  borderWidth: style.borderWidth, shadow: shadow)))
        let indicator = parts.indicator
        switch content.mode {
        case .spinner:
            // A group of its own, drawn after the rest (a host's sublayer over the body).
            break
        case .progress(let value):
            nodes.append(.ring(RingNode(center: indicator.center, radius: parts.ringRadius, thickness: style.ringThickness,
                                        value: value, color: foreground, trackColor: foreground.withAlpha(0.1))))
        case .success: nodes.append(.glyph(GlyphNode(kind: .success, rect: indicator, color: foreground)))
        case .error: nodes.append(.glyph(GlyphNode(kind: .error, rect: indicator, color: foreground)))
        case .info: nodes.append(.glyph(GlyphNode(kind: .info, rect: indicator, color: foreground)))
        case .image(let name): nodes.append(.image(ImageNode(name: name, rect: indicator, tint: foreground)))
        }
        if let status = parts.status { nodes.append(.text(TextNode(placement: status, color: foreground))) }
        if content.mode == .spinner {
            nodes.append(SpinnerGroup.node(center: indicator.center, radius: parts.ringRadius, thickness: style.ringThickness,
                                           color: foreground, style: style.spinner, item: item, at: time))
        }
        return nodes
    }
}
