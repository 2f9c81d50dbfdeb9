import Foundation
import Testing

/// A merge whose conflict was committed unresolved leaves both sides' text and
/// the markers in the file: Swift fails to compile, but a Markdown or JSON file
/// does not, and a changelog shows the markers to every reader.
@Suite("No unresolved merges")
struct MergeMarkerTests {
    static let root = LayeringTests.sources.deletingLastPathComponent()
    /// Files a person reads or a tool parses, where a marker would go unnoticed.
    static let extensions: Set<String> = ["md", "swift", "json", "yml", "yaml", "sh", "py", "txt"]
    /// Built products and fetched packages, not ours.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm"]

    /// The lines of `root` and below that open or close a conflict.
    static func markers(under root: URL) throws -> [String] {
        var found: [String] = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return [] }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if Self.skipped.contains(name) || name.hasPrefix(".build") {
                walker.skipDescendants()
                continue
            }
            guard Self.extensions.contains(url.pathExtension) || name == "Makefile" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.hasPrefix("<<<<<<< ") || line.hasPrefix(">>>>>>> ") || line == "<<<<<<<" || line == ">>>>>>>" {
                found.append("\(url.path.dropFirst(root.path.count)):\(index + 1)")
            }
        }
        return found
    }

    @Test("no file in the repository holds a conflict marker")
    func noMarkers() throws {
        let found = try Self.markers(under: Self.root)
        #expect(found.isEmpty, "unresolved merge at \(found)")
    }

    @Test("a planted conflict is found, and a Markdown underline is not")
    func findsPlanted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("markers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Title\n=======\n\ntext\n".write(to: folder.appendingPathComponent("clean.md"), atomically: true, encoding: .utf8)
        try "a\n<<<<<<< ours\nb\n=======\nc\n>>>>>>> theirs\n"
            .write(to: folder.appendingPathComponent("CHANGELOG.md"), atomically: true, encoding: .utf8)
        #expect(try Self.markers(under: folder) == ["/CHANGELOG.md:2", "/CHANGELOG.md:6"])
    }
}
