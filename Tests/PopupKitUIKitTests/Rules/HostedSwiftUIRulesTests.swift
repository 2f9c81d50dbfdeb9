import PopupKit
@testable import PopupKitUIKit
import Testing

/// The rules that make SwiftUI content a full citizen of the overlay: its style,
/// its own resizing, where its kept touches go.
@Suite("SwiftUI content: style, resizing, touches")
struct HostedSwiftUIRulesTests {
    enum Style: Equatable { case light, dark }

    @Test("no override on the way to the window: the content follows the overlay (the system's style, live)")
    func followsTheSystem() {
        #expect(SourceAppearance.override(in: [Style?]()) == nil)
        #expect(SourceAppearance.override(in: [nil, nil, nil] as [Style?]) == nil)
    }

    @Test("an override on the source, a superview or a controller on the way is copied; the nearest wins")
    func nearestOverride() {
        #expect(SourceAppearance.override(in: [nil, .dark, nil] as [Style?]) == .dark, "a controller forced dark")
        #expect(SourceAppearance.override(in: [.light, .dark] as [Style?]) == .light, "the source's own wins")
    }

    @Test("a notice resizes when a side moved by more than half a point, never for rounding or a size that is not finite")
    func resizing() {
        let shown = Size(width: 200, height: 80)
        #expect(!HostedResize.resizes(shown: shown, measured: shown))
        #expect(!HostedResize.resizes(shown: shown, measured: Size(width: 200.4, height: 79.6)), "rounding")
        #expect(HostedResize.resizes(shown: shown, measured: Size(width: 200, height: 120)), "a section expanded")
        #expect(HostedResize.resizes(shown: shown, measured: Size(width: 160, height: 80)), "narrower")
        #expect(!HostedResize.resizes(shown: shown, measured: Size(width: .nan, height: 120)))
        #expect(!HostedResize.resizes(shown: shown, measured: Size(width: 200, height: .infinity)))
    }

    @Test("a kept touch goes to the view hit; SwiftUI content that answers no view over its layers takes it on the hosting view")
    func keptTouchTarget() {
        #expect(HostedHitTarget.target(viewHit: true, keepsEveryTouch: false, layerHit: false) == .viewHit)
        #expect(HostedHitTarget.target(viewHit: true, keepsEveryTouch: true, layerHit: true) == .viewHit)
        #expect(HostedHitTarget.target(viewHit: false, keepsEveryTouch: true, layerHit: true) == .hostedView, "iOS 26")
        #expect(HostedHitTarget.target(viewHit: false, keepsEveryTouch: true, layerHit: false) == .none)
        #expect(HostedHitTarget.target(viewHit: false, keepsEveryTouch: false, layerHit: true) == .none,
                "a UIKit view that answers none takes none")
    }
}
