import PopupKit
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The layout contract (DESIGN.md "Layout contract") as checks on one layout: each
/// returns what it found wrong, empty when the layout keeps the contract.
enum LayoutContract {
    static let tolerance = 1e-6

    /// Every item gets a layout with its id, and every rect and point is finite.
    static func finiteness(_ screen: [ScreenNotice], _ layouts: [NoticePlacement]) -> [String] {
        guard layouts.count == screen.count else { return ["\(screen.count) items but \(layouts.count) layouts"] }
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            if item.id != layout.id || item.lane != layout.lane {
                problems.append("layout \(layout.lane) \(layout.id) for item \(item.lane) \(item.id)")
            }
            for rect in layout.allRects where !rect.isFinite {
                problems.append("\(layout.lane) \(layout.id): non-finite rect \(rect)")
            }
            if let parts = layout.bubbleParts, !(parts.tip.isFinite && parts.baseCenter.isFinite && parts.target.isFinite) {
                problems.append("bubble \(layout.id): non-finite tip \(parts.tip), base \(parts.baseCenter) or target \(parts.target)")
            }
        }
        return problems
    }

    /// Frames lie inside the safe area; toasts, the HUD, popups and bubbles also above
    /// the keyboard (inside `availableRect`) — of the sanitized container.
    static func containment(_ container: Container, _ layouts: [NoticePlacement]) -> [String] {
        let container = container.sanitized
        return layouts.compactMap { layout in
            let (area, name) = layout.lane == .banner ? (container.safeRect, "safe rect") : (container.availableRect, "available rect")
            return area.contains(layout.frame, tolerance: tolerance)
                ? nil : "\(layout.lane) \(layout.id): frame \(layout.frame) outside the \(name) \(area)"
        }
    }

    /// Where the HUD, popups and bubbles sit, as the layout contract states it. Their
    /// frames are clamped into their area as the last step of layout, so
    /// ``containment(_:_:)`` holds for them whatever came before; this checks what
    /// the clamp cannot make true, so a frame placed wrong is caught:
    /// - the HUD is centred on the area above the keyboard plus its
    ///   `offsetFromCenter`, and where it is not, it was stopped by the edge of that
    ///   area below the banners on the side it wanted to go (moved the least);
    /// - a popup is centred in the area above the keyboard, or moved the least into
    ///   that area below the banners;
    /// - a bubble's body lies on the side of its target it took, the pointer's length
    ///   (arrow height or line length) from the target's edge and centred on the
    ///   target across that side, moved the least to stay `screenMargin` inside the
    ///   area.
    static func placement(_ container: Container, _ styles: StyleSheet, _ screen: [ScreenNotice],
                          _ layouts: [NoticePlacement]) -> [String] {
        let container = container.sanitized
        let area = container.availableRect
        let region = regionBelowBanners(container, styles, layouts)
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            let frame = layout.frame
            switch item.content {
            case .hud(let hud):
                let offset = styles.style(for: hud).offsetFromCenter
                let wanted = Point(x: area.midX + offset.x, y: area.midY + offset.y)
                if !placedOrStopped(frame.midX, wanted.x, frame.minX, frame.maxX, region.minX, region.maxX)
                    || !placedOrStopped(frame.midY, wanted.y, frame.minY, frame.maxY, region.minY, region.maxY) {
                    problems.append("hud \(item.id): frame \(frame) neither centred on \(wanted) nor stopped by \(region)")
                }
            case .popup:
                if !near(frame.midX, area.midX)
                    || !placedOrStopped(frame.midY, area.midY, frame.minY, frame.maxY, region.minY, region.maxY) {
                    problems.append("popup \(item.id): frame \(frame) neither centred in \(area) nor stopped by \(region)")
                }
            case .bubble(let bubble):
                guard let parts = layout.bubbleParts else { continue }
                let style = styles.style(for: bubble)
                let margin = min(style.screenMargin, area.width / 2, area.height / 2)
                let bounds = area.inset(by: Insets(top: margin, left: margin, bottom: margin, right: margin))
                let target = parts.target
                let gap = bubble.pointer == .triangle ? style.arrowSize.height : style.lineLength
                let (halfWidth, halfHeight) = (frame.width / 2, frame.height / 2)
                let wanted = switch parts.edge {
                case .top: Point(x: target.midX, y: target.minY - gap - halfHeight)
                case .bottom: Point(x: target.midX, y: target.maxY + gap + halfHeight)
                case .left: Point(x: target.minX - gap - halfWidth, y: target.midY)
                case .right: Point(x: target.maxX + gap + halfWidth, y: target.midY)
                }
                if !placedOrStopped(frame.midX, wanted.x, frame.minX, frame.maxX, bounds.minX, bounds.maxX)
                    || !placedOrStopped(frame.midY, wanted.y, frame.minY, frame.maxY, bounds.minY, bounds.maxY) {
                    problems.append("bubble \(item.id): body \(frame) on the \(parts.edge) of \(target) neither centred on \(wanted) nor stopped by \(bounds)")
                }
            case .toast, .banner:
                break
            }
        }
        return problems
    }

    /// The area above the keyboard below the banners: from the lowest banner's bottom
    /// edge plus the banner lane's `stackSpacing` (docs/Layout.md, "Sharing the
    /// screen"), the whole area without banners.
    static func regionBelowBanners(_ container: Container, _ styles: StyleSheet, _ layouts: [NoticePlacement]) -> Rect {
        let area = container.sanitized.availableRect
        guard let lowest = layouts.filter({ $0.lane == .banner }).map(\.frame.maxY).max() else { return area }
        let top = min(max(area.minY, lowest + styles.banner.stackSpacing), area.maxY)
        return Rect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
    }

    /// On one axis: a rectangle's reference coordinate (its middle or its start) is
    /// where it is wanted, or the rectangle (`low…high`) was moved the least to stay
    /// inside `lowBound…highBound`: it touches the bound on the side the wanted
    /// coordinate lies.
    private static func placedOrStopped(_ coordinate: Double, _ wanted: Double, _ low: Double, _ high: Double,
                                        _ lowBound: Double, _ highBound: Double) -> Bool {
        if near(coordinate, wanted) { return true }
        return wanted < coordinate ? near(low, lowBound) : near(high, highBound)
    }

    /// Every part (text, image, indicator) lies inside its notice's body. On final
    /// layouts this holds by the last clip; it guards the clip on nonsense input.
    static func partsInsideBody(_ layouts: [NoticePlacement]) -> [String] {
        layouts.flatMap { layout in
            layout.allRects.dropFirst().compactMap { part in
                layout.frame.contains(part, tolerance: tolerance)
                    ? nil : "\(layout.lane) \(layout.id): part \(part) outside its body \(layout.frame)"
            }
        }
    }

    /// Every part that draws something (text, image, indicator or custom content with
    /// a positive width and height) lies inside its notice's content box: the body
    /// inset by that notice's paddings, each at most half the body. (A part squeezed
    /// to nothing by a box too small for its text draws nothing and may lie anywhere.)
    ///
    /// Meant for layouts before the final clip (`NoticeLayout.layoutBeforeClipping`):
    /// the clip cuts parts to the body, never to the content box, so a part that is
    /// placed wrong shows up here instead of being cut into place.
    static func partsInsideContentBox(_ styles: StyleSheet, _ screen: [ScreenNotice],
                                      _ layouts: [NoticePlacement]) -> [String] {
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            let body = layout.frame
            let padding = contentPadding(item.content, styles)
            let half = (x: body.width / 2, y: body.height / 2)
            let box = body.inset(by: Insets(top: min(padding.top, half.y), left: min(padding.left, half.x),
                                                bottom: min(padding.bottom, half.y), right: min(padding.right, half.x)))
            for part in layout.allRects.dropFirst() where part.width > 0 && part.height > 0 {
                if !box.contains(part, tolerance: tolerance) {
                    problems.append("\(layout.lane) \(layout.id): part \(part) outside its content box \(box) (body \(body))")
                }
            }
        }
        return problems
    }

    /// The space a notice keeps between its body's edges and its parts (DESIGN.md and
    /// the styles' documentation): a toast's horizontal and vertical padding (none for
    /// the activity toast, whose spinner square is the box), the HUD's 12 points, a
    /// banner's, popup's or bubble's padding.
    static func contentPadding(_ content: ScreenContent, _ styles: StyleSheet) -> Insets {
        switch content {
        case .toast(let toast):
            if toast.isActivity { return Insets() }
            let style = styles.style(for: toast)
            return Insets(top: style.verticalPadding, left: style.horizontalPadding,
                              bottom: style.verticalPadding, right: style.horizontalPadding)
        case .hud:
            return Insets(top: 12, left: 12, bottom: 12, right: 12)
        case .banner(let banner):
            let padding = styles.style(for: banner).padding
            return Insets(top: padding, left: padding, bottom: padding, right: padding)
        case .popup(let popup):
            let padding = styles.style(for: popup).padding
            return Insets(top: padding, left: padding, bottom: padding, right: padding)
        case .bubble(let bubble):
            return styles.style(for: bubble).padding
        }
    }

    /// No two of `layouts` overlap.
    static func overlaps(_ layouts: [NoticePlacement]) -> [String] {
        var problems: [String] = []
        for (index, first) in layouts.enumerated() {
            for second in layouts[(index + 1)...] where first.frame.overlaps(second.frame) {
                problems.append("\(first.lane) \(first.id) \(first.frame) overlaps \(second.id) \(second.frame)")
            }
        }
        return problems
    }

    /// No two visible notice bodies overlap, except where docs/Layout.md ("Sharing the
    /// screen") allows it: the HUD over a popup card (the app is busy with what the
    /// popup asked), and bubbles, which go where their target needs. (Masks and
    /// dimming are not bodies: they are not in the layout.) An empty body (a toast
    /// squeezed to no height in a container too small for it) draws and covers nothing.
    static func bodyOverlaps(_ screen: [ScreenNotice], _ layouts: [NoticePlacement]) -> [String] {
        let visible = zip(screen, layouts).filter { item, placement in
            item.isVisible && item.lane != .bubble && placement.frame.width > 0 && placement.frame.height > 0
        }.map(\.1)
        var problems: [String] = []
        for (index, first) in visible.enumerated() {
            for second in visible[(index + 1)...] where first.frame.overlaps(second.frame) {
                if Set([first.lane, second.lane]) == [.hud, .popup] { continue }
                problems.append("\(first.lane) \(first.id) \(first.frame) overlaps \(second.lane) \(second.id) \(second.frame)")
            }
        }
        return problems
    }

    /// Visible toasts (all positions) never overlap each other.
    static func toastOverlaps(_ screen: [ScreenNotice], _ layouts: [NoticePlacement]) -> [String] {
        overlaps(zip(screen, layouts).filter { $0.0.lane == .toast && $0.0.isVisible }.map(\.1))
    }

    /// Banners never overlap each other.
    static func bannerOverlaps(_ layouts: [NoticePlacement]) -> [String] {
        overlaps(layouts.filter { $0.lane == .banner })
    }

    /// Toasts are at most `maxWidthPercentage` × `maxHeightPercentage` of the container;
    /// the HUD is at least `minimumSize` (as far as the area above the keyboard and
    /// below the banners allows).
    static func sizes(_ container: Container, _ styles: StyleSheet, _ screen: [ScreenNotice],
                      _ layouts: [NoticePlacement]) -> [String] {
        let container = container.sanitized
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            let size = layout.frame.size
            switch item.content {
            case .toast(let toast):
                let style = styles.style(for: toast)
                let most = Size(width: style.maxWidthPercentage * container.size.width,
                                height: style.maxHeightPercentage * container.size.height)
                if size.width > most.width + tolerance || size.height > most.height + tolerance {
                    problems.append("toast \(item.id): \(size) larger than \(most)")
                }
            case .hud(let hud):
                let minimum = styles.style(for: hud).minimumSize
                let area = regionBelowBanners(container, styles, layouts)
                let least = Size(width: min(minimum.width, area.width), height: min(minimum.height, area.height))
                if size.width < least.width - tolerance || size.height < least.height - tolerance {
                    problems.append("hud \(item.id): \(size) smaller than \(least)")
                }
            default:
                break
            }
        }
        return problems
    }

    /// What is wrong with `target` as the target a bubble that asked for `wanted`
    /// points at, by the documented fallbacks (docs/Layout.md): without a target, a
    /// zero-size one at the centre of the area above the keyboard; otherwise one
    /// inside the container, of the asked size where that is between zero and the
    /// container's (a negative length becomes zero, a longer one the container's),
    /// moved the least: on each axis either where it was asked, or against the
    /// container's edge it crossed.
    static func targetProblems(_ wanted: Rect?, _ target: Rect, in container: Container) -> [String] {
        guard let wanted else {
            let centre = container.availableRect.center
            let atCentre = near(target.minX, centre.x) && near(target.minY, centre.y) && target.size == .zero
            return atCentre ? [] : ["target \(target) for no target, expected the point \(centre)"]
        }
        if BubbleCoverContract.isCut(wanted, in: container) {
            let cut = BubbleCoverContract.cut(wanted, in: container)
            let same = near(target.minX, cut.minX) && near(target.minY, cut.minY)
                && near(target.width, cut.width) && near(target.height, cut.height)
            return same ? [] : ["target \(target) not cut to the part \(cut) of \(wanted) that shows"]
        }
        let bounds = container.bounds
        var problems: [String] = []
        if !bounds.contains(target, tolerance: tolerance) {
            problems.append("target \(target) outside the container \(bounds)")
        }
        func length(_ asked: Double, _ room: Double) -> Double {
            if asked < 0 { return 0 }
            return asked > room ? room : asked
        }
        if !near(target.width, length(wanted.width, bounds.width)) || !near(target.height, length(wanted.height, bounds.height)) {
            problems.append("target \(target) has not the size asked for by \(wanted) in \(bounds)")
        }
        if !placedOrStopped(target.minX, wanted.minX, target.minX, target.maxX, bounds.minX, bounds.maxX)
            || !placedOrStopped(target.minY, wanted.minY, target.minY, target.maxY, bounds.minY, bounds.maxY) {
            problems.append("target \(target) neither at \(wanted.origin) nor stopped by the container \(bounds)")
        }
        return problems
    }

    /// A bubble's target follows the documented fallbacks (``targetProblems(_:_:in:)``),
    /// its tip lies on the edge of that target facing the bubble, and the pointer's
    /// base on the body's edge facing the target.
    static func bubbleTips(_ container: Container, _ screen: [ScreenNotice], _ layouts: [NoticePlacement],
                           styles: StyleSheet = StyleSheet()) -> [String] {
        let container = container.sanitized
        var problems: [String] = []
        for (item, layout) in zip(screen, layouts) {
            guard case .bubble(let bubble) = item.content, let parts = layout.bubbleParts else { continue }
            let target = parts.target
            problems += targetProblems(bubble.target, target, in: container).map { "bubble \(item.id): \($0)" }
            // A covered bubble is hidden by the stage: its pointer is never drawn.
            if BubbleCoverContract.isCovered(bubble.target, in: container) { continue }
            let (tip, base, frame) = (parts.tip, parts.baseCenter, layout.frame)
            // No pointer (tip at the base) where one would be long or not face the target.
            if tip == base && !pointerFaces(parts.edge, target: target, frame: frame, bubble: bubble, styles: styles) { continue }
            let tipOnEdge: Bool
            let baseOnBody: Bool
            switch parts.edge {
            case .top:
                tipOnEdge = near(tip.y, target.minY) && within(tip.x, target.minX, target.maxX)
                baseOnBody = near(base.y, frame.maxY) && within(base.x, frame.minX, frame.maxX)
            case .bottom:
                tipOnEdge = near(tip.y, target.maxY) && within(tip.x, target.minX, target.maxX)
                baseOnBody = near(base.y, frame.minY) && within(base.x, frame.minX, frame.maxX)
            case .left:
                tipOnEdge = near(tip.x, target.minX) && within(tip.y, target.minY, target.maxY)
                baseOnBody = near(base.x, frame.maxX) && within(base.y, frame.minY, frame.maxY)
            case .right:
                tipOnEdge = near(tip.x, target.maxX) && within(tip.y, target.minY, target.maxY)
                baseOnBody = near(base.x, frame.minX) && within(base.y, frame.minY, frame.maxY)
            }
            if !tipOnEdge { problems.append("bubble \(item.id): tip \(tip) not on the \(parts.edge) edge of \(target)") }
            if !baseOnBody { problems.append("bubble \(item.id): base \(base) not on the body \(frame) facing the target") }
        }
        return problems
    }

    /// Whether a pointer from `frame` on `edge` would reach the target within twice
    /// the style's length, the body facing the target (docs/Layout.md).
    static func pointerFaces(_ edge: BubbleEdge, target: Rect, frame: Rect, bubble: Bubble, styles: StyleSheet) -> Bool {
        let style = styles.style(for: bubble)
        let cap = 2 * (bubble.pointer == .triangle ? style.arrowSize.height : style.lineLength)
        let slide = style.screenMargin + tolerance
        switch edge {
        case .top, .bottom:
            let out = edge == .top ? target.minY - frame.maxY : frame.minY - target.maxY
            return out >= -tolerance && out <= cap + tolerance && frame.minX <= target.maxX + slide && target.minX <= frame.maxX + slide
        case .left, .right:
            let out = edge == .left ? target.minX - frame.maxX : frame.minX - target.maxX
            return out >= -tolerance && out <= cap + tolerance && frame.minY <= target.maxY + slide && target.minY <= frame.maxY + slide
        }
    }

    static func near(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) <= tolerance }

    static func within(_ value: Double, _ low: Double, _ high: Double) -> Bool {
        value >= low - tolerance && value <= high + tolerance
    }
}
