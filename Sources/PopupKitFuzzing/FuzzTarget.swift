/// The fuzz targets, by the name of their folder under `Fuzz/Corpus` and their
/// executable (`fuzz-scenario`, …): what each one checks of an input's bytes. The
/// fuzzers trap on a problem; the test suite replays the committed corpus and
/// every regression input through the same checks.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Scenario JSON, run to idle (``ScenarioFuzzCheck``).
    case scenario
    /// Rule-book JSON, read, encoded and read again (``RuleBookFuzzCheck``).
    case rulebook
    /// A byte-coded program of inputs on a stage and the host's pure parts
    /// (``FuzzProgram``, ``StageFuzzRun``).
    case input

    /// What broke for `bytes`; empty when nothing did.
    public func problems(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .scenario: ScenarioFuzzCheck.problems(bytes)
        case .rulebook: RuleBookFuzzCheck.problems(bytes)
        case .input: StageFuzzRun(FuzzProgram(bytes: bytes)).problems
        }
    }
}
