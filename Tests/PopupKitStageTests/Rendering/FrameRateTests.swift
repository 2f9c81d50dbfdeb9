import PopupKit
import Testing
import PopupKitStage

/// Frame rates: how a wish for a number of frames a second becomes a whole number
/// of display refreshes, and how the frame need says it.
@Suite("Frame rate")
struct FrameRateTests {
    static let sixtyHertz = Duration.microseconds(16_667)
    static let oneTwentyHertz = Duration.microseconds(8_333)

    @Test("a rate takes the most display refreshes that still give at least that many frames a second",
          arguments: [
              (FrameRate.displayMaximum, sixtyHertz, 1), (.perSecond(30), sixtyHertz, 2), (.perSecond(45), sixtyHertz, 1),
              (.perSecond(20), sixtyHertz, 3), (.perSecond(1), sixtyHertz, 60), (.perSecond(240), sixtyHertz, 1),
              (.displayMaximum, oneTwentyHertz, 1), (.perSecond(30), oneTwentyHertz, 4), (.perSecond(60), oneTwentyHertz, 2),
          ])
    func wholeRefreshes(rate: FrameRate, display: Duration, refreshes: Int) {
        #expect(rate.interval(onDisplayOf: display) == display * refreshes, "\(rate) on \(display)")
    }

    @Test("fewer than one frame a second counts as one; a display interval below 1 µs as 1 µs")
    func clamps() {
        #expect(FrameRate.perSecond(0) == .perSecond(1))
        #expect(FrameRate.perSecond(-30).framesPerSecond == 1)
        #expect(FrameRate.displayMaximum.interval(onDisplayOf: .zero) == .microseconds(1))
        // A 1 µs display refreshes a million times a second: 30 fps is every 33 333th.
        #expect(FrameRate.perSecond(30).interval(onDisplayOf: .seconds(-1)) == .microseconds(33_333))
    }

    @Test("the display's maximum is above every number of frames a second")
    func order() {
        #expect(FrameRate.perSecond(30) < .displayMaximum)
        #expect(FrameRate.perSecond(1_000) < .displayMaximum)
        #expect(!(FrameRate.displayMaximum < .displayMaximum))
        #expect(max(FrameRate.perSecond(60), .perSecond(30)) == .perSecond(60))
        #expect(FrameRate.perSecond(30).framesPerSecond == 30)
    }

    @Test("the frame need says its rate only when it is not the display's maximum")
    func descriptions() {
        #expect(FrameNeed.animating(.displayMaximum).description == "animating")
        #expect(FrameNeed.animating(.perSecond(30)).description == "animating at 30 fps")
        #expect(FrameNeed.idle(until: Instant(seconds: 2)).description == "idle until 2s")
        #expect(FrameNeed.idle(until: nil).description == "idle")
        #expect(FrameNeed.animating(.perSecond(30)).isAnimating && FrameNeed.animating(.perSecond(30)).rate == .perSecond(30))
        #expect(!FrameNeed.idle(until: nil).isAnimating && FrameNeed.idle(until: nil).rate == nil)
    }
}
