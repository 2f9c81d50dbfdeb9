import PopupKit

/// Random styles within sane ranges (finite, non-negative, fonts 6…40 points).
extension RandomInput {
    mutating func font(bold: Bool = false) -> NoticeFont {
        NoticeFont(size: double(6...40), weight: bold || chance(0.2) ? .bold : .regular)
    }

    mutating func size(_ range: ClosedRange<Double>) -> Size { Size(width: double(range), height: double(range)) }

    mutating func styleSheet() -> StyleSheet {
        var styles = StyleSheet()
        if chance(0.5) { styles.toast = toastStyle() }
        if chance(0.5) { styles.hud = hudStyle() }
        if chance(0.5) { styles.banner = bannerStyle() }
        if chance(0.5) { styles.popup = popupStyle() }
        if chance(0.5) { styles.bubble = bubbleStyle() }
        return styles
    }

    mutating func toastStyle() -> ToastStyle {
        var style = ToastStyle()
        style.maxWidthPercentage = double(0.05...1)
        style.maxHeightPercentage = double(0.05...1)
        style.horizontalPadding = double(0...30)
        style.verticalPadding = double(0...30)
        style.titleFont = font(bold: true)
        style.messageFont = font()
        style.titleAlignment = pick([.natural, .left, .center, .right])
        style.titleNumberOfLines = int(0...4)
        style.messageNumberOfLines = int(0...4)
        style.imageSize = size(0...200)
        style.activitySize = size(0...250)
        style.stackSpacing = double(0...24)
        return style
    }

    mutating func hudStyle() -> HUDStyle {
        var style = HUDStyle()
        style.font = font()
        style.mask = pick(HUDStyle.Mask.allCases)
        style.minimumSize = chance(0.5) ? .zero : size(0...400)
        style.ringThickness = double(0...6)
        style.ringRadius = double(4...40)
        style.ringNoTextRadius = double(4...50)
        style.imageViewSize = size(0...80)
        style.offsetFromCenter = chance(0.5) ? .zero : Point(x: double(-400...400), y: double(-400...400))
        style.maximumTextWidth = double(20...400)
        return style
    }

    mutating func bannerStyle() -> BannerStyle {
        var style = BannerStyle()
        style.titleFont = font(bold: true)
        style.subtitleFont = font()
        style.titleNumberOfLines = int(0...4)
        style.subtitleNumberOfLines = int(0...4)
        style.iconSize = size(0...80)
        style.margin = double(0...24)
        style.padding = double(0...24)
        style.spacing = double(0...20)
        style.titleSpacing = double(0...20)
        style.stackSpacing = double(0...20)
        return style
    }

    mutating func popupStyle() -> PopupStyle {
        var style = PopupStyle()
        style.titleFont = font(bold: true)
        style.messageFont = font()
        style.width = double(50...600)
        style.padding = double(0...40)
        style.spacing = double(0...20)
        return style
    }

    mutating func bubbleStyle() -> BubbleStyle {
        var style = BubbleStyle()
        style.font = font()
        style.padding = Insets(top: double(0...24), left: double(0...24), bottom: double(0...24), right: double(0...24))
        style.maxWidth = double(10...500)
        style.arrowSize = Size(width: double(0...30), height: double(0...20))
        style.dotDiameter = double(0...12)
        style.lineLength = double(0...50)
        style.screenMargin = double(0...24)
        style.cornerRadius = double(0...20)
        return style
    }
}
