import Foundation
import Testing

/// The pipeline's layers, enforced on the sources: a module imports only the
/// modules below it. SwiftPM stops an import of a target that is not a declared
/// dependency only with `--explicit-target-dependency-import-check`, and the
/// declared graph could itself grow an upward edge; this test reads every
/// `import` of every source file and fails on one the table does not allow.
@Suite("Layering")
struct LayeringTests {
    /// What each module may import (system modules included, so the core stays
    /// free of Foundation and its I/O).
    static let allowed: [String: Set<String>] = [
        "PopupKitCore": ["HeapModule", "DequeModule"],
        // The app's presentation vocabulary (styles, content, the nodes it draws).
        "PopupKitPresentation": ["PopupKitCore", "RealModule"],
        // The stage: layout, the scene, hit-testing; above the vocabulary, below the runtime.
        "PopupKitStage": ["PopupKitCore", "PopupKitPresentation", "RealModule"],
        "PopupKitJSON": ["PopupKitCore", "Foundation"],
        "PopupKit": ["PopupKitCore", "PopupKitPresentation", "PopupKitStage", "PopupKitJSON", "DequeModule", "Foundation", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin"],
        "PopupKitScenario": ["PopupKitCore", "PopupKitPresentation", "PopupKitStage", "PopupKitJSON", "Foundation"],
        // Scenes as layers: below the runtime, so a back end that paints them does
        // not link it.
        "PopupKitLayers": ["PopupKitCore", "PopupKitPresentation", "PopupKitStage", "RealModule"],
        "PopupKitCairo": ["PopupKitCore", "PopupKitPresentation", "PopupKitStage", "PopupKitLayers", "CCairo", "Foundation"],
        "PopupKitHost": ["PopupKit", "PopupKitStage", "PopupKitLayers", "Dispatch", "RealModule"],
        // The Apple hosts import the real frameworks on Apple platforms and the
        // declarations (plus Foundation) on Linux.
        "PopupKitUIKit": ["PopupKit", "PopupKitHost", "UIKit", "CoreText", "QuartzCore", "AppleUIDeclarations", "Foundation"],
        "PopupKitSwiftUI": ["PopupKit", "PopupKitUIKit", "SwiftUI", "UIKit", "AppleSwiftUIDeclarations", "Foundation"],
        // The seeds' calls, opt-in: over the runtime (and its `Tools` SPI, for a
        // scheduler's `isSuspended` that applies at once), and over the UIKit host
        // for `view.makeToast` and the other calls on views.
        "PopupKitSeeds": ["PopupKit", "PopupKitUIKit", "UIKit", "AppleUIDeclarations", "Foundation"],
        // The test kit reads the core's `Tools` SPI (stable number forms, generated ids).
        "PopupKitTesting": ["PopupKit", "PopupKitCore", "PopupKitHost"],
        "PopupKitFuzzing": ["PopupKit", "PopupKitHost", "PopupKitScenario", "Foundation"],
        "PopupKitX11": ["PopupKit", "PopupKitHost", "PopupKitCairo", "CX11", "Foundation", "Dispatch"],
        "PopupKitWebP": ["CWebP", "Foundation"],
        // The tools (Tools/, a package of their own) also read the core's `Tools` SPI.
        "popupkit": ["PopupKit", "PopupKitCore", "PopupKitHost", "PopupKitScenario", "PopupKitCairo", "PopupKitX11", "PopupKitWebP",
                     "ArgumentParser", "Foundation"],
        // Apple's declarations for Linux: outside the pipeline, below the iOS hosts.
        "AppleUIDeclarations": ["Foundation"],
        "AppleSwiftUIDeclarations": ["AppleUIDeclarations", "Foundation"],
    ]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")
    /// The tools' package's modules (the CLI and the Linux back ends).
    static let toolsSources = sources.deletingLastPathComponent().appendingPathComponent("Tools/Sources")

    @Test("every module imports only the modules below it")
    func importsFollowTheLayers() throws {
        var seen: Set<String> = []
        for (module, files) in try Self.swiftFiles() {
            seen.insert(module)
            let allowed = try #require(Self.allowed[module], "module \(module) is missing from the layer table")
            for file in files {
                for imported in try Self.imports(of: file) where !allowed.contains(imported) {
                    Issue.record("\(module)/\(file.lastPathComponent) imports \(imported), which \(module) may not use")
                }
            }
        }
        #expect(seen == Set(Self.allowed.keys), "the layer table and Sources/ (with Tools/Sources/) list different modules")
    }

    @Test("the layer table has no cycle")
    func noCycle() {
        func reaches(_ from: String, _ target: String, _ path: Set<String>) -> Bool {
            for next in Self.allowed[from] ?? [] where Self.allowed[next] != nil {
                if next == target || (!path.contains(next) && reaches(next, target, path.union([next]))) { return true }
            }
            return false
        }
        for module in Self.allowed.keys {
            #expect(!reaches(module, module, [module]), "\(module) reaches itself")
        }
    }

    /// The Swift files of every module under Sources/ and Tools/Sources/.
    static func swiftFiles() throws -> [String: [URL]] {
        let manager = FileManager.default
        var result: [String: [URL]] = [:]
        for folder in [sources, toolsSources] {
            for module in try manager.contentsOfDirectory(atPath: folder.path) {
                let root = folder.appendingPathComponent(module)
                guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
                let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
                if !files.isEmpty { result[module] = files }
            }
        }
        return result
    }

    /// The modules a file imports (`import X`, `@_exported import X`, `import struct X.Y`).
    static func imports(of file: URL) throws -> [String] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { return nil }
            let name = words.count >= 3 && ["struct", "enum", "class", "protocol", "func", "typealias"].contains(words[1])
                ? words[2] : words[1]
            return String(name.split(separator: ".").first ?? "")
        }
    }
}
