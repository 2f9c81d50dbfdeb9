#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
internal import PopupKitHost

// The seeds' styles take UIKit colours and fonts (`style.backgroundColor =
// .systemIndigo`, `SVProgressHUD.setFont(.preferredFont(forTextStyle: .body))`);
// PopupKit's styles take its own, which also draw on Linux. These initialisers carry
// an app's values over; what they mean is `StyleBridge`'s rule.

extension NoticeColor {
    /// The colour as it looks now, in sRGB (a Display P3 colour outside sRGB is
    /// clamped to the nearest). A dynamic colour gives its look in the current trait
    /// collection; use ``DynamicColor/init(_:)`` to keep both looks.
    ///
    /// Returns nil for a colour with no RGB value, such as a pattern image colour.
    public init?(_ color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        // Extended sRGB: a Display P3 colour outside sRGB has components outside
        // 0…1, which `NoticeColor` clamps to the nearest sRGB colour.
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension DynamicColor {
    /// Both looks of a UIKit colour: a dynamic one (`.label`, `.systemBackground`,
    /// an asset colour with a dark variant) resolved in a light and a dark trait
    /// collection, so notices change with the app's appearance as the colour does.
    ///
    /// Returns nil for a colour with no RGB value, such as a pattern image colour.
    public init?(_ color: UIColor) {
        guard let light = NoticeColor(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))),
              let dark = NoticeColor(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) else {
            return nil
        }
        self = StyleBridge.dynamicColor(light: light, dark: dark)
    }
}

extension NoticeFont {
    /// The font's family, size and weight (bold from semibold up). The system font,
    /// whatever its weight, is PopupKit's default family, which the iOS host draws
    /// with the system font.
    ///
    /// PopupKit scales text with the app's content size category itself, so give it
    /// the size at the default category: a Dynamic Type font made at another
    /// category (`preferredFont(forTextStyle:)` when the user has chosen larger
    /// text) would be scaled twice. `UIFont.systemFont(ofSize: 17)` or a named font
    /// at its design size is what the seeds' styles hold.
    public init(_ font: UIFont) {
        let descriptor = font.fontDescriptor
        let traits = descriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? CGFloat).map(Double.init) ?? 0
        self = StyleBridge.font(family: font.familyName, size: Double(font.pointSize), weight: weight,
                                hasBoldTrait: descriptor.symbolicTraits.contains(.traitBold))
    }
}
#endif
