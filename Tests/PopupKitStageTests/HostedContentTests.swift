import PopupKit
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// The app's own views in notices: what the gate accepts and refuses, and whose a
/// touch on one is.
@Suite("Hosted content")
struct HostedContentTests {
    static let card = HostedContent(name: "card", width: 200, height: 120)

    @Test("An empty name is invalid, with a detail, for every kind")
    func emptyName() {
        let nameless = HostedContent(name: "", width: 10, height: 10)
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(hosted: nameless)))), now: now)
            engine.send(.submit(Notice(id: "b", .banner(Banner(hosted: nameless)))), now: now)
            engine.send(.submit(Notice(id: "p", .popup(Popup(hosted: nameless)))), now: now)
            engine.send(.submit(Notice(id: "u", .bubble(Bubble(hosted: nameless)))), now: now)
        }
        let ended = timeline.log.filter(\.isTerminal)
        #expect(ended.map(\.id) == ["t", "b", "p", "u"])
        #expect(ended.allSatisfy { $0.kind == .discarded(.invalid) })
        #expect(ended.allSatisfy { $0.detail == "hosted content name must not be empty" })
    }

    @Test("A hosted view needs no text, even where text is otherwise required")
    func noTextNeeded() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(hosted: Self.card)))), now: now)
            engine.send(.submit(Notice(id: "b", .banner(Banner(hosted: Self.card)))), now: now)
            engine.send(.submit(Notice(id: "u", .bubble(Bubble(hosted: Self.card)))), now: now)
        }
        #expect(timeline.log.filter { $0.kind == .shown }.map(\.id) == ["t", "b", "u"])
        #expect(!timeline.log.contains { $0.isTerminal })
    }

    @Test("Custom content and a hosted view are one place: the last one set is shown")
    func lastOneWins() {
        var toast = Toast(hosted: Self.card)
        toast.content = CustomContent(FixedContent(), name: "badge")
        #expect(toast.hosted == nil && toast.content?.name == "badge")
        toast.hosted = Self.card
        #expect(toast.content == nil && toast.hosted == Self.card)
        var popup = Popup(content: CustomContent(FixedContent(), name: "badge"))
        popup.hosted = Self.card
        #expect(popup.content == nil)
        var bubble = Bubble(hosted: Self.card)
        bubble.content = CustomContent(FixedContent(), name: "badge")
        #expect(bubble.hosted == nil)
    }

    @Test("A tap inside the slot is the view's; on the body around it, the notice's")
    func taps() {
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        stage.send(.submit(Notice(id: "t", .toast(Toast(hosted: Self.card, position: .center)))), now: .zero)
        let (_, layouts) = stage.layouts()
        guard let frame = layouts.first?.frame, let slot = layouts.first?.content else {
            Issue.record("no slot")
            return
        }
        #expect(stage.hitTest(slot.center) == .hosted("t", .toast, name: "card"))
        #expect(stage.accepts(slot.center))
        let padding = Point(x: frame.minX + 2, y: frame.midY)
        #expect(!slot.contains(padding) && frame.contains(padding))
        #expect(stage.hitTest(padding) == .item("t", .toast))
        stage.engine.advance(to: Instant(seconds: 1))
        _ = stage.engine.takeEvents()
        stage.send(.tapAt(slot.center), now: Instant(seconds: 1))
        #expect(stage.engine.takeEvents().isEmpty, "a tap on the view leaves the toast alone")
        stage.send(.tapAt(padding), now: Instant(seconds: 1))
        #expect(stage.engine.takeEvents().map(\.kind) == [.dismissed(.tap)])
    }

    @Test("A press on the view neither pauses, drags nor taps the notice")
    func press() {
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        stage.send(.submit(Notice(id: "t", .toast(Toast(hosted: Self.card, position: .center)))), now: .zero)
        guard let slot = stage.layouts().layouts.first?.content else {
            Issue.record("no slot")
            return
        }
        stage.engine.advance(to: Instant(seconds: 1))
        _ = stage.engine.takeEvents()
        stage.send(.pointer(.down, at: slot.center), now: Instant(seconds: 1))
        #expect(stage.engine.takeEvents().isEmpty, "no pause")
        stage.send(.pointer(.up, at: slot.center), now: Instant(seconds: 1.1))
        #expect(stage.engine.takeEvents().isEmpty, "no tap")
        #expect(stage.engine.takeWarnings().map(\.kind) == [.pointerIgnored(.up, .noPress)])
    }
}

/// Custom content of a fixed size, for the one-place check.
private struct FixedContent: NoticeContent {
    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { Size(width: 10, height: 10) }
    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [] }
}
