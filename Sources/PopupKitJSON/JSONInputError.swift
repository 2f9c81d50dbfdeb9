/// A problem in JSON input (a scenario, a rule book), with the path of the
/// offending field (`events[3].toast.duration`, `rules[0].window`).
public struct JSONInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: `events[3].toast.duration`; empty for the whole document.
    public var path: String
    /// What is wrong.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
