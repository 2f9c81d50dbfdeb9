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
    ///   - reflow: the notices' move after the keyboard or the screen changed
    ///     with a transition (``LayoutReflow``).
    package static func scene(_ screen: [ScreenNotice], layout: NoticeLayout, reduceMotion: Bool = false,
                             drags: [UInt64: NoticeDrag] = [:], pressed: PressedAction? = nil,
                             reflow: LayoutReflow? = nil, at time: Instant) -> RenderScene {
        let layouts = layout.layout(screen)
        return scene(screen, layouts: layouts, styles: layout.styles, container: layout.container.sanitized,
                     measurer: layout.measurer, reduceMotion: reduceMotion, drags: drags, pressed: pressed,
                     reflow: reflow, at: time)
    }

    /// The scene at `time` from items and their layouts (same order, same count).
    ///
    /// Custom content (``CustomContent``) builds its nodes with `measurer`: pass the
    /// one the layouts were computed with.
    ///
    /// Style colours (``DynamicColor``) are resolved here, once per scene, for
    /// `container`'s appearance and each style's ``StyleAppearance``: the nodes hold
    /// concrete colours, so back ends know nothing of light and dark.
    ///
    /// Every fade, slide, pop, reflow and spinner is declared (``RenderScene/motions``)
    /// and the groups hold the values the declarations give at `time`; only a drag
    /// (it follows a finger) is sampled into the groups alone.
    package static func scene(_ screen: [ScreenNotice], layouts: [NoticePlacement], styles: StyleSheet,
                             container: Container, measurer: any TextMeasuring, reduceMotion: Bool = false,
                             drags: [UInt64: NoticeDrag] = [:], pressed: PressedAction? = nil,
                             reflow: LayoutReflow? = nil, at time: Instant) -> RenderScene {
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
        var motions: [GroupKey: GroupMotion] = [:]
        let topToast = ColumnReflow.topToastMotion(screen, layouts: layouts, styles: styles, container: container,
                                                   reduceMotion: reduceMotion, at: time)
        let band = BandReflow.toastMotions(screen, layouts: layouts, styles: styles, container: container,
                                           measurer: measurer, reduceMotion: reduceMotion, at: time)
        for entry in order {
            let item = screen[entry.index], placement = layouts[entry.index]
            var context = Context(time: time, drag: drags[item.showOrder], container: container, reduceMotion: reduceMotion)
            context.band = band?[entry.index]
            context.topToast = topToast
            if let reflow, reflow.isRunning(at: time) { context.reflow = reflow.motions(of: item.showOrder) }
            build(item, placement, styles: styles, measurer: measurer, context: context,
                  pressed: pressed?.showOrder == item.showOrder ? pressed?.action : nil, into: &nodes, motions: &motions)
        }
        return RenderScene(size: container.size, time: time, nodes: nodes, motions: motions)
    }

    /// What a notice's groups are built with beyond the notice itself.
    private struct Context {
        var time: Instant
        /// The finger's hold on the notice, if it moved it.
        var drag: NoticeDrag?
        var container: Container
        var reduceMotion: Bool
        /// A toast's move while a HUD or popup card fades (``BandReflow``).
        var band: (resting: Double, motion: Motion)?
        /// A top toast's move while a banner above slides (``ColumnReflow``).
        var topToast: (resting: Double, motion: Motion)?
        /// The notice's move to its new place after the keyboard or the screen
        /// changed with a transition (``LayoutReflow``).
        var reflow: [Motion] = []
    }

    /// A notice's nodes: its body and parts, then its custom content or hosted
    /// view's slot and a popup's action buttons, all in the notice's group so its
    /// motion applies to everything. Appended to `nodes`
    /// (no array per notice); the item's content and parts are matched one after the
    /// other so neither is copied into a tuple. A top toast follows the banners
    /// above it as they slide (``ColumnReflow``); a toast follows a HUD or popup
    /// card as it fades (``BandReflow``).
    private static func build(_ item: ScreenNotice, _ layout: NoticePlacement, styles: StyleSheet,
                              measurer: any TextMeasuring, context: Context, pressed: PopupAction.ID?,
                              into nodes: inout [RenderNode], motions: inout [GroupKey: GroupMotion]) {
        let container = context.container, time = context.time
        let travel = item.lane == .banner ? layout.frame.maxY : 0
        var motion = NoticeMotion.of(item, travel: travel, reduceMotion: context.reduceMotion)
        if context.drag?.replacesExit == true { motion.removeExitSlide() }
        switch item.content {
        case .toast(let toast):
            guard case .toast(let parts) = layout.parts else { return }
            let style = styles.style(for: toast)
            follow(context.band, with: &motion.body)
            if toast.position == .top, ToastRegionLayout.area(of: toast.region, in: container.sanitized,
                                                                   followsView: toast.regionFollowsView) == nil {
                follow(context.topToast, with: &motion.body)  // a toast in a region does not follow the banners
            }
            var body = ToastNodes.nodes(toast, parts: parts, frame: layout.frame, style: style,
                                        appearance: style.appearance.resolved(in: container.appearance), item: item, at: time)
            ContentNodes.append(toast.content, in: parts.content, measurer: measurer, to: &body)
            ContentNodes.append(toast.hosted, in: parts.content, to: &body)
            append(body: body, of: item, layout, motion.body, context: context, into: &nodes, motions: &motions)
        case .hud(let content):
            guard case .hud(let parts) = layout.parts else { return }
            let style = styles.style(for: content)
            if let mask = HUDNodes.mask(parts.mask, style: style, frame: layout.frame, container: container) {
                let key = GroupKey(showing: item.showOrder, part: .mask)
                nodes.append(.group(RenderGroup(name: GroupName.of("mask", item.id), key: key,
                                                opacity: motion.fade.sampled(at: time).opacity, children: [mask])))
                record(motion.fade, for: key, at: time, in: &motions)
            }
            let body = HUDNodes.nodes(content, parts: parts, frame: layout.frame, style: style,
                                      container: container.appearance, item: item, at: time)
            append(body: body, of: item, layout, motion.body, context: context, into: &nodes, motions: &motions)
        case .banner(let banner):
            guard case .banner(let parts) = layout.parts else { return }
            let style = styles.style(for: banner)
            let appearance = style.appearance.resolved(in: container.appearance)
            var body = BannerNodes.nodes(banner, parts: parts, frame: layout.frame, style: style, appearance: appearance)
            ContentNodes.append(banner.hosted, in: parts.content, to: &body)
            append(body: body, of: item, layout, motion.body, context: context, into: &nodes, motions: &motions)
        case .popup(let popup):
            guard case .popup(let parts) = layout.parts else { return }
            let style = styles.style(for: popup)
            let appearance = style.appearance.resolved(in: container.appearance)
            let dim = RenderNode.mask(MaskNode(rect: container.bounds, fill: .solid(style.dimColor.resolved(appearance))))
            let key = GroupKey(showing: item.showOrder, part: .dim)
            nodes.append(.group(RenderGroup(name: GroupName.of("dim", item.id), key: key,
                                            opacity: motion.fade.sampled(at: time).opacity, children: [dim])))
            record(motion.fade, for: key, at: time, in: &motions)
            var body = PopupNodes.nodes(parts: parts, frame: layout.frame, style: style, appearance: appearance)
            ContentNodes.append(popup.content, in: parts.content, measurer: measurer, to: &body)
            ContentNodes.append(popup.hosted, in: parts.content, to: &body)
            PopupActionNodes.append(parts.actions, card: layout.frame, cornerRadius: style.cornerRadius, style: style.buttons,
                                    pressed: pressed, appearance: appearance, to: &body)
            append(body: body, of: item, layout, motion.body, context: context, into: &nodes, motions: &motions)
        case .bubble(let bubble):
            guard case .bubble(let parts) = layout.parts else { return }
            let style = styles.style(for: bubble)
            var body = BubbleNodes.nodes(parts: parts, frame: layout.frame, style: style,
                                         appearance: style.appearance.resolved(in: container.appearance))
            ContentNodes.append(bubble.content, in: parts.content, measurer: measurer, to: &body)
            ContentNodes.append(bubble.hosted, in: parts.content, to: &body)
            append(body: body, of: item, layout, motion.body, context: context, into: &nodes, motions: &motions)
        }
    }

    /// Adds a reflow's move to a body's vertical offset.
    private static func follow(_ reflow: (resting: Double, motion: Motion)?, with body: inout GroupMotion) {
        guard let reflow else { return }
        body.offset.y += reflow.resting
        body.motions.append(reflow.motion)
    }

    /// Keeps a group's motion for the scene when any of it runs at `time`, or when
    /// it rests elsewhere than its group's own values would say (never: a group
    /// without running motions holds its resting values).
    private static func record(_ motion: GroupMotion, for key: GroupKey, at time: Instant,
                               in motions: inout [GroupKey: GroupMotion]) {
        let running = motion.running(at: time)
        if !running.motions.isEmpty { motions[key] = running }
    }

    /// Appends a notice's body group, and declares its spinner's turning. A
    /// dragged notice is moved by its drag offset, sampled (it follows a finger):
    /// a swiped one leaves the way it was thrown (its lane's own exit slide is
    /// taken out before), any other exit plays on from where the finger left it.
    private static func append(body: [RenderNode], of item: ScreenNotice, _ layout: NoticePlacement, _ motion: GroupMotion,
                               context: Context, into nodes: inout [RenderNode], motions: inout [GroupKey: GroupMotion]) {
        var motion = motion
        motion.motions.append(contentsOf: context.reflow)  // rides along with the keyboard or the rotation
        if let drag = context.drag {
            motion.offset.y += drag.offset(at: context.time, of: item, frame: layout.frame, container: context.container,
                                           reduceMotion: context.reduceMotion)
        }
        nodes.append(group(item, layout, motion, body, at: context.time))
        record(motion, for: GroupKey(showing: item.showOrder, part: .body), at: context.time, in: &motions)
        if let spinner = SpinnerGroup.declared(in: body, item: item) {
            record(spinner, for: SpinnerGroup.key(of: item), at: context.time, in: &motions)
        }
    }

    /// A notice's body group: its parts, laid out in container coordinates, are
    /// moved into the group's own coordinates (origin at the frame's top left) and
    /// the group sits at the frame's origin, so a notice that moves (a reflow, the
    /// keyboard, a rotation) changes only its group's position. It scales about
    /// the frame's centre; its opacity, scale and offset are its motion's at `time`.
    private static func group(_ item: ScreenNotice, _ layout: NoticePlacement, _ motion: GroupMotion,
                              _ children: [RenderNode], at time: Instant) -> RenderNode {
        let origin = layout.frame.origin
        let shift = Point(x: -origin.x, y: -origin.y)
        let shown = motion.sampled(at: time)
        return .group(RenderGroup(name: GroupName.of(item.lane.rawValue, item.id),
                                  key: GroupKey(showing: item.showOrder, part: .body), opacity: shown.opacity,
                                  scale: shown.scale, rotation: shown.rotation,
                                  anchor: Point(x: layout.frame.width / 2, y: layout.frame.height / 2),
                                  position: origin, offset: shown.offset,
                                  children: children.map { $0.translated(by: shift) }))
    }
}
