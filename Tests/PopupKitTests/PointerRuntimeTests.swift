import CenterHarness
import Clocks
import PopupKit
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Pointer input through a center: the same gestures as the stage's, with the
/// frame driver drawing a spring back and the ticket learning of a swipe.
@MainActor
@Suite("Pointer input on a center")
struct PointerRuntimeTests {
    /// The vertical offset of the group named `<word> "<id>"` in `scene`.
    static func offsetY(_ word: String, _ id: NoticeID, in scene: RenderScene?) -> Double? {
        for case .group(let group) in scene?.nodes ?? [] where group.name == "\(word) \"\(id.rawValue)\"" {
            return group.offset.y
        }
        return nil
    }

    @Test("a flick up on a banner resolves its ticket as dismissed by swipe")
    func swipeResolvesTicket() async throws {
        let clock = TestClock()
        let center = PopupCenter(clock: clock, frameTicker: ManualFrameTicker())
        let ticket = center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch?"))
        await center.flush()
        await clock.advance(by: .seconds(1))
        await center.flush()
        let frame = try #require(center.stage.layouts().layouts.first?.frame)
        #expect(center.accepts(frame.center))
        #expect(!center.accepts(Point(x: frame.midX, y: frame.maxY + 200)))
        center.pointer(.down, at: frame.center)
        await clock.advance(by: .milliseconds(10))
        center.pointer(.move, at: Point(x: frame.midX, y: frame.midY - 15))
        await clock.advance(by: .milliseconds(10))
        center.pointer(.up, at: Point(x: frame.midX, y: frame.midY - 30))
        #expect(await ticket.outcome == .dismissed(.swipe))
    }

    @Test("released below the thresholds, a banner springs back on frame ticks, then the ticks stop")
    func springBackFrames() async throws {
        let clock = TestClock()
        let ticker = ManualFrameTicker()
        let center = PopupCenter(clock: clock, frameTicker: ticker)
        var scenes: [RenderScene] = []
        center.display = { scenes.append($0) }
        let ticket = center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch?", displayTime: .seconds(5)))
        await center.flush()
        await clock.advance(by: .seconds(1))
        await center.flush()
        let frame = try #require(center.stage.layouts().layouts.first?.frame)
        center.pointer(.down, at: frame.center)
        await clock.advance(by: .milliseconds(500))
        center.pointer(.move, at: Point(x: frame.midX, y: frame.midY - 15))
        await clock.advance(by: .milliseconds(500))
        center.pointer(.up, at: Point(x: frame.midX, y: frame.midY - 15))
        await center.flush()
        #expect(Self.offsetY("banner", ticket.id, in: scenes.last) == -15)
        #expect(ticker.isRunning, "the spring moves")
        var offsets: [Double] = []
        while ticker.isRunning {
            await clock.advance(by: .microseconds(16_667))
            guard ticker.tick() else { break }
            offsets.append(try #require(Self.offsetY("banner", ticket.id, in: scenes.last)))
        }
        #expect(offsets.count >= 15, "about 18 frames in 0.3 s at 60 Hz, got \(offsets.count)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "returning: \(offsets)")
        #expect(offsets.last == 0)
        #expect(center.phase(of: ticket.id) == .visible)
    }

    @Test("pausesOnTouch turned on during a press: the lift warns nothing, and the time ran on under the finger")
    func pausesOnTouchTurnedOnDuringAPress() async throws {
        var configuration = EngineConfiguration()
        configuration[.banner].pausesOnTouch = false
        let harness = Harness(configuration: configuration)
        let ticket = harness.center.push(BannerMessage(type: "chat", title: "Ana", subtitle: "Lunch?", displayTime: .seconds(3)))
        await harness.advance(by: 1)
        let frame = try #require(harness.center.stage.layouts().layouts.first?.frame)
        harness.center.pointer(.down, at: frame.center)
        await harness.settle()
        harness.center.update { $0.configuration[.banner].pausesOnTouch = true }
        await harness.advance(by: 0.5)
        // A short drag that springs back: neither a tap nor a swipe, so the lift is only the touch's end.
        harness.center.pointer(.move, at: Point(x: frame.midX, y: frame.midY - 15))
        await harness.advance(by: 0.5)
        harness.center.pointer(.up, at: Point(x: frame.midX, y: frame.midY - 15))
        await harness.advance(by: 2)
        #expect(harness.warnings == [])
        #expect(harness.lines(ticket.id) == ["0.0 received", "0.0 queued", "0.0 shown", "3.0 dismissed timeout"])
    }
}
