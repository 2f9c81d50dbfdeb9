import PopupKitCore
import PopupKitTesting
import Testing

/// A toast made for a view lives with it: the view's region moves (a scroll, a
/// rotation) and the toast with it; the view leaves its window and the toast
/// goes (`scopeEnded`).
@Suite("Toasts on a moving view")
struct ToastRegionAnchorTests {
    private let region = Rect(x: 0, y: 100, width: 390, height: 400)

    /// The region of the live toast `id` as the engine shows it.
    private func region(of id: NoticeID, in engine: NoticeEngine) -> Rect? {
        for notice in engine.screen where notice.id == id {
            if case .toast(let toast) = notice.content { return toast.region }
        }
        return nil
    }

    private func toast(_ id: NoticeID, in region: Rect) -> NoticeEngine.Input {
        var toast = Toast(message: "Saved")
        toast.region = region
        return .submit(Notice(id: id, .toast(toast), duration: .seconds(3)))
    }

    @Test("a move changes the region with no event and keeps the timeout running")
    func moveKeepsTheTimeout() throws {
        var run = play([
            at(0, toast("t", in: region)),
            at(1, .moveRegion("t", to: Rect(x: 0, y: 40, width: 390, height: 400))),
            at(2.5, .moveRegion("t", to: Rect(x: 0, y: -20, width: 390, height: 400))),
        ], until: 2.6)
        #expect(region(of: "t", in: run.engine) == Rect(x: 0, y: -20, width: 390, height: 400))
        run.run(to: 10)
        try run.expect(["0.0 t received", "0.0 t queued", "0.0 t shown", "3.0 t dismissed timeout"])
        #expect(run.warnings.isEmpty)
        try run.finish()
    }

    @Test("a toast at a point of its view moves with the view's region")
    func pointMovesWithTheRegion() {
        var toast = Toast(message: "Here", position: .point(x: 100, y: 200))
        toast.region = region
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in engine.send(.submit(Notice(id: "t", .toast(toast))), now: now) }
        timeline.at(1) { engine, now in engine.send(.moveRegion("t", to: Rect(x: 10, y: 40, width: 390, height: 400)), now: now) }
        timeline.run(to: 1.5)
        let moved = timeline.engine.screen.first { $0.id == "t" }
        guard case .toast(let shown)? = moved?.content else {
            Issue.record("the toast is not on screen")
            return
        }
        #expect(shown.position == .point(x: 110, y: 140))
        #expect(shown.region == Rect(x: 10, y: 40, width: 390, height: 400))
    }

    @Test("the view gone: a shown toast is dismissed scopeEnded, a waiting one discarded scopeEnded; once")
    func goneEndsTheToast() throws {
        var configuration = EngineConfiguration()
        configuration[.toast].maxVisible = 1
        var timeline = VirtualTimeline(configuration: configuration)
        timeline.at(0) { engine, now in
            engine.send(toast("shown", in: region), now: now)
            engine.send(toast("waiting", in: region), now: now)
        }
        // Before the shown toast's minimum time, so the waiting one is still waiting.
        timeline.at(0.5) { engine, now in
            engine.send(.regionGone("waiting"), now: now)
            engine.send(.regionGone("shown"), now: now)
        }
        timeline.at(2) { engine, now in engine.send(.regionGone("shown"), now: now) }
        timeline.run(to: 3)
        #expect(timeline.lines.contains("0.5 shown dismissed scopeEnded"))
        #expect(timeline.lines.contains("0.5 waiting discarded scopeEnded"))
        #expect(timeline.warnings.map(\.kind) == [.unknownID("shown", call: "regionGone")])
    }

    @Test("an unknown id, a notice of another lane and a region that is not finite only warn")
    func badCalls() {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(toast("t", in: region), now: now)
            engine.send(.submit(Notice(id: "tip", .bubble(Bubble(text: "Here", target: Rect(x: 1, y: 2, width: 3, height: 4))))),
                        now: now)
        }
        timeline.at(1) { engine, now in
            engine.send(.moveRegion("nobody", to: .zero), now: now)
            engine.send(.regionGone("nobody"), now: now)
            engine.send(.moveRegion("tip", to: .zero), now: now)
            engine.send(.regionGone("tip"), now: now)
            engine.send(.moveRegion("t", to: Rect(x: .nan, y: 0, width: 10, height: 10)), now: now)
        }
        #expect(timeline.warnings.map(\.kind) == [
            .unknownID("nobody", call: "moveRegion"), .unknownID("nobody", call: "regionGone"),
            .wrongLane("tip", lane: .bubble, expected: .toast, call: "moveRegion"),
            .wrongLane("tip", lane: .bubble, expected: .toast, call: "regionGone"),
            .targetNotFinite("t", call: "moveRegion"),
        ])
        #expect(region(of: "t", in: timeline.engine) == region)
    }
}
