import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitHost
import PopupKitUIKit
import PopupKitTesting
import Testing

/// A display link exists only while something follows a finger, at the rate the
/// center asks for, through the whole chain a UIKit host has: the center's frame
/// need, the driver's ticker, ``DisplayLinkTicker``, the link. What moves by
/// itself (a fade, a spinner) is declared and needs no link. The link is a fake
/// that keeps the range it runs at now.
@Suite("Display link rates", .serialized)
@MainActor
struct DisplayLinkRateTests {
    /// A display link that records how it was started and the range it runs at.
    final class FakeLink: DisplayLinking {
        private(set) var starts = 0
        private(set) var stops = 0
        /// How many times a running link was asked for another range.
        private(set) var rangeChanges = 0
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
            rangeChanges += 1
            self.range = range
        }

        func stop() {
            stops += 1
            range = nil
            onFrame = nil
        }
    }

    @Test("a turning spinner and its HUD's pop take no link; a spring back over the spinner starts one at the display's rate for as long as it moves, then the link is removed")
    func rateFollowsWhatMoves() async throws {
        let clock = TestClock()
        let link = FakeLink()
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: clock)
        var turns: [@MainActor () -> Void] = []
        let driver = HostDriver(center: center, surface: RecordingSurface(), ticker: DisplayLinkTicker(link: link),
                                schedule: { turns.append($0) }, after: { _, _ in })
        func runTurns() {
            let work = turns
            turns = []
            for item in work { item() }
        }
        /// One refresh of the display (a tick only while a link exists), then the driver's turn.
        func frame() async {
            await clock.advance(by: .microseconds(16_667))
            link.onFrame?(1, 1)
            runTurns()
        }
        func settle() async {
            await center.flush()
            await Task.megaYield()
            runTurns()
        }
        /// The range the link must run at for what the center needs now.
        func expected() -> FrameRateRange? { center.frameNeed.rate.map(FrameRateRange.init) }

        center.hud.show(status: "Syncing")
        await settle()
        for _ in 0..<30 { await frame() }
        #expect(link.starts == 0 && link.range == nil, "the HUD's pop and its spinner are declared: no link")
        #expect(center.scene.motions.values.contains { $0.motions.contains { $0.property == .rotation && $0.repeats } },
                "the spinner turns")

        let banner = center.push(BannerMessage(title: "Ana", subtitle: "Lunch?", displayTime: .seconds(30)))
        await settle()
        for _ in 0..<60 { await frame() }
        #expect(link.starts == 0, "the banner's slide takes no link either")
        // Held 15 pt up and let go slowly: it springs back.
        let grip = try #require(center.stage.frame(of: banner.id)).center
        driver.pointer(.down, at: grip)
        for _ in 0..<12 { await frame() }
        driver.pointer(.move, at: Point(x: grip.x, y: grip.y - 15))
        for _ in 0..<12 { await frame() }
        #expect(link.starts == 0, "a notice held still takes no frames")
        driver.pointer(.up, at: Point(x: grip.x, y: grip.y - 15))
        await settle()
        #expect(link.starts == 1 && link.range == expected(), "the spring back: a link at the center's rate")
        #expect(link.range?.preferred == 120 && link.range?.minimum == 60, "the display's fastest, for a finger's motion")
        var springRates: [Float?] = []
        while center.frameNeed.isAnimating {
            springRates.append(link.range?.preferred)
            await frame()
            try #require(springRates.count < 200, "the spring never ended")
        }
        #expect(springRates.count > 10 && springRates.allSatisfy { $0 == 120 }, "every frame of the spring at the display's rate: \(springRates)")
        await frame()
        #expect(link.range == nil && link.stops == 1, "at rest: no link, though the spinner turns on")
        #expect(link.starts == 1 && link.rangeChanges == 0, "one link, started at the rate it ran at")
        center.hud.dismiss()
        await settle()
        for _ in 0..<30 { await frame() }
        #expect(link.starts == 1, "the HUD's fade out takes no link")
        driver.detach()
    }

    @Test("the ticker's rule: a running link is asked for a new rate in place, once per change; a stopped one is asked nothing and starts at the rate last asked")
    func rateChangesInPlace() {
        let link = FakeLink()
        let ticker = DisplayLinkTicker(link: link)
        ticker.preferredRate = .perSecond(30)
        #expect(link.starts == 0 && link.rangeChanges == 0, "no link before the ticker starts")
        var frames: [FrameTime] = []
        ticker.start { frames.append($0) }
        #expect(link.starts == 1 && link.range == FrameRateRange(minimum: 30, maximum: 30, preferred: 30),
                "started at the rate asked: exactly 30 fps")
        link.onFrame?(10.016, 10)
        #expect(frames.count == 1 && ticker.ticks == 1)
        ticker.preferredRate = .displayMaximum
        #expect(link.range == FrameRateRange(minimum: 60, maximum: 120, preferred: 120) && link.rangeChanges == 1,
                "the running link, asked for the display's fastest")
        ticker.preferredRate = .displayMaximum
        #expect(link.rangeChanges == 1, "the same rate again asks nothing")
        #expect(link.starts == 1 && link.stops == 0, "one link the whole time")
        let callback = link.onFrame
        ticker.stop()
        #expect(link.stops == 1 && link.range == nil)
        ticker.preferredRate = .perSecond(30)
        ticker.stop()
        #expect(link.rangeChanges == 1 && link.stops == 1, "a stopped ticker asks nothing of a link it does not have")
        callback?(11, 11)
        #expect(frames.count == 1, "a late callback of the removed link is no frame")
        ticker.start { frames.append($0) }
        #expect(link.starts == 2 && link.range?.preferred == 30, "started again at the rate last asked")
        ticker.stop()
    }
}
