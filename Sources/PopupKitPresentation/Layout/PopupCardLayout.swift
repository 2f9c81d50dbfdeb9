import PopupKitCore

/// Popups: a card centred above the keyboard, around its text or custom content,
/// moved down the least to stay below the banners.
struct PopupCardLayout {
    /// Least distance between a popup card and the safe area's sides.
    static let popupSideMargin = 20.0

    let container: Container
    let measurer: any TextMeasuring

    /// `style` is the popup's own style, else the lane's. `region` is the part of the
    /// area above the keyboard the card may take (below the banners): the card is
    /// centred in the area and moved the least into the region.
    func layoutPopup(_ item: ScreenNotice, _ popup: Popup, style: PopupStyle, region: Rect) -> NoticePlacement {
        if let content = popup.bodyContent { return layoutPopup(item, content: content, style: style, region: region) }
        let area = region
        let centre = container.availableRect.center
        let width = cardWidth(style)
        let padding = min(style.padding, width / 2, area.height / 2)
        let textWidth = max(0, width - 2 * padding)
        var remaining = max(0, area.height - 2 * padding)
        var y = padding
        var parts = PopupParts()
        if let title = popup.title, !title.isEmpty {
            let metrics = measurer.fit(title, font: style.titleFont, maxWidth: textWidth, maxHeight: remaining, lineLimit: 0)
            parts.title = TextPlacement(text: title, frame: Rect(x: padding, y: y, width: textWidth, height: metrics.size.height),
                                        font: style.titleFont, alignment: .center, lineLimit: metrics.lineLimit)
            y += metrics.size.height + style.spacing
            remaining = max(0, remaining - metrics.size.height - style.spacing)
        }
        if let message = popup.message, !message.isEmpty {
            let metrics = measurer.fit(message, font: style.messageFont, maxWidth: textWidth, maxHeight: remaining, lineLimit: 0)
            parts.message = TextPlacement(text: message, frame: Rect(x: padding, y: y, width: textWidth, height: metrics.size.height),
                                          font: style.messageFont, alignment: .center, lineLimit: metrics.lineLimit)
            y += metrics.size.height
        } else if parts.title != nil {
            y -= style.spacing
        }
        let height = min(y + padding, area.height)
        let frame = Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height).clamped(into: area)
        let origin = frame.origin
        parts.title = parts.title?.offset(by: origin)
        parts.message = parts.message?.offset(by: origin)
        return NoticePlacement(id: item.id, lane: .popup, frame: frame, parts: .popup(parts))
    }

    /// A popup card wrapping custom content: the content's size within the card's
    /// width and the available height, minus the padding; centred like a text card.
    private func layoutPopup(_ item: ScreenNotice, content: CustomContent, style: PopupStyle, region: Rect) -> NoticePlacement {
        let area = region
        let centre = container.availableRect.center
        let maxWidth = cardWidth(style)
        let padding = min(style.padding, maxWidth / 2, area.height / 2)
        let wanted = content.size(fitting: Size(width: maxWidth - 2 * padding, height: area.height - 2 * padding),
                                  measurer: measurer)
        let size = Size(width: min(wanted.width + 2 * padding, maxWidth), height: min(wanted.height + 2 * padding, area.height))
        let frame = Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
            .clamped(into: area)
        let parts = PopupParts(content: Rect(origin: Point(x: frame.minX + padding, y: frame.minY + padding), size: wanted))
        return NoticePlacement(id: item.id, lane: .popup, frame: frame, parts: .popup(parts))
    }

    /// The card's width: the style's, within the safe area less its side margins.
    private func cardWidth(_ style: PopupStyle) -> Double {
        max(0, min(style.width, container.safeRect.width - 2 * Self.popupSideMargin))
    }
}
