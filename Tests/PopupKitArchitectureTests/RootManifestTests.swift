import Foundation
import Testing

/// What an app that depends on PopupKit resolves: the root manifest declares no
/// system library (SwiftPM would read its pkg-config file for every consumer and
/// print "prohibited flag(s)" on Linux), no executable and no dependency only the
/// tools use; those are the package in Tools/.
@Suite("The package an app depends on")
struct RootManifestTests {
    static let manifest = LayeringTests.sources.deletingLastPathComponent().appendingPathComponent("Package.swift")

    @Test("no system library, pkg-config file, executable or tools-only dependency in the root manifest")
    func noSystemLibraries() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        for needle in [".systemLibrary(", "pkgConfig:", ".executable(", ".executableTarget(", "swift-argument-parser", "FlyingFox"] {
            #expect(!text.contains(needle), "Package.swift names \(needle)")
        }
        let tools = try String(contentsOf: Self.manifest.deletingLastPathComponent().appendingPathComponent("Tools/Package.swift"),
                               encoding: .utf8)
        #expect(tools.contains(#".package(name: "PopupKit", path: "..")"#), "Tools/Package.swift depends on the root package by path")
    }
}
