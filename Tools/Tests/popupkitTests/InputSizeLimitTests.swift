import Foundation
import PopupKit
import PopupKitScenario
import Testing

/// Scenario files and rule books are refused above their size limit before they
/// are parsed, with one line naming the limit.
@Suite("Input size limits")
struct InputSizeLimitTests {
    /// A valid scenario padded with spaces to `size` bytes.
    static func scenario(size: Int) -> Data {
        let json = #"{"container": {"width": 120, "height": 100}, "events": []}"#
        return Data((json + String(repeating: " ", count: size - json.utf8.count)).utf8)
    }

    @Test("A scenario of 8 MiB is read; one byte more is a typed error naming the limit")
    func scenarioLimit() throws {
        #expect(Scenario.maximumJSONBytes == 8 * 1024 * 1024)
        _ = try Scenario(json: Self.scenario(size: Scenario.maximumJSONBytes))
        #expect(throws: ScenarioError(path: "", message: "the scenario is 8388609 bytes, more than the limit of 8388608 bytes (8 MiB)")) {
            try Scenario(json: Self.scenario(size: Scenario.maximumJSONBytes + 1))
        }
    }

    @Test("A rule book of 1 MiB is read; one byte more is a typed error naming the limit")
    func ruleBookLimit() throws {
        #expect(RuleBook.maximumJSONBytes == 1024 * 1024)
        let rules = #"[{"type": "promo", "priority": 1}]"#
        let padded = { (size: Int) in Data((rules + String(repeating: " ", count: size - rules.utf8.count)).utf8) }
        #expect(try RuleBook(json: padded(RuleBook.maximumJSONBytes)).rules.count == 1)
        #expect(throws: RuleBookError(path: "rules", message: "the rule book is 1048577 bytes, more than the limit of 1048576 bytes (1 MiB)")) {
            try RuleBook(json: padded(RuleBook.maximumJSONBytes + 1))
        }
    }

    @Test("popupkit refuses a scenario file over 8 MiB with one error line, exit 2")
    func commandLine() throws {
        let scratch = try ScratchDirectory()
        try Self.scenario(size: Scenario.maximumJSONBytes + 1).write(to: scratch.url.appendingPathComponent("big.json"))
        let output = try PopupkitProcess.run(["simulate", "big.json"], in: scratch.url)
        #expect(output.status == 2)
        #expect(output.stdout == "")
        #expect(output.stderr == "error: cannot read the scenario big.json: it is larger than the limit of 8388608 bytes (8 MiB)\n")
    }
}
