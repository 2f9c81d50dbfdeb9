import PopupKitCore
import PopupKitPresentation

/// Banners: notification cards at the top safe edge, stacked newest first. They
/// come down over the app's navigation bar (``Container/contentInsets`` does not
/// move them), as the system's notifications do.
struct BannerLayout {
    let container: Container
    let measurer: any TextMeasuring

    /// Lays out the banners at `indices` of `screen` (in screen order) and appends
    /// their layouts to `result` in that order. Works on positions, not copies of the
    /// items: it runs on every frame.
    func layoutBanners(_ screen: [ScreenNotice], _ indices: [Int], laneStyle: BannerStyle,
                       into result: inout [NoticePlacement]) {
        let safe = container.safeRect
        // Each banner keeps its own margin; the stack may use the smallest one.
        var margins: [Double] = []
        margins.reserveCapacity(indices.count)
        for index in indices {
            guard case .banner(let banner) = screen[index].content else { continue }
            margins.append(min(banner.style?.margin ?? laneStyle.margin, safe.height / 2, safe.width / 2))
        }
        let smallest = margins.min() ?? 0
        let bounds = Rect(x: safe.minX, y: safe.minY + smallest, width: safe.width,
                          height: max(0, container.availableRect.maxY - safe.minY - 2 * smallest))
        let stack = StackLayout(bounds: bounds, spacing: laneStyle.stackSpacing)
        let (cards, tops) = stack.place(
            measure: { self.cards(screen, indices, laneStyle: laneStyle, margins: margins, maxHeight: $0) },
            height: { $0.size.height },
            order: { newestFirst(screen, indices, count: $0.count) },
            wantedTop: { index, _ in safe.minY + margins[index] })
        result.reserveCapacity(result.count + cards.count)
        for index in cards.indices {
            let origin = Point(x: safe.minX + margins[index], y: tops[index])
            var parts = cards[index].parts
            parts.icon = parts.icon?.offset(by: origin)
            parts.title = parts.title?.offset(by: origin)
            parts.subtitle = parts.subtitle?.offset(by: origin)
            parts.content = parts.content?.offset(by: origin)
            result.append(NoticePlacement(id: screen[indices[index]].id, lane: .banner,
                                     frame: Rect(origin: origin, size: cards[index].size), parts: .banner(parts)))
        }
    }

    /// The positions of the first `count` banners at `indices`, newest first (a stable
    /// insertion: a handful of banners).
    private func newestFirst(_ screen: [ScreenNotice], _ indices: [Int], count: Int) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(count)
        for index in 0..<count {
            var slot = order.count
            while slot > 0, screen[indices[index]].showOrder > screen[indices[order[slot - 1]]].showOrder { slot -= 1 }
            order.insert(index, at: slot)
        }
        return order
    }

    /// Each banner's card (size and parts relative to its origin), in `indices` order.
    private func cards(_ screen: [ScreenNotice], _ indices: [Int], laneStyle: BannerStyle, margins: [Double],
                       maxHeight: Double) -> [(size: Size, parts: BannerParts)] {
        var cards: [(size: Size, parts: BannerParts)] = []
        cards.reserveCapacity(indices.count)
        for (rank, index) in indices.enumerated() {
            guard case .banner(let banner) = screen[index].content else { continue }
            let width = container.safeRect.width - 2 * margins[rank]
            if banner.hosted?.isBare == true {
                cards.append(self.banner(banner, style: (banner.style ?? laneStyle).bare, width: width, maxHeight: maxHeight))
            } else if let own = banner.style {
                cards.append(self.banner(banner, style: own, width: width, maxHeight: maxHeight))
            } else {
                cards.append(self.banner(banner, style: laneStyle, width: width, maxHeight: maxHeight))
            }
        }
        return cards
    }

    /// A banner card's size and parts relative to its origin.
    private func banner(_ banner: Banner, style: BannerStyle, width: Double, maxHeight: Double) -> (size: Size, parts: BannerParts) {
        let width = max(0, width)
        let padding = min(style.padding, width / 2, maxHeight / 2)
        if let hosted = banner.hosted { return self.hosted(hosted, width: width, padding: padding, maxHeight: maxHeight) }
        var parts = BannerParts()
        var iconSize = Size.zero
        if banner.image?.isEmpty == false {
            iconSize = ToastLayout.scaled(style.iconSize, toFit: Size(width: width - 2 * padding, height: maxHeight - 2 * padding))
            parts.icon = Rect(origin: Point(x: padding, y: padding), size: iconSize)
        }
        let textX = parts.icon == nil ? padding : padding + iconSize.width + style.spacing
        let textWidth = max(0, width - textX - padding)
        var remaining = max(0, maxHeight - 2 * padding)
        var y = padding
        let alignment = TextAlign.natural.resolved(container.layoutDirection)
        if let title = banner.title, !title.isEmpty {
            let metrics = measurer.fit(title, font: style.titleFont, maxWidth: textWidth, maxHeight: remaining,
                                       lineLimit: style.titleNumberOfLines)
            parts.title = TextPlacement(text: title, frame: Rect(x: textX, y: y, width: textWidth, height: metrics.size.height),
                                        font: style.titleFont, alignment: alignment, lineLimit: metrics.lineLimit)
            y += metrics.size.height + style.titleSpacing
            remaining = max(0, remaining - metrics.size.height - style.titleSpacing)
        }
        if let subtitle = banner.subtitle, !subtitle.isEmpty {
            let metrics = measurer.fit(subtitle, font: style.subtitleFont, maxWidth: textWidth, maxHeight: remaining,
                                       lineLimit: style.subtitleNumberOfLines)
            parts.subtitle = TextPlacement(text: subtitle, frame: Rect(x: textX, y: y, width: textWidth, height: metrics.size.height),
                                           font: style.subtitleFont, alignment: alignment, lineLimit: metrics.lineLimit)
            y += metrics.size.height
        } else if parts.title != nil {
            y -= style.titleSpacing
        }
        let height = min(max(y, padding + iconSize.height) + padding, max(0, maxHeight))
        if container.isRightToLeft {
            let axis = width / 2
            parts.icon = parts.icon?.mirrored(aroundX: axis)
            parts.title = parts.title?.mirrored(aroundX: axis)
            parts.subtitle = parts.subtitle?.mirrored(aroundX: axis)
        }
        return (Size(width: width, height: height), parts)
    }

    /// A banner card wrapping a hosted view: the card keeps the full width; the
    /// view's size, clamped to the card less its padding (see ``CustomContent/size(fitting:measurer:)``),
    /// sits at the leading padding (the right one in RTL) and the card's height
    /// is the view's plus the padding.
    private func hosted(_ hosted: HostedContent, width: Double, padding: Double, maxHeight: Double) -> (size: Size, parts: BannerParts) {
        let wanted = CustomContent(hosted: hosted)
            .size(fitting: Size(width: width - 2 * padding, height: maxHeight - 2 * padding), measurer: measurer)
        var slot = Rect(origin: Point(x: padding, y: padding), size: wanted)
        if container.isRightToLeft { slot = slot.mirrored(aroundX: width / 2) }
        let height = min(wanted.height + 2 * padding, max(0, maxHeight))
        return (Size(width: width, height: height), BannerParts(content: slot))
    }
}
