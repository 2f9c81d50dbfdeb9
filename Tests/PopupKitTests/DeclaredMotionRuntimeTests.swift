import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitTesting
import Testing

/// The center hands a display every scene that starts a motion, even when the
/// screen looks the same at that instant: a fade out begins where the toast rests.
@MainActor
@Suite("Declared motion: the center")
struct DeclaredMotionRuntimeTests {
    @Test("a toast's dismissal reaches the display with its fade out, and no frame ticks between")
    func dismissalHandsOverItsFadeOut() async throws {
        let clock = TestClock()
        let ticker = ManualFrameTicker()
        let center = PopupCenter(configuration: EngineConfiguration(), clock: clock, frameTicker: ticker)
        var scenes: [RenderScene] = []
        center.display = { scene in scenes.append(scene) }
        center.toast("Saved", duration: .seconds(1))
        await center.flush()
        let shown = try #require(scenes.last)
        #expect(shown.motions.values.flatMap(\.motions).contains { $0.property == .opacity && $0.to == 1 },
                "the fade in is declared with the first scene")
        #expect(!ticker.isRunning, "a fade takes no ticks")
        let before = scenes.count
        await clock.advance(by: .seconds(1))
        await Task.megaYield()
        await center.flush()
        #expect(scenes.count > before, "the dismissal was handed over")
        let fadeOut = scenes.last?.motions.values.flatMap(\.motions).first { $0.property == .opacity }
        #expect(fadeOut?.from == 1 && fadeOut?.to == 0 && fadeOut?.begin == Instant(seconds: 1), "\(String(describing: fadeOut))")
        #expect(!ticker.isRunning)
    }
}
