import PopupKit

/// How a platform's own colours and fonts become PopupKit's, so a style written
/// with the app's `UIColor`s and `UIFont`s (what the seeds' styles take) carries
/// over. The UIKit host reads the values from UIKit; what they mean is decided here.
package enum StyleBridge {
    /// From this weight up a font is drawn bold: UIKit's semibold (0.3), where a
    /// font first looks bold next to regular text. PopupKit's fonts have two weights.
    package static let boldWeight = 0.3

    /// A font as PopupKit names it. UIKit's system font reports a private family
    /// name starting with a dot (".AppleSystemUIFont", ".SFUI-Semibold") that cannot
    /// be asked for by name: it becomes ``NoticeFont/defaultFamily``, which every Apple
    /// back end draws with the system font. Bold when the font says so by trait or by
    /// weight (a semibold system font has the weight without the trait).
    package static func font(family: String, size: Double, weight: Double, hasBoldTrait: Bool) -> NoticeFont {
        let isSystem = family.isEmpty || family.hasPrefix(".")
        let isBold = hasBoldTrait || (weight.isFinite && weight >= boldWeight)
        return NoticeFont(family: isSystem ? NoticeFont.defaultFamily : family, size: size, weight: isBold ? .bold : .regular)
    }

    /// A dynamic colour from its two looks; one that looks the same in both is a
    /// single colour (``DynamicColor/isDynamic`` false).
    package static func dynamicColor(light: NoticeColor, dark: NoticeColor) -> DynamicColor {
        light == dark ? DynamicColor(light) : DynamicColor(light: light, dark: dark)
    }
}
