/// Turns what is on screen and where it goes into a ``Scene`` at one instant.
public enum SceneBuilder {
    /// Lanes bottom to top: bubbles sit on the app's content, popups above them,
    /// then toasts, banners and the HUD on top.
    public static let zOrder: [Lane] = [.bubble, .popup, .toast, .banner, .hud]

    /// The scene at `time` for `screen` laid out by `layout`.
    /// Custom content builds its nodes with the layout's measurer.
    public static func scene(_ screen: [ScreenItem], layout: PopupLayout, at time: Instant) -> Scene {
        let layouts = layout.layout(screen)
        return scene(screen, layouts: layouts, styles: layout.styles, container: layout.container.sanitized,
                     measurer: layout.measurer, at: time)
    }

    /// The scene at `time` from items and their layouts (same order, same count).
    ///
    /// Custom content (``CustomContent``) builds its nodes with `measurer`: pass the
    /// one the layouts were computed with (the default, a
    /// ``FixedAdvanceTextMeasurer``, suits only layouts computed with it).
    public static func scene(_ screen: [ScreenItem], layouts: [ItemLayout], styles: StyleSheet,
                             container: Container, measurer: any TextMeasuring = FixedAdvanceTextMeasurer(),
                             at time: Instant) -> Scene {
        var nodes: [RenderNode] = []
        let pairs = zip(screen, layouts).sorted { lhs, rhs in
            let left = zOrder.firstIndex(of: lhs.0.lane) ?? 0
            let right = zOrder.firstIndex(of: rhs.0.lane) ?? 0
            return (left, lhs.0.showOrder) < (right, rhs.0.showOrder)
        }
        for (item, layout) in pairs {
            nodes.append(contentsOf: build(item, layout, styles: styles, container: container, measurer: measurer, at: time))
        }
        return Scene(size: container.size, time: time, nodes: nodes)
    }

    /// A notice's nodes: its body and parts, then its custom content, all in the
    /// notice's group so its animation applies to everything.
    private static func build(_ item: ScreenItem, _ layout: ItemLayout, styles: StyleSheet,
                              container: Container, measurer: any TextMeasuring, at time: Instant) -> [RenderNode] {
        switch (item.content, layout.parts) {
        case (.toast(let toast), .toast(let parts)):
            let style = styles.style(for: toast)
            let motion = Animation.of(item, at: time, fadeIn: style.fadeDuration, travel: 0, reduceMotion: styles.reduceMotion)
            let body = ToastNodes.nodes(toast, parts: parts, frame: layout.frame, style: style, item: item, at: time)
            return [group(item, layout, motion, body + ContentNodes.nodes(toast.content, in: parts.content, measurer: measurer))]
        case (.hud(let content), .hud(let parts)):
            let style = styles.style(for: content)
            let motion = Animation.of(item, at: time, fadeIn: style.fadeInDuration, travel: 0, reduceMotion: styles.reduceMotion)
            var nodes: [RenderNode] = []
            if let mask = HUDNodes.mask(parts.mask, style: style, frame: layout.frame, container: container) {
                nodes.append(.group(RenderGroup(name: "mask \(quoted(item.id))", opacity: motion.opacity, children: [mask])))
            }
            let content = HUDNodes.nodes(content, parts: parts, frame: layout.frame, style: style, item: item, at: time)
            nodes.append(group(item, layout, motion, content))
            return nodes
        case (.banner(let banner), .banner(let parts)):
            let style = styles.style(for: banner)
            let motion = Animation.of(item, at: time, fadeIn: style.slideDuration, travel: layout.frame.maxY,
                                      reduceMotion: styles.reduceMotion)
            return [group(item, layout, motion, CardNodes.banner(banner, parts: parts, frame: layout.frame, style: style))]
        case (.popup(let popup), .popup(let parts)):
            let style = styles.style(for: popup)
            let motion = Animation.of(item, at: time, fadeIn: style.fadeDuration, travel: 0, reduceMotion: styles.reduceMotion)
            let dim = RenderNode.mask(MaskNode(rect: container.bounds, fill: .solid(style.dimColor)))
            return [.group(RenderGroup(name: "dim \(quoted(item.id))", opacity: motion.opacity, children: [dim])),
                    group(item, layout, motion, CardNodes.popup(parts: parts, frame: layout.frame, style: style)
                        + ContentNodes.nodes(popup.content, in: parts.content, measurer: measurer))]
        case (.bubble(let bubble), .bubble(let parts)):
            let style = styles.style(for: bubble)
            let motion = Animation.of(item, at: time, fadeIn: style.fadeDuration, travel: 0, reduceMotion: styles.reduceMotion)
            return [group(item, layout, motion, CardNodes.bubble(parts: parts, frame: layout.frame, style: style)
                + ContentNodes.nodes(bubble.content, in: parts.content, measurer: measurer))]
        default:
            return []
        }
    }

    private static func group(_ item: ScreenItem, _ layout: ItemLayout, _ motion: Animation,
                              _ children: [RenderNode]) -> RenderNode {
        .group(RenderGroup(name: "\(item.lane.rawValue) \(quoted(item.id))", opacity: motion.opacity, scale: motion.scale,
                           anchor: layout.frame.center, offset: Point(x: 0, y: motion.offsetY), children: children))
    }

    private static func quoted(_ id: ItemID) -> String { EventJSON.quoted(id.rawValue) }
}
