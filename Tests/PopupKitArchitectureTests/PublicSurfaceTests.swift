// What `import PopupKit` offers an app, counted by scripts/public-surface.py: every
// public name is a promise to keep, so the surface grows only on purpose, and the
// pipeline's own types (layout placements, gestures, hit testing, the scene builder,
// the Apple hosts' helpers) stay `package` or behind the tools' SPI, and the stage's
// (the scene, the frame need, what hosts are asked) stay in PopupKitStage, which
// `import PopupKit` does not re-export.
#if os(Linux) || os(macOS)
import Foundation
import Testing

@Suite("The public surface an app's import reaches (scripts/public-surface.py)")
struct PublicSurfaceTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The most public declarations `import PopupKit` may reach. Raise it in the
    /// commit that adds app API, and say why; lower it when API goes.
    static let ceiling = 953

    /// The script's output lines, run on `root` (the repository unless a test plants one).
    static func surface(_ arguments: [String], root: URL = repository) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repository.appendingPathComponent("scripts/public-surface.py").path,
                             "--root", root.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("import PopupKit reaches no more public declarations than the ceiling")
    func appSurfaceStaysUnderTheCeiling() throws {
        let total = try #require(Int(try Self.surface(["--app"]).first ?? ""))
        #expect(total <= Self.ceiling, "import PopupKit reaches \(total) public declarations, over \(Self.ceiling)")
        #expect(total > Self.ceiling - 60, "the surface shrank to \(total): lower the ceiling to keep the guard tight")
    }

    @Test("The pipeline's own types and the seeds' facades do not reach an app", arguments: [
        "NoticePlacement", "NoticeLayout", "PopupActionPlacement", "ToastParts", "BubbleParts",
        "HitTesting", "PointerInteraction", "PressedAction", "NoticeDrag", "SwipeWay", "SceneBuilder",
        "Stage", "RenderScene", "FrameNeed", "FrameRate", "HostRequest", "AccessibilityElement", "Rendering",
        "ToastManager", "ProgressHUD", "BannerCenter", "BubbleManager",
    ])
    func pipelineTypeIsHidden(_ name: String) throws {
        #expect(!(try Self.surface(["--types"])).contains(name))
    }

    /// The modules an app imports beside PopupKit (the UIKit and SwiftUI hosts, the
    /// seeds' calls) use the host module without handing it on: a public import
    /// would let an app that imports them reach the center's host side
    /// (`display`, `scene`, `send` of a stage input) after all. (The compiler
    /// also refuses a module that imports one module both ways.)
    @Test("The app-facing modules import the stage, layers and host modules internally")
    func appFacingModulesHideTheHostSide() throws {
        var imports = 0
        for module in ["PopupKitUIKit", "PopupKitSwiftUI", "PopupKitSeeds"] {
            let folder = Self.repository.appendingPathComponent("Sources/\(module)")
            let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    guard let (imported, handedOn) = Self.hostImport(line) else { continue }
                    imports += 1
                    #expect(!handedOn, "\(module)/\(file.lastPathComponent): `\(line)` hands \(imported) on to an app")
                }
            }
        }
        #expect(imports > 0, "no import of the host module found: the check reads nothing")
    }

    @Test("The host-import check tells a public import from an internal or package one")
    func hostImportCheck() {
        #expect(Self.hostImport("import PopupKitHost")! == ("PopupKitHost", true))
        #expect(Self.hostImport("@_spi(Tools) import PopupKitStage")! == ("PopupKitStage", true))
        #expect(Self.hostImport("public import PopupKitLayers")! == ("PopupKitLayers", true))
        #expect(Self.hostImport("internal import PopupKitHost")! == ("PopupKitHost", false))
        #expect(Self.hostImport("package import PopupKitStage")! == ("PopupKitStage", false))
        #expect(Self.hostImport("import PopupKit") == nil)
        #expect(Self.hostImport("// import PopupKitHost") == nil)
    }

    /// The stage, layers or host module a line imports, and whether the import hands
    /// it on (public, the default); `nil` for any other line.
    static func hostImport(_ line: Substring) -> (module: String, handedOn: Bool)? {
        let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
        guard let at = words.firstIndex(of: "import"), at + 1 < words.count, at <= 1,
              ["PopupKitHost", "PopupKitLayers", "PopupKitStage"].contains(words[at + 1]) else { return nil }
        let access = at == 1 ? words[0] : "public"
        guard ["public", "internal", "package"].contains(access) else { return nil }
        return (words[at + 1], access == "public")
    }

    @Test("The count leaves out SPI, non-public types and their extensions, and counts the rest")
    func countingRules() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
        let module = root.appendingPathComponent("Sources/PopupKit")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let source = """
        public struct Shown {                    // 1
            public var value: Int                // 2
            public init(value: Int) { self.value = value }   // 3
            @_spi(Tools) public func tool() {}
            package func own() {}
        }
        @_spi(Tools) public struct Tooling {
            public var hidden: Int
        }
        extension Tooling {
            public func alsoHidden() {}
        }
        package struct Plumbing {
            public func hidden() {}
        }
        extension Shown {
            public var text: String { "{" }      // 4
        }
        public enum Choice { case one, two }     // 5
        """
        try Data(source.utf8).write(to: module.appendingPathComponent("Planted.swift"))
        #expect(try Self.surface(["--app"], root: root) == ["5"])
        #expect(try Self.surface(["--types"], root: root) == ["Choice", "Shown"])
    }
}
#endif
