import Foundation
import PopupKitCore

/// State that survives a restart: the rule book a server sent and the banner
/// shows the frequency rules count (WPToastManager kept its rules from the server).
extension PopupCenter {
    /// At launch: installs the saved rule book, when there is one (else the
    /// rules the center was made with stay), then adds the saved banner shows to
    /// the history, so a cap of 2 a day still holds after the restart.
    ///
    /// A file that cannot be used never stops the launch: it is reported through
    /// ``warningHandler`` (``EngineWarning/Kind-swift.enum/savedStateUnreadable(file:_:usedPreviousCopy:)``)
    /// and the center goes on with the previous copy or without it.
    /// - Parameters:
    ///   - rules: where the rule book is kept; `nil` to keep the center's rules.
    ///   - history: where the banner shows are kept; `nil` to start without.
    ///   - wallNow: the wall time now, which places the saved shows on the
    ///     center's timeline (the center reads no wall clock of its own).
    public func restore(rules: RuleBookStore?, history: BannerHistoryStore?, wallNow: Date = Date()) {
        if let rules {
            let loaded = rules.load()
            if let warning = loaded.warning { report(warning) }
            if let book = loaded.value { send(.rules(book)) }
        }
        if let history {
            let loaded = history.load()
            if let warning = loaded.warning { report(warning) }
            if let saved = loaded.value { send(.bannerShows(saved.log(now: now, wallNow: wallNow))) }
        }
    }

    /// A rule book a server sent: read strictly, saved, then installed. A bad
    /// book changes nothing: the rules in use and the saved book stay.
    /// - Throws: ``RuleBookError`` naming the bad field, or ``StateWriteError``
    ///   when the book could not be saved (it is then not installed either, so
    ///   what runs is what the next launch loads).
    public func acceptRules(_ data: Data, store: RuleBookStore) throws {
        let book = try store.accept(data)
        send(.rules(book))
    }

    /// Saves the banner shows the rules can still read. Call it when the app
    /// goes to the background, and after a banner shows to lose nothing on a crash.
    /// - Parameters:
    ///   - store: where the shows are written (the store they are loaded from at launch).
    ///   - wallNow: the wall time now (see ``restore(rules:history:wallNow:)``).
    /// - Throws: ``StateWriteError``; the saved file is then the old one.
    public func saveBannerHistory(to store: BannerHistoryStore, wallNow: Date = Date()) throws(StateWriteError) {
        try store.save(SavedBannerHistory(liveStage.engine.bannerShows, now: currentTime, wallNow: wallNow))
    }
}
