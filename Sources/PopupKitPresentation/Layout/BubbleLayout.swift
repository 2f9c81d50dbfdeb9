import PopupKitCore

/// BubblePopup's layout: the body sits on the preferred side of its target with the
/// arrow's tip (or the dotted line's dot) on the target's edge. Without room there
/// it flips to the opposite side, then tries the other axis (the side with more
/// room first); with room nowhere it takes the side with the most room. The body is
/// clamped inside the content rect above the keyboard (clear of the app's bars,
/// ``Container/availableRect``), `screenMargin` from its edges, while the tip stays
/// on the target. In RTL `left` and `right` swap (they mean
/// leading and trailing). A bubble with custom content is placed the same way, its
/// body wrapping the content's size (asked within `maxWidth`) instead of the text.
///
/// Fallbacks: a target outside the container is moved inside it; a bubble without
/// target points at the centre of the area above the keyboard.
struct BubbleLayout {
    let container: Container
    let measurer: any TextMeasuring

    /// `style` is the bubble's own style, else the lane's.
    func layout(_ item: ScreenNotice, _ bubble: Bubble, style: BubbleStyle) -> NoticePlacement {
        let area = container.availableRect
        let margin = min(style.screenMargin, area.width / 2, area.height / 2)
        let bounds = area.inset(by: EdgeInsets(top: margin, left: margin, bottom: margin, right: margin))
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
        let edge = chooseEdge(preferred: physical(bubble.edge), target: target, body: body, gap: gap, bounds: bounds)
        var frame: Rect
        switch edge {
        case .bottom: frame = Rect(x: target.midX - body.width / 2, y: target.maxY + gap, width: body.width, height: body.height)
        case .top: frame = Rect(x: target.midX - body.width / 2, y: target.minY - gap - body.height, width: body.width, height: body.height)
        case .right: frame = Rect(x: target.maxX + gap, y: target.midY - body.height / 2, width: body.width, height: body.height)
        case .left: frame = Rect(x: target.minX - gap - body.width, y: target.midY - body.height / 2, width: body.width, height: body.height)
        }
        frame = frame.clamped(into: bounds)
        let (tip, base) = pointer(edge: edge, target: target, frame: frame, style: style)
        let placement = TextPlacement(
            text: bubble.text,
            frame: Rect(x: frame.minX + padding.left, y: frame.minY + padding.top,
                        width: max(0, frame.width - padding.left - padding.right),
                        height: max(0, frame.height - padding.top - padding.bottom)),
            font: style.font, alignment: TextAlignment.natural.resolved(container.layoutDirection), lineLimit: lineLimit)
        return NoticePlacement(id: item.id, lane: .bubble, frame: frame,
                          parts: .bubble(BubbleParts(edge: edge, pointer: bubble.pointer, target: target, tip: tip,
                                                     baseCenter: base, text: placement,
                                                     content: bubble.bodyContent == nil ? nil : placement.frame)))
    }

    /// The target moved inside the container (or the centre point when missing).
    func sanitizedTarget(_ target: Rect?) -> Rect {
        guard let target else {
            let area = container.availableRect
            return Rect(x: area.midX, y: area.midY, width: 0, height: 0)
        }
        let bounds = container.bounds
        let size = Size(width: min(max(0, target.width), bounds.width), height: min(max(0, target.height), bounds.height))
        return Rect(origin: target.origin, size: size).clamped(into: bounds)
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

    private func chooseEdge(preferred: BubbleEdge, target: Rect, body: Size, gap: Double, bounds: Rect) -> BubbleEdge {
        let opposite: BubbleEdge = switch preferred {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        }
        // The other axis, the side with more room first (on a tie, right before left
        // and bottom before top).
        var across: (BubbleEdge, BubbleEdge) = (preferred == .top || preferred == .bottom) ? (.right, .left) : (.bottom, .top)
        if room(across.1, target: target, bounds: bounds) > room(across.0, target: target, bounds: bounds) {
            across = (across.1, across.0)
        }
        // Four candidates in order, without arrays: this runs on every frame.
        let candidates = (preferred, opposite, across.0, across.1)
        func candidate(_ index: Int) -> BubbleEdge {
            switch index {
            case 0: candidates.0
            case 1: candidates.1
            case 2: candidates.2
            default: candidates.3
            }
        }
        for index in 0..<4 where room(candidate(index), target: target, bounds: bounds) >= need(candidate(index), body: body, gap: gap) {
            return candidate(index)
        }
        // No room anywhere: the side with the most room (the first of equals).
        var best = candidates.0
        for index in 1..<4 where room(candidate(index), target: target, bounds: bounds) > room(best, target: target, bounds: bounds) {
            best = candidate(index)
        }
        return best
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
