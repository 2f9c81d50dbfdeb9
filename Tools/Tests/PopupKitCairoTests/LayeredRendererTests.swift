import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
import Testing
import PopupKitStage

/// Kept group layers: drawn when their children change, only composited otherwise,
/// and the composited frame equals a frame drawn from scratch.
@Suite("Layered renderer")
struct LayeredRendererTests {
    /// A banner at rest, a toast with a shadow fading in from 0.5 s, a HUD whose
    /// status changes at 1 s, and a bubble: every kind of group at once.
    private let scenario = """
        {"container": {"width": 390, "height": 844, "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}},
         "config": {"toast": {"style": {"displayShadow": true}}, "hud": {"mask": "black"}},
         "events": [
          {"at": 0, "banner": {"id": "b", "title": "Ana", "subtitle": "Lunch at 1?", "duration": "forever"}},
          {"at": 0, "bubble": {"id": "tip", "text": "Write a post", "edge": "bottom", "target": {"x": 330, "y": 300, "width": 44, "height": 44}}},
          {"at": 0, "hud": {"action": "progress", "value": 0.3, "status": "Uploading"}},
          {"at": 0.5, "toast": {"id": "saved", "message": "Saved to your library", "duration": "forever"}},
          {"at": 1.0, "hud": {"action": "progress", "value": 0.3, "status": "Almost done"}}
         ]}
        """

    /// The scene of `json` at each time, text measured with `renderer`'s measurer.
    private func scenes(_ json: String, at times: [Double], renderer: CairoRenderer) throws -> [RenderScene] {
        let scenario = try Scenario(json: Data(json.utf8))
        return times.map { time in
            let result = ScenarioRunner(scenario, measurer: renderer.textMeasurer).run(until: Instant(seconds: time))
            return AppBackdrop().behind(result.stage.scene(at: Instant(seconds: time)), on: result.stage)
        }
    }

    /// The top-level group called `name` of `scene`.
    private func group(_ name: String, in scene: RenderScene) throws -> RenderGroup {
        let found = scene.nodes.compactMap { node -> RenderGroup? in
            if case .group(let group) = node, group.name == name { group } else { nil }
        }.first
        return try #require(found, "no group \(name) in the scene")
    }

    /// Whether every top-level group of `scene` is at scale 1 and a whole device pixel.
    private func onWholePixels(_ scene: RenderScene, scale: Int) -> Bool {
        scene.nodes.allSatisfy { node in
            guard case .group(let group) = node else { return true }
            let x = group.offset.x * Double(scale), y = group.offset.y * Double(scale)
            return group.scale == 1 && x == x.rounded() && y == y.rounded()
        }
    }

    @Test("A frame that only fades draws no layer again and equals a full render", arguments: [1, 2])
    func fadeOnly(scale: Int) throws {
        let renderer = try CairoRenderer(scale: scale)
        let frames = try scenes(scenario, at: [0.55, 0.6, 0.65], renderer: renderer)
        let toast = try frames.map { try group(#"toast "saved""#, in: $0) }
        // The setting: the toast fades (its opacity changes), nothing else does.
        #expect(toast[0].opacity < toast[1].opacity && toast[1].opacity < toast[2].opacity)
        #expect(toast[0].children == toast[2].children)
        let layered = LayeredScenes(renderer: renderer)
        let first = try layered.render(frames[0])
        let drawnAtFirst = layered.statistics.layersDrawn
        #expect(drawnAtFirst == layered.keptLayers)
        #expect(drawnAtFirst >= 4, "banner, bubble, HUD mask, HUD and toast each have a layer")
        #expect(first == (try renderer.render(frames[0])))
        for frame in frames.dropFirst() {
            let composited = try layered.render(frame)
            #expect(layered.statistics.layersDrawn == drawnAtFirst, "a fade draws no layer again")
            #expect(onWholePixels(frame, scale: scale))
            #expect(composited == (try renderer.render(frame)), "the composited frame differs from the full render")
        }
        #expect(layered.statistics.baseDrawn == 1)
        #expect(layered.statistics.frames == 3)
    }

    @Test("A text change draws exactly that notice's layer again", arguments: [1, 2])
    func textChange(scale: Int) throws {
        let renderer = try CairoRenderer(scale: scale)
        let frames = try scenes(scenario, at: [0.95, 1.05], renderer: renderer)
        let hud = try frames.map { try group(#"hud "hud""#, in: $0) }
        #expect(hud[0].children != hud[1].children, "the HUD's status text changed")
        let layered = LayeredScenes(renderer: renderer)
        _ = try layered.render(frames[0])
        let before = layered.statistics.layersDrawn
        let after = try layered.render(frames[1])
        #expect(layered.statistics.layersDrawn == before + 1)
        #expect(layered.statistics.fullRedraws == 0)
        #expect(after == (try renderer.render(frames[1])))
    }

    @Test("A new size drops every layer and draws the whole frame again")
    func resize() throws {
        let renderer = try CairoRenderer(scale: 1)
        let wide = scenario.replacingOccurrences(of: #""width": 390, "height": 844"#, with: #""width": 844, "height": 390"#)
        let frames = try scenes(scenario, at: [2], renderer: renderer) + scenes(wide, at: [2], renderer: renderer)
        let layered = LayeredScenes(renderer: renderer)
        _ = try layered.render(frames[0])
        _ = try layered.render(frames[0])
        let drawn = layered.statistics.layersDrawn
        #expect(layered.statistics.fullRedraws == 0)
        let rotated = try layered.render(frames[1])
        #expect(layered.statistics.fullRedraws == 1)
        #expect(layered.statistics.layersDrawn == drawn + layered.keptLayers)
        #expect(layered.statistics.baseDrawn == 2)
        #expect(rotated == (try renderer.render(frames[1])))
    }

    @Test("Scaled or between-pixel groups are resampled within a pixel of the full render")
    func resampled() throws {
        let renderer = try CairoRenderer(scale: 1)
        // The HUD pops in (scale below 1) and the banner slides in (fractional offsets).
        let frames = try scenes(scenario, at: [0.05, 0.1, 0.15], renderer: renderer)
        let layered = LayeredScenes(renderer: renderer)
        for frame in frames {
            #expect(!onWholePixels(frame, scale: 1), "the setting: something is scaled or between pixels")
            let composited = try layered.render(frame)
            let direct = try renderer.render(frame)
            var far = 0
            for y in 0..<direct.height {
                for x in 0..<direct.width where composited.pixels[y * direct.width + x] != direct.pixels[y * direct.width + x] {
                    if composited.pixel(x: x, y: y).distance(to: direct.pixel(x: x, y: y)) > 96 { far += 1 }
                }
            }
            // Edges soften; no pixel is far off except along a few edges.
            #expect(Double(far) / Double(direct.pixels.count) < 0.002, "\(far) pixels differ by more than 96")
        }
    }

    @Test("Without resampling, scaled and between-pixel groups are drawn afresh: the same pixels as a full render")
    func exactWithoutResampling() throws {
        let renderer = try CairoRenderer(scale: 1)
        let frames = try scenes(scenario, at: [0.05, 0.1, 0.15], renderer: renderer)
        let layered = LayeredScenes(renderer: renderer)
        layered.resamplesLayers = false
        for frame in frames {
            #expect(!onWholePixels(frame, scale: 1))
            #expect(try layered.render(frame) == renderer.render(frame))
        }
    }
}
