import PopupKitCore

/// Toast-Swift's toast layout: image on the leading side, title above message,
/// the box at most `maxWidthPercentage` × `maxHeightPercentage` of the container,
/// at the top, centre, bottom (above the keyboard) or a point, and several toasts
/// stacked so they never overlap. A toast with custom content wraps the content's
/// size in its paddings instead.
struct ToastLayout {
    let container: Container
    let measurer: any TextMeasuring

    /// What placing a toast needs once its box is measured: small values only, so
    /// ordering and placing several toasts copies no items or styles.
    private struct Box {
        /// The toast's position in the screen.
        let index: Int
        let position: ToastPosition
        let showOrder: UInt64
        let horizontalPadding: Double
        let verticalPadding: Double
        var size: Size
        var parts: ToastParts
    }

    /// Lays out the toasts of `screen` (in screen order) and appends their layouts to
    /// `result` in that order. Other items are skipped where they are met, so no list
    /// of the toasts' positions is built; `count` is how many toasts there are.
    func layout(_ screen: [ScreenNotice], count: Int, laneStyle: ToastStyle, into result: inout [NoticePlacement]) {
        let available = container.availableRect
        // The area toasts are stacked in: above the keyboard, inside the safe area,
        // the smallest `verticalPadding` of the toasts from its top and bottom edges
        // (each toast keeps its own padding from the edge it sits at).
        var smallest = Double.infinity
        for index in screen.indices {
            guard case .toast(let toast) = screen[index].content else { continue }
            smallest = min(smallest, toast.style?.verticalPadding ?? laneStyle.verticalPadding)
        }
        if smallest == .infinity { smallest = laneStyle.verticalPadding }
        let padding = min(smallest, available.height / 2)
        let bounds = Rect(x: available.minX, y: available.minY + padding,
                          width: available.width, height: available.height - 2 * padding)
        var spacing = laneStyle.stackSpacing
        var boxes = boxes(screen, count: count, laneStyle: laneStyle, maxHeight: bounds.height)
        var total = spacing * Double(max(0, boxes.count - 1))
        for box in boxes { total += box.size.height }
        if total > bounds.height {
            // Too tall together: tighten the spacing if it alone does not fit, then
            // give every toast an equal share of the height (its text is cut to fit).
            spacing = min(spacing, bounds.height / Double(2 * max(1, boxes.count)))
            let share = VerticalStack.fairShare(count: boxes.count, available: bounds.height, spacing: spacing)
            boxes = self.boxes(screen, count: count, laneStyle: laneStyle, maxHeight: share)
        }
        let order = placementOrder(boxes, newestNearestEdge: laneStyle.newestNearestEdge)
        var wanted: [Double] = []
        var heights: [Double] = []
        wanted.reserveCapacity(order.count)
        heights.reserveCapacity(order.count)
        for index in order {
            wanted.append(wantedTop(boxes[index]))
            heights.append(boxes[index].size.height)
        }
        let tops = VerticalStack.place(wanted: wanted, heights: heights,
                                       spacing: spacing, minY: bounds.minY, maxY: bounds.maxY)
        result.reserveCapacity(result.count + boxes.count)
        for index in boxes.indices {
            // A handful of toasts: finding the rank beats building a reverse index.
            let rank = order.firstIndex(of: index) ?? 0
            let box = boxes[index]
            let origin = Point(x: left(of: box), y: tops[rank])
            result.append(NoticePlacement(id: screen[box.index].id, lane: .toast, frame: Rect(origin: origin, size: box.size),
                                     parts: .toast(offset(box.parts, by: origin))))
        }
    }

    private func boxes(_ screen: [ScreenNotice], count: Int, laneStyle: ToastStyle, maxHeight: Double) -> [Box] {
        var boxes: [Box] = []
        boxes.reserveCapacity(count)
        for index in screen.indices {
            guard case .toast(let toast) = screen[index].content else { continue }
            let showOrder = screen[index].showOrder
            // Either style is read in place: `??` would copy the whole style.
            if let own = toast.style {
                boxes.append(box(index, showOrder: showOrder, toast, style: own, maxHeight: maxHeight))
            } else {
                boxes.append(box(index, showOrder: showOrder, toast, style: laneStyle, maxHeight: maxHeight))
            }
        }
        return boxes
    }

