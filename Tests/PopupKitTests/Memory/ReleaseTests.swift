import Clocks
import ConcurrencyExtras
import PopupKit
import Testing

/// A center or frame ticker the app lets go of stops sleeping: no task stays
/// suspended on the clock for a deadline nobody will act on.
@MainActor
@Suite("Released timers stop sleeping")
struct ReleaseTests {
    /// Whether a task sleeps on `clock` once the tasks that can run have run: the
    /// timers run on the main actor, which other tests share, so this lets it turn
    /// until the answer is `expected` or 200 turns have passed.
    func sleeps(on clock: TestClock<Duration>, expected: Bool) async -> Bool {
        for _ in 0..<200 {
            let sleeping = (try? await clock.checkSuspension()) == nil
            if sleeping == expected { return sleeping }
            await Task.yield()
        }
        return !expected
    }

    @Test("a released center with a pending deadline leaves no sleeper on its clock")
    func releasedCenter() async {
        let clock = TestClock()
        var center: PopupCenter? = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: clock)
        weak let released = center
        center?.toast("Saved", duration: .seconds(30))
        await center?.flush()
        #expect(center?.stage.engine.nextDeadline != nil)
        #expect(await sleeps(on: clock, expected: true), "the deadline sleeps on the clock")
        center = nil
        #expect(released == nil)
        #expect(await sleeps(on: clock, expected: false) == false, "the released center's timer still sleeps")
    }

    @Test("a released running frame ticker leaves no sleeper on its clock")
    func releasedTicker() async {
        let clock = TestClock()
        var ticker: ClockFrameTicker? = ClockFrameTicker(clock: clock)
        ticker?.start { _ in }
        #expect(await sleeps(on: clock, expected: true), "the ticker sleeps between frames")
        ticker = nil
        #expect(await sleeps(on: clock, expected: false) == false, "the released ticker still sleeps")
    }
}
