import PopupKit
import PopupKitTesting
import Testing

/// Content whose builder draws nothing; only its name matters to the engine.
private struct Blank: NoticeContent {
    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { Size(width: 10, height: 10) }
    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [] }
}

/// Content that answers differently from ``Blank`` under the same name.
private struct Other: NoticeContent {
    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { maxSize }
    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [.box(BoxNode(rect: frame, fill: .white))] }
}

@Suite("Custom content in the engine")
struct CustomContentEngineTests {
    @Test("A custom content is identified by its name alone")
    func equalityByName() {
        let a = CustomContent(Blank(), name: "a")
        #expect(a == CustomContent(Other(), name: "a"))
        #expect(a.hashValue == CustomContent(Other(), name: "a").hashValue)
        #expect(a != CustomContent(Blank(), name: "b"))
        #expect(Toast(content: a) != Toast(content: CustomContent(Blank(), name: "b")))
        #expect(Toast(content: a) != Toast(message: "a"))
        #expect(a.description == #"content "a""#)
    }

    @Test("Toasts and popups with custom content and no text, and bubbles with empty text, are valid and show")
    func validWithoutText() {
        let content = CustomContent(Blank(), name: "blank")
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(content: content)))), now: now)
            engine.send(.submit(Notice(id: "p", .popup(Popup(content: content)))), now: now)
            engine.send(.submit(Notice(id: "b", .bubble(Bubble(content: content)))), now: now)
            var both = Bubble(text: "", target: Rect(x: 10, y: 100, width: 20, height: 20))
            both.content = content
            engine.send(.submit(Notice(id: "b2", .bubble(both))), now: now)
            engine.send(.submit(Notice(id: "bad", .bubble(Bubble(text: "")))), now: now)
            engine.send(.submit(Notice(id: "badToast", .toast(Toast()))), now: now)
        }
        #expect(timeline.lines.filter { $0.contains("shown") } == ["0.0 t shown", "0.0 p shown", "0.0 b shown", "0.0 b2 shown"])
        #expect(timeline.log.filter(\.isTerminal).map { "\($0.id) \($0.kind.name) \($0.detail ?? "")" } == [
            "bad discarded a bubble needs text",
            "badToast discarded a toast needs a message, a title or an image",
        ])
        #expect(timeline.engine.screen.count == 4)
    }

    @Test("Updating a notice in place with a content of another name is an update the screen shows")
    func updateInPlace() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(content: CustomContent(Blank(), name: "loading"))), duration: .seconds(2))), now: now)
        }
        timeline.at(1) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(content: CustomContent(Blank(), name: "done"))), duration: .seconds(2))), now: now)
        }
        #expect(timeline.lines == ["0.0 t received", "0.0 t queued", "0.0 t shown", "1.0 t updated"])
        guard case .toast(let toast)? = timeline.engine.screen.first?.content else {
            Issue.record("no toast on screen")
            return
        }
        #expect(toast.content?.name == "done")
        let wentIdle = timeline.runUntilIdle()
        #expect(wentIdle)
        // The update restarted the timeout: 1 + 2 seconds.
        #expect(timeline.lines.last == "3.0 t dismissed timeout")
    }

    @Test("Popup scheduling is unchanged by custom content: priorities and switch behaviour still apply")
    func popupScheduling() {
        var configuration = EngineConfiguration()
        configuration[.popup].strategy = .priority
        var timeline = VirtualTimeline(configuration: configuration)
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "low", .popup(Popup(content: CustomContent(Blank(), name: "low"), priority: 1,
                                                         switchBehavior: .latent)))), now: now)
        }
        timeline.at(1) { engine, now in
            engine.send(.submit(Notice(id: "high", .popup(Popup(content: CustomContent(Blank(), name: "high"), priority: 5)))), now: now)
        }
        timeline.run(to: 3)
        // The latent popup goes back to the queue; the newcomer shows once its fade-out ends.
        #expect(timeline.lines == ["0.0 low received", "0.0 low queued", "0.0 low shown", "1.0 high received",
                                   "1.0 high queued", "1.0 low requeued", "1.2 high shown"])
    }
}
