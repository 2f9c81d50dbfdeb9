import Foundation
import PopupKit
import PopupKitCairo
import PopupKitHost
import PopupKitScenario
import Testing

/// The compositor of its own thread: it plays declared motions at its rate with
/// nothing committed (the committing thread asleep), draws nothing while nothing
/// moves, shows what the main queue's compositor shows at the same instant, and
/// presents nothing after it stopped.
@Suite("Compositor thread", .serialized)
struct CompositorThreadTests {
    /// A clock the test sets, read on the compositor's thread.
    private final class ManualReading: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Instant

        init(_ value: Instant) { self.value = value }

        var now: Instant {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }

    /// What `present` received, copied on the compositor's thread.
    private final class Presented: @unchecked Sendable {
        private let lock = NSLock()
        private var frames: [(bitmap: Bitmap, composited: Bool)] = []

        func add(_ frame: CompositorThread.Frame) {
            var bitmap = Bitmap(width: frame.width, height: frame.height)
            for y in 0..<frame.height {
                let row = (frame.pixels + y * frame.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<frame.width { bitmap.pixels[y * frame.width + x] = row[x] }
            }
            lock.withLock { frames.append((bitmap, frame.isComposited)) }
        }

        var all: [(bitmap: Bitmap, composited: Bool)] { lock.withLock { frames } }
    }

    /// The layer transaction of `json`'s scene at `time`, as a host driver plans it.
    private func transaction(_ json: String, at time: Double, renderer: CairoRenderer) throws -> LayerTransaction {
        let scenario = try Scenario(json: Data(json.utf8))
        let result = ScenarioRunner(scenario, measurer: renderer.textMeasurer).run(until: Instant(seconds: time))
        var plan = LayerPlan()
        return plan.transaction(to: result.stage.scene(at: Instant(seconds: time)))
    }

    /// A started compositor drawing with a twin of `renderer` on `clock`, and
    /// what it presents.
    private func started(_ renderer: CairoRenderer, clock: ManualReading) throws -> (CompositorThread, Presented) {
        let presented = Presented()
        let compositor = CompositorThread(renderer: try renderer.twin(), now: { clock.now },
                                          present: { presented.add($0) }, onError: { Issue.record($0) })
        compositor.start()
        return (compositor, presented)
    }

    private let spinner = """
        {"container": {"width": 200, "height": 200}, "events": [{"at": 0, "hud": {"action": "show"}}]}
        """
    private let toast = """
        {"container": {"width": 300, "height": 200},
         "events": [{"at": 0, "toast": {"id": "t", "message": "Saved", "position": "center", "duration": "forever"}}]}
        """

    @Test("A spinner turns with nothing committed: frames of different pixels while the committing thread sleeps")
    func spinnerTurnsWhileTheCommitterSleeps() throws {
        let renderer = try CairoRenderer(scale: 1)
        let start = ContinuousClock.now
        let presented = Presented()
        let compositor = CompositorThread(renderer: try renderer.twin(), now: {
            Instant(seconds: 1) + TimeSpan(start.duration(to: .now))
        }, present: { presented.add($0) }, onError: { Issue.record($0) })
        compositor.start()
        compositor.commit(try transaction(spinner, at: 1, renderer: renderer))
        // What a stalled main actor does: nothing, for 0.4 s.
        Thread.sleep(forTimeInterval: 0.4)
        compositor.stop()
        let frames = presented.all
        let composited = frames.filter(\.composited)
        #expect(frames.count >= 2 && !frames[0].composited, "the commit's frame comes first")
        #expect(composited.count >= 6, "about 24 frames at 60 Hz in 0.4 s, got \(composited.count)")
        #expect(Set(composited.map(\.bitmap.pixels)).count >= 3, "the spinner's spokes moved between frames")
        #expect(compositor.drawn.composited == composited.count)
    }

    @Test("Nothing moving, nothing drawn: one frame for the commit and none after it")
    func idleDrawsNothing() throws {
        let renderer = try CairoRenderer(scale: 1)
        let clock = ManualReading(Instant(seconds: 5))
        let (compositor, presented) = try started(renderer, clock: clock)
        // The toast at rest, long after its fade-in.
        compositor.commit(try transaction(toast, at: 5, renderer: renderer))
        compositor.waitUntilApplied()
        clock.now = Instant(seconds: 6)
        Thread.sleep(forTimeInterval: 0.15)
        compositor.stop()
        #expect(presented.all.count == 1)
        let drawn = compositor.drawn
        #expect(drawn.frames == 1 && drawn.composited == 0 && drawn.transactions == 1)
    }

    @Test("A fade composited on the thread shows what the main queue's compositor shows at the same instant")
    func matchesTheLayeredRenderer() throws {
        let renderer = try CairoRenderer(scale: 2)
        let clock = ManualReading(Instant(seconds: 0.05))
        let (compositor, presented) = try started(renderer, clock: clock)
        // The toast's fade-in has just begun: its motions are declared, not committed per frame.
        let fading = try transaction(toast, at: 0.05, renderer: renderer)
        compositor.commit(fading)
        compositor.waitUntilApplied()
        let before = presented.all.count
        clock.now = Instant(seconds: 0.12)
        // Frames come while the fade runs; the second one after the clock moved
        // began after it, at 0.12 s (the first may have begun before).
        let deadline = Date(timeIntervalSinceNow: 5)
        while presented.all.count < before + 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        compositor.stop()
        let shown = try #require(presented.all.last(where: \.composited)?.bitmap)
        let main = LayeredRenderer(renderer: renderer)
        try main.commit(fading) { _, _, _, _ in }
        let expected = try main.composite(at: Instant(seconds: 0.12)) { base, width, height, bytesPerRow in
            var bitmap = Bitmap(width: width, height: height)
            for y in 0..<height {
                let row = (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { bitmap.pixels[y * width + x] = row[x] }
            }
            return bitmap
        }
        #expect(shown == expected)
        #expect(fading.operations.contains { if case .animate = $0 { true } else { false } }, "the fade is declared")
    }

    @Test("After stop nothing is presented, and a commit after it is never drawn")
    func stopEndsPresenting() throws {
        let renderer = try CairoRenderer(scale: 1)
        let clock = ManualReading(Instant(seconds: 1))
        let (compositor, presented) = try started(renderer, clock: clock)
        compositor.commit(try transaction(spinner, at: 1, renderer: renderer))
        compositor.waitUntilApplied()
        compositor.stop()
        let count = presented.all.count
        compositor.commit(try transaction(toast, at: 5, renderer: renderer))
        clock.now = Instant(seconds: 2)
        Thread.sleep(forTimeInterval: 0.1)
        #expect(count >= 1)
        #expect(presented.all.count == count)
    }
}
