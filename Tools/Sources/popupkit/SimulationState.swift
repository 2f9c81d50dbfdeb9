import ArgumentParser
import Foundation
import PopupKit
import PopupKitScenario

/// `simulate --state DIR`: the rule book and banner history of earlier runs, so
/// that runs in a row behave as one app that was restarted: a cap of 2 promos a
/// day counts the promos of the run before.
///
/// A run has no wall clock: the first starts at the Unix epoch, and each next
/// run starts where the saved one ended (its `savedAt`), so a run that ended at
/// 10 s leaves its shows 10 s and less before the next run's 0.
struct SimulationState {
    let rules: RuleBookStore
    let history: BannerHistoryStore
    /// The wall time of this run's 0 (microseconds since 1970).
    private(set) var startWall: Int64 = 0
    private var restored: BannerShowLog?

    /// The state in `directory`, created when missing.
    init(directory: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ValidationError("--state must name a directory, got the file \(directory)") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw ValidationError("cannot create the state directory \(directory): \(error.localizedDescription)")
            }
        }
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        rules = RuleBookStore(directory: url)
        history = BannerHistoryStore(directory: url)
    }

    /// Puts the saved rule book (when there is one) in place of the scenario's
    /// rules, and the saved banner shows before its first event. A file that
    /// cannot be used is a warning on stderr; the run goes on without it.
    mutating func restore(into scenario: inout Scenario) {
        let book = rules.load()
        if let warning = book.warning { Self.warn(warning) }
        if let saved = book.value { scenario.rules = saved }
        let shows = history.load()
        if let warning = shows.warning { Self.warn(warning) }
        guard let saved = shows.value else { return }
        startWall = saved.savedAt
        let log = saved.log(now: .zero, wallNow: SavedBannerHistory.date(microseconds: saved.savedAt))
        scenario.events.insert(ScenarioEvent(at: .zero, index: -1, action: .engine(.bannerShows(log))), at: 0)
    }

    /// Saves the rule book the run used and the banner shows its rules can still
    /// read at its end.
    func save(after result: ScenarioRunner.Result) throws {
        let end = result.engine.now
        let wallEnd = startWall + end.microseconds
        do {
            try rules.save(result.engine.rules)
            try history.save(SavedBannerHistory(result.engine.bannerShows, now: end,
                                                wallNow: SavedBannerHistory.date(microseconds: wallEnd)))
        } catch {
            throw ValidationError("cannot save the state: \(error)")
        }
    }

    private static func warn(_ kind: EngineWarning.Kind) {
        FileHandle.standardError.write(Data("warning: \(kind.message)\n".utf8))
    }
}
