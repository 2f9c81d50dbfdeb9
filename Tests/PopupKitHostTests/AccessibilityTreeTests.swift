import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// The accessibility tree: the elements of each committed frame, pushed as what
/// changed since the last one.
@MainActor
@Suite("Accessibility tree")
struct AccessibilityTreeTests {
    /// A harness whose tree takes the center's elements after each call.
    @MainActor
    final class Tracked {
        let harness = CenterHarness()
        var tree = AccessibilityTree()
        var center: PopupCenter { harness.center }

        /// Lets the center run for `duration`, then commits its elements to the tree.
        func commit(after duration: Duration = .milliseconds(500)) async -> AccessibilityChange? {
            await harness.advance(by: duration)
            return tree.update(center.accessibilityElements)
        }
    }

    static let toast = AccessibilityTree.ElementKey(lane: .toast, id: "t")
    static let hud = AccessibilityTree.ElementKey(lane: .hud, id: NoticeEngine.hudID)
    static let popup = AccessibilityTree.ElementKey(lane: .popup, id: "p")

    @Test("a notice that shows is added; the same elements again are no change")
    func add() async throws {
        let tracked = Tracked()
        #expect(await tracked.commit() == nil, "nothing on screen, nothing before")
        tracked.center.toast("Saved", position: .bottom, id: "t")
        let change = try #require(await tracked.commit())
        #expect(change.added == [Self.toast])
        #expect(change.removed.isEmpty && change.changed.isEmpty && !change.modalChanged)
        #expect(change.elements.map(\.label) == ["Saved"])
        #expect(tracked.tree.elements == change.elements)
        #expect(await tracked.commit(after: .milliseconds(100)) == nil)
    }

    @Test("a HUD's progress changes its element's value: changed, nothing added or removed")
    func change() async throws {
        let tracked = Tracked()
        tracked.center.hud.showProgress(0.25, status: "Uploading")
        let shown = try #require(await tracked.commit())
        #expect(shown.added == [Self.hud])
        #expect(tracked.tree.element(Self.hud)?.value == "25%")
        tracked.center.hud.showProgress(0.5, status: "Uploading")
        let moved = try #require(await tracked.commit())
        #expect(moved.changed == [Self.hud])
        #expect(moved.added.isEmpty && moved.removed.isEmpty && !moved.modalChanged)
        #expect(tracked.tree.element(Self.hud)?.value == "50%")
    }

    @Test("a dismissed notice is removed at once: fading out, it is gone for the screen reader")
    func remove() async throws {
        let tracked = Tracked()
        tracked.center.toast("Saved", position: .bottom, id: "t")
        tracked.center.toast("Sent", position: .top, id: "u")
        let both = try #require(await tracked.commit())
        #expect(Set(both.added) == [Self.toast, AccessibilityTree.ElementKey(lane: .toast, id: "u")])
        tracked.center.hideToast("t")
        let change = try #require(await tracked.commit(after: .milliseconds(50)))
        #expect(tracked.center.stage.engine.screen.contains { $0.id == "t" }, "still fading out")
        #expect(change.removed == [Self.toast])
        #expect(change.added.isEmpty && change.changed.isEmpty && !change.modalChanged)
        #expect(change.elements.map(\.id) == ["u"])
    }

    @Test("a modal popup changes the modal element when it shows and when it goes")
    func modalPopup() async throws {
        let tracked = Tracked()
        tracked.center.toast("Saved", position: .bottom, id: "t")
        _ = await tracked.commit()
        tracked.center.submit(Notice(id: "p", .popup(Popup(title: "Rate us", message: "Five stars?"))))
        let shown = try #require(await tracked.commit())
        #expect(shown.added == [Self.popup])
        #expect(shown.modalChanged)
        #expect(tracked.tree.element(Self.popup)?.isModal == true)
        tracked.center.dismiss("p")
        let gone = try #require(await tracked.commit())
        #expect(gone.removed == [Self.popup])
        #expect(gone.modalChanged)
        #expect(gone.elements.map(\.id) == ["t"])
    }

