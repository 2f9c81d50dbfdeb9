import PopupKit
import PopupKitHost
import PopupKitUIKit
import Testing

/// Which window's traits a host follows, Dynamic Type within the app's limits,
/// and the keyboard read from a layout guide.
@Suite("App window traits")
struct AppTraitsTests {
    final class Window {
        let name: String
        let isOverlay: Bool
        init(_ name: String, overlay: Bool = false) {
            self.name = name
            isOverlay = overlay
        }
    }

    private func pick(_ installedFrom: Window?, key: Window?, _ windows: [Window]) -> String? {
        AppWindow.pick(installedFrom: installedFrom, keyWindow: key, in: windows) { $0.isOverlay }?.name
    }

    @Test("the window installed from while it is in the scene, else the key window, else the first; never an overlay")
    func appWindow() {
        let app = Window("app"), other = Window("other"), overlay = Window("overlay", overlay: true)
        #expect(pick(app, key: other, [other, app, overlay]) == "app")
        #expect(pick(Window("elsewhere"), key: other, [app, other]) == "other", "installed from a window no longer in the scene")
        #expect(pick(nil, key: overlay, [overlay, other, app]) == "other", "an overlay never, even as the key window")
        #expect(pick(overlay, key: nil, [overlay, app]) == "app")
        #expect(pick(nil, key: nil, [overlay]) == nil, "only overlays: read the scene")
        #expect(pick(app, key: app, []) == nil)
    }

    @Test("a category within limits; a minimum above the maximum leaves the maximum; unknown limits nothing")
    func clamp() {
        let c = ContentSizeLimits.categories
        let limits = ContentSizeLimits(minimum: c[2], maximum: c[8])
        #expect(limits.clamp(c[0]) == c[2] && limits.clamp(c[11]) == c[8] && limits.clamp(c[5]) == c[5])
        #expect(ContentSizeLimits(minimum: c[9], maximum: c[4]).clamp(c[0]) == c[4], "UIKit: only the maximum is used")
        #expect(ContentSizeLimits(minimum: "_UICTContentSizeCategoryUnspecified", maximum: "future").clamp(c[11]) == c[11])
        #expect(limits.clamp("_UICTContentSizeCategoryUnspecified") == "_UICTContentSizeCategoryUnspecified")
        #expect(ContentSizeLimits(minimum: c[0], maximum: c[11]) == .none, "the extremes limit nothing")
        #expect(TextScale.factor(contentSizeCategory: ContentSizeLimits(maximum: c[6]).clamp(c[11])) == 23.0 / 17,
                "an app that caps at XXXL gets notices at XXXL, not at the largest accessibility size")
    }

    @Test("a window's limits then a view's clamp as the two in turn do (every category, every pair of limits)")
    func nestedLimits() {
        let c = ContentSizeLimits.categories
        let options: [String?] = [nil] + c
        var checked = 0
        for outerMin in options {
            for outerMax in options {
                let outer = ContentSizeLimits(minimum: outerMin, maximum: outerMax)
                for innerMin in options {
                    for innerMax in options {
                        let inner = ContentSizeLimits(minimum: innerMin, maximum: innerMax)
                        let combined = outer.then(inner)
                        for category in c where combined.clamp(category) != inner.clamp(outer.clamp(category)) {
                            Issue.record("outer \(outer), inner \(inner), category \(category)")
                            return
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 13 * 13 * 13 * 13)
    }

    @Test("the keyboard from a layout guide: its rest on the bottom safe area is no keyboard")
    func keyboardGuide() {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        #expect(KeyboardOverlap.height(ofGuide: Rect(x: 0, y: 508, width: 390, height: 336), restingHeight: 34, in: screen) == 336)
        #expect(KeyboardOverlap.height(ofGuide: Rect(x: 0, y: 810, width: 390, height: 34), restingHeight: 34, in: screen) == 0,
                "hidden, floating or undocked: the guide rests on the safe area")
        #expect(KeyboardOverlap.height(ofGuide: .zero, restingHeight: 34, in: screen) == 0, "not laid out yet")
        #expect(KeyboardOverlap.height(ofGuide: Rect(x: 0, y: 789, width: 390, height: 55), restingHeight: 34, in: screen) == 55,
                "a hardware keyboard's shortcut bar")
        #expect(KeyboardOverlap.height(ofGuide: Rect(x: 0, y: 508, width: 390, height: 336), restingHeight: .nan, in: screen) == 336)
    }
}
