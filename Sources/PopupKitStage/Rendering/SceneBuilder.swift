import PopupKitCore
import PopupKitPresentation

/// Turns what is on screen and where it goes into a ``RenderScene`` at one instant.
package enum SceneBuilder {
    /// The scene at `time` for `screen` laid out by `layout`.
    /// Custom content builds its nodes with the layout's measurer.
    /// - Parameters:
    ///   - screen: what is on screen (``NoticeEngine/screen``).
    ///   - layout: lays it out (container, styles, measurer).
    ///   - reduceMotion: fades only, no scaling or sliding.
    ///   - drags: notices a finger moved, by show order (``PointerInteraction/drags``).
    ///   - pressed: the popup action button a finger is down on, drawn highlighted
    ///     (``PointerInteraction/pressedAction``).
    ///   - time: the instant the animations are sampled at.
    package static func scene(_ screen: [ScreenNotice], layout: NoticeLayout, reduceMotion: Bool = false,
                             drags: [UInt64: NoticeDrag] = [:], pressed: PressedAction? = nil, at time: Instant) -> RenderScene {
        let layouts = layout.layout(screen)
        return scene(screen, layouts: layouts, styles: layout.styles, container: layout.container.sanitized,
                     measurer: layout.measurer, reduceMotion: reduceMotion, drags: drags, pressed: pressed, at: time)
    }

    /// The scene at `time` from items and their layouts (same order, same count).
    ///
    /// Custom content (``CustomContent``) builds its nodes with `measurer`: pass the
    /// one the layouts were computed with.
    ///
    /// Style colours (``DynamicColor``) are resolved here, once per scene, for
    /// `container`'s appearance and each style's ``StyleAppearance``: the nodes hold
    /// concrete colours, so back ends know nothing of light and dark.
    package static func scene(_ screen: [ScreenNotice], layouts: [NoticePlacement], styles: StyleSheet,
                             container: Container, measurer: any TextMeasuring, reduceMotion: Bool = false,
                             drags: [UInt64: NoticeDrag] = [:], pressed: PressedAction? = nil, at time: Instant) -> RenderScene {
        let count = min(screen.count, layouts.count)
        // Sort positions, not (item, layout) pairs: the pairs are large values. The
        // index breaks ties as the stable sort of the pairs did.
        var order: [(z: Int, showOrder: UInt64, index: Int)] = []
        order.reserveCapacity(count)
        for index in 0..<count {
            order.append((screen[index].lane.stackingIndex, screen[index].showOrder, index))
        }
        order.sort { ($0.z, $0.showOrder, $0.index) < ($1.z, $1.showOrder, $1.index) }
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(count + 2)
        let topToastOffset = ColumnReflow.topToastOffset(screen, layouts: layouts, styles: styles, container: container,
                                                         reduceMotion: reduceMotion, at: time)
        let bandOffsets = BandReflow.toastOffsets(screen, layouts: layouts, styles: styles, container: container,
                                                  measurer: measurer, reduceMotion: reduceMotion, at: time)
        for entry in order {
            let item = screen[entry.index], placement = layouts[entry.index]
            let first = nodes.count
            build(item, placement, styles: styles, container: container, measurer: measurer,
                  reduceMotion: reduceMotion, topToastOffset: topToastOffset, bandOffset: bandOffsets?[entry.index] ?? 0,
                  pressed: pressed?.showOrder == item.showOrder ? pressed?.action : nil, at: time, into: &nodes)
            if let drag = drags[item.showOrder] {
                applyDrag(drag, to: &nodes[first...], item: item, frame: placement.frame, container: container,
                          reduceMotion: reduceMotion, at: time)
            }
        }
        return RenderScene(size: container.size, time: time, nodes: nodes)
    }

    /// A notice's nodes: its body and parts, then its custom content or hosted
    /// view's slot and a popup's action buttons, all in the notice's group so its
    /// animation applies to everything. Appended to `nodes`
    /// (no array per notice); the item's content and parts are matched one after the
    /// other so neither is copied into a tuple. A top toast is drawn `topToastOffset`
    /// from its place while the banners above it slide (``ColumnReflow``); a toast
    /// is drawn `bandOffset` from it while a HUD or popup card fades (``BandReflow``).
    private static func build(_ item: ScreenNotice, _ layout: NoticePlacement, styles: StyleSheet,
                              container: Container, measurer: any TextMeasuring, reduceMotion: Bool,
                              topToastOffset: Double, bandOffset: Double, pressed: PopupAction.ID?, at time: Instant,
                              into nodes: inout [RenderNode]) {
        switch item.content {
        case .toast(let toast):
            guard case .toast(let parts) = layout.parts else { return }
            let style = styles.style(for: toast)
            var motion = Animation.of(item, at: time, travel: 0, reduceMotion: reduceMotion)
            motion.offsetY += bandOffset  // follows a HUD or popup card fading in or out (BandReflow)
            if toast.position == .top, ToastRegionLayout.area(of: toast.region, in: container.sanitized) == nil {
                motion.offsetY += topToastOffset  // a toast in a region does not follow the banners
            }
            var body = ToastNodes.nodes(toast, parts: parts, frame: layout.frame, style: style,
                                        appearance: style.appearance.resolved(in: container.appearance), item: item, at: time)
            ContentNodes.append(toast.content, in: parts.content, measurer: measurer, to: &body)
            ContentNodes.append(toast.hosted, in: parts.content, to: &body)
            nodes.append(group(item, layout, motion, body))
        case .hud(let content):
            guard case .hud(let parts) = layout.parts else { return }
            let style = styles.style(for: content)
            let motion = Animation.of(item, at: time, travel: 0, reduceMotion: reduceMotion)
            if let mask = HUDNodes.mask(parts.mask, style: style, frame: layout.frame, container: container) {
                nodes.append(.group(RenderGroup(name: GroupName.of("mask", item.id), key: GroupKey(showing: item.showOrder, part: .mask),
                                                opacity: motion.opacity, children: [mask])))
            }
            let body = HUDNodes.nodes(content, parts: parts, frame: layout.frame, style: style,
                                      container: container.appearance, item: item, at: time)
            nodes.append(group(item, layout, motion, body))
        case .banner(let banner):
            guard case .banner(let parts) = layout.parts else { return }
            let style = styles.style(for: banner)
            let motion = Animation.of(item, at: time, travel: layout.frame.maxY, reduceMotion: reduceMotion)
            let appearance = style.appearance.resolved(in: container.appearance)
            var body = BannerNodes.nodes(banner, parts: parts, frame: layout.frame, style: style, appearance: appearance)
            ContentNodes.append(banner.hosted, in: parts.content, to: &body)
            nodes.append(group(item, layout, motion, body))
        case .popup(let popup):
            guard case .popup(let parts) = layout.parts else { return }
            let style = styles.style(for: popup)
            let motion = Animation.of(item, at: time, travel: 0, reduceMotion: reduceMotion)
            let appearance = style.appearance.resolved(in: container.appearance)
            let dim = RenderNode.mask(MaskNode(rect: container.bounds, fill: .solid(style.dimColor.resolved(appearance))))
            nodes.append(.group(RenderGroup(name: GroupName.of("dim", item.id), key: GroupKey(showing: item.showOrder, part: .dim),
                                            opacity: motion.opacity, children: [dim])))
            var body = PopupNodes.nodes(parts: parts, frame: layout.frame, style: style, appearance: appearance)
            ContentNodes.append(popup.content, in: parts.content, measurer: measurer, to: &body)
            ContentNodes.append(popup.hosted, in: parts.content, to: &body)
            PopupActionNodes.append(parts.actions, card: layout.frame, cornerRadius: style.cornerRadius, style: style.buttons,
                                    pressed: pressed, appearance: appearance, to: &body)
            nodes.append(group(item, layout, motion, body))
        case .bubble(let bubble):
            guard case .bubble(let parts) = layout.parts else { return }
            let style = styles.style(for: bubble)
            let motion = Animation.of(item, at: time, travel: 0, reduceMotion: reduceMotion)
            var body = BubbleNodes.nodes(parts: parts, frame: layout.frame, style: style,
                                         appearance: style.appearance.resolved(in: container.appearance))
            ContentNodes.append(bubble.content, in: parts.content, measurer: measurer, to: &body)
            ContentNodes.append(bubble.hosted, in: parts.content, to: &body)
            nodes.append(group(item, layout, motion, body))
        }
    }

    /// Moves a dragged notice's groups by its drag offset. A swiped notice leaves
    /// the way it was thrown, so the lane's own exit slide (a banner's) is taken
    /// out; any other exit plays on from where the finger left it.
    private static func applyDrag(_ drag: NoticeDrag, to groups: inout ArraySlice<RenderNode>, item: ScreenNotice,
                                  frame: Rect, container: Container, reduceMotion: Bool, at time: Instant) {
        let offset = drag.offset(at: time, of: item, frame: frame, container: container, reduceMotion: reduceMotion)
        let laneExit = drag.replacesExit
            ? Animation.of(item, at: time, travel: frame.maxY, reduceMotion: reduceMotion).exitOffsetY : 0
        for index in groups.indices {
            guard case .group(var group) = groups[index], group.key == GroupKey(showing: item.showOrder, part: .body)
            else { continue }
            group.offset.y += offset - laneExit
            groups[index] = .group(group)
        }
    }

    /// A notice's body group: its parts, laid out in container coordinates, are
    /// moved into the group's own coordinates (origin at the frame's top left) and
    /// the group sits at the frame's origin, so a notice that moves (a reflow, the
    /// keyboard, a rotation) changes only its group's position. It scales about
    /// the frame's centre.
    private static func group(_ item: ScreenNotice, _ layout: NoticePlacement, _ motion: Animation,
                              _ children: [RenderNode]) -> RenderNode {
        let origin = layout.frame.origin
        let shift = Point(x: -origin.x, y: -origin.y)
        return .group(RenderGroup(name: GroupName.of(item.lane.rawValue, item.id),
                                  key: GroupKey(showing: item.showOrder, part: .body), opacity: motion.opacity,
                                  scale: motion.scale, anchor: Point(x: layout.frame.width / 2, y: layout.frame.height / 2),
                                  position: origin, offset: Point(x: 0, y: motion.offsetY),
                                  children: children.map { $0.translated(by: shift) }))
    }
}
