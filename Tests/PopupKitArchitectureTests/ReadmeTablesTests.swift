import Foundation
import Testing

/// The README's inventory tables against what they describe: its module table
/// against `Package.swift`, `Tools/Package.swift` and ``LayeringTests/allowed``, its tests table against
/// the test targets, and the command list of its `popupkit` row against the
/// subcommands the CLI declares. These tables are the first a reader trusts and
/// the last anyone regenerates when a module or a command is added. Everything
/// is read as text, so the check needs neither the CLI's build nor the network.
@Suite("README tables")
struct ReadmeTablesTests {
    static let root = LayeringTests.sources.deletingLastPathComponent()

    @Test("every module of both manifests has a row in the README's module table, and no other module has one")
    func everyModuleHasARow() throws {
        let listed = Set(try Self.table("Module").flatMap { Self.code($0[0]) })
        let modules = try Self.targets().modules
        #expect(modules.subtracting(listed).isEmpty, "missing from the README's module table: \(modules.subtracting(listed).sorted())")
        #expect(listed.subtracting(modules).isEmpty, "in the README's module table but not in Package.swift: \(listed.subtracting(modules).sorted())")
    }

    /// A row's "May use" names the package's modules its modules may import
    /// (libraries from elsewhere, such as swift-collections, are there for the
    /// reader and not compared). A row of several modules (`PopupKitCairo` with
    /// its `CCairo`) does not list its own members.
    @Test("each module's May use column names exactly the modules the layer table allows it")
    func mayUseFollowsTheLayerTable() throws {
        let modules = try Self.targets().modules
        for row in try Self.table("Module") {
            let members = Set(Self.code(row[0]))
            let named = Set(Self.words(row[2])).intersection(modules)
            for module in members {
                guard let allowed = LayeringTests.allowed[module] else { continue }
                let expected = allowed.intersection(modules).subtracting(members)
                #expect(named == expected, "README says \(module) may use \(named.sorted()); LayeringTests.allowed says \(expected.sorted())")
            }
        }
    }

    @Test("the README's tests table lists every test target of both manifests, and only those")
    func everyTestTargetHasARow() throws {
        let listed = Set(try Self.table("Tests").flatMap { Self.code($0[0]) }
            .compactMap { $0.firstMatch(of: /^(?:Tools\/)?Tests\/(.+)$/).map { String($0.1) } })
        let tests = try Self.targets().tests
        #expect(tests.subtracting(listed).isEmpty, "missing from the README's tests table: \(tests.subtracting(listed).sorted())")
        #expect(listed.subtracting(tests).isEmpty, "in the README's tests table but not a test target: \(listed.subtracting(tests).sorted())")
    }

    @Test("the README's popupkit row lists every subcommand the CLI declares, and only those")
    func everyCommandIsListed() throws {
        let row = try #require(try Self.table("Module").first { Self.code($0[0]) == ["popupkit"] }, "the module table has no popupkit row")
        let listed = Set(Self.code(row[1]))
        let declared = try Self.commandPaths(of: "PopupKitCommand")
        #expect(!declared.isEmpty, "no subcommands found in Tools/Sources/popupkit")
        #expect(declared.subtracting(listed).isEmpty, "missing from the README's command list: \(declared.subtracting(listed).sorted())")
        #expect(listed.subtracting(declared).isEmpty, "in the README's command list but not a command: \(listed.subtracting(declared).sorted())")
    }

    // MARK: - Reading the files

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The body rows, split into cells, of the README table whose first column is
    /// headed `header`.
    static func table(_ header: String) throws -> [[String]] {
        let lines = try text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("| \(header) |") }, "the README has no table headed \(header)")
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// What a cell puts in backticks.
    static func code(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The identifiers of a cell, backticked or not.
    static func words(_ cell: String) -> [String] {
        cell.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    /// The modules (library, executable and system-library targets) and test
    /// targets of Package.swift and Tools/Package.swift, by name. A target whose
    /// sources are under `Tests/` is test support (no product names it): it goes
    /// with the tests.
    static func targets() throws -> (modules: Set<String>, tests: Set<String>) {
        var modules: Set<String> = [], tests: Set<String> = []
        let manifests = try text("Package.swift") + "\n" + text("Tools/Package.swift")
        let declaration = /\.(target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)"/
        let matches = manifests.matches(of: declaration)
        for (index, match) in matches.enumerated() {
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : manifests.endIndex
            let testSupport = manifests[match.range.upperBound..<end].contains("path: \"Tests/")
            if match.1 == "testTarget" || testSupport { tests.insert(String(match.2)) } else { modules.insert(String(match.2)) }
        }
        return (modules, tests)
    }

    /// The command lines `type`'s subcommands answer to: `simulate`, or
    /// `rules check` for a command with subcommands of its own. Read from each
    /// command's `CommandConfiguration` in Tools/Sources/popupkit: its `commandName`, or
    /// the type's name in kebab case as ArgumentParser derives it.
    static func commandPaths(of type: String) throws -> Set<String> {
        let files = try #require(try LayeringTests.swiftFiles()["popupkit"], "no Tools/Sources/popupkit")
        let source = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        /// The arguments of the first `CommandConfiguration(` after `type`'s
        /// declaration: up to the line that closes it, as the sources format it.
        func configuration(of type: String) throws -> String {
            let declaration = try #require(source.firstRange(of: "struct \(type): ParsableCommand"), "no command \(type) in Tools/Sources/popupkit")
            let rest = source[declaration.upperBound...]
            let start = try #require(rest.firstRange(of: "CommandConfiguration("), "\(type) has no CommandConfiguration")
            let lines = rest[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            if lines[0].hasSuffix(")") { return String(lines[0]) }
            let end = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == ")" }, "\(type)'s CommandConfiguration does not close")
            return lines[..<end].joined(separator: "\n")
        }
        func name(of type: String, in configuration: String) -> String {
            if let match = configuration.firstMatch(of: /commandName:\s*"([^"]+)"/) { return String(match.1) }
            return type.replacing(/([a-z0-9])([A-Z])/) { "\($0.1)-\($0.2)" }.lowercased()
        }
        func subcommands(in configuration: String) -> [String] {
            guard let list = configuration.firstMatch(of: /subcommands:\s*\[([^\]]*)\]/) else { return [] }
            return words(String(list.1)).filter { $0 != "self" }
        }
        var paths: Set<String> = []
        for subcommand in subcommands(in: try configuration(of: type)) {
            let own = try configuration(of: subcommand)
            let command = name(of: subcommand, in: own)
            let nested = subcommands(in: own)
            if nested.isEmpty {
                paths.insert(command)
            } else {
                for child in nested { paths.insert("\(command) \(name(of: child, in: try configuration(of: child)))") }
            }
        }
        return paths
    }
}
