import PopupKitCore
import PopupKitJSON

import Foundation

/// A log of banner pushes as a server sent them, one JSON object per line:
/// `{"at": 12.5, "type": "promo", "id": "p-18", "priority": 1, "expiration": 30}`.
///
/// `at` is seconds from the log's start (0…1e9), `type` picks the push's rule in the
/// book, `id` names it (unique in the log; a repeated id would update the banner on
/// screen instead of arriving again). `priority` is what the server believed the
/// type's priority to be: the book decides, and the replay counts the pushes that
/// disagree with it. `expiration` is how long this push may wait; the shorter of it
/// and the book's `expiration` applies, as for a notice's `expiresAfter`. Blank
/// lines are skipped. Lines need not be in time order: pushes are replayed by time,
/// lines of the same time in file order.
public struct PushLog: Hashable, Sendable {
    /// One push.
    public struct Push: Hashable, Sendable {
        public var at: Instant
        public var type: String
        public var id: String
        public var priority: Int?
        public var expiration: Duration?
        /// Its line in the file, from 1 (for messages).
        public var line: Int

        public init(at: Instant, type: String, id: String, priority: Int? = nil, expiration: Duration? = nil, line: Int) {
            self.at = at
            self.type = type
            self.id = id
            self.priority = priority
            self.expiration = expiration
            self.line = line
        }
    }

    /// The pushes in time order (same-time pushes in file order).
    public var pushes: [Push]

    public init(pushes: [Push]) {
        self.pushes = pushes.sorted { ($0.at, $0.line) < ($1.at, $1.line) }
    }

    /// The largest log read: 64 MiB, a week of a busy app's pushes (100,000 lines are
    /// about 7 MiB). A larger file is refused before it is parsed.
    public static let maximumBytes = 64 * 1024 * 1024

    /// Reads JSON lines.
    /// - Throws: ``ScenarioError`` whose path names the line and field
    ///   (`line 12: priority: expected a whole number, got 1.5`).
    public init(jsonLines data: Data) throws(ScenarioError) {
        guard data.count <= Self.maximumBytes else {
            throw ScenarioError(path: "", message: "the push log is \(data.count) bytes, more than the limit of \(Self.maximumBytes) bytes (64 MiB)")
        }
        var pushes: [Push] = []
        var seen: [String: Int] = [:]
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard trimmed.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
            let push = try Self.push(Data(trimmed), line: lineNumber)
            if let first = seen[push.id] {
                throw ScenarioError(path: "line \(lineNumber): id",
                                    message: "\"\(push.id)\" was already pushed on line \(first); each push needs its own id")
            }
            seen[push.id] = lineNumber
            pushes.append(push)
        }
        self.init(pushes: pushes)
    }

    private static func push(_ data: Data, line: Int) throws(ScenarioError) -> Push {
        let prefix = "line \(line)"
        do throws(JSONInputError) {
            var reader = try JSONObjectReader(JSONValue.parse(data), path: "")
            guard let at = try reader.time("at") else { throw reader.missing("at") }
            let type = try reader.requiredString("type")
            guard !type.isEmpty else { throw reader.error("type", "must not be empty") }
            let id = try reader.requiredString("id")
            guard !id.isEmpty else { throw reader.error("id", "must not be empty") }
            let priority = try reader.integer("priority")
            let expiration = try reader.time("expiration")
            try reader.rejectUnknownFields(allowed: "at, type, id, priority, expiration")
            return Push(at: .zero + TimeSpan(at), type: type, id: id, priority: priority, expiration: expiration, line: line)
        } catch {
            throw ScenarioError(path: error.path.isEmpty ? prefix : "\(prefix): \(error.path)", message: error.message)
        }
    }
}
