import PopupKitCore
import PopupKitPresentation

/// BubblePopup's layout: the body sits on the preferred side of its target with the
/// arrow's tip (or the dotted line's dot) on the target's edge. A side is free when
/// the body fits there inside the content area above the keyboard, clear of the
/// app's bars (``Container/availableRect``, `screenMargin` from its edges), facing the target with its pointer reaching no further out than
/// ``maxPointerLength(_:pointer:)``, clear of its target and of every obstacle (the bodies of the other notices on
/// screen). The preferred side is taken when free, else the opposite one, then
/// the other axis (the side with more room first). When no side is free only
/// because of obstacles the placement is not ``Placed/clear``: a `Stage` hides the
/// bubble until a side frees. When no side has room even on an empty screen the
/// body takes the side with the most room, clamped, and draws no pointer (its tip
/// meets its base) rather than a long one. In RTL `left` and `right` swap (they
/// mean leading and trailing). A bubble with custom content is placed the same
/// way, its body wrapping the content's size (asked within `maxWidth`) instead of
/// the text.
///
/// Fallbacks: a target outside the container is moved inside it; a target at least
/// half inside the safe area above the keyboard (``BubbleCover/targetArea(of:)``)
/// is cut to that part (the tip points at what shows); a bubble without target
/// points at the centre of the available area.
struct BubbleLayout {
    let container: Container
    let measurer: any TextMeasuring

    /// A bubble's placement and whether it is clear of every obstacle.
    struct Placed {
        var placement: NoticePlacement
        /// Whether the body and pointer sit on a free side (or no side has room
        /// even without obstacles, the documented fallback).
        var clear: Bool
    }

    /// The furthest a bubble's pointer reaches out from its body: twice its style's
    /// length (the triangle's `arrowSize.height`, the dotted line's `lineLength`). A
    /// side where it would reach further (the body pushed away by the screen's
    /// edges), or where the body does not face the target, is not free.
    static func maxPointerLength(_ style: BubbleStyle, pointer: BubblePointer) -> Double {
        2 * max(0, pointer == .triangle ? style.arrowSize.height : style.lineLength)
    }

    /// Whether a pointer from `frame` on `edge` to `target` is short: it reaches at
    /// most `cap` out from the body (and not back through it), and the body faces the target (their spans
    /// along that edge are at most `slide` apart: the screen margin that may push the
    /// body off a target at the screen's edge), so it never runs along the screen.
    static func pointerIsShort(edge: BubbleEdge, target: Rect, frame: Rect, cap: Double, slide: Double) -> Bool {
        let tolerance = 1e-9
        switch edge {
        case .top, .bottom:
            let out = edge == .top ? target.minY - frame.maxY : frame.minY - target.maxY
            return out >= -tolerance && out <= cap + tolerance && frame.minX <= target.maxX + slide + tolerance
                && target.minX <= frame.maxX + slide + tolerance
        case .left, .right:
            let out = edge == .left ? target.minX - frame.maxX : frame.minX - target.maxX
            return out >= -tolerance && out <= cap + tolerance && frame.minY <= target.maxY + slide + tolerance
                && target.minY <= frame.maxY + slide + tolerance
        }
    }

    /// `style` is the bubble's own style, else the lane's.
    func layout(_ item: ScreenNotice, _ bubble: Bubble, style: BubbleStyle, avoiding obstacles: [Rect] = []) -> NoticePlacement {
        place(item.id, bubble, style: style, avoiding: obstacles).placement
    }

