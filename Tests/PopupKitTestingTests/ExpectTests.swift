import PopupKitTesting
import Testing

/// `VirtualTimeline.expect(_:)`: asserts the next events in order, consumes them, and
/// explains a mismatch with a line diff.
@Suite struct ExpectTests {
    /// Two toasts, the second queued behind the first, run until idle.
    private func twoQueuedToasts() -> VirtualTimeline {
        var configuration = EngineConfiguration()
        configuration[.toast].queue = true
        var timeline = VirtualTimeline(configuration: configuration)
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "One")), duration: .seconds(1))), now: now)
            engine.send(.submit(Notice(id: "t2", .toast(Toast(message: "Two")), duration: .seconds(1))), now: now)
        }
        timeline.runUntilIdle()
        return timeline
    }

    @Test func consumesTheNextEventsInOrder() throws {
        var timeline = twoQueuedToasts()
        try timeline.expect("0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown")
        #expect(timeline.assertedCount == 3)
        try timeline.expect(["0.0 t2 received", "0.0 t2 queued", "1.0 t1 dismissed timeout"])
        try timeline.expect("1.2 t2 shown", "2.2 t2 dismissed timeout")
        #expect(timeline.unassertedEvents.isEmpty)
        #expect(timeline.log.count == 8, "the log keeps every event")
        try timeline.finish()
    }

    @Test func aMismatchConsumesNothingAndShowsADiff() throws {
        var timeline = twoQueuedToasts()
        try timeline.expect("0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown", "0.0 t2 received", "0.0 t2 queued")
        let error = #expect(throws: EventMismatch.self) {
            try timeline.expect("1.0 t1 dismissed timeout", "1.0 t2 shown")
        }
        #expect(timeline.assertedCount == 5)
        #expect(error?.description == """
            The events from event 5 on differ from the expected ones (- expected, + happened):
                1.0 t1 dismissed timeout
            -   1.0 t2 shown
            +   1.2 t2 shown
            (1 more event(s) not asserted yet)
            """)
    }

    @Test func anEventNotExpectedInTheMiddleIsAMismatch() {
        var timeline = twoQueuedToasts()
        let error = #expect(throws: EventMismatch.self) {
            try timeline.expect("0.0 t1 received", "0.0 t1 shown")
        }
        #expect(error?.description.contains("+   0.0 t1 queued") == true)
        #expect(timeline.assertedCount == 0)
    }

    @Test func expectingMoreThanHappenedIsAMismatch() throws {
        var timeline = twoQueuedToasts()
        timeline.skipEvents()
        let error = #expect(throws: EventMismatch.self) { try timeline.expect("3.0 t3 shown") }
        #expect(error?.description == """
            The events from event 8 on differ from the expected ones (- expected, + happened):
            -   3.0 t3 shown
            (no events left to assert)
            """)
        try timeline.expect([])
    }

    @Test func skipEventsSaysSoAndReturnsWhatItSkipped() throws {
        var timeline = twoQueuedToasts()
        try timeline.expect("0.0 t1 received")
        let skipped = timeline.skipEvents()
        #expect(skipped.count == 7)
        #expect(skipped.first.map(EventLine.compact) == "0.0 t1 queued")
        try timeline.finish()
    }
}
