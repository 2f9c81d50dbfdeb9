import PopupKit
@testable import PopupKitUIKit
import Testing

/// Whose a touch on the app's view in a notice is, from the path its own hit
/// test found (the view hit first, the app's view last).
@Suite("Hosted views: touches")
struct HostedViewTouchTests {
    typealias View = HostedViewTouch.PathView
    static let plain = View(isControl: false, recognizesGestures: false)
    static let control = View(isControl: true, recognizesGestures: false)
    static let recognizing = View(isControl: false, recognizesGestures: true)

    @Test("a label or image (the hit lands on their plain superview), a plain view, the view's background: the notice's")
    func plainViews() {
        #expect(!HostedViewTouch.viewKeepsTouch(path: [Self.plain]), "the app's view itself")
        #expect(!HostedViewTouch.viewKeepsTouch(path: [Self.plain, Self.plain, Self.plain]), "a plain view inside")
    }

    @Test("no view at all (hidden, transparent, user interaction off): the notice's")
    func nothingHit() {
        #expect(!HostedViewTouch.viewKeepsTouch(path: []))
    }

    @Test("a control hit, or inside a control: the view's")
    func controls() {
        #expect(HostedViewTouch.viewKeepsTouch(path: [Self.control, Self.plain]), "a button")
        #expect(HostedViewTouch.viewKeepsTouch(path: [Self.plain, Self.control, Self.plain]), "a button's label")
    }

    @Test("a view with gesture recognizers of its own, or inside one (a scroll view, the app's tap recognizer): the view's")
    func recognizers() {
        #expect(HostedViewTouch.viewKeepsTouch(path: [Self.plain, Self.recognizing, Self.plain]), "a row in a scroll view")
        #expect(HostedViewTouch.viewKeepsTouch(path: [Self.plain, Self.recognizing]), "the app's view with its own tap recognizer")
    }
}
