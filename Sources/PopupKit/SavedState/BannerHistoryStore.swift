import Foundation

/// The banner shows saved in a file, so that frequency rules hold across
/// restarts: with a rule of 2 promos a day, an app restarted after its second
/// promo shows no third one that day.
///
/// Saving is the app's call, not a timer's: save when the app goes to the
/// background and, to lose nothing on a crash, after a banner shows
/// (``PopupCenter/saveBannerHistory(to:wallNow:)``). A save writes only what the
/// rules can still read, so the file stays as small as the rules make it.
///
/// The file is written atomically, and the file it replaces is kept as a
/// previous copy; its header holds the length and a checksum of its contents
/// (``SavedBannerHistory``'s JSON). A cut, damaged or missing file never stops a
/// launch: ``load()`` falls back to the previous copy, else to no shows, with a
/// warning.
public struct BannerHistoryStore: Sendable {
    /// The file's name inside a store's directory.
    public static let fileName = "banner-history"
    /// The largest file read, in bytes: 4 MiB (some 50,000 shows).
    public static let maximumBytes = BannerHistoryFile.maximumBytes

    /// The file the history is saved in.
    public let fileURL: URL

    /// A store of the file ``fileName`` in `directory` (which must exist).
    public init(directory: URL) {
        self.init(file: directory.appendingPathComponent(Self.fileName))
    }

    /// A store of `file`; its previous copy is `file` + `.previous`.
    public init(file: URL) {
        fileURL = file
    }

    private var savedFile: SavedFile { SavedFile(url: fileURL, name: "banner history", maximumBytes: Self.maximumBytes) }

    /// The saved history; `nil` with no warning on a first launch, `nil` or the
    /// previous copy with a warning when the file is damaged.
    public func load() -> LoadedState<SavedBannerHistory> {
        savedFile.read(BannerHistoryFile.decode)
    }

    /// Saves `history` atomically.
    /// - Throws: ``StateWriteError``; the file on disk is then the old one.
    public func save(_ history: SavedBannerHistory) throws(StateWriteError) {
        try savedFile.write(BannerHistoryFile.encode(history))
    }
}
