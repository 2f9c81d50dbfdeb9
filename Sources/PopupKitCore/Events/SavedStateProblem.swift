/// Why a file of saved state (a rule book, the banner history) could not be
/// used at launch. The app carries on with the previous copy or with nothing;
/// it never stops for a file.
public enum SavedStateProblem: Error, Hashable, Sendable {
    /// The file is shorter or longer than its header says: a write was cut.
    case truncated(expectedBytes: Int, foundBytes: Int)
    /// The bytes are all there but their checksum is not the header's.
    case checksumMismatch
    /// The file does not start as a file of this kind and version does.
    case notAStateFile(String)
    /// The contents break the format: `path` names the field (`rules[0].window`).
    case invalidContent(path: String, message: String)
    /// The file system refused to read it (the text is its reason).
    case unreadable(String)

    /// The problem in words.
    public var message: String {
        switch self {
        case let .truncated(expected, found): "\(found) bytes where the header says \(expected): the file was cut"
        case .checksumMismatch: "the checksum does not match its bytes"
        case .notAStateFile(let reason): "not a saved state file (\(reason))"
        case let .invalidContent(path, message): "\(path): \(message)"
        case .unreadable(let reason): "unreadable (\(reason))"
        }
    }
}
