import PopupKit
import PopupKitHost
import Testing

/// The dispatch ticker's pacing: the display rate it aims at, the preferred rate
/// in whole refreshes, and when its frames are shown.
@MainActor
@Suite("Dispatch frame ticker")
struct DispatchFrameTickerTests {
    @Test("it follows the preferred rate in whole refreshes of a 60 Hz display")
    func followsTheRate() {
        let ticker = DispatchFrameTicker()
        #expect(ticker.interval == .microseconds(16_667))
        #expect(ticker.frameInterval == .microseconds(16_667))
        ticker.preferredRate = .perSecond(30)
        #expect(ticker.frameInterval == .microseconds(33_334), "a spinner alone: every second refresh")
        ticker.preferredRate = .displayMaximum
        #expect(ticker.frameInterval == .microseconds(16_667))
    }

    @Test("a frame is shown one display interval after its callback; a stopped ticker calls back no more")
    func shownOneIntervalLater() async {
        let ticker = DispatchFrameTicker(interval: .milliseconds(5))
        ticker.preferredRate = .perSecond(100)  // every second refresh of the 200 Hz display
        let frame = await withCheckedContinuation { continuation in
            ticker.start { frame in
                ticker.stop()
                continuation.resume(returning: frame)
            }
        }
        #expect(frame == FrameTime(presentedIn: .milliseconds(5)), "one refresh, whatever the frame rate")
        #expect(ticker.ticks == 1)
        #expect(!ticker.isRunning)
    }
}
