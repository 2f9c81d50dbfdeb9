// `make apple-check`'s availability rule, run on planted host files: the compiler on
// Linux ignores `@available`, so this script is what stands between a host change and
// an iOS 16 build that fails on a Mac. Needs python3 and a process to run it.
#if os(Linux) || os(macOS)
import Foundation
import Testing

@Suite("Availability check of the iOS hosts (scripts/apple-declarations.py --check-availability)")
struct AvailabilityCheckTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A package root with the real manifest and stand-in declarations, and the given
    /// files as the whole UIKit host.
    static func root(hosts: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("availability-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("PopupKitUIKit"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("PopupKitSwiftUI"),
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Package.swift"),
                                         to: root.appendingPathComponent("Package.swift"))
        for folder in ["AppleUIDeclarations", "AppleSwiftUIDeclarations"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent("Sources/\(folder)"),
                                             to: sources.appendingPathComponent(folder))
        }
        for (name, text) in hosts {
            try Data(text.utf8).write(to: sources.appendingPathComponent("PopupKitUIKit/\(name)"))
        }
        return root
    }

    /// The script's exit status and the problems it printed, one per line.
    static func check(root: URL) throws -> (status: Int32, problems: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repository.appendingPathComponent("scripts/apple-declarations.py").path,
                             "--check-availability", "--root", root.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return (process.terminationStatus, lines)
    }

    static func host(_ body: String) -> String {
        """
        #if os(iOS) || !canImport(Darwin)
        import AppleUIDeclarations

        @MainActor
        final class Planted {
        \(body)
        }
        #endif

        """
    }

    @Test("the hosts as they are pass")
    func hostsPass() throws {
        let result = try Self.check(root: Self.repository)
        #expect(result.problems == [])
        #expect(result.status == 0)
    }

    /// The two errors the iOS 16 build had: a trait registration (iOS 17) and an
    /// update link (iOS 18) kept in stored properties, which `#available` cannot guard.
    @Test("a stored property of an iOS 17 or iOS 18 type fails, with its line and the way out",
          arguments: [("    private var registration: (any UITraitChangeRegistration)?", "UITraitChangeRegistration is iOS 17.0"),
                      ("    private var updateLink: UIUpdateLink?", "UIUpdateLink is iOS 18.0")])
    func storedProperty(_ declaration: String, _ message: String) throws {
        let root = try Self.root(hosts: ["Planted.swift": Self.host(declaration)])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.check(root: root)
        #expect(result.status == 1)
        let problem = result.problems.first { $0.hasPrefix("Sources/PopupKitUIKit/Planted.swift:6: ") }
        #expect(problem?.contains(message) == true, "\(result.problems)")
        #expect(problem?.contains("a stored property") == true, "\(result.problems)")
    }

    @Test("an iOS 18 call outside #available fails; inside #available and outside Mac Catalyst it passes")
    func call() throws {
        let bare = Self.host("""
            func start(view: UIView) {
                UIUpdateLink(view: view).isEnabled = true
            }
        """)
        let tooLow = Self.host("""
            func start(view: UIView) {
                if #available(iOS 17, *) {
                    UIUpdateLink(view: view).isEnabled = true
                }
            }
        """)
        let guarded = Self.host("""
            func start(view: UIView) {
                #if !targetEnvironment(macCatalyst)
                guard #available(iOS 18, *) else { return }
                UIUpdateLink(view: view).isEnabled = true
                #endif
            }
        """)
        for (name, text) in [("bare", bare), ("too low", tooLow)] {
            let root = try Self.root(hosts: ["Planted.swift": text])
            defer { try? FileManager.default.removeItem(at: root) }
            let result = try Self.check(root: root)
            #expect(result.status == 1, "\(name)")
            #expect(result.problems.contains { $0.contains("Planted.swift:") && $0.contains("UIUpdateLink is iOS 18.0") },
                    "\(name): \(result.problems)")
        }
        let root = try Self.root(hosts: ["Planted.swift": guarded])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.check(root: root)
        #expect(result.problems == [])
        #expect(result.status == 0)
    }

    @Test("a Mac Catalyst-unavailable API outside #if !targetEnvironment(macCatalyst) fails")
    func catalyst() throws {
        let root = try Self.root(hosts: ["Planted.swift": Self.host("""
            @available(iOS 18, *)
            func start(view: UIView) {
                UIUpdateLink(view: view).isEnabled = true
            }
        """)])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.check(root: root)
        #expect(result.status == 1)
        #expect(result.problems.contains { $0.contains("UIUpdateLink is unavailable on Mac Catalyst") }, "\(result.problems)")
    }

    @Test("a host file without an iOS-only guard fails: tvOS, watchOS and visionOS would compile it")
    func platformGuard() throws {
        let text = Self.host("").replacingOccurrences(of: "#if os(iOS) || !canImport(Darwin)",
                                                      with: "#if canImport(UIKit) || !canImport(Darwin)")
        let root = try Self.root(hosts: ["Planted.swift": text])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.check(root: root)
        #expect(result.status == 1)
        #expect(result.problems.contains { $0.hasPrefix("Sources/PopupKitUIKit/Planted.swift:1: its first #if") },
                "\(result.problems)")
    }
}
#endif
