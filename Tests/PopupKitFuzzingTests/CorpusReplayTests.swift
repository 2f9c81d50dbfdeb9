import Foundation
import PopupKitFuzzing
import PopupKitScenario
import Testing

/// Every committed fuzz input — the seeds in `Fuzz/Corpus/<target>/` and the inputs
/// that once crashed a target, in `Fuzz/Regressions/<target>/` — through the same
/// checks the fuzzers run, so `make test` keeps them passing without libFuzzer.
@Suite("Fuzz corpus replay")
struct CorpusReplayTests {
    /// The package's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files of `Fuzz/<folder>/<target>/`, sorted by name.
    static func inputs(_ folder: String, _ target: FuzzTarget) throws -> [URL] {
        let directory = root.appendingPathComponent("Fuzz/\(folder)/\(target.rawValue)")
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("every seed passes its target's check", arguments: FuzzTarget.allCases)
    func seeds(_ target: FuzzTarget) throws {
        let files = try Self.inputs("Corpus", target)
        #expect(files.count >= 5, "Fuzz/Corpus/\(target.rawValue) has \(files.count) seeds")
        for file in files {
            let problems = target.problems(Array(try Data(contentsOf: file)))
            #expect(problems.isEmpty, "\(target.rawValue)/\(file.lastPathComponent): \(problems)")
        }
    }

    @Test("every input that once crashed a target passes its check now", arguments: FuzzTarget.allCases)
    func regressions(_ target: FuzzTarget) throws {
        for file in try Self.inputs("Regressions", target) {
            let problems = target.problems(Array(try Data(contentsOf: file)))
            #expect(problems.isEmpty, "\(target.rawValue)/\(file.lastPathComponent): \(problems)")
        }
    }

    @Test("the scenario seeds parse: they reach the run, not only the reader")
    func scenarioSeedsParse() throws {
        for file in try Self.inputs("Corpus", .scenario) {
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try Scenario(json: Data(contentsOf: file)) }
        }
    }
}
