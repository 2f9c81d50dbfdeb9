import Foundation
import Testing

/// The README's PopupKitTesting example is examples/snippets/ReadmeTesting.swift,
/// which the README quotes (scripts/snippets.py check). The iOS SDK has no Testing
/// module, so this target compiles and runs that file itself: ReadmeTestingSnippet.swift
/// beside this file is a symbolic link to it, and its `@Test func savedToastTimesOut()`
/// runs with this target's tests. A link that broke or pointed elsewhere would
/// silently stop running it, so this checks the link.
@Suite struct ReadmeExampleTests {
    @Test func snippetIsCompiledHere() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = folder.appendingPathComponent("../..").standardized
        let link = folder.appendingPathComponent("ReadmeTestingSnippet.swift")
        let snippet = root.appendingPathComponent("examples/snippets/ReadmeTesting.swift")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        #expect(destination == "../../examples/snippets/ReadmeTesting.swift", "a relative link, so it works in any checkout")
        #expect(link.resolvingSymlinksInPath().path == snippet.resolvingSymlinksInPath().path)
        let text = try String(contentsOf: snippet, encoding: .utf8)
        #expect(text.contains("\n// snippet-build: swift-testing\n"), "tagged as the test it is")
        #expect(text.contains("@Test func savedToastTimesOut()"), "the test this target runs")
    }
}
