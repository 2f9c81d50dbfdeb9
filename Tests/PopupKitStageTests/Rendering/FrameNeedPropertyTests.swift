import Foundation
import PopupKit
import PopupKitScenario
import PopupKitStage
import Testing

/// The frame need is what a host's frame loop trusts: "idle until t" must mean the
/// scene does not change before t but as its declared motions play (or a host
/// would miss a frame: its compositor plays only those), and "animating" must mean
/// it does change (or a host would draw frames for nothing).
@Suite("Frame need")
struct FrameNeedPropertyTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    @Test("idle until t: before t the scene is its declared motions played on; animating: close instants differ",
          arguments: ["showcase", "toast", "hud", "banner", "popup", "bubble"])
    func needMatchesTheScene(name: String) throws {
        let scenario = try Scenario(json: Data(contentsOf: Self.examples.appendingPathComponent("\(name).json")))
        let end = (scenario.events.last?.at ?? .zero) + .seconds(8)
        var time = Instant.zero
        var idle = 0
        var animating = 0
        var declared = 0
        while time <= end {
            let stage = ScenarioRunner(scenario).run(until: time).stage
            let scene = stage.scene(at: time)
            switch stage.frameNeed(at: time) {
            case .idle(let until):
                idle += 1
                if !scene.motions.isEmpty { declared += 1 }
                let limit = until ?? time + .seconds(30)
                for later in Self.instants(after: time, before: limit) {
                    var moved = stage
                    moved.engine.advance(to: later)
                    #expect(moved.scene(at: later).nodes == scene.played(to: later).nodes,
                            "\(name): idle at \(time) until \(String(describing: until)), but the scene changed by \(later)")
                }
            case .animating:
                animating += 1
                // A fade moves by the next millisecond; the system spinner turns in
                // twelfths of a turn, so it moves within a twelfth of a second (and a little).
                let laters = [time + .seconds(0.001), time + .seconds(0.09)]
                let moves = laters.contains { later in
                    var moved = stage
                    moved.engine.advance(to: later)
                    return moved.scene(at: later).nodes != scene.nodes
                }
                #expect(moves, "\(name): animating at \(time), but nothing moved by \(laters[1])")
            }
            time = time + .seconds(0.037)
        }
        #expect(idle > 0 && declared > 0,
                "\(name): idle screens were checked, with motions declared (\(idle) idle, \(declared) moving, \(animating) animating)")
    }

    /// A few instants strictly between `start` and `limit`: just after, the middle, just before.
    static func instants(after start: Instant, before limit: Instant) -> [Instant] {
        guard limit > start + .seconds(0.000_002) else { return [] }
        let middle = Instant(microseconds: start.microseconds + (limit.microseconds - start.microseconds) / 2)
        return [start + .seconds(0.000_001), middle, Instant(microseconds: limit.microseconds - 1)]
    }
}
