import PopupKitCore
import PopupKitTesting
import Testing

/// U2, U3: a bubble's target moves or vanishes while it shows or waits.
@Suite("Bubbles on a moving view")
struct BubbleAnchorTests {
    private let target = Rect(x: 100, y: 300, width: 44, height: 44)

    /// The target of the live bubble `id` as the engine shows it.
    private func target(of id: NoticeID, in engine: NoticeEngine) -> Rect? {
        for notice in engine.screen where notice.id == id {
            if case .bubble(let bubble) = notice.content { return bubble.target }
        }
        return nil
    }

    @Test("U2 a move changes the target with no event and keeps the timeout running")
    func moveKeepsTheTimeout() throws {
        var run = play([
            at(0, .submit(Notice(id: "tip", .bubble(Bubble(text: "Here", target: target)), duration: .seconds(3)))),
            at(1, .moveBubble("tip", to: Rect(x: 120, y: 260, width: 44, height: 44))),
            at(2.5, .moveBubble("tip", to: Rect(x: 140, y: 220, width: 0, height: 0))),
        ], until: 2.6)
        #expect(target(of: "tip", in: run.engine) == Rect(x: 140, y: 220, width: 0, height: 0))
        run.run(to: 10)
        // Still 3 s from when it showed: the moves did not restart it.
        try run.expect(["0.0 tip received", "0.0 tip queued", "0.0 tip shown", "3.0 tip dismissed timeout"])
        #expect(run.warnings.isEmpty)
        try run.finish()
    }

    @Test("U2 a waiting bubble keeps its place and shows at the last target it was given")
    func moveWhileWaiting() throws {
        var run = play([
            at(0, .suspend(.bubble)),
            at(0, .submit(Notice(id: "tip", .bubble(Bubble(text: "Here", target: target))))),
            at(1, .moveBubble("tip", to: Rect(x: 10, y: 600, width: 30, height: 30))),
            at(2, .resume(.bubble)),
        ])
        try run.expect(["0.0 tip received", "0.0 tip queued", "2.0 tip shown"])
        #expect(target(of: "tip", in: run.engine) == Rect(x: 10, y: 600, width: 30, height: 30))
        try run.finish(allowing: .liveNotices)
    }

    @Test("U3 a vanished target dismisses a shown bubble and discards a waiting one, with anchorGone")
    func gone() throws {
        var run = play([
            at(0, .submit(Notice(id: "shown", .bubble(Bubble(text: "A", target: target))))),
            at(0.5, .suspend(.bubble)),
            at(0.5, .submit(Notice(id: "waiting", .bubble(Bubble(text: "B", target: target))))),
            at(1, .bubbleTargetGone("shown")),
            at(1, .bubbleTargetGone("waiting")),
        ], screenInstants: true)
        try run.expect(["0.0 shown received", "0.0 shown queued", "0.0 shown shown", "0.2 shown appeared",
                        "0.5 waiting received", "0.5 waiting queued",
                        "1.0 shown dismissed anchorGone", "1.0 waiting discarded anchorGone", "1.2 shown left"])
        expectEachEndsOnce(run.log)
        try run.finish()
    }

    @Test("U3 the bubble fades out where it last pointed")
    func fadesWhereItWas() throws {
        let run = play([
            at(0, .submit(Notice(id: "tip", .bubble(Bubble(text: "Here", target: target))))),
            at(1, .moveBubble("tip", to: Rect(x: 200, y: 500, width: 10, height: 10))),
            at(2, .bubbleTargetGone("tip")),
        ], until: 2.1)
        let fading = run.engine.screen.first { $0.id == "tip" }
        #expect(fading.map { $0.state != .visible } == true)
        if case .bubble(let bubble)? = fading?.content {
            #expect(bubble.target == Rect(x: 200, y: 500, width: 10, height: 10))
        } else {
            Issue.record("no fading bubble: \(String(describing: fading))")
        }
    }

    @Test("Unknown ids, ended ones and other lanes only warn; a target that is not finite is refused")
    func warnings() throws {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "tip", .bubble(Bubble(text: "Here", target: Rect(x: 1, y: 2, width: 3, height: 4))))),
                        now: now)
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: "Saved")))), now: now)
        }
        timeline.at(1) { engine, now in
            engine.send(.moveBubble("nobody", to: .zero), now: now)
            engine.send(.bubbleTargetGone("nobody"), now: now)
            engine.send(.moveBubble("t", to: .zero), now: now)
            engine.send(.bubbleTargetGone("t"), now: now)
            engine.send(.moveBubble("tip", to: Rect(x: .nan, y: 0, width: 10, height: 10)), now: now)
            engine.send(.moveBubble("tip", to: Rect(x: 0, y: .infinity, width: 10, height: 10)), now: now)
        }
        #expect(timeline.warnings.map(\.kind) == [
            .unknownID("nobody", call: "moveBubble"), .unknownID("nobody", call: "bubbleTargetGone"),
            .wrongLane("t", lane: .toast, expected: .bubble, call: "moveBubble"),
            .wrongLane("t", lane: .toast, expected: .bubble, call: "bubbleTargetGone"),
            .targetNotFinite("tip", call: "moveBubble"), .targetNotFinite("tip", call: "moveBubble"),
        ])
        #expect(target(of: "tip", in: timeline.engine) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(EngineWarning.Kind.wrongLane("t", lane: .toast, expected: .bubble, call: "moveBubble").message
            == "moveBubble: t is a toast, not a bubble; ignored")
        #expect(EngineWarning.Kind.targetNotFinite("tip", call: "moveBubble").message
            == "moveBubble: the rectangle for tip must be finite; it stays where it is")
        // The toast still times out; the bubble stays (forever).
        timeline.run(to: 5)
        #expect(timeline.lines.filter { $0.contains(" t ") }.last == "3.0 t dismissed timeout")
        timeline.at(6) { engine, now in engine.send(.bubbleTargetGone("tip"), now: now) }
        timeline.at(7) { engine, now in engine.send(.bubbleTargetGone("tip"), now: now) }
        #expect(timeline.warnings.last?.kind == .unknownID("tip", call: "bubbleTargetGone"))
        #expect(timeline.lines.contains("6.0 tip dismissed anchorGone"))
    }
}
