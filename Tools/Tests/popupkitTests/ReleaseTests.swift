import Foundation
import Testing

/// One version number everywhere a user reads it: `popupkit --version`, the
/// changelog's newest entry and the README's package line.
@Suite("Release")
struct ReleaseTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("--version, the changelog's newest entry and the README's package line name the same version")
    func oneVersion() throws {
        let output = try ScratchDirectory().run("--version")
        let version = try #require(output.lines.first)
        let changelog = try Self.read("CHANGELOG.md")
        let newest = try #require(changelog.firstMatch(of: /\n## ([0-9]+\.[0-9]+\.[0-9]+)/)?.1)
        #expect(String(newest) == version, "CHANGELOG.md's newest entry is \(newest), --version says \(version)")
        let readme = try Self.read("README.md")
        let line = try #require(readme.firstMatch(of: /\.package\(url: "[^"]+", from: "([0-9.]+)"\)/)?.1,
                                "the README has a package line")
        #expect(String(line) == version, "the README's package line asks for \(line), --version says \(version)")
    }

    @Test("the licence is MIT, as the components PopupKit replaces")
    func license() throws {
        let license = try Self.read("LICENSE")
        #expect(license.hasPrefix("MIT License"))
        #expect(license.contains("Permission is hereby granted, free of charge"))
    }
}
