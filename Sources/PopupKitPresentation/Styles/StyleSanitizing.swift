import PopupKitCore

/// The clamp of every style number layout reads, applied when a style is stored in
/// a ``StyleSheet`` or attached to a notice (`Toast(style:)`, `banner.style = …`):
/// a NaN, infinite, negative or absurd value set through the API then never
/// reaches layout, so every frame stays finite (as ``Container/sanitized`` does
/// for the screen). The rules, silent like the container's:
///
/// - lengths (paddings, margins, spacings, radii, widths, sizes, font sizes, dash
///   lengths): NaN and negative values are 0, and values above 10,000,000 points
///   (infinity included) are 10,000,000;
/// - offsets (`shadowOffset`, `offsetFromCenter`): NaN is 0, and values are kept
///   within ±10,000,000 points;
/// - shares of the container (`maxWidthPercentage`, `maxHeightPercentage`): 0…1,
///   NaN is 0.
///
/// Colours clamp their components on creation; animation times are not clamped
/// here (an animation with a NaN or negative duration is simply instant).
enum StyleNumbers {
    /// The largest length, as the container's largest side.
    static let largest = 10_000_000.0

    static func length(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), largest)
    }

    static func offset(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -largest), largest)
    }

    static func share(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    static func size(_ size: Size) -> Size {
        Size(width: length(size.width), height: length(size.height))
    }

    static func offset(_ size: Size) -> Size {
        Size(width: offset(size.width), height: offset(size.height))
    }

    static func offset(_ point: Point) -> Point {
        Point(x: offset(point.x), y: offset(point.y))
    }

    static func insets(_ insets: Insets) -> Insets {
        Insets(top: length(insets.top), left: length(insets.left), bottom: length(insets.bottom),
                   right: length(insets.right))
    }

    static func font(_ font: NoticeFont) -> NoticeFont {
        var font = font
        font.size = length(font.size)
        return font
    }
}

extension ToastStyle {
    /// The style with every number layout reads clamped (see `StyleNumbers`).
    var sanitized: ToastStyle {
        var style = self
        style.maxWidthPercentage = StyleNumbers.share(maxWidthPercentage)
        style.maxHeightPercentage = StyleNumbers.share(maxHeightPercentage)
        style.horizontalPadding = StyleNumbers.length(horizontalPadding)
        style.verticalPadding = StyleNumbers.length(verticalPadding)
        style.cornerRadius = StyleNumbers.length(cornerRadius)
        style.titleFont = StyleNumbers.font(titleFont)
        style.messageFont = StyleNumbers.font(messageFont)
        style.shadowRadius = StyleNumbers.length(shadowRadius)
        style.shadowOffset = StyleNumbers.offset(shadowOffset)
        style.imageSize = StyleNumbers.size(imageSize)
        style.activitySize = StyleNumbers.size(activitySize)
        style.stackSpacing = StyleNumbers.length(stackSpacing)
        return style
    }
}

extension HUDStyle {
    /// The style with every number layout reads clamped (see `StyleNumbers`).
    var sanitized: HUDStyle {
        var style = self
        style.font = StyleNumbers.font(font)
        style.minimumSize = StyleNumbers.size(minimumSize)
        style.ringThickness = StyleNumbers.length(ringThickness)
        style.ringRadius = StyleNumbers.length(ringRadius)
        style.ringNoTextRadius = StyleNumbers.length(ringNoTextRadius)
        style.cornerRadius = StyleNumbers.length(cornerRadius)
        style.borderWidth = StyleNumbers.length(borderWidth)
        style.shadowRadius = StyleNumbers.length(shadowRadius)
        style.shadowOffset = StyleNumbers.offset(shadowOffset)
        style.imageViewSize = StyleNumbers.size(imageViewSize)
        style.offsetFromCenter = StyleNumbers.offset(offsetFromCenter)
        style.maximumTextWidth = StyleNumbers.length(maximumTextWidth)
        return style
    }
}

extension BannerStyle {
    /// The style with every number layout reads clamped (see `StyleNumbers`).
    var sanitized: BannerStyle {
        var style = self
        style.titleFont = StyleNumbers.font(titleFont)
        style.subtitleFont = StyleNumbers.font(subtitleFont)
        style.iconSize = StyleNumbers.size(iconSize)
        style.margin = StyleNumbers.length(margin)
        style.padding = StyleNumbers.length(padding)
        style.spacing = StyleNumbers.length(spacing)
        style.titleSpacing = StyleNumbers.length(titleSpacing)
        style.cornerRadius = StyleNumbers.length(cornerRadius)
        style.borderWidth = StyleNumbers.length(borderWidth)
        style.shadowRadius = StyleNumbers.length(shadowRadius)
        style.shadowOffset = StyleNumbers.offset(shadowOffset)
        style.stackSpacing = StyleNumbers.length(stackSpacing)
        return style
    }
}

extension PopupStyle {
    /// The style with every number layout reads clamped (see `StyleNumbers`).
    var sanitized: PopupStyle {
        var style = self
        style.titleFont = StyleNumbers.font(titleFont)
        style.messageFont = StyleNumbers.font(messageFont)
        style.width = StyleNumbers.length(width)
        style.padding = StyleNumbers.length(padding)
        style.spacing = StyleNumbers.length(spacing)
        style.cornerRadius = StyleNumbers.length(cornerRadius)
        style.buttons = buttons.sanitized
        return style
    }
}

extension BubbleStyle {
    /// The style with every number layout reads clamped (see `StyleNumbers`).
    var sanitized: BubbleStyle {
        var style = self
        style.font = StyleNumbers.font(font)
        style.cornerRadius = StyleNumbers.length(cornerRadius)
        style.padding = StyleNumbers.insets(padding)
        style.maxWidth = StyleNumbers.length(maxWidth)
        style.arrowSize = StyleNumbers.size(arrowSize)
        style.dotDiameter = StyleNumbers.length(dotDiameter)
        style.dotHaloDiameter = StyleNumbers.length(dotHaloDiameter)
        style.lineLength = StyleNumbers.length(lineLength)
        style.lineWidth = StyleNumbers.length(lineWidth)
        style.dashPattern = dashPattern.map(StyleNumbers.length)
        style.screenMargin = StyleNumbers.length(screenMargin)
        return style
    }
}
