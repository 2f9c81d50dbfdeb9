/// Why saved state could not be written. The file is as it was before the
/// write (an atomic write leaves no half-written file), so the next launch reads
/// the old state.
public struct StateWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that was being written.
    public var path: String
    /// The step that failed and the system's reason.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
