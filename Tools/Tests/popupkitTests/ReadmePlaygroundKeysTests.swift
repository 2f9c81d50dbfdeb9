import Foundation
import PopupKitScenario
import Testing

/// The README's table of the playground's keys names every key the playground
/// answers, so a key added to the playground without a line there fails here.
@Suite("README: the playground's keys")
struct ReadmePlaygroundKeysTests {
    /// The rows of the table under "## Live window".
    private static func keyTable() throws -> String {
        let readme = try String(contentsOf: PopupkitProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Live window\n").dropFirst().first,
                                   "no Live window section")
        let body = section.components(separatedBy: "\n## ").first ?? section
        return body.split(separator: "\n").filter { $0.hasPrefix("| `") }.joined(separator: "\n")
    }

    @Test("Every row key, the popup's button keys and the quit key are in the README's table",
          arguments: PlaygroundAction.allCases.map(\.key) + ["1", "2", "q"])
    func everyKeyListed(key: String) throws {
        let table = try Self.keyTable()
        #expect(table.contains("`\(key.uppercased())`"), "the README's playground table does not list \(key.uppercased())")
    }
}
