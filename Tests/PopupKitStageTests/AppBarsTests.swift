import Foundation
@testable import PopupKit
import PropertyBased
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The app's bars (``Container/contentInsets``): toasts, the HUD, popup cards and
/// bubble bodies keep clear of them; banners come down over the top.
@Suite struct AppBarsTests {
    /// An iPhone with a 44 pt navigation bar and a 49 pt tab bar.
    static let barred = Container(contentInsets: Insets(top: 91, bottom: 83))

    /// The parts of `container` its bars and safe area cover: its bounds less the
    /// content rect, as four bands.
    static func bars(of container: Container) -> [Rect] {
        let bounds = container.bounds
        let content = container.contentRect
        return [Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: content.minY - bounds.minY),
                Rect(x: bounds.minX, y: content.maxY, width: bounds.width, height: bounds.maxY - content.maxY),
                Rect(x: bounds.minX, y: content.minY, width: content.minX - bounds.minX, height: content.height),
                Rect(x: content.maxX, y: content.minY, width: bounds.maxX - content.maxX, height: content.height)]
    }

    /// Whether `a` and `b` share an area (more than rounding on both axes).
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-6 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-6
    }

    /// Every visible body but a banner's that overlaps a bar, described.
    static func bodiesOnBars(_ input: RandomLayoutCase) -> [String] {
        let container = input.container.sanitized
        let bars = bars(of: container)
        return zip(input.screen, input.layouts()).compactMap { item, placement in
            guard item.isVisible, placement.lane != .banner,
                  let bar = bars.first(where: { overlap($0, placement.frame) }) else { return nil }
            return "\(placement.lane) \(placement.id): body \(placement.frame) on the bar \(bar)"
        }
    }

    @Test func noVisibleBodyButABannerOverlapsTheAppsBars() async {
        await propertyCheck(count: LayoutPropertyTests.count, input: Gen.uint64().map { RandomLayoutCase(appBarsSeed: $0) }) {
            input in
            let problems = Self.bodiesOnBars(input)
            #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))\nin \(input)")
        }
    }

    @Test("a container without content insets lays out on its safe area: the content rect is the safe rect")
    func defaultIsTheSafeArea() {
        let plain = Container()
        #expect(plain.contentInsets == .zero)
        #expect(plain.contentRect == plain.safeRect)
        #expect(plain.availableRect == plain.safeRect)
    }

    @Test("each side of the content insets counts at least the safe area's")
    func clampedToTheSafeArea() {
        let container = Container(contentInsets: Insets(top: 10, left: 0, bottom: 83, right: 0))
        #expect(container.resolvedContentInsets == Insets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(container.contentRect == Rect(x: 0, y: 47, width: 390, height: 714))
    }

    @Test("the keyboard counts from the bottom edge, over the tab bar: the available rect ends at the higher of the two")
    func keyboardOverTheTabBar() {
        var container = Self.barred
        #expect(container.availableRect == Rect(x: 0, y: 91, width: 390, height: 670))
        container.keyboardHeight = 336
        #expect(container.availableRect == Rect(x: 0, y: 91, width: 390, height: 417))
    }

    @Test("bad content insets are cleaned; a pair that does not fit falls back to the safe area")
    func sanitized() {
        let bad = Container(contentInsets: Insets(top: .nan, left: -4, bottom: .infinity, right: 20)).sanitized
        #expect(bad.contentInsets == Insets(top: 0, left: 0, bottom: 0, right: 20),
                "infinity is cleaned to 0 like the safe area's, then the pair fits")
        let tall = Container(contentInsets: Insets(top: 500, bottom: 400)).sanitized
        #expect(tall.contentInsets.top == 0 && tall.contentInsets.bottom == 0)
        #expect(tall.contentRect == tall.safeRect)
        let wide = Container(contentInsets: Insets(left: 200, right: 200)).sanitized
        #expect(wide.contentRect == wide.safeRect)
    }

    @Test("a container written before content insets existed still reads, without bars")
    func readsOldContainers() throws {
        let old = #"{"size":{"width":390,"height":844},"safeArea":{"top":47,"left":0,"bottom":34,"right":0},"keyboardHeight":0,"layoutDirection":"ltr"}"#
        let container = try JSONDecoder().decode(Container.self, from: Data(old.utf8))
        #expect(container.contentInsets == .zero)
        let round = try JSONDecoder().decode(Container.self, from: JSONEncoder().encode(Self.barred))
        #expect(round == Self.barred)
    }

    @Test("toasts at the top and bottom sit inside the bars, the stand-in app's and Toast-Swift's padding from them")
    func toastsClearOfTheBars() {
        let items = [screenItem("top", .toast(Toast(message: "Saved", position: .top))),
                     screenItem("bottom", .toast(Toast(message: "Message archived", position: .bottom)), order: 1)]
        let frames = layout(items, in: Self.barred).map(\.frame)
        #expect(frames[0].minY == 91 + ToastStyle().verticalPadding)
        #expect(frames[1].maxY == 844 - 83 - ToastStyle().verticalPadding)
    }

    @Test("a banner still comes down from the safe area, over the navigation bar")
    func bannerOverTheNavigationBar() {
        let items = [screenItem("chat", .banner(Banner(title: "Ana", subtitle: "Lunch at 1?")))]
        let frame = layout(items, in: Self.barred)[0].frame
        #expect(frame.minY < 91)
        #expect(frame.minY >= 47)
    }

    @Test("a bubble pointing at a navigation bar button keeps its tip there and its body below the bar")
    func bubbleFromTheNavigationBar() throws {
        let target = Rect(x: 340, y: 47, width: 44, height: 44)
        let items = [screenItem("tip", .bubble(Bubble(text: "Write a post", edge: .bottom, target: target)))]
        let placement = layout(items, in: Self.barred)[0]
        guard case .bubble(let parts) = placement.parts else { throw BarsTestError.notABubble }
        #expect(placement.frame.minY >= 91)
        #expect(parts.tip.y == target.maxY)
    }

    @Test("the HUD is centred on the content between the bars")
    func hudCentred() {
        let items = [screenItem("hud", .hud(HUDContent(mode: .spinner, status: "Loading", activityCount: 1)))]
        let frame = layout(items, in: Self.barred)[0].frame
        #expect(abs(frame.midY - Self.barred.contentRect.midY) < 1e-9)
    }

    enum BarsTestError: Error { case notABubble }
}
