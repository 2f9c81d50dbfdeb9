import PopupKitCore
import PopupKitPresentation

/// Popups: a card centred above the keyboard, around its text or custom content
/// and its action buttons (``PopupActionLayout``), moved down the least to stay
/// below the banners.
struct PopupCardLayout {
    /// Least distance between a popup card and the safe area's sides.
    static let popupSideMargin = 20.0

    let container: Container
    let measurer: any TextMeasuring

    /// `style` is the popup's own style, else the lane's. `region` is the part of the
    /// area above the keyboard the card may take (below the banners): the card is
    /// centred in the area and moved the least into the region.
    func layoutPopup(_ item: ScreenNotice, _ popup: Popup, style: PopupStyle, region: Rect) -> NoticePlacement {
        if let content = popup.bodyContent { return layoutPopup(item, content: content, popup: popup, style: style, region: region) }
        let area = region
        let centre = container.availableRect.center
        let width = cardWidth(style)
        let buttons = min(actionLayout(style).height(popup.actions, width: width), area.height)
        let padding = min(style.padding, width / 2, area.height / 2)
        let textWidth = max(0, width - 2 * padding)
        var remaining = max(0, area.height - buttons - 2 * padding)
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
        // A card of buttons alone has no empty text block above them.
        let text = parts.title == nil && parts.message == nil && !popup.actions.isEmpty ? 0 : y + padding
        let height = min(text + buttons, area.height)
        let frame = Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height).clamped(into: area)
        let origin = frame.origin
        parts.title = parts.title?.offset(by: origin)
        parts.message = parts.message?.offset(by: origin)
        parts.actions = placeActions(popup.actions, style: style, frame: frame, height: buttons)
        return NoticePlacement(id: item.id, lane: .popup, frame: frame, parts: .popup(parts))
    }

    /// A popup card wrapping custom content: the content's size within the card's
    /// width and the available height, minus the padding; centred like a text card.
    private func layoutPopup(_ item: ScreenNotice, content: CustomContent, popup: Popup, style: PopupStyle,
                             region: Rect) -> NoticePlacement {
        let area = region
        let centre = container.availableRect.center
        let maxWidth = cardWidth(style)
        let padding = min(style.padding, maxWidth / 2, area.height / 2)
        // The buttons' height at the widest card; a narrower card may stack them, below.
        let reserved = min(actionLayout(style).height(popup.actions, width: maxWidth), area.height)
        let wanted = content.size(fitting: Size(width: maxWidth - 2 * padding,
                                                height: max(0, area.height - reserved) - 2 * padding),
                                  measurer: measurer)
        let width = min(wanted.width + 2 * padding, maxWidth)
        let buttons = min(actionLayout(style).height(popup.actions, width: width), area.height)
        let size = Size(width: width, height: min(wanted.height + 2 * padding + buttons, area.height))
        let frame = Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
            .clamped(into: area)
        var parts = PopupParts(content: Rect(origin: Point(x: frame.minX + padding, y: frame.minY + padding), size: wanted))
        parts.actions = placeActions(popup.actions, style: style, frame: frame, height: buttons)
        return NoticePlacement(id: item.id, lane: .popup, frame: frame, parts: .popup(parts))
    }

    private func actionLayout(_ style: PopupStyle) -> PopupActionLayout {
        PopupActionLayout(style: style.buttons, measurer: measurer, direction: container.layoutDirection)
    }

    /// The buttons along the bottom of the card, `height` high (at most the card's:
    /// a squeezed card cuts its text before its buttons).
    private func placeActions(_ actions: [PopupAction], style: PopupStyle, frame: Rect, height: Double) -> [PopupActionPlacement] {
        let height = min(height, frame.height)
        let area = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
        return actionLayout(style).place(actions, in: area)
    }

    /// The card's width: the style's, within the content rect less its side margins.
    private func cardWidth(_ style: PopupStyle) -> Double {
        max(0, min(style.width, container.contentRect.width - 2 * Self.popupSideMargin))
    }
}
