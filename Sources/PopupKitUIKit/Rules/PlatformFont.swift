import PopupKit

/// The font a platform draws a ``NoticeFont`` with: the system font for the default
/// family (layout's default, DejaVu Sans, is what the Linux back end ships; an
/// Apple platform's own is San Francisco) and for `"system"`, else the named
/// family; the size times the text scale, in 1…1000 points (NaN is 17).
package struct PlatformFont: Hashable, Sendable {
    /// A family name, or `nil` for the system font.
    package var family: String?
    package var size: Double
    package var isBold: Bool

    package init(family: String?, size: Double, isBold: Bool) {
        self.family = family
        self.size = size
        self.isBold = isBold
    }

    package init(_ font: NoticeFont, textScale: Double = 1) {
        let scale = textScale.isFinite && textScale > 0 ? textScale : 1
        let size = font.size.isFinite ? font.size * scale : 17 * scale
        let system = font.family == NoticeFont.defaultFamily || font.family.lowercased() == "system" || font.family.isEmpty
        self.init(family: system ? nil : font.family, size: min(1000, max(1, size)), isBold: font.weight == .bold)
    }
}
