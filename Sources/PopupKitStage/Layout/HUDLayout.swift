import PopupKitCore
import PopupKitPresentation

/// SVProgressHUD's layout: indicator above the status text, 12 points of padding,
/// centred in the area above the keyboard plus `offsetFromCenter`, at least
/// `minimumSize`, never outside that area, nor over the banners (see
/// ``NoticeLayout/regionBelow(_:in:spacing:)``).
struct HUDLayout {
    static let padding = 12.0
    static let labelSpacing = 8.0

    let container: Container
    let measurer: any TextMeasuring

    /// `style` is the HUD's own style, else the lane's. `region` is the part of the
    /// area above the keyboard the HUD may take (below the banners): it keeps the
    /// area's centre and is moved the least into the region.
    func layout(_ item: ScreenNotice, _ content: HUDContent, style: HUDStyle, region: Rect) -> NoticePlacement {
        let area = region
        let centre = container.availableRect.center
        let status = content.status.flatMap { $0.isEmpty ? nil : $0 }
        let radius = status == nil ? style.ringNoTextRadius : style.ringRadius
        var indicator: Size
        switch content.mode {
        case .spinner, .progress:
            indicator = Size(width: 2 * radius + style.ringThickness, height: 2 * radius + style.ringThickness)
        case .success, .error, .info, .image:
            indicator = style.imageViewSize
        }
        indicator = ToastLayout.scaled(indicator, toFit: Size(width: area.width - 2 * Self.padding,
                                                               height: area.height - 2 * Self.padding))
        var label: TextMetrics?
        if let status {
            let maxWidth = min(style.maximumTextWidth, area.width - 2 * Self.padding)
            let maxHeight = area.height - 2 * Self.padding - indicator.height - Self.labelSpacing
            label = measurer.fit(status, font: style.font, maxWidth: maxWidth, maxHeight: max(0, maxHeight), lineLimit: 0)
        }
        let contentWidth = max(indicator.width, label?.size.width ?? 0)
        // A status with no room for even part of a line takes no room either: its
        // spacing would push the indicator off centre and into the padding.
        let labelHeight = label.map { $0.size.height > 0 ? Self.labelSpacing + $0.size.height : 0 } ?? 0
        let contentHeight = indicator.height + labelHeight
        let size = Size(width: min(max(contentWidth + 2 * Self.padding, style.minimumSize.width), area.width),
                        height: min(max(contentHeight + 2 * Self.padding, style.minimumSize.height), area.height))
        let center = Point(x: centre.x + style.offsetFromCenter.x, y: centre.y + style.offsetFromCenter.y)
        let frame = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                         width: size.width, height: size.height).clamped(into: area)
        let top = frame.midY - contentHeight / 2
        let indicatorFrame = Rect(x: frame.midX - indicator.width / 2, y: top, width: indicator.width, height: indicator.height)
        var statusPlacement: TextPlacement?
        if let status, let label {
            statusPlacement = TextPlacement(
                text: status,
                frame: Rect(x: frame.midX - label.size.width / 2, y: indicatorFrame.maxY + Self.labelSpacing,
                            width: label.size.width, height: label.size.height),
                font: style.font, alignment: .center, lineLimit: label.lineLimit)
        }
        return NoticePlacement(id: item.id, lane: .hud, frame: frame,
                          parts: .hud(HUDParts(indicator: indicatorFrame, ringRadius: min(radius, indicator.width / 2),
                                               status: statusPlacement, mask: style.mask)))
    }
}
