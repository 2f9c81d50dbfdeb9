/// Toast-Swift's toast layout: image on the leading side, title above message,
/// the box at most `maxWidthPercentage` × `maxHeightPercentage` of the container,
/// at the top, centre, bottom (above the keyboard) or a point, and several toasts
/// stacked so they never overlap. A toast with custom content wraps the content's
/// size in its paddings instead.
struct ToastLayout {
    let container: Container
    let styles: StyleSheet
    let measurer: any TextMeasuring

    private struct Box {
        let item: ScreenItem
        let toast: Toast
        var size: Size
        var parts: ToastParts
    }

    /// The area toasts are stacked in: above the keyboard, inside the safe area,
    /// the smallest `verticalPadding` of the toasts from its top and bottom edges
    /// (each toast keeps its own padding from the edge it sits at).
    func bounds(for items: [(ScreenItem, Toast)]) -> Rect {
        let available = container.availableRect
        let smallest = items.map { styles.style(for: $0.1).verticalPadding }.min() ?? styles.toast.verticalPadding
        let padding = min(smallest, available.height / 2)
        return Rect(x: available.minX, y: available.minY + padding,
                    width: available.width, height: available.height - 2 * padding)
    }

    func layout(_ items: [(ScreenItem, Toast)]) -> [ItemLayout] {
        let bounds = self.bounds(for: items)
        var spacing = styles.toast.stackSpacing
        var boxes = items.map { box($0.0, $0.1, maxHeight: bounds.height) }
        let total = boxes.reduce(0) { $0 + $1.size.height } + spacing * Double(max(0, boxes.count - 1))
        if total > bounds.height {
            // Too tall together: tighten the spacing if it alone does not fit, then
            // give every toast an equal share of the height (its text is cut to fit).
            spacing = min(spacing, bounds.height / Double(2 * max(1, boxes.count)))
            let share = VerticalStack.fairShare(count: boxes.count, available: bounds.height, spacing: spacing)
            boxes = items.map { box($0.0, $0.1, maxHeight: share) }
        }
        let order = placementOrder(boxes)
        let tops = VerticalStack.place(wanted: order.map { wantedTop(boxes[$0], in: bounds) },
                                       heights: order.map { boxes[$0].size.height },
                                       spacing: spacing, minY: bounds.minY, maxY: bounds.maxY)
        var layouts = [ItemLayout?](repeating: nil, count: boxes.count)
        for (rank, index) in order.enumerated() {
            let box = boxes[index]
            let origin = Point(x: left(of: box), y: tops[rank])
            layouts[index] = ItemLayout(id: box.item.id, lane: .toast, frame: Rect(origin: origin, size: box.size),
                                        parts: .toast(offset(box.parts, by: origin)))
        }
        return layouts.compactMap { $0 }
    }

    /// Top toasts newest first (nearest the edge), then centred and point toasts by
    /// where they want to be, then bottom toasts oldest first (newest nearest the edge).
    private func placementOrder(_ boxes: [Box]) -> [Int] {
        let indices = Array(boxes.indices)
        let top = indices.filter { boxes[$0].toast.position == .top }.sorted { boxes[$0].item.showOrder > boxes[$1].item.showOrder }
        let bottom = indices.filter { boxes[$0].toast.position == .bottom }.sorted { boxes[$0].item.showOrder < boxes[$1].item.showOrder }
        let middle = indices.filter { boxes[$0].toast.position != .top && boxes[$0].toast.position != .bottom }
            .sorted { (wantedCenter(boxes[$0]), boxes[$0].item.showOrder) < (wantedCenter(boxes[$1]), boxes[$1].item.showOrder) }
        return top + middle + bottom
    }

    private func wantedCenter(_ box: Box) -> Double {
        if case .point(_, let y) = box.toast.position { return y }
        return container.availableRect.midY
    }

    private func wantedTop(_ box: Box, in bounds: Rect) -> Double {
        let available = container.availableRect
        let padding = min(styles.style(for: box.toast).verticalPadding, available.height / 2)
        switch box.toast.position {
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
        if case .point(let x, _) = box.toast.position { centerX = x }
        let padding = styles.style(for: box.toast).horizontalPadding
        let room = safe.width - 2 * padding >= box.size.width
            ? safe.inset(by: EdgeInsets(left: padding, right: padding)) : safe
        let left = centerX - box.size.width / 2
        return min(max(left, room.minX), max(room.minX, room.maxX - box.size.width))
    }

    /// The toast's size and parts (relative to its origin), Toast-Swift's algorithm
    /// bounded so the box never exceeds its maximum size.
    private func box(_ item: ScreenItem, _ toast: Toast, maxHeight: Double) -> Box {
        let style = styles.style(for: toast)
        let maxSize = Size(width: max(0, min(style.maxWidthPercentage * container.size.width,
                                             container.safeRect.width - 2 * style.horizontalPadding)),
                           height: max(0, min(style.maxHeightPercentage * container.size.height, maxHeight)))
        if let content = toast.content {
            return contentBox(item, toast, content, style: style, maxSize: maxSize)
        }
        if toast.isActivity {
            let size = Size(width: min(style.activitySize.width, maxSize.width), height: min(style.activitySize.height, maxSize.height))
            return Box(item: item, toast: toast, size: size, parts: ToastParts(activity: Rect(origin: .zero, size: size)))
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
        return Box(item: item, toast: toast, size: size, parts: parts)
    }

    /// A toast with custom content: the content's size within the box's maximum
    /// minus the paddings (each at most half the maximum), wrapped in the paddings.
    private func contentBox(_ item: ScreenItem, _ toast: Toast, _ content: CustomContent, style: ToastStyle,
                            maxSize: Size) -> Box {
        let hp = min(style.horizontalPadding, maxSize.width / 2)
        let vp = min(style.verticalPadding, maxSize.height / 2)
        let wanted = content.size(fitting: Size(width: maxSize.width - 2 * hp, height: maxSize.height - 2 * vp),
                                  measurer: measurer)
        let size = Size(width: min(wanted.width + 2 * hp, maxSize.width), height: min(wanted.height + 2 * vp, maxSize.height))
        var parts = ToastParts(content: Rect(origin: Point(x: hp, y: vp), size: wanted))
        if container.isRightToLeft { parts = mirrored(parts, width: size.width) }
        return Box(item: item, toast: toast, size: size, parts: parts)
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
