import Foundation
import PopupKit
import PopupKitScenario
import Testing

/// Every scenario in `examples/` reads, runs without warnings, ends every notice
/// exactly once, and shows what it says it shows (``ExampleClaim``).
@Suite("Examples")
struct ExampleTests {
    static let directory = ScenarioTestSupport.packageRoot.appendingPathComponent("examples")

    /// The example files present on disk (an unreadable directory gives none, which
    /// ``claimedExamplesExist()`` reports).
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    static func run(_ file: String) throws -> (Scenario, ScenarioRunner.Result) {
        let data = try Data(contentsOf: directory.appendingPathComponent(file))
        let scenario = try Scenario(json: data)
        return (scenario, ScenarioRunner(scenario).run())
    }

    @Test("Every claimed example exists")
    func claimedExamplesExist() {
        let claimed = Set(ExampleClaim.all.map(\.file))
        #expect(claimed.isSubset(of: Set(Self.files)), "missing: \(claimed.subtracting(Self.files).sorted()) in \(Self.directory.path)")
    }

    @Test("An example runs cleanly and ends every notice exactly once", arguments: files)
    func runsCleanly(_ file: String) throws {
        let (_, result) = try Self.run(file)
        #expect(!result.events.isEmpty)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(ScenarioTestSupport.lifecycleViolations(result.events) == [])
        let received = result.events.filter { $0.kind == .received }.count
        let ended = result.events.filter(\.isTerminal).count
        #expect(received == ended)
    }

    @Test("An example shows what it claims", arguments: ExampleClaim.all)
    func exercisesItsClaim(_ claim: ExampleClaim) throws {
        let (scenario, result) = try Self.run(claim.file)
        #expect(claim.check(scenario, result.events) == [])
    }

    @Test("The lifecycle check catches a notice that never ends, ends twice, or never leaves the screen")
    func lifecycleCheckCanFail() {
        let received = NoticeEvent(time: .zero, id: "a", lane: .toast, kind: .received)
        let ended = NoticeEvent(time: .zero, id: "a", lane: .toast, kind: .dismissed(.tap))
        let left = NoticeEvent(time: Instant(seconds: 0.2), id: "a", lane: .toast, kind: .left)
        #expect(ScenarioTestSupport.lifecycleViolations([received]) == ["never ended: toast a"])
        #expect(ScenarioTestSupport.lifecycleViolations([received, ended, ended, left]).count == 1)
        #expect(ScenarioTestSupport.lifecycleViolations([received, ended]) == ["never left the screen: toast a"])
        #expect(ScenarioTestSupport.lifecycleViolations([received, left]).count == 2, "left before leaving, never ended")
        #expect(ScenarioTestSupport.lifecycleViolations([received, ended, left]) == [])
    }
}