    @Test("a fade in and a fade out take no ticks: the elements change when the toast shows and when it is dismissed, and no scene during either fade changes them")
    func fadeFramesChangeNothing() async throws {
        let harness = CenterHarness()
        let center = harness.center
        var tree = AccessibilityTree()
        var changes: [AccessibilityChange?] = []
        // Weak: the center keeps its display closure, so a strong capture would keep both forever.
        center.display = { [weak center] _ in
            guard let center else { return }
            changes.append(tree.update(center.accessibilityElements))
        }
        changes.removeAll()

        center.toast("Saved", position: .bottom, duration: .seconds(2), id: "t")
        await center.flush()
        #expect(changes.count == 1 && changes.first??.added == [Self.toast], "\(changes)")
        // The fade in is declared with the show: the center hands over no scene while it plays.
        await harness.advance(by: .milliseconds(100))
        await harness.advance(by: .milliseconds(400))
        #expect(changes.count == 1, "no scene during or after the fade in: \(changes)")

        changes.removeAll()
        center.hideToast("t")
        await center.flush()
        #expect(changes.first??.removed == [Self.toast], "the dismissal's scene removes the element at once: \(changes)")
        await harness.advance(by: .milliseconds(100))
        await harness.advance(by: .milliseconds(200))
        #expect(center.stage.engine.screen.isEmpty, "the fade out is over")
        #expect(changes.count == 2, "the dismissal's scene and the removal's, none during the fade out: \(changes)")
        #expect(changes.dropFirst().allSatisfy { $0 == nil }, "\(changes.dropFirst().compactMap { $0 })")
        #expect(harness.ticker.starts == 0, "neither fade took a tick")
    }

    @Test("a screen change resolves to the modal notice's element; other requests and unknown notices to none")
    func focus() async throws {
        let tracked = Tracked()
        tracked.center.toast("Saved", position: .bottom, id: "t")
        tracked.center.submit(Notice(id: "p", .popup(Popup(title: "Rate us", message: "Five stars?"))))
        _ = await tracked.commit()
        let screenChange = try #require(tracked.harness.requests.first {
            if case .screenChanged = $0.kind { true } else { false }
        })
        #expect(tracked.tree.focusTarget(for: screenChange) == tracked.tree.element(Self.popup))
        #expect(tracked.tree.focusTarget(for: screenChange)?.label == "Rate us, Five stars?")
        let announce = try #require(tracked.harness.requests.first {
            if case .announce = $0.kind { true } else { false }
        })
        #expect(tracked.tree.focusTarget(for: announce) == nil)
        #expect(tracked.tree.focusTarget(for: HostRequest(time: .zero, kind: .screenChanged(focus: "gone"))) == nil)
    }

    @Test("an id dismissed and shown again while its old showing fades is one element")
    func oneElementPerID() throws {
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        stage.send(.submit(Notice(id: "t", .toast(Toast(message: "Saved", position: .bottom)))), now: .zero)
        stage.send(.dismiss("t"), now: Instant(seconds: 1))
        stage.send(.submit(Notice(id: "t", .toast(Toast(message: "Saved again", position: .bottom)))),
                   now: Instant(seconds: 1.05))
        #expect(stage.engine.screen.filter { $0.id == "t" }.count == 2, "one fading out, one shown")
        let elements = stage.accessibilityElements()
        #expect(elements.map(\.label) == ["Saved again"])
        var tree = AccessibilityTree()
        let update = tree.update(elements)
        let change = try #require(update)
        #expect(change.added == [Self.toast])
    }

    @Test("a list holding one key twice counts its topmost, and nothing crashes")
    func repeatedKey() throws {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let top = AccessibilityElement(id: "t", lane: .toast, label: "A", value: nil, traits: .staticText, frame: frame,
                                       isModal: false)
        var below = top
        below.label = "B"
        var tree = AccessibilityTree()
        let first = tree.update([top, below])
        let change = try #require(first)
        #expect(change.added == [Self.toast])
        var moved = below
        moved.frame.origin.y = 20
        let next = tree.update([below, moved])
        let second = try #require(next)
        #expect(second.changed == [Self.toast])
    }
}
