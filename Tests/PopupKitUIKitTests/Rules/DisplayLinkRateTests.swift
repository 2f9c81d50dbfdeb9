import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitHost
import PopupKitUIKit
import PopupKitTesting
import Testing

/// The rate a running display link is asked for follows what moves, through the
/// whole chain a UIKit host has: the center's frame need, the driver's ticker,
/// ``DisplayLinkTicker``, the link. The link is a fake that keeps the range it
/// runs at now.
@Suite("Display link rates", .serialized)
@MainActor
struct DisplayLinkRateTests {
    /// A display link that records how it was started and the range it runs at.
    final class FakeLink: DisplayLinking {
        private(set) var starts = 0
        private(set) var stops = 0
        /// The range the link runs at now; `nil` when there is no link.
        private(set) var range: FrameRateRange?
        private(set) var onFrame: (@MainActor (Double, Double) -> Void)?

        func start(range: FrameRateRange, _ onFrame: @escaping @MainActor (Double, Double) -> Void) {
            starts += 1
            self.range = range
            self.onFrame = onFrame
        }

        func setRange(_ range: FrameRateRange) {
            #expect(self.range != nil, "a rate asked of a link that is not running")
            self.range = range
        }

        func stop() {
            stops += 1
            range = nil
            onFrame = nil
        }
    }

    @Test("a fade starting over a turning spinner raises the running link to the display's rate, and it falls back to the spinner's when the fade is over")
    func rateFollowsWhatMoves() async throws {
        let clock = TestClock()
        let link = FakeLink()
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: clock)
        var turns: [@MainActor () -> Void] = []
        let driver = HostDriver(center: center, surface: RecordingSurface(), ticker: DisplayLinkTicker(link: link),
                                schedule: { turns.append($0) })
        /// One refresh of the link, shown at once, then the driver's turn.
        func frame() async {
            await clock.advance(by: .microseconds(16_667))
            link.onFrame?(1, 1)
            let work = turns
            turns = []
            for item in work { item() }
        }
        /// Frames until the center needs only `rate` (or nothing); how many.
        func frames(untilNeed rate: FrameRate?) async throws -> Int {
            var count = 0
            while center.frameNeed.rate != rate {
                await frame()
                count += 1
                try #require(count < 200, "the center never came to need \(String(describing: rate))")
            }
            return count
        }
        /// The range the link must run at for what the center needs now.
        func expected() -> FrameRateRange? { center.frameNeed.rate.map(FrameRateRange.init) }

        center.hud.show(status: "Syncing")
        await center.flush()
        await Task.megaYield()
        #expect(link.starts == 1 && link.range == expected(), "the HUD fades in: the display's rate")
        #expect(link.range?.preferred == 120)
        #expect(try await frames(untilNeed: .spinner) > 3, "a fade of several frames")
        await frame()
        #expect(link.range == expected() && link.range?.preferred == 30, "the spinner alone: 30 fps")

        center.toast("Saved", duration: .seconds(1))
        await center.flush()
        await Task.megaYield()
        await frame()
        #expect(center.frameNeed.rate == .displayMaximum, "the toast fades in over the spinner")
        #expect(link.range == expected() && link.range?.preferred == 120, "the running link is asked for the fade's rate")
        var fadeRates: [Float?] = []
        while center.frameNeed.rate == .displayMaximum {
            fadeRates.append(link.range?.preferred)
            await frame()
            try #require(fadeRates.count < 200)
        }
        #expect(fadeRates.count > 3 && fadeRates.allSatisfy { $0 == 120 }, "every frame of the fade at the display's rate: \(fadeRates)")
        await frame()
        #expect(center.frameNeed.rate == .spinner)
        #expect(link.range == expected() && link.range?.preferred == 30, "the fade is over: back to the spinner's rate")
        #expect(link.starts == 1 && link.stops == 0, "one link the whole time: the rate changed while it ran")

        center.hud.dismiss()
        await center.flush()
        await Task.megaYield()
        _ = try await frames(untilNeed: nil)
        await frame()
        #expect(link.range == nil && link.stops == 1, "still: no link")
        driver.detach()
    }
}
