import PopupKit
import PopupKitHost
import PopupKitUIKit
@testable import PopupKitPresentation
import Testing

/// An image shown alone is read by its name only when the name is words.
@Suite("Image names for a screen reader")
struct ImageAccessibilityNameTests {
    @Test("an asset's name is read, a symbol's as words; a web address or a made-up name is not read")
    func labels() {
        #expect(ImageAccessibilityName.label(for: "badge") == "badge")
        #expect(ImageAccessibilityName.label(for: "symbol:checkmark.circle.fill") == "checkmark circle fill")
        #expect(ImageAccessibilityName.label(for: "https://example.com/a.png") == nil)
        #expect(ImageAccessibilityName.label(for: "HTTP://example.com/a.png") == nil)
        #expect(ImageAccessibilityName.label(for: "uiimage-12") == nil)
        #expect(ImageAccessibilityName.label(for: "uiimage-logo") == "uiimage-logo", "an app's own name that only starts alike")
        #expect(ImageAccessibilityName.label(for: "  ") == nil)
        #expect(ImageAccessibilityName.label(for: "symbol:") == nil)
    }

    @Test("the registry's names are the ones known as made up: an image handed over as an object is never read by its name")
    func registryNamesAreNotRead() {
        var registry = ImageRegistry<Image>()
        let name = registry.register(Image(), onScreen: []).name
        #expect(registry.prefix == ImageAccessibilityName.generatedPrefix)
        #expect(ImageAccessibilityName.label(for: name) == nil, "\(name)")
    }

    final class Image {}
}
