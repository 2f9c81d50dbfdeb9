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
}
