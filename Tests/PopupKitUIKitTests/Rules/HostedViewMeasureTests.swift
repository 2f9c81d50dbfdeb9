import PopupKit
import PopupKitHost
import PopupKitUIKit
import Testing

@Suite("Hosted views: measuring rules")
struct HostedViewMeasureTests {
    static let container = Container(size: Size(width: 390, height: 844),
                                     safeArea: Insets(top: 47, left: 10, bottom: 34, right: 20))

    @Test("the width offered is the container's safe width, narrowed to a notice's own maximum")
    func offeredWidth() {
        #expect(HostedViewMeasure.offeredWidth(in: Self.container) == 360)
        #expect(HostedViewMeasure.offeredWidth(in: Self.container, maxWidth: 200) == 200)
        #expect(HostedViewMeasure.offeredWidth(in: Self.container, maxWidth: 500) == 360, "never wider than the room")
        #expect(HostedViewMeasure.offeredWidth(in: Self.container, maxWidth: -5) == 0)
        #expect(HostedViewMeasure.offeredWidth(in: Self.container, maxWidth: .nan) == 0)
        let tiny = Container(size: Size(width: 20, height: 20), safeArea: Insets(top: 0, left: 15, bottom: 0, right: 15))
        #expect(HostedViewMeasure.offeredWidth(in: tiny) == 0, "insets wider than the screen offer nothing")
        #expect(HostedViewMeasure.offeredWidth(280) == 280)
        #expect(HostedViewMeasure.offeredWidth(-1) == 0 && HostedViewMeasure.offeredWidth(.infinity) == 0)
    }

    @Test("a wrapped view's answer is kept; one wider than offered is clamped; nonsense sides become 0")
    func clamp() {
        #expect(HostedViewMeasure.size(Size(width: 300, height: 120), offeredWidth: 360) == Size(width: 300, height: 120))
        #expect(HostedViewMeasure.size(Size(width: 1200, height: 20), offeredWidth: 360) == Size(width: 360, height: 20))
        #expect(HostedViewMeasure.size(Size(width: .nan, height: -4), offeredWidth: 360) == Size(width: 0, height: 0))
        #expect(HostedViewMeasure.size(Size(width: 100, height: .infinity), offeredWidth: 360) == Size(width: 100, height: 0))
        #expect(HostedViewMeasure.size(Size(width: 100, height: 10), offeredWidth: .nan) == Size(width: 0, height: 10))
    }

    /// A view's answers, with the questions it was asked.
    private final class FakeView {
        let compressedSize: Size
        let heightAt: (Double) -> Double
        private(set) var asked: [String] = []

        init(compressed: Size, heightAt: @escaping (Double) -> Double = { _ in 0 }) {
            compressedSize = compressed
            self.heightAt = heightAt
        }

        func size(_ layout: HostedViewMeasure.Layout, offered: Double) -> Size {
            HostedViewMeasure.size(of: layout, offeredWidth: offered, compressed: {
                asked.append("compressed")
                return compressedSize
            }, atWidth: { width in
                asked.append("at \(width)")
                return Size(width: width, height: heightAt(width))
            })
        }
    }

    @Test("a frame-laid view keeps its bounds (Auto Layout would measure it 0 pt high) and is asked nothing; one wider than the room is clamped")
    func frameLaidKeepsItsBounds() {
        let view = FakeView(compressed: Size(width: 0, height: 0))
        #expect(view.size(.frames(bounds: Size(width: 240, height: 96)), offered: 360) == Size(width: 240, height: 96))
        #expect(view.size(.frames(bounds: Size(width: 500, height: 40)), offered: 360) == Size(width: 360, height: 40))
        #expect(view.asked.isEmpty, "\(view.asked)")
    }

    @Test("a view with constraints that hugs its content keeps its compressed width rather than spanning the room")
    func huggingCardKeepsItsWidth() {
        let card = FakeView(compressed: Size(width: 180, height: 64))
        #expect(card.size(.constraints, offered: 360) == Size(width: 180, height: 64))
        #expect(card.asked == ["compressed"], "measured once: \(card.asked)")
    }

    @Test("a view exactly as wide as offered when compressed is measured once; a point wider, again at the width offered")
    func widthBoundary() {
        let exact = FakeView(compressed: Size(width: 360, height: 64), heightAt: { _ in 80 })
        #expect(exact.size(.constraints, offered: 360) == Size(width: 360, height: 64))
        #expect(exact.asked == ["compressed"], "\(exact.asked)")
        let wider = FakeView(compressed: Size(width: 361, height: 64), heightAt: { _ in 80 })
        #expect(wider.size(.constraints, offered: 360) == Size(width: 360, height: 80))
        #expect(wider.asked == ["compressed", "at 360.0"])
    }

    @Test("a view wider than offered when compressed (a label on one line) is measured again at the width offered, required, and wraps")
    func wideViewWrapsAtTheOfferedWidth() {
        // Two lines of 20 pt at 360 pt wide; one line of 900 pt compressed.
        let label = FakeView(compressed: Size(width: 900, height: 20), heightAt: { width in width >= 900 ? 20 : 40 })
        #expect(label.size(.constraints, offered: 360) == Size(width: 360, height: 40))
        #expect(label.asked == ["compressed", "at 360.0"])
        let nonsense = FakeView(compressed: Size(width: .nan, height: 20), heightAt: { _ in 30 })
        #expect(nonsense.size(.constraints, offered: 200) == Size(width: 200, height: 30), "a width that is not a number is asked again")
        #expect(nonsense.asked == ["compressed", "at 200.0"])
    }
}
