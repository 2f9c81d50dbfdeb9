import Foundation
import PopupKit
import PopupKitScenario
import Testing

/// ``ScenarioPlayback`` (a frame loop's stepping) against ``ScenarioRunner`` (one
/// run to an instant, what `render --at` draws), and when a scenario is at rest.
@Suite("Scenario playback")
struct PlaybackTests {
    @Test("Stepping frame by frame gives the screen of a run to each frame's time", arguments: [
        "tour.json", "gestures.json", "showcase.json",
    ])
    func stepsMatchRuns(_ file: String) throws {
        let scenario = try Scenario(json: Data(contentsOf: ExampleTests.directory.appendingPathComponent(file)))
        let runner = ScenarioRunner(scenario)
        let end = try #require(runner.restInstant())
        var playback = ScenarioPlayback(scenario)
        var frames = 0
        // 8 frames a second, at times that fall between inputs as well as on them.
        var time = Instant.zero
        while time <= end {
            playback.advance(to: time)
            let expected = runner.run(until: time).stage
            #expect(playback.stage.scene(at: time) == expected.scene(at: time), "\(file) at \(time)")
            #expect(playback.stage.frameNeed(at: time) == expected.frameNeed(at: time), "\(file) at \(time)")
            frames += 1
            time = time + TimeSpan(microseconds: 125_000)
        }
        #expect(playback.appliedEveryInput)
        #expect(playback.warnings.isEmpty)
        #expect(frames > 50)
    }

    @Test("A time before the playback's changes nothing")
    func timeDoesNotRunBack() throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(
            events: #"{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": 1}}"#))
        var playback = ScenarioPlayback(scenario)
        playback.advance(to: Instant(seconds: 2))
        let later = playback.stage.scene(at: playback.now)
        playback.advance(to: Instant(seconds: 0.5))
        #expect(playback.now == Instant(seconds: 2))
        #expect(playback.scene == later)
    }

    @Test("At rest: after the last fade-out, the last input, or a bubble's appearing; never with a spinner left on")
    func restInstant() throws {
        let toast = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(
            events: #"{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": 1}}"#))
        let left = try #require(ScenarioRunner(toast).run().events.last { $0.kind == .left })
        #expect(ScenarioRunner(toast).restInstant() == left.time, "the toast has faded out")

        let bubble = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(
            events: #"{"at": 1, "bubble": {"id": "b", "text": "Tip"}}"#))
        let rest = try #require(ScenarioRunner(bubble).restInstant())
        #expect(rest > Instant(seconds: 1) && rest < Instant(seconds: 2), "it waits for a tap, still: \(rest)")
        #expect(ScenarioRunner(bubble).run(until: rest).stage.scene(at: rest).motions.isEmpty, "its fade in has ended")
        let justBefore = Instant(microseconds: rest.microseconds - 1000)
        #expect(!ScenarioRunner(bubble).run(until: justBefore).stage.scene(at: justBefore).motions.isEmpty, "still fading in")

        let quietInput = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(
            events: #"{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": 1}}"#,
            #"{"at": 5, "keyboard": {"height": 300}}"#))
        #expect(ScenarioRunner(quietInput).restInstant() == Instant(seconds: 5))

        let spinner = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(
            events: #"{"at": 0, "hud": {"action": "show", "status": "Loading"}}"#))
        #expect(ScenarioRunner(spinner).restInstant(settleLimit: .seconds(2)) == nil)
    }
}