    /// The placement and whether it is clear of `obstacles` (see the type).
    func place(_ id: NoticeID, _ bubble: Bubble, style: BubbleStyle, avoiding obstacles: [Rect]) -> Placed {
        let area = container.availableRect
        let margin = min(style.screenMargin, area.width / 2, area.height / 2)
        let bounds = area.inset(by: Insets(top: margin, left: margin, bottom: margin, right: margin))
        let target = sanitizedTarget(bubble.target)
        let gap = bubble.pointer == .triangle ? style.arrowSize.height : style.lineLength
        let padding = style.padding
        let maxTextWidth = max(0, min(bubble.maxWidth ?? style.maxWidth, bounds.width - padding.left - padding.right))
        let maxTextHeight = max(0, bounds.height - padding.top - padding.bottom)
        // Custom content is asked for its size where the text would be measured.
        let inner: Size
        var lineLimit = 0
        if let content = bubble.bodyContent {
            inner = content.size(fitting: Size(width: maxTextWidth, height: maxTextHeight), measurer: measurer)
        } else {
            let text = measurer.fit(bubble.text, font: style.font, maxWidth: maxTextWidth, maxHeight: maxTextHeight, lineLimit: 0)
            inner = text.size
            lineLimit = text.lineLimit
        }
        let body = Size(width: min(inner.width + padding.left + padding.right, bounds.width),
                        height: min(inner.height + padding.top + padding.bottom, bounds.height))
        let cap = Self.maxPointerLength(style, pointer: bubble.pointer)
        let candidates = self.candidates(preferred: physical(bubble.edge), target: target, bounds: bounds)
        // A side is free with room for body and pointer, the pointer within its cap,
        // and the body clear of its target and of the obstacles.
        func attempt(_ edge: BubbleEdge) -> (frame: Rect, tip: Point, base: Point, fits: Bool, free: Bool) {
            let frame = self.frame(edge, target: target, body: body, gap: gap).clamped(into: bounds)
            let (tip, base) = pointer(edge: edge, target: target, frame: frame, style: style)
            let fits = room(edge, target: target, bounds: bounds) >= need(edge, body: body, gap: gap)
                && Self.pointerIsShort(edge: edge, target: target, frame: frame, cap: cap, slide: margin) && !frame.overlaps(target)
            return (frame, tip, base, fits, fits && !obstacles.contains { $0.overlaps(frame) })
        }
        var chosen: (edge: BubbleEdge, frame: Rect, tip: Point, base: Point)?
        var fitsSomewhere = false
        for rank in 0..<SideOrder.count {
            let edge = candidates[rank]
            let tried = attempt(edge)
            fitsSomewhere = fitsSomewhere || tried.fits
            if tried.free {
                chosen = (edge, tried.frame, tried.tip, tried.base)
                break
            }
        }
        // Not free anywhere: the side with the most room (the first of equals), with
        // no pointer where it would be longer than the cap.
        let clear = chosen != nil || !fitsSomewhere
        if chosen == nil {
            var best = candidates[0]
            for rank in 1..<SideOrder.count
            where room(candidates[rank], target: target, bounds: bounds) > room(best, target: target, bounds: bounds) {
                best = candidates[rank]
            }
            let tried = attempt(best)
            let short = Self.pointerIsShort(edge: best, target: target, frame: tried.frame, cap: cap, slide: margin)
            chosen = (best, tried.frame, short ? tried.tip : tried.base, tried.base)
        }
        let (edge, frame, tip, base) = chosen!
        let placement = TextPlacement(
            text: bubble.text,
            frame: Rect(x: frame.minX + padding.left, y: frame.minY + padding.top,
                        width: max(0, frame.width - padding.left - padding.right),
                        height: max(0, frame.height - padding.top - padding.bottom)),
            font: style.font, alignment: TextAlign.natural.resolved(container.layoutDirection), lineLimit: lineLimit)
        return Placed(placement: NoticePlacement(id: id, lane: .bubble, frame: frame,
                          parts: .bubble(BubbleParts(edge: edge, pointer: bubble.pointer, target: target, tip: tip,
                                                     baseCenter: base, text: placement,
                                                     content: bubble.bodyContent == nil ? nil : placement.frame))),
                      clear: clear)
    }

    /// The body on `edge` of the target, `gap` away, before clamping.
    private func frame(_ edge: BubbleEdge, target: Rect, body: Size, gap: Double) -> Rect {
        switch edge {
        case .bottom: Rect(x: target.midX - body.width / 2, y: target.maxY + gap, width: body.width, height: body.height)
        case .top: Rect(x: target.midX - body.width / 2, y: target.minY - gap - body.height, width: body.width, height: body.height)
        case .right: Rect(x: target.maxX + gap, y: target.midY - body.height / 2, width: body.width, height: body.height)
        case .left: Rect(x: target.minX - gap - body.width, y: target.midY - body.height / 2, width: body.width, height: body.height)
        }
    }