    /// Top toasts newest first (nearest the edge), then centred and point toasts by
    /// where they want to be, then bottom toasts oldest first (newest nearest the
    /// edge); with `newestNearestEdge` off, top and bottom toasts the other way round.
    /// (Insertion into a handful of indices: no intermediate arrays per group.)
    private func placementOrder(_ boxes: [Box], newestNearestEdge: Bool) -> [Int] {
        func group(_ box: Box) -> Int {
            switch box.position {
            case .top: 0
            case .center, .point: 1
            case .bottom: 2
            }
        }
        /// Whether `a` goes before `b` (both are distinct boxes; ties keep input order).
        func before(_ a: Box, _ b: Box) -> Bool {
            let (ga, gb) = (group(a), group(b))
            if ga != gb { return ga < gb }
            switch ga {
            case 0: return (a.showOrder > b.showOrder) == newestNearestEdge
            case 2: return (a.showOrder < b.showOrder) == newestNearestEdge
            default: return (wantedCenter(a), a.showOrder) < (wantedCenter(b), b.showOrder)
            }
        }
        var order: [Int] = []
        order.reserveCapacity(boxes.count)
        for index in boxes.indices {
            var slot = order.count
            while slot > 0, before(boxes[index], boxes[order[slot - 1]]) { slot -= 1 }
            order.insert(index, at: slot)
        }
        return order
    }

    private func wantedCenter(_ box: Box) -> Double {
        if case .point(_, let y) = box.position { return y }
        return container.availableRect.midY
    }

    private func wantedTop(_ box: Box) -> Double {
        let available = container.availableRect
        let padding = min(box.verticalPadding, available.height / 2)
        switch box.position {
        case .top: return available.minY + padding
        case .bottom: return available.maxY - padding - box.size.height
        case .center, .point: return wantedCenter(box) - box.size.height / 2
        }
    }

    /// Centred on the safe rect (or on its point), `horizontalPadding` from the
    /// safe edges when it fits.
    private func left(of box: Box) -> Double {
        let safe = container.safeRect
        var centerX = safe.midX
        if case .point(let x, _) = box.position { centerX = x }
        let padding = box.horizontalPadding
        let room = safe.width - 2 * padding >= box.size.width
            ? safe.inset(by: EdgeInsets(left: padding, right: padding)) : safe
        let left = centerX - box.size.width / 2
        return min(max(left, room.minX), max(room.minX, room.maxX - box.size.width))
    }

