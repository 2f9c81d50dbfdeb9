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

    /// A card with a button row along its bottom, 40 pt tall.
    static let cardWithButtons: HostedContent = {
        var card = HostedContent(name: "card", width: 200, height: 120)
        card.controls = [Rect(x: 0, y: 80, width: 200, height: 40)]
        return card
    }()

    /// A centred toast showing `card`, at rest, with its events read.
    private static func toastAtRest(_ card: HostedContent) -> (Stage, frame: Rect, slot: Rect)? {
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        stage.send(.submit(Notice(id: "t", .toast(Toast(hosted: card, position: .center)))), now: .zero)
        guard let layout = stage.layouts().layouts.first, let slot = layout.content else { return nil }
        stage.engine.advance(to: Instant(seconds: 1))
        _ = stage.engine.takeEvents()
        return (stage, layout.frame, slot)
    }

    @Test("A tap on a control of the view is the view's; elsewhere on the view and on the body around it, the notice's")
    func taps() throws {
        var (stage, frame, slot) = try #require(Self.toastAtRest(Self.cardWithButtons))
        let onLabel = Point(x: slot.midX, y: slot.minY + 30)
        let onButton = Point(x: slot.midX, y: slot.minY + 100)
        let padding = Point(x: frame.minX + 2, y: frame.midY)
        #expect(!slot.contains(padding) && frame.contains(padding))
        #expect(stage.hitTest(onButton) == .hosted("t", .toast, name: "card"))
        #expect(stage.hitTest(onLabel) == .item("t", .toast))
        #expect(stage.hitTest(padding) == .item("t", .toast))
        #expect(stage.accepts(onButton) && stage.accepts(onLabel))
        stage.send(.tapAt(onButton), now: Instant(seconds: 1))
        #expect(stage.engine.takeEvents().isEmpty, "a tap on the view's button leaves the toast alone")
        stage.send(.tapAt(onLabel), now: Instant(seconds: 1))
        #expect(stage.engine.takeEvents().map(\.kind) == [.dismissed(.tap)], "a tap on the view's label is a tap on the toast")
    }

    @Test("A press on a control of the view neither pauses, drags nor taps the notice")
    func pressOnControl() throws {
        var (stage, _, slot) = try #require(Self.toastAtRest(Self.cardWithButtons))
        let onButton = Point(x: slot.midX, y: slot.minY + 100)
        stage.send(.pointer(.down, at: onButton), now: Instant(seconds: 1))
        #expect(stage.engine.takeEvents().isEmpty, "no pause")
        stage.send(.pointer(.up, at: onButton), now: Instant(seconds: 1.1))
        #expect(stage.engine.takeEvents().isEmpty, "no tap")
        #expect(stage.engine.takeWarnings().map(\.kind) == [.pointerIgnored(.up, .noPress)])
    }

    @Test("A press on the view elsewhere presses the notice: it pauses, and its release is a tap")
    func pressOnView() throws {
        var (stage, _, slot) = try #require(Self.toastAtRest(Self.cardWithButtons))
        let onLabel = Point(x: slot.midX, y: slot.minY + 30)
        #expect(stage.pointer(.down, at: onLabel, now: Instant(seconds: 1)) == .item("t", .toast))
        #expect(stage.engine.takeEvents().map(\.kind) == [.paused], "the touch pauses its timeout")
        stage.send(.pointer(.up, at: onLabel), now: Instant(seconds: 1.1))
        #expect(stage.engine.takeEvents().map(\.kind).contains(.dismissed(.tap)))
        #expect(stage.engine.takeWarnings().isEmpty)
    }

    @Test("A drag that starts on the view swipes a banner away")
    func swipeFromView() throws {
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        stage.send(.submit(Notice(id: "b", .banner(Banner(hosted: Self.cardWithButtons)))), now: .zero)
        let slot = try #require(stage.layouts().layouts.first?.content)
        stage.engine.advance(to: Instant(seconds: 1))
        _ = stage.engine.takeEvents()
        let start = Point(x: slot.midX, y: slot.minY + 30)
        stage.send(.pointer(.down, at: start), now: Instant(seconds: 1))
        for step in 1...8 {
            stage.send(.pointer(.move, at: Point(x: start.x, y: start.y - Double(step) * 15)), now: Instant(seconds: 1 + Double(step) * 0.01))
        }
        stage.send(.pointer(.up, at: Point(x: start.x, y: start.y - 120)), now: Instant(seconds: 1.1))
        #expect(stage.engine.takeEvents().map(\.kind).contains(.dismissed(.swipe)))
    }

    @Test("A host's answer for the view replaces its controls; an answer for another view does not")
    func hostAnswer() throws {
        let (stage, frame, slot) = try #require(Self.toastAtRest(Self.cardWithButtons))
        let onLabel = Point(x: slot.midX, y: slot.minY + 30)
        let onButton = Point(x: slot.midX, y: slot.minY + 100)
        #expect(stage.hostedViewName(at: onLabel) == "card")
        #expect(stage.hostedViewName(at: Point(x: frame.minX + 2, y: frame.midY)) == nil, "the padding is no view")
        #expect(stage.hitTest(onLabel, hostedTouch: HostedTouch(name: "card", viewKeepsTouch: true)) == .hosted("t", .toast, name: "card"))
        #expect(stage.hitTest(onButton, hostedTouch: HostedTouch(name: "card", viewKeepsTouch: false)) == .item("t", .toast))
        #expect(stage.hitTest(onLabel, hostedTouch: HostedTouch(name: "other", viewKeepsTouch: true)) == .item("t", .toast))
        #expect(stage.hitTest(onButton, hostedTouch: HostedTouch(name: "other", viewKeepsTouch: false)) == .hosted("t", .toast, name: "card"))
    }

    @Test("A view under a popup's dimming is no view a touch lands on (bubbles lie under popups)")
    func viewUnderDimming() throws {
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        let target = Rect(x: 100, y: 120, width: 40, height: 40)
        stage.send(.submit(Notice(id: "tip", .bubble(Bubble(hosted: Self.cardWithButtons, target: target)))), now: .zero)
        let slot = try #require(stage.layouts().layouts.first?.content)
        let point = Point(x: slot.midX, y: slot.minY + 2)
        #expect(stage.hostedViewName(at: point) == "card", "alone, the tip's view is under the point")
        stage.send(.submit(Notice(id: "p", .popup(Popup(title: "Sure?")))), now: Instant(seconds: 1))
        stage.advance(to: Instant(seconds: 2))
        guard case .blocked = stage.hitTest(point) else {
            Issue.record("the popup's dimming is over the tip's view: \(stage.hitTest(point))")
            return
        }
        #expect(stage.hostedViewName(at: point) == nil)
    }
}

