import Foundation
import PopupKit
import PopupKitScenario
import PropertyBased
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Random scenarios played through the engine (see `RandomTimeline`): at every
/// looked-at instant where nothing is mid-transition, no two visible bodies overlap
/// but the allowed pairs (`LayoutContract.bodyOverlaps`).
@Suite struct ScreenSharingPropertyTests {
    static let timelines = Gen.uint64().map { RandomTimeline(seed: $0) }

    /// Whether every notice on screen is visible and done appearing at `time`.
    static func isSettled(_ screen: [ScreenNotice], at time: Instant) -> Bool {
        screen.allSatisfy { $0.isVisible && time >= $0.shownAt + TimeSpan($0.transition.appear) }
    }

    @Test func settledScreensNeverOverlap() async throws {
        await propertyCheck(count: LayoutPropertyTests.count / 5, input: Self.timelines) { timeline in
            guard let scenario = try? Scenario(json: Data(timeline.json.utf8)) else {
                Issue.record("the generated scenario does not read: \(timeline)")
                return
            }
            let runner = ScenarioRunner(scenario)
            for seconds in timeline.instants {
                let time = Instant(seconds: seconds)
                let stage = runner.run(until: time).stage
                let (screen, layouts) = stage.layouts()
                guard Self.isSettled(screen, at: time) else { continue }
                let problems = LayoutContract.bodyOverlaps(screen, layouts)
                #expect(problems.isEmpty, "at \(seconds) s: \(problems.joined(separator: "\n")) in \(stage.container)\n\(timeline)")
            }
        }
    }
}
