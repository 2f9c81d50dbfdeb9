import Foundation
import PopupKit
import PopupKitScenario
import SnapshotTesting
import Testing
@_spi(Tools) import PopupKitCore

/// Text snapshots of what a screen reader sees and what a host is asked, for every
/// example scenario. The dumps live in `__Snapshots__/AccessibilitySnapshotTests/`
/// and are reviewed like code.
@Suite("Accessibility snapshots")
struct AccessibilitySnapshotTests {
    static let examples = ["toast.json", "hud.json", "banner.json", "popup.json", "bubble.json", "gestures.json",
                           "showcase.json"]

    /// The requests of the whole run, then the elements at every instant something
    /// showed or changed.
    static func dump(_ file: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/\(file)")
        let scenario = try Scenario(json: Data(contentsOf: url))
        let runner = ScenarioRunner(scenario)
        let whole = runner.run()
        var lines = ["requests:"] + whole.requests.map { "  \($0)" }
        let instants = Set(whole.events.filter { $0.kind == .shown || $0.kind == .updated }.map(\.time)).sorted()
        for instant in instants {
            lines.append("elements at \(Format.number(instant.seconds)):")
            for element in runner.run(until: instant).stage.accessibilityElements() {
                let frame = element.frame
                var line = "  \(element.lane.rawValue) \(Format.quoted(element.id.rawValue)) \(Format.quoted(element.label))"
                if let value = element.value { line += " value \(value)" }
                line += " [\(element.traits.names.joined(separator: ", "))]"
                if element.isModal { line += " modal" }
                line += " (\(Format.number(frame.minX)), \(Format.number(frame.minY)), "
                    + "\(Format.number(frame.width)), \(Format.number(frame.height)))"
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test("Each example's accessibility elements and host requests", arguments: examples)
    func example(_ file: String) throws {
        let text = try Self.dump(file)
        #expect(text.contains("announce") || text.contains("screenChanged"), "an example asks the host for something")
        assertSnapshot(of: text, as: .lines, named: file.replacingOccurrences(of: ".json", with: ""))
    }
}
