import Foundation
import Testing

/// The README shows `examples/banner.json` and its timeline; they must stay true.
@Suite("README")
struct ReadmeTimelineTests {
    @Test("The README's banner timeline is what popupkit simulate prints")
    func readmeTimeline() throws {
        let root = PopupkitProcess.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = readme.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix(#"{"at": "#) }
        let scenario = try String(contentsOf: root.appendingPathComponent("examples/banner.json"), encoding: .utf8)
        #expect(readme.contains(scenario.trimmingCharacters(in: .whitespacesAndNewlines)))
        let output = try PopupkitProcess.run(["simulate", "examples/banner.json"], in: root)
        #expect(output.status == 0)
        let expected = output.lines.filter { !$0.contains(#""event": "received""#) && !$0.contains(#""event": "queued""#) }
        #expect(!expected.isEmpty)
        #expect(shown == expected)
    }
}
