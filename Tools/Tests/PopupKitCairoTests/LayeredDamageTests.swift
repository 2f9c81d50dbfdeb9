import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
import Testing
import PopupKitStage

/// Kept frames: a frame paints again only where groups were or are, and still
/// equals a frame drawn from scratch.
@Suite("Layered renderer damage")
struct LayeredDamageTests {
    /// A toast fading in at the top, a bottom toast sliding out, and later a popup
    /// whose dimming covers the screen.
    private let scenario = """
        {"container": {"width": 390, "height": 844, "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}},
         "events": [
          {"at": 0, "toast": {"id": "low", "message": "Draft saved", "position": "bottom", "duration": 1}},
          {"at": 0.9, "toast": {"id": "top", "message": "Saved to your library", "position": "top", "duration": "forever"}},
          {"at": 2, "popup": {"id": "news", "title": "What's new", "message": "Popups dim the screen."}}
         ]}
        """

    private func scenes(at times: [Double], renderer: CairoRenderer) throws -> [RenderScene] {
        let scenario = try Scenario(json: Data(scenario.utf8))
        return times.map { time in
            let result = ScenarioRunner(scenario, measurer: renderer.textMeasurer).run(until: Instant(seconds: time))
            return AppBackdrop().behind(result.stage.scene(at: Instant(seconds: time)), on: result.stage)
        }
    }

    @Test("Each frame of fades, slides and a dimming equals a full render, painting only where groups were or are",
          arguments: [1, 2])
    func everyFrameExact(scale: Int) throws {
        let renderer = try CairoRenderer(scale: scale)
        let times = stride(from: 0.0, through: 2.5, by: 1.0 / 30).map { $0 }
        let frames = try scenes(at: times, renderer: renderer)
        let layered = LayeredScenes(renderer: renderer)
        layered.resamplesLayers = false
        let whole = PixelBox(x: 0, y: 0, width: 390 * scale, height: 844 * scale)
        var partial = 0
        for (time, frame) in zip(times, frames) {
            let composited = try layered.render(frame)
            #expect(composited == (try renderer.render(frame)), "at \(time) s the kept frame differs from a full render")
            let damage = try #require(layered.lastDamage)
            if damage != whole { partial += 1 }
        }
        #expect(partial > frames.count / 2, "most frames repaint only part of the screen (\(partial) of \(frames.count))")
        #expect(layered.statistics.frames == frames.count)
    }

    @Test("A fading toast damages its own box, a still screen nothing, a screen-wide dimming all of it")
    func damageBoxes() throws {
        let renderer = try CairoRenderer(scale: 1)
        // 0.9–0.95: the top toast fades in over the bottom one at rest; 1.5: still.
        let frames = try scenes(at: [0.9, 0.95, 1.5, 1.55, 2.1, 2.15], renderer: renderer)
        let layered = LayeredScenes(renderer: renderer)
        _ = try layered.render(frames[0])
        #expect(layered.lastDamage == PixelBox(x: 0, y: 0, width: 390, height: 844), "the first frame is painted whole")
        _ = try layered.render(frames[1])
        let fading = try #require(layered.lastDamage)
        #expect(fading.height > 20 && fading.y + fading.height < 200, "only the top toast's area: \(fading)")
        _ = try layered.render(frames[2])
        _ = try layered.render(frames[3])
        #expect(layered.lastDamage?.isEmpty == true, "nothing moved: \(String(describing: layered.lastDamage))")
        _ = try layered.render(frames[4])
        _ = try layered.render(frames[5])
        #expect(layered.lastDamage == PixelBox(x: 0, y: 0, width: 390, height: 844), "the dimming covers the screen")
    }

    @Test("With resampling, a dimming is filled in one pass within one level of a full render")
    func dimmingFilled() throws {
        let renderer = try CairoRenderer(scale: 1)
        let frames = try scenes(at: [2.1, 2.15], renderer: renderer)
        let layered = LayeredScenes(renderer: renderer)
        for frame in frames {
            let composited = try layered.render(frame)
            let direct = try renderer.render(frame)
            // Away from the popup's edges (which pop in, resampled), the dimmed app.
            for (x, y) in [(5, 5), (5, 800), (380, 400)] {
                #expect(composited.pixel(x: x, y: y).distance(to: direct.pixel(x: x, y: y)) <= 4,
                        "(\(x), \(y)): \(composited.pixel(x: x, y: y)) against \(direct.pixel(x: x, y: y))")
            }
        }
    }

    @Test("A box outside the frame is cut to it; boxes join")
    func boxes() {
        #expect(PixelBox(x: -5, y: 10, width: 20, height: 20).union(PixelBox(x: 30, y: 0, width: 5, height: 5))
                == PixelBox(x: -5, y: 0, width: 40, height: 30))
        #expect(PixelBox(x: 0, y: 0, width: 0, height: 9).union(PixelBox(x: 3, y: 4, width: 1, height: 1))
                == PixelBox(x: 3, y: 4, width: 1, height: 1))
    }
}
