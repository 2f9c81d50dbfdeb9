import PopupKitTesting
import Testing

/// `VirtualTimeline.finish(allowing:)`: each kind of leftover fails the end of a
/// test on its own, and passes only when the test allows that kind.
@Suite struct FinishTests {
    /// A 2-second toast, run until nothing is left to do.
    private func toastThatTimesOut() -> VirtualTimeline {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: now)
        }
        timeline.runUntilIdle()
        return timeline
    }

    @Test func passesWhenEverythingWasAssertedAndNothingIsLeft() throws {
        var timeline = toastThatTimesOut()
        try timeline.expect(["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown", "2.0 t1 dismissed timeout"])
        let leftovers = try timeline.finish()
        #expect(leftovers.isEmpty)
    }

    @Test func failsOnAnUnassertedEvent() throws {
        var timeline = toastThatTimesOut()
        try timeline.expect(["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown"])
        let error = #expect(throws: Leftovers.self) { try timeline.finish() }
        #expect(error?.events.map(EventLine.compact) == ["2.0 t1 dismissed timeout"])
        #expect(error?.kinds == .events)
        #expect(throws: Leftovers.self) { try timeline.finish(allowing: [.liveNotices, .pendingDeadlines]) }
        let allowed = try timeline.finish(allowing: .events)
        #expect(allowed.events.map(EventLine.compact) == ["2.0 t1 dismissed timeout"])
    }

    @Test func failsWhenNothingWasAsserted() {
        let timeline = toastThatTimesOut()
        let error = #expect(throws: Leftovers.self) { try timeline.finish() }
        #expect(error?.events.count == 4)
    }

    @Test func failsOnALiveNotice() throws {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "stays", .toast(Toast(message: "Offline")), duration: .forever)), now: now)
            engine.send(.submit(Notice(id: "later", .popup(Popup(title: "Rate us", condition: "loggedIn")))), now: now)
        }
        timeline.runUntilIdle()
        try timeline.expect(["0.0 stays received", "0.0 stays queued", "0.0 stays shown",
                             "0.0 later received", "0.0 later queued"])
        let error = #expect(throws: Leftovers.self) { try timeline.finish() }
        #expect(error?.liveNotices == [Leftovers.LiveNotice(id: "stays", lane: .toast, isVisible: true),
                                       Leftovers.LiveNotice(id: "later", lane: .popup, isVisible: false)])
        #expect(error?.kinds == .liveNotices)
        #expect(throws: Leftovers.self) { try timeline.finish(allowing: [.events, .pendingDeadlines]) }
        let allowed = try timeline.finish(allowing: .liveNotices)
        #expect(allowed.liveNotices.map(\.id) == ["stays", "later"])
    }

    @Test func failsOnAPendingDeadline() throws {
        // Dismissed at 0.5, the toast has ended but its 0.2 s fade-out still holds a
        // deadline at 0.7 until time gets there.
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: now)
        }
        timeline.at(0.5) { engine, now in engine.send(.dismiss("t1"), now: now) }
        try timeline.expect(["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown", "0.5 t1 dismissed api"])
        let error = #expect(throws: Leftovers.self) { try timeline.finish() }
        #expect(error?.nextDeadline == Instant(seconds: 0.7))
        #expect(error?.kinds == .pendingDeadlines)
        #expect(throws: Leftovers.self) { try timeline.finish(allowing: [.events, .liveNotices]) }
        #expect(try timeline.finish(allowing: .pendingDeadlines).nextDeadline == Instant(seconds: 0.7))
        timeline.runUntilIdle()
        try timeline.finish()
    }

    @Test func reportsOnlyTheKindsNotAllowed() throws {
        // Run to 1 s: the toast is up, its timeout pending, and nothing asserted.
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: now)
        }
        timeline.run(to: 1)
        let everything = #expect(throws: Leftovers.self) { try timeline.finish() }
        #expect(everything?.kinds == .all)
        #expect(everything?.nextDeadline == Instant(seconds: 2))
        let notAllowed = #expect(throws: Leftovers.self) { try timeline.finish(allowing: .events) }
        #expect(notAllowed?.kinds == [.liveNotices, .pendingDeadlines])
        #expect(notAllowed?.events == [])
        #expect(try timeline.finish(allowing: .all).kinds == .all)
    }

    @Test func describesEveryLeftoverAndHowToAllowIt() {
        let leftovers = Leftovers(
            events: [NoticeEvent(time: Instant(seconds: 2), id: "t1", lane: .toast, kind: .dismissed(.timeout))],
            liveNotices: [Leftovers.LiveNotice(id: "p", lane: .popup, isVisible: false)],
            nextDeadline: Instant(seconds: 5.25))
        #expect(leftovers.description == """
            The test ended with leftovers:
              1 unasserted event(s):
                2.0 t1 dismissed timeout
              1 live notice(s): p (popup, waiting)
              a pending deadline at 5.25 s
            Assert the events with expect(_:), run the timeline until the notices end, \
            or allow them: finish(allowing: [.events, .liveNotices, .pendingDeadlines]).
            """)
        #expect(Leftovers().description == "no leftovers")
    }
}
