import Clocks
import PopupKit
import PopupKitHost
import PopupKitUIKit
import PopupKitTesting
import Testing

/// The app's own views in notices keep their own accessibility: the overlay lists
/// the view in the notice's place, and no element is ever read as the host's key
/// for a view.
@Suite("Overlay accessibility items")
@MainActor
struct OverlayAccessibilityItemTests {
    /// A generated name, as the UIKit host makes one for `PopupScheduler.add(view)`.
    static let generated = HostedContent(name: "popup-140237461", width: 200, height: 120)

    /// The elements of a center on a test clock after `show` has run.
    static func elements(_ show: (PopupCenter) -> Void) async -> [AccessibilityElement] {
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: TestClock())
        show(center)
        await center.flush()
        return center.accessibilityElements
    }

    @Test("a notice showing the app's view carries the view's name and never reads it")
    func neverReadsTheName() async {
        let elements = await Self.elements { center in
            center.submit(Notice(id: "p", .popup(Popup(hosted: Self.generated))))
            center.submit(Notice(id: "t", .toast(Toast(hosted: HostedContent(name: "toast-1402", width: 80, height: 40)))))
            center.submit(Notice(id: "u", .bubble(Bubble(hosted: HostedContent(name: "bubble-77", width: 80, height: 40),
                                                         target: Rect(x: 40, y: 300, width: 10, height: 10)))))
            var banner = Banner(hosted: HostedContent(name: "banner-9", width: 300, height: 60))
            banner.title = "Ana"
            center.submit(Notice(id: "b", .banner(banner)))
        }
        #expect(Set(elements.map(\.id)) == ["p", "t", "u", "b"])
        for element in elements {
            #expect(!element.label.contains("-"), "read as its key: \(element.label)")
        }
        #expect(elements.first { $0.id == "b" }?.label == "Ana", "a banner's own words stay")
        #expect(elements.first { $0.id == "p" }?.label == "", "no words of its own: none, not its key")
        #expect(elements.first { $0.id == "p" }?.hostedView == "popup-140237461")
        #expect(elements.first { $0.id == "t" }?.hostedView == "toast-1402")
    }

    @Test("a notice with no words of its own is not announced, and a modal one still takes the focus")
    func notAnnounced() async {
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: TestClock())
        var requests: [HostRequest] = []
        center.requestHandler = { requests.append($0) }
        center.submit(Notice(id: "t", .toast(Toast(hosted: HostedContent(name: "toast-1402", width: 80, height: 40)))))
        center.submit(Notice(id: "p", .popup(Popup(hosted: Self.generated))))
        await center.flush()
        #expect(requests.map(\.kind) == [.screenChanged(focus: "p")])
    }

    @Test("the app's view on screen stands in the notice's place; its action buttons stay elements")
    func viewInPlace() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let popup = AccessibilityElement(id: "p", lane: .popup, label: "", value: nil, traits: .staticText,
                                         frame: frame, isModal: true, hostedView: "popup-1")
        let button = AccessibilityElement(id: "p", lane: .popup, label: "OK", value: nil, traits: .button,
                                          frame: frame, isModal: false, action: "ok")
        let toast = AccessibilityElement(id: "t", lane: .toast, label: "Saved", value: nil, traits: .staticText,
                                         frame: frame, isModal: false)
        #expect(OverlayAccessibilityItem.items(for: [toast, popup, button], shownViews: ["popup-1"])
                == [.element(toast), .hostedView("popup-1", popup), .element(button)])
    }

    @Test("a notice whose view is not on screen is its element when it has words, else nothing")
    func viewNotShown() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let silent = AccessibilityElement(id: "p", lane: .popup, label: "", value: nil, traits: .staticText,
                                          frame: frame, isModal: true, hostedView: "popup-1")
        var titled = silent
        titled.id = "b"
        titled.lane = .banner
        titled.label = "Ana"
        titled.hostedView = "banner-2"
        #expect(OverlayAccessibilityItem.items(for: [silent, titled], shownViews: []) == [.element(titled)])
        #expect(OverlayAccessibilityItem.items(for: [silent, titled], shownViews: ["banner-2"])
                == [.hostedView("banner-2", titled)])
    }
}