/// Custom content of a fixed size, for the one-place check.
private struct FixedContent: NoticeContent {
    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { Size(width: 10, height: 10) }
    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [] }
}

/// A bare hosted view is the notice: laid out at the slot's size, with nothing of
/// PopupKit's drawn around it, for every kind; the same view in its box keeps it.
@Suite("Hosted content: bare")
struct BareHostedContentTests {
    static let container = Container(size: Size(width: 390, height: 844),
                                     safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0))

    private func stage(_ notices: [(NoticeID, Notice.Content)]) -> Stage {
        var stage = Stage(container: Self.container, measurer: FixedAdvanceTextMeasurer())
        for (id, content) in notices {
            stage.send(.submit(Notice(id: id, content, duration: .forever)), now: .zero)
        }
        stage.advance(to: Instant(seconds: 2))
        return stage
    }

    /// The top-level group of `id`'s body: its box and its slot.
    private func body(_ id: NoticeID, in stage: Stage) throws -> (box: BoxNode, slot: SlotNode) {
        let scene = stage.scene(at: Instant(seconds: 2))
        for case .group(let group) in scene.nodes where group.key?.part == .body && group.name.hasSuffix("\"\(id)\"") {
            let box = group.children.lazy.compactMap { node -> BoxNode? in if case .box(let box) = node { box } else { nil } }.first
            let slot = group.children.lazy.compactMap { node -> SlotNode? in if case .slot(let slot) = node { slot } else { nil } }.first
            return (try #require(box, "\(id): no box"), try #require(slot, "\(id): no slot"))
        }
        Issue.record("no body group for \(id)")
        throw Failure.noBody
    }

    enum Failure: Error { case noBody }

    /// A notice of `kind` showing `hosted`: a centred toast, a banner, a popup, or
    /// a bubble at a target.
    private func content(_ kind: String, _ hosted: HostedContent) -> Notice.Content {
        switch kind {
        case "toast": .toast(Toast(hosted: hosted, position: .center))
        case "banner": .banner(Banner(hosted: hosted))
        case "popup": .popup(Popup(hosted: hosted))
        default: .bubble(Bubble(hosted: hosted, target: Rect(x: 100, y: 500, width: 40, height: 40)))
        }
    }

    @Test("bare: the notice is the slot, at its size, and draws no background, border, corners or shadow", arguments: ["toast", "banner", "popup", "bubble"])
    func bareIsTheSlot(kind: String) throws {
        let stage = stage([("n", content(kind, HostedContent(name: "card", width: 200, height: 120, bare: true)))])
        let frame = try #require(stage.frame(of: "n"))
        let (box, slot) = try body("n", in: stage)
        #expect(slot.rect.origin == .zero, "\(kind): the slot starts at the notice's corner: \(slot.rect)")
        #expect(slot.rect.size == Size(width: 200, height: 120))
        if kind == "banner" {
            #expect(frame.height == 120, "a banner keeps its full width, and is as tall as the view: \(frame)")
        } else {
            #expect(frame.size == Size(width: 200, height: 120), "\(kind): \(frame)")
        }
        #expect(box.fill.alpha == 0 && box.cornerRadius == 0 && box.borderWidth == 0 && box.shadow == nil,
                "\(kind): nothing of PopupKit's drawn: \(box)")
    }

    @Test("in its box: the same view keeps the notice's padding, background and corners", arguments: ["toast", "banner", "popup", "bubble"])
    func boxedKeepsItsBody(kind: String) throws {
        let stage = stage([("n", content(kind, HostedContent(name: "card", width: 200, height: 120)))])
        let frame = try #require(stage.frame(of: "n"))
        let (box, slot) = try body("n", in: stage)
        #expect(slot.rect.minX > 0 && slot.rect.minY > 0, "\(kind): the slot sits inside the padding: \(slot.rect)")
        #expect(frame.height > 120, "\(kind): \(frame)")
        #expect(box.fill.alpha > 0 && box.cornerRadius > 0, "\(kind): \(box)")
    }

    @Test("the styles' bare forms keep what places a notice and drop what draws around it")
    func bareStyles() {
        let toast = ToastStyle().bare, banner = BannerStyle().bare, popup = PopupStyle().bare, bubble = BubbleStyle().bare
        #expect(toast.horizontalPadding == 0 && toast.verticalPadding == 0 && !toast.displayShadow && toast.cornerRadius == 0)
        #expect(toast.stackSpacing == ToastStyle().stackSpacing)
        #expect(banner.padding == 0 && banner.borderWidth == 0 && !banner.displayShadow && banner.margin == BannerStyle().margin)
        #expect(popup.padding == 0 && popup.dimColor == PopupStyle().dimColor)
        #expect(bubble.padding == Insets(top: 0, left: 0, bottom: 0, right: 0) && bubble.lineColor == .clear
                && bubble.arrowSize == BubbleStyle().arrowSize)
        // A look that casts a shadow (Toast-Swift's `displayShadow`, a banner's) loses it bare.
        var shadowed = ToastStyle()
        shadowed.displayShadow = true
        #expect(!shadowed.bare.displayShadow)
        var card = BannerStyle()
        card.displayShadow = true
        #expect(!card.bare.displayShadow)
    }
}
