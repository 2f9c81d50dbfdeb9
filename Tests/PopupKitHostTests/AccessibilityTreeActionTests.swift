import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// A popup's action buttons in the accessibility tree: each its own element,
/// keyed by its popup's lane and id and its action's id.
@MainActor
@Suite("Accessibility tree: popup actions")
struct AccessibilityTreeActionTests {
    static let popup = AccessibilityTree.ElementKey(lane: .popup, id: "p")
    static let later = AccessibilityTree.ElementKey(lane: .popup, id: "p", action: "later")
    static let rate = AccessibilityTree.ElementKey(lane: .popup, id: "p", action: "rate")

    private static func question(_ actions: [PopupAction]) -> Notice {
        Notice(id: "p", .popup(Popup(title: "Rate us", message: "Five stars?", actions: actions)))
    }

    private static let twoActions = [PopupAction(id: "later", title: "Later", role: .cancel),
                                     PopupAction(id: "rate", title: "Rate")]

    @Test("the popup and each button are added with keys of their own, and go together")
    func addedAndRemoved() async throws {
        let harness = CenterHarness()
        var tree = AccessibilityTree()
        harness.center.submit(Self.question(Self.twoActions))
        await harness.advance(by: .milliseconds(500))
        let shownUpdate = tree.update(harness.center.accessibilityElements)
        let shown = try #require(shownUpdate)
        #expect(shown.added == [Self.popup, Self.later, Self.rate])
        #expect(shown.modalChanged)
        #expect(tree.element(Self.rate)?.label == "Rate")
        #expect(tree.element(Self.rate)?.traits == .button)
        #expect(Self.rate.description == #"popup "p" action "rate""#)
        harness.center.dismiss("p")
        await harness.advance(by: .milliseconds(500))
        let goneUpdate = tree.update(harness.center.accessibilityElements)
        let gone = try #require(goneUpdate)
        #expect(gone.removed == [Self.popup, Self.later, Self.rate])
    }

    @Test("an update in place that renames one button changes that button only")
    func renamedButton() async throws {
        let harness = CenterHarness()
        var tree = AccessibilityTree()
        harness.center.submit(Self.question(Self.twoActions))
        await harness.advance(by: .milliseconds(500))
        _ = tree.update(harness.center.accessibilityElements)
        harness.center.submit(Self.question([PopupAction(id: "later", title: "Later", role: .cancel),
                                             PopupAction(id: "rate", title: "Rate it")]))
        await harness.advance(by: .milliseconds(500))
        let changeUpdate = tree.update(harness.center.accessibilityElements)
        let change = try #require(changeUpdate)
        #expect(change.changed == [Self.rate])
        #expect(change.added.isEmpty && change.removed.isEmpty && !change.modalChanged)
        // A third action: its own key is added, the others are unchanged (the row
        // stacks, so their frames move: changed).
        harness.center.submit(Self.question(Self.twoActions + [PopupAction(id: "never", title: "Never")]))
        await harness.advance(by: .milliseconds(500))
        let thirdUpdate = tree.update(harness.center.accessibilityElements)
        let third = try #require(thirdUpdate)
        #expect(third.added == [AccessibilityTree.ElementKey(lane: .popup, id: "p", action: "never")])
    }

    @Test("under a modal popup the screen reader reaches the popup and its buttons, not what is below")
    func exposedUnderModal() async throws {
        let harness = CenterHarness()
        var tree = AccessibilityTree()
        let bubble = AccessibilityTree.ElementKey(lane: .bubble, id: "b")
        // Pointing below the card: a bubble whose target is under it waits hidden.
        harness.center.submit(Notice(id: "b", .bubble(Bubble(text: "New filter",
                                                              target: Rect(x: 20, y: 700, width: 40, height: 40)))))
        harness.center.submit(Self.question(Self.twoActions))
        await harness.advance(by: .milliseconds(500))
        let changeUpdate = tree.update(harness.center.accessibilityElements)
        let change = try #require(changeUpdate)
        // Bubbles are drawn beneath popups: the bubble is last, top first.
        #expect(change.elements.map(AccessibilityTree.ElementKey.init) == [Self.popup, Self.later, Self.rate, bubble])
        #expect(change.exposedElements.map(AccessibilityTree.ElementKey.init) == [Self.popup, Self.later, Self.rate])
    }

    @Test("a screen change focuses the popup's own element, never one of its buttons")
    func focusIsThePopup() async throws {
        let harness = CenterHarness()
        var tree = AccessibilityTree()
        harness.center.submit(Self.question(Self.twoActions))
        await harness.advance(by: .milliseconds(500))
        _ = tree.update(harness.center.accessibilityElements)
        let target = tree.focusTarget(for: HostRequest(time: .zero, kind: .screenChanged(focus: "p")))
        #expect(target?.action == nil)
        #expect(target?.label == "Rate us, Five stars?")
    }
}
