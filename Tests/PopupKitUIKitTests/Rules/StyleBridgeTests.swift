import PopupKit
@testable import PopupKitHost
import PopupKitUIKit
import Testing

/// What an app's `UIColor`s and `UIFont`s mean as PopupKit's colours and fonts
/// (the UIKit host reads the values, these rules decide).
@Suite("Colours and fonts from the app")
struct StyleBridgeTests {
    @Test("the system font under its private name is the default family; a named family is kept")
    func families() {
        for family in [".AppleSystemUIFont", ".SFUI-Semibold", ""] {
            #expect(StyleBridge.font(family: family, size: 17, weight: 0, hasBoldTrait: false).family == NoticeFont.defaultFamily, "\(family)")
        }
        let avenir = StyleBridge.font(family: "Avenir Next", size: 14, weight: 0, hasBoldTrait: false)
        #expect(avenir == NoticeFont(family: "Avenir Next", size: 14))
        #expect(PlatformFont(avenir).family == "Avenir Next")
        #expect(PlatformFont(StyleBridge.font(family: ".AppleSystemUIFont", size: 14, weight: 0, hasBoldTrait: false)).family == nil,
                "drawn with the system font")
    }

    @Test("bold from semibold up, or when the font has the bold trait; medium and NaN weights are regular")
    func weights() {
        func weight(_ value: Double, trait: Bool = false) -> NoticeFont.Weight {
            StyleBridge.font(family: ".AppleSystemUIFont", size: 17, weight: value, hasBoldTrait: trait).weight
        }
        #expect(weight(0) == .regular)
        #expect(weight(0.23) == .regular, "medium")
        #expect(weight(0.3) == .bold, "semibold")
        #expect(weight(0.4) == .bold, "bold")
        #expect(weight(0.62) == .bold, "heavy")
        #expect(weight(-0.4) == .regular, "light")
        #expect(weight(.nan) == .regular)
        #expect(weight(0, trait: true) == .bold, "a named bold face reports the trait")
    }

    @Test("extended-sRGB components outside 0…1 (Display P3) clamp to the nearest sRGB colour; NaN reads as 0")
    func colors() {
        // What `NoticeColor(UIColor)` builds from the components UIKit reports.
        let p3Red = NoticeColor(red: 1.093, green: -0.227, blue: -0.15, alpha: 1)
        #expect((p3Red.red, p3Red.green, p3Red.blue, p3Red.alpha) == (1, 0, 0, 1))
        let plain = NoticeColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect((plain.red, plain.green, plain.blue, plain.alpha) == (0.2, 0.4, 0.6, 0.5))
        let broken = NoticeColor(red: .nan, green: 1, blue: .infinity, alpha: 1)
        #expect((broken.red, broken.green, broken.blue) == (0, 1, 0))
    }

    @Test("a colour with two looks stays dynamic; one that looks the same in both is one colour")
    func dynamic() {
        let label = StyleBridge.dynamicColor(light: .black, dark: .white)
        #expect(label.isDynamic && label.resolved(.light) == .black && label.resolved(.dark) == .white)
        let brand = StyleBridge.dynamicColor(light: NoticeColor(red: 0.3, green: 0.2, blue: 0.9), dark: NoticeColor(red: 0.3, green: 0.2, blue: 0.9))
        #expect(!brand.isDynamic)
    }
}