    /// The target moved inside the container (or the centre point when missing).
    func sanitizedTarget(_ target: Rect?) -> Rect {
        guard let target else {
            let area = container.availableRect
            return Rect(x: area.midX, y: area.midY, width: 0, height: 0)
        }
        let bounds = container.bounds
        let size = Size(width: min(max(0, target.width), bounds.width), height: min(max(0, target.height), bounds.height))
        let inside = Rect(origin: target.origin, size: size)
        // At least half of it shows above the keyboard: point at what shows.
        let area = BubbleCover.targetArea(of: container)
        if BubbleCover.visibleFraction(of: inside, in: area) >= 0.5 {
            return BubbleCover.intersection(inside, area)
        }
        return inside.clamped(into: bounds)
    }

    /// `left`/`right` are leading/trailing: swapped in right-to-left layout.
    func physical(_ edge: BubbleEdge) -> BubbleEdge {
        guard container.isRightToLeft else { return edge }
        switch edge {
        case .left: return .right
        case .right: return .left
        default: return edge
        }
    }

    private func room(_ edge: BubbleEdge, target: Rect, bounds: Rect) -> Double {
        switch edge {
        case .top: target.minY - bounds.minY
        case .bottom: bounds.maxY - target.maxY
        case .left: target.minX - bounds.minX
        case .right: bounds.maxX - target.maxX
        }
    }

    private func need(_ edge: BubbleEdge, body: Size, gap: Double) -> Double {
        (edge == .top || edge == .bottom ? body.height : body.width) + gap
    }

    /// The sides in the order they are tried: the preferred one, the opposite one,
    /// then the other axis, the side with more room first (on a tie, right before
    /// left and bottom before top).
    private func candidates(preferred: BubbleEdge, target: Rect, bounds: Rect) -> SideOrder {
        let opposite: BubbleEdge = switch preferred {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        }
        var across: (BubbleEdge, BubbleEdge) = (preferred == .top || preferred == .bottom) ? (.right, .left) : (.bottom, .top)
        if room(across.1, target: target, bounds: bounds) > room(across.0, target: target, bounds: bounds) {
            across = (across.1, across.0)
        }
        return SideOrder(sides: (preferred, opposite, across.0, across.1))
    }

    /// The four sides in the order they are tried, held inline: a bubble is placed
    /// on every frame, and an array of four would be allocated each time.
    private struct SideOrder {
        static let count = 4
        let sides: (BubbleEdge, BubbleEdge, BubbleEdge, BubbleEdge)

        subscript(rank: Int) -> BubbleEdge {
            switch rank {
            case 0: sides.0
            case 1: sides.1
            case 2: sides.2
            default: sides.3
            }
        }
    }

    /// The tip on the target's edge facing the bubble, and where the pointer leaves
    /// the body: as close to the tip as the rounded corners allow.
    private func pointer(edge: BubbleEdge, target: Rect, frame: Rect, style: BubbleStyle) -> (tip: Point, base: Point) {
        let halfBase = style.arrowSize.width / 2
        func along(_ value: Double, _ low: Double, _ high: Double) -> Double {
            let inset = min(style.cornerRadius + halfBase, (high - low) / 2)
            return min(max(value, low + inset), high - inset)
        }
        switch edge {
        case .bottom, .top:
            let x = along(target.midX, frame.minX, frame.maxX)
            let tipX = min(max(x, target.minX), target.maxX)
            return edge == .bottom
                ? (Point(x: tipX, y: target.maxY), Point(x: x, y: frame.minY))
                : (Point(x: tipX, y: target.minY), Point(x: x, y: frame.maxY))
        case .left, .right:
            let y = along(target.midY, frame.minY, frame.maxY)
            let tipY = min(max(y, target.minY), target.maxY)
            return edge == .right
                ? (Point(x: target.maxX, y: tipY), Point(x: frame.minX, y: y))
                : (Point(x: target.minX, y: tipY), Point(x: frame.maxX, y: y))
        }
    }
}
