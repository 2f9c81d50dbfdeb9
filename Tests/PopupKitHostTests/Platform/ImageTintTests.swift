import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// Which colour an image is drawn in: a template (a system symbol, an asset
/// marked as a template) takes the notice's foreground, an original image is
/// drawn as it is.
@Suite("Image tint")
@MainActor
struct ImageTintTests {
    /// The first image node of `nodes`, looking inside groups.
    static func image(in nodes: [RenderNode]) -> ImageNode? {
        for node in nodes {
            switch node {
            case .image(let image): return image
            case .group(let group): if let image = image(in: group.children) { return image }
            default: continue
            }
        }
        return nil
    }

    /// The first image node of `center`'s scene, once the center has run the calls
    /// so far (a bounded wait: a loaded machine may take a few turns). The center
    /// runs on a test clock, so nothing the test waits for depends on real time.
    static func shownImage(_ center: PopupCenter) async -> ImageNode? {
        for _ in 0..<50 {
            await center.flush()
            await Task.megaYield()
            if let image = image(in: center.scene.nodes) { return image }
        }
        return nil
    }

    @Test("a symbol that asks nothing is a template; anything else is drawn as it asks, an automatic image as it is")
    func rendering() {
        #expect(ImageRendering(requested: nil, isSymbol: true) == .template)
        #expect(ImageRendering(requested: nil, isSymbol: false) == .original)
        #expect(ImageRendering(requested: .original, isSymbol: true) == .original, "a multicolour symbol")
        #expect(ImageRendering(requested: .template, isSymbol: false) == .template, "an asset marked as a template")
    }

    @Test("a template is drawn in the notice's tint; an original image, or an image without a tint, as it is")
    func tintForRendering() {
        let rect = Rect(x: 0, y: 0, width: 20, height: 20)
        let tinted = ImagePaint(name: "symbol:star", rect: rect, fallback: [], tint: .white)
        #expect(tinted.tint(for: .template) == .white)
        #expect(tinted.tint(for: .original) == nil)
        #expect(ImagePaint(name: "symbol:star", rect: rect, fallback: []).tint(for: .template) == nil)
    }

    @Test("a toast's image is tinted with its title colour in the screen's appearance, and its paint carries it",
          arguments: [Appearance.light, .dark])
    func toastImageTint(_ appearance: Appearance) async throws {
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: TestClock())
        center.update { $0.appearance = appearance }
        center.toast("Saved", image: "symbol:checkmark.circle", duration: .forever)
        let image = try #require(await Self.shownImage(center))
        let expected = ToastStyle().titleColor.resolved(appearance)
        #expect(image.tint == expected)
        guard case .image(let paint) = PaintCommand.commands(for: .image(image)).first else {
            Issue.record("an image command")
            return
        }
        #expect(paint.tint(for: .template) == expected)
    }

    @Test("a HUD's image is tinted with the HUD's foreground, as its glyphs and text are", arguments: [Appearance.light, .dark])
    func hudImageTint(_ appearance: Appearance) async throws {
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: TestClock())
        center.update { $0.appearance = appearance }
        center.hud.showImage("symbol:star.fill", status: "Starred")
        let image = try #require(await Self.shownImage(center))
        #expect(image.tint == HUDStyle().foreground(in: appearance))
    }
}
