import PopupKitCore
import PopupKitPresentation

/// Render nodes of a toast: its box, image, title and message, or its activity
/// spinner. (The HUD's are `HUDNodes`.) The style's colours are drawn in their
/// `appearance` variant.
enum ToastNodes {
    static func nodes(_ toast: Toast, parts: ToastParts, frame: Rect, style: ToastStyle, appearance: Appearance,
                      item: ScreenNotice, at time: Instant) -> [RenderNode] {
        let shadow = Shadow.of(style.displayShadow, color: style.shadowColor.resolved(appearance), opacity: style.shadowOpacity,
                               radius: style.shadowRadius, offset: style.shadowOffset)
        if let activity = parts.activity {
            let radius = min(activity.width, activity.height) * 0.2
            return [
                .box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.activityBackgroundColor.resolved(appearance),
                             borderColor: nil, borderWidth: 0, shadow: shadow)),
                SpinnerGroup.node(center: activity.center, radius: radius, thickness: max(1, radius * 0.2),
                                  color: style.activityIndicatorColor.resolved(appearance), style: .system, item: item, at: time),
            ]
        }
        var nodes: [RenderNode] = []
        // Room for the body and every part: no regrowth per notice per frame.
        nodes.reserveCapacity(4)
        nodes.append(.box(BoxNode(rect: frame, cornerRadius: style.cornerRadius, fill: style.backgroundColor.resolved(appearance),
                                  borderColor: nil, borderWidth: 0, shadow: shadow)))
        if let image = parts.image, let name = toast.image {
            // A template image (a system symbol) takes the title's colour, the toast's foreground.
            nodes.append(.image(ImageNode(name: name, rect: image, tint: style.titleColor.resolved(appearance))))
        }
        if let title = parts.title { nodes.append(.text(TextNode(placement: title, color: style.titleColor.resolved(appearance)))) }
        if let message = parts.message { nodes.append(.text(TextNode(placement: message, color: style.messageColor.resolved(appearance)))) }
        return nodes
    }
}
