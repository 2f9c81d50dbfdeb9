import PopupKitTesting
import ScriptHarness
import Testing

/// Model-based property test: random scripts run on `NoticeEngine` and on
/// ``ReferenceModel`` (docs/Semantics.md re-implemented) must give the same events.
///
/// - `POPUPKIT_MODEL_SCRIPTS`: how many scripts (default 1000).
/// - `POPUPKIT_MODEL_SEED`: run only the script of this seed (replay a failure).
/// - `POPUPKIT_MODEL_FIRST_SEED`: the seed of the first script (default 1); script `i`
///   uses seed `first + i`.
@Suite struct ModelBasedTests {
    static let shards = 4

    /// The seeds this shard runs.
    static func seeds(shard: Int) -> [UInt64] {
        if let seed = ScriptBudget.environment("POPUPKIT_MODEL_SEED") {
            return shard == 0 ? [seed] : []
        }
        let count = ScriptBudget.scripts
        let first = ScriptBudget.environment("POPUPKIT_MODEL_FIRST_SEED") ?? 1
        return stride(from: UInt64(shard), to: count, by: shards).map { first &+ $0 }
    }

    @Test("engine matches the reference model on random scripts", arguments: 0..<shards)
    func randomScriptsMatchTheModel(shard: Int) {
        var failures = 0
        for seed in Self.seeds(shard: shard) {
            var generator = ScriptGenerator(seed: seed)
            let script = generator.script()
            guard let failure = ScriptCheck.check(script) else { continue }
            failures += 1
            let report = ScriptCheck.report(script, failure)
            print(report)
            Issue.record("seed \(seed): \(failure.summary) (full report on stdout)")
            if failures >= 3 { break }
        }
    }

    @Test func generatorIsDeterministic() {
        var first = ScriptGenerator(seed: 42)
        var second = ScriptGenerator(seed: 42)
        let (a, b) = (first.script(), second.script())
        #expect(ScriptText.script(a) == ScriptText.script(b))
        #expect(!a.steps.isEmpty)
    }
}
