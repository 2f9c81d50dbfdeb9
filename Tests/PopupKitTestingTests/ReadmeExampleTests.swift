import Foundation
import PopupKitTesting
import Testing

/// README's PopupKitTesting example, run here; a second test checks README still
/// shows exactly this code.
@Suite struct ReadmeExampleTests {
    // README begins
    @Test func savedToastTimesOut() throws {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: now)
            engine.send(.submit(Notice(id: "tip", .bubble(Bubble(text: "New here?")))), now: now)
        }
        timeline.runUntilIdle()
        try timeline.expect(["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
                             "0.0 tip received", "0.0 tip queued", "0.0 tip shown",
                             "2.0 t1 dismissed timeout"])
        // The bubble stays until tapped: the test says so, and can look at it.
        let left = try timeline.finish(allowing: .liveNotices)
        #expect(left.liveNotices.map(\.id) == ["tip"])
    }
    // README ends

    @Test func readmeShowsIt() throws {
        let file = URL(fileURLWithPath: #filePath)
        let root = file.deletingLastPathComponent().appendingPathComponent("../..").standardized
        let source = try String(contentsOf: file, encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(source.range(of: "    // README begins\n"))
        let end = try #require(source.range(of: "    // README ends"))
        let snippet = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        #expect(readme.contains("```swift\nimport PopupKitTesting\nimport Testing\n\n" + snippet + "```"),
                "README.md must show:\n\(snippet)")
    }
}
