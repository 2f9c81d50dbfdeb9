import PopupKitCore
import PopupKitPresentation

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

    /// The toasts on one side of the HUD and popup cards: those whose entry in
    /// `goesAbove` (by rank among the toasts) equals `above`.
    private struct Side {
        let goesAbove: [Bool]
        let above: Bool
    }

    /// Lays out the toasts of `screen` (in screen order) and appends their layouts to
    /// `result` in that order. Other items are skipped where they are met, so no list
    /// of the toasts' positions is built; `count` is how many toasts there are.
    /// - Parameters:
    ///   - below: where the banner column ends (its lowest banner plus spacing): the
    ///     column of toasts starts there at the highest; `nil` without banners.
    ///   - band: the rows the HUD and popup cards take: the toasts stack above and
    ///     below it, `stackSpacing` away (see `sides(_:above:below:band:spacing:)`).
    func layout(_ screen: [ScreenNotice], count: Int, laneStyle: ToastStyle, below: Double? = nil,
                clearOf band: (minY: Double, maxY: Double)? = nil, into result: inout [NoticePlacement]) {
        let available = container.availableRect
        // The area toasts are stacked in: above the keyboard, inside the app's bars,
        // the smallest `verticalPadding` of the toasts from its top and bottom edges
        // (each toast keeps its own padding from the edge it sits at), below the banners.
        let top = Self.columnTop(screen, laneStyle: laneStyle, in: container)
        let bottom = available.maxY - (top - available.minY)
        let columnTop = Self.columnTop(screen, laneStyle: laneStyle, in: container, below: below)
        let bounds = Rect(x: available.minX, y: columnTop, width: available.width, height: max(0, bottom - columnTop))
        func append(_ box: Box, top: Double) {
            let origin = Point(x: left(of: box), y: top)
            result.append(NoticePlacement(id: screen[box.index].id, lane: .toast, frame: Rect(origin: origin, size: box.size),
                                     parts: .toast(offset(box.parts, by: origin))))
        }
        result.reserveCapacity(result.count + count)
        guard let band else {
            let (boxes, tops) = place(in: bounds, screen, count: count, laneStyle: laneStyle, including: nil)
            for index in boxes.indices { append(boxes[index], top: tops[index]) }
            return
        }
        // Back in toast order, straight from the two stacks.
        let (goesAbove, upper, lower) = placeAround(band, in: bounds, screen, count: count, laneStyle: laneStyle)
        var (nextUpper, nextLower) = (0, 0)
        for above in goesAbove {
            if above {
                append(upper.boxes[nextUpper], top: upper.tops[nextUpper])
                nextUpper += 1
            } else {
                append(lower.boxes[nextLower], top: lower.tops[nextLower])
                nextLower += 1
            }
        }
    }

    /// Where the column of toasts starts without banners: the smallest
    /// `verticalPadding` of the toasts on `screen` below the top of the area above
    /// the keyboard (at most half that area). The column ends as far above its bottom.
    static func columnTop(_ screen: [ScreenNotice], laneStyle: ToastStyle, in container: Container) -> Double {
        let available = container.availableRect
        var smallest = Double.infinity
        for index in screen.indices {
            guard case .toast(let toast) = screen[index].content else { continue }
            smallest = min(smallest, toast.hosted?.isBare == true ? 0 : toast.style?.verticalPadding ?? laneStyle.verticalPadding)
        }
        if smallest == .infinity { smallest = laneStyle.verticalPadding }
        return available.minY + min(smallest, available.height / 2)
    }

    /// Where the column of toasts starts below banners that end at `below` (see
    /// ``NoticeLayout/regionBelow(_:in:spacing:)``): the lower of that and where it
    /// starts without banners, never below where the column ends.
    static func columnTop(_ screen: [ScreenNotice], laneStyle: ToastStyle, in container: Container,
                          below: Double?) -> Double {
        let available = container.availableRect
        let top = columnTop(screen, laneStyle: laneStyle, in: container)
        let bottom = available.maxY - (top - available.minY)
        return min(max(top, below ?? top), max(top, bottom))
    }

    /// The toasts stacked in `bounds`: all of them, or with `included` those on one
    /// side of the HUD and popup cards (`goesAbove` by rank among the toasts equal to
    /// `above`).
    private func place(in bounds: Rect, _ screen: [ScreenNotice], count: Int, laneStyle: ToastStyle,
                       including included: Side?) -> (boxes: [Box], tops: [Double]) {
        let stack = StackLayout(bounds: bounds, spacing: laneStyle.stackSpacing)
        return stack.place(
            measure: { height in
                self.boxes(screen, count: count, laneStyle: laneStyle, maxHeight: height, including: included)
            },
            height: { $0.size.height },
            order: { placementOrder($0, newestNearestEdge: laneStyle.newestNearestEdge) },
            wantedTop: { self.wantedTop($1) })
    }

    /// Two stacks: the toasts that go above `band` (the HUD's and popup cards' rows)
    /// between the column's top and the band, the others between the band and the
    /// column's bottom. `goesAbove` says, by rank among the toasts, which stack each
    /// toast is in (in toast order within each).
    private func placeAround(_ band: (minY: Double, maxY: Double), in bounds: Rect, _ screen: [ScreenNotice],
                             count: Int, laneStyle: ToastStyle)
        -> (goesAbove: [Bool], upper: (boxes: [Box], tops: [Double]), lower: (boxes: [Box], tops: [Double])) {
        let spacing = laneStyle.stackSpacing
        let split = (above: min(max(bounds.minY, band.minY - spacing), bounds.maxY),
                     below: max(min(bounds.maxY, band.maxY + spacing), bounds.minY))
        let above = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: split.above - bounds.minY)
        let below = Rect(x: bounds.minX, y: split.below, width: bounds.width, height: bounds.maxY - split.below)
        let measured = boxes(screen, count: count, laneStyle: laneStyle, maxHeight: bounds.height)
        let goesAbove = sides(measured, above: above, below: below, band: band, spacing: spacing)
        let upper = place(in: above, screen, count: count, laneStyle: laneStyle, including: Side(goesAbove: goesAbove, above: true))
        let lower = place(in: below, screen, count: count, laneStyle: laneStyle, including: Side(goesAbove: goesAbove, above: false))
        return (goesAbove, upper, lower)
    }

    /// Whether each toast goes above the HUD and popup cards (else below): top toasts
    /// above, bottom toasts below, a point toast on the side of the band's middle its
    /// point is on. Centred toasts go together below the band, like a caption under
    /// the HUD, when they fit there with the toasts already below; else above when
    /// they fit there; else on the side with more room.
    private func sides(_ boxes: [Box], above: Rect, below: Rect, band: (minY: Double, maxY: Double),
                       spacing: Double) -> [Bool] {
        var goesAbove = boxes.map { box in
            switch box.position {
            case .top: true
            case .bottom, .center: false
            case .point(_, let y): y < (band.minY + band.maxY) / 2
            }
        }
        func needed(_ above: Bool) -> Double {
            var total = 0.0
            var count = 0
            for (rank, box) in boxes.enumerated() where goesAbove[rank] == above || box.position == .center {
                total += box.size.height
                count += 1
            }
            return total + spacing * Double(max(0, count - 1))
        }
        let centredAbove = needed(false) > below.height && (needed(true) <= above.height || above.height > below.height)
        if centredAbove {
            for (rank, box) in boxes.enumerated() where box.position == .center { goesAbove[rank] = true }
        }
        return goesAbove
    }

    /// The toasts' boxes, measured to be at most `maxHeight`, in toast order; with
    /// `included`, only the toasts on that side, so no list of all of them is
    /// built to be filtered (this runs on every frame).
    private func boxes(_ screen: [ScreenNotice], count: Int, laneStyle: ToastStyle, maxHeight: Double,
                       including included: Side? = nil) -> [Box] {
        var boxes: [Box] = []
        boxes.reserveCapacity(count)
        var rank = -1
        for index in screen.indices {
            guard case .toast(let toast) = screen[index].content else { continue }
            rank += 1
            if let included, included.goesAbove[rank] != included.above { continue }
            let showOrder = screen[index].showOrder
            // Either style is read in place: `??` would copy the whole style (a
            // bare toast's is a copy, its padding and box dropped).
            if toast.hosted?.isBare == true {
                boxes.append(box(index, showOrder: showOrder, toast, style: (toast.style ?? laneStyle).bare, maxHeight: maxHeight))
            } else if let own = toast.style {
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

    /// Centred on the content rect (or on its point), `horizontalPadding` from its
    /// edges when it fits.
    private func left(of box: Box) -> Double {
        let safe = container.contentRect
        var centerX = safe.midX
        if case .point(let x, _) = box.position { centerX = x }
        let padding = box.horizontalPadding
        let room = safe.width - 2 * padding >= box.size.width
            ? safe.inset(by: Insets(left: padding, right: padding)) : safe
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
                                             container.contentRect.width - 2 * style.horizontalPadding)),
                           height: max(0, min(style.maxHeightPercentage * container.size.height, maxHeight)))
        if let content = toast.bodyContent {
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
        parts.title = placeText(toast.title, at: Point(x: textX, y: vp), font: style.titleFont,
                                alignment: style.titleAlignment, lineLimit: style.titleNumberOfLines,
                                maxWidth: textMaxWidth, maxHeight: remaining)
        if let title = parts.title {
            textBottom = title.frame.maxY
            longest = title.frame.width
            remaining = max(0, remaining - title.frame.height - vp)
        }
        parts.message = placeText(toast.message, at: Point(x: textX, y: parts.title == nil ? vp : textBottom + vp),
                                  font: style.messageFont, alignment: style.messageAlignment,
                                  lineLimit: style.messageNumberOfLines, maxWidth: textMaxWidth, maxHeight: remaining)
        if let message = parts.message {
            textBottom = message.frame.maxY
            longest = max(longest, message.frame.width)
        }
        parts.title?.frame.size.width = longest
        parts.message?.frame.size.width = longest
        let hasText = parts.title != nil || parts.message != nil
        let width = max(parts.image == nil ? 0 : imageSize.width + 2 * hp, hasText ? textX + longest + hp : 0)
        let height = max(hasText ? textBottom + vp : 0, parts.image == nil ? 0 : imageSize.height + 2 * vp)
        let size = Size(width: min(width, maxSize.width), height: min(height, maxSize.height))
        if hasText, parts.image != nil { parts = centered(parts, textHeight: textBottom - vp, inHeight: size.height - 2 * vp) }
        if container.isRightToLeft { parts = mirrored(parts, width: size.width) }
        return box(size, parts)
    }

    /// An image and a text block side by side, the shorter centred against the
    /// taller (both start at the top padding): one line beside a large image sits
    /// at the image's middle, not at its top with empty space below.
    private func centered(_ parts: ToastParts, textHeight: Double, inHeight height: Double) -> ToastParts {
        var result = parts
        if let image = parts.image {
            result.image?.origin.y += max(0, (height - image.height) / 2)
        }
        let textShift = max(0, (height - textHeight) / 2)
        result.title?.frame.origin.y += textShift
        result.message?.frame.origin.y += textShift
        return result
    }

    /// The title or message at `origin`, fitted to `maxWidth` × `maxHeight` (its frame
    /// is the fitted size); nil for a missing or empty text.
    private func placeText(_ text: String?, at origin: Point, font: NoticeFont, alignment: TextAlign, lineLimit: Int,
                           maxWidth: Double, maxHeight: Double) -> TextPlacement? {
        guard let text, !text.isEmpty else { return nil }
        let metrics = measurer.fit(text, font: font, maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: lineLimit)
        return TextPlacement(text: text, frame: Rect(origin: origin, size: metrics.size), font: font,
                             alignment: alignment.resolved(container.layoutDirection), lineLimit: metrics.lineLimit)
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