    /// The toast's size and parts (relative to its origin), Toast-Swift's algorithm
    /// bounded so the box never exceeds its maximum size.
    private func box(_ index: Int, showOrder: UInt64, _ toast: Toast, style: ToastStyle, maxHeight: Double) -> Box {
        func box(_ size: Size, _ parts: ToastParts) -> Box {
            Box(index: index, position: toast.position, showOrder: showOrder, horizontalPadding: style.horizontalPadding,
                verticalPadding: style.verticalPadding, size: size, parts: parts)
        }
        let maxSize = Size(width: max(0, min(style.maxWidthPercentage * container.size.width,
                                             container.safeRect.width - 2 * style.horizontalPadding)),
                           height: max(0, min(style.maxHeightPercentage * container.size.height, maxHeight)))
        if let content = toast.content {
            let (size, parts) = contentBox(content, style: style, maxSize: maxSize)
            return box(size, parts)
        }
        if toast.isActivity {
            let size = Size(width: min(style.activitySize.width, maxSize.width), height: min(style.activitySize.height, maxSize.height))
            return box(size, ToastParts(activity: Rect(origin: .zero, size: size)))
        }
        let (hp, vp) = (style.horizontalPadding, style.verticalPadding)
        var parts = ToastParts()
        var imageSize = Size.zero
        if toast.image?.isEmpty == false {
            imageSize = Self.scaled(style.imageSize, toFit: Size(width: maxSize.width - 2 * hp, height: maxSize.height - 2 * vp))
            parts.image = Rect(origin: Point(x: hp, y: vp), size: imageSize)
        }
        let textX = parts.image == nil ? hp : hp + imageSize.width + hp
        let textMaxWidth = max(0, maxSize.width - textX - hp)
        var textBottom = vp
        var longest = 0.0
        var remaining = max(0, maxSize.height - 2 * vp)
        if let title = toast.title, !title.isEmpty {
            let metrics = measurer.fit(title, font: style.titleFont, maxWidth: textMaxWidth, maxHeight: remaining,
                                       lineLimit: style.titleNumberOfLines)
            parts.title = TextPlacement(text: title, frame: Rect(origin: Point(x: textX, y: vp), size: metrics.size),
                                        font: style.titleFont, alignment: style.titleAlignment.resolved(container.layoutDirection),
                                        lineLimit: metrics.lineLimit)
            textBottom = vp + metrics.size.height
            longest = metrics.size.width
            remaining = max(0, remaining - metrics.size.height - vp)
        }
        if let message = toast.message, !message.isEmpty {
            let y = parts.title == nil ? vp : textBottom + vp
            let metrics = measurer.fit(message, font: style.messageFont, maxWidth: textMaxWidth, maxHeight: remaining,
                                       lineLimit: style.messageNumberOfLines)
            parts.message = TextPlacement(text: message, frame: Rect(origin: Point(x: textX, y: y), size: metrics.size),
                                          font: style.messageFont, alignment: style.messageAlignment.resolved(container.layoutDirection),
                                          lineLimit: metrics.lineLimit)
            textBottom = y + metrics.size.height
            longest = max(longest, metrics.size.width)
        }
        parts.title?.frame.size.width = longest
        parts.message?.frame.size.width = longest
        let hasText = parts.title != nil || parts.message != nil
        let width = max(parts.image == nil ? 0 : imageSize.width + 2 * hp, hasText ? textX + longest + hp : 0)
        let height = max(hasText ? textBottom + vp : 0, parts.image == nil ? 0 : imageSize.height + 2 * vp)
        let size = Size(width: min(width, maxSize.width), height: min(height, maxSize.height))
        if container.isRightToLeft { parts = mirrored(parts, width: size.width) }
        return box(size, parts)
    }

    /// A toast with custom content: the content's size within the box's maximum
    /// minus the paddings (each at most half the maximum), wrapped in the paddings.
    private func contentBox(_ content: CustomContent, style: ToastStyle, maxSize: Size) -> (Size, ToastParts) {
        let hp = min(style.horizontalPadding, maxSize.width / 2)
        let vp = min(style.verticalPadding, maxSize.height / 2)
        let wanted = content.size(fitting: Size(width: maxSize.width - 2 * hp, height: maxSize.height - 2 * vp),
                                  measurer: measurer)
        let size = Size(width: min(wanted.width + 2 * hp, maxSize.width), height: min(wanted.height + 2 * vp, maxSize.height))
        var parts = ToastParts(content: Rect(origin: Point(x: hp, y: vp), size: wanted))
        if container.isRightToLeft { parts = mirrored(parts, width: size.width) }
        return (size, parts)
    }

    /// `size` scaled down (keeping its aspect) to fit `bounds`.
    static func scaled(_ size: Size, toFit bounds: Size) -> Size {
        guard size.width > 0, size.height > 0 else { return .zero }
        let factor = min(1, max(0, bounds.width) / size.width, max(0, bounds.height) / size.height)
        return Size(width: size.width * factor, height: size.height * factor)
    }

    private func mirrored(_ parts: ToastParts, width: Double) -> ToastParts {
        var result = parts
        let axis = width / 2
        result.image = parts.image?.mirrored(aroundX: axis)
        result.title = parts.title?.mirrored(aroundX: axis)
        result.message = parts.message?.mirrored(aroundX: axis)
        result.content = parts.content?.mirrored(aroundX: axis)
        return result
    }

    private func offset(_ parts: ToastParts, by origin: Point) -> ToastParts {
        var result = parts
        result.image = parts.image?.offset(by: origin)
        result.activity = parts.activity?.offset(by: origin)
        result.title = parts.title?.offset(by: origin)
        result.message = parts.message?.offset(by: origin)
        result.content = parts.content?.offset(by: origin)
        return result
    }
}

extension Rect {
    /// The rectangle moved by `origin`.
    func offset(by origin: Point) -> Rect {
        Rect(x: minX + origin.x, y: minY + origin.y, width: width, height: height)
    }
}
