import Foundation

/// The last good rule book, kept in a file: the rules a server sent survive a
/// restart, and a bad book from the server never replaces a good one.
///
/// ```swift
/// let store = RuleBookStore(directory: applicationSupport)
/// center.restore(rules: store, history: BannerHistoryStore(directory: applicationSupport))
/// // later, with the bytes a server sent:
/// do { try center.acceptRules(data, store: store) } catch { log(error) } // the old book stays
/// ```
///
/// The file is the rule book's JSON (``RuleBook/jsonData()``), so
/// `popupkit rules check` reads it too. It is written atomically, and the book it
/// replaces is kept as a previous copy. A cut or damaged file never stops a
/// launch: ``load()`` falls back to the previous copy, else to no book, with a
/// warning. A cut JSON array never reads as a shorter book: the strict reader
/// refuses a document without its closing bracket.
public struct RuleBookStore: Sendable {
    /// The file's name inside a store's directory.
    public static let fileName = "rules.json"

    /// The file the rule book is kept in.
    public let fileURL: URL

    /// A store of the file ``fileName`` in `directory` (which must exist).
    public init(directory: URL) {
        self.init(file: directory.appendingPathComponent(Self.fileName))
    }

    /// A store of `file`; its previous copy is `file` + `.previous`.
    public init(file: URL) {
        fileURL = file
    }

    private var savedFile: SavedFile { SavedFile(url: fileURL, name: "rule book", maximumBytes: RuleBook.maximumJSONBytes) }

    /// The last good book; `nil` with no warning when none was saved, `nil` or
    /// the previous copy with a warning when the file is damaged.
    public func load() -> LoadedState<RuleBook> {
        savedFile.read { (data: Data) -> Result<RuleBook, SavedStateProblem> in
            do throws(RuleBookError) {
                return .success(try RuleBook(json: data))
            } catch {
                return .failure(.invalidContent(path: error.path, message: error.message))
            }
        }
    }

    /// Saves `book` atomically (as ``RuleBook/jsonData()``).
    /// - Throws: ``StateWriteError``; the file on disk is then the old one.
    public func save(_ book: RuleBook) throws(StateWriteError) {
        try savedFile.write(book.jsonData())
    }

    /// Reads a rule book a server sent, strictly (``RuleBook/init(json:)``), and
    /// saves it when it is valid.
    /// - Returns: the book, to install (``PopupCenter/acceptRules(_:store:)`` does both).
    /// - Throws: ``RuleBookError`` naming the bad field, or ``StateWriteError``
    ///   when the file could not be written; either way the saved book is the
    ///   old one.
    @discardableResult
    public func accept(_ data: Data) throws -> RuleBook {
        let book = try RuleBook(json: data)
        try save(book)
        return book
    }
}
