import PopupKit

/// Thrown by `VirtualTimeline.expect(_:)` when the next unasserted
/// events are not the expected ones. Its description is a line diff, so a failing
/// test shows what happened instead of what was expected, line by line:
///
/// ```
/// The events from event 3 on differ from the expected ones (- expected, + happened):
///     1.0 t1 dismissed timeout
/// -   1.2 t2 shown
/// +   1.5 t2 shown
/// (2 more events not asserted yet)
/// ```
public struct EventMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index in ``VirtualTimeline/log`` of the first unasserted event.
    public var position: Int
    /// The lines the test expected.
    public var expected: [String]
    /// Every unasserted event, as a line.
    public var unasserted: [String]

    public init(position: Int, expected: [String], unasserted: [String]) {
        self.position = position
        self.expected = expected
        self.unasserted = unasserted
    }

    /// One line of the diff.
    enum Change: Equatable {
        case same(String)
        case missing(String)
        case extra(String)

        /// A line of what happened (not only expected).
        var happened: Bool {
            if case .missing = self { return false }
            return true
        }
    }

    /// The shortest edit from `expected` to `unasserted` (a longest common
    /// subsequence), without the unasserted events beyond both the last matched line
    /// and the number of expected lines: those may be asserted later. The second
    /// value is how many were left out.
    /// - Complexity: O(e × u) for e expected and u unasserted lines.
    var diff: (changes: [Change], laterEvents: Int) {
        let (a, b) = (expected, unasserted)
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var changes: [Change] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                changes.append(.same(a[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                // On a tie the expected line goes first: events that happened instead
                // come after it, next to the later ones.
                changes.append(.missing(a[i]))
                i += 1
            } else {
                changes.append(.extra(b[j]))
                j += 1
            }
        }
        // Keep the happened lines up to the last one matched, and at least as many as
        // were expected (they stand where the expected ones should have been).
        let lastMatched = changes.lastIndex { if case .same = $0 { true } else { false } }
        let happenedThroughLastMatch = lastMatched.map { changes[...$0].filter(\.happened).count } ?? 0
        var kept = b.count
        var later = 0
        while case .extra = changes.last, kept > max(a.count, happenedThroughLastMatch) {
            changes.removeLast()
            kept -= 1
            later += 1
        }
        return (changes, later)
    }

    public var description: String {
        let (changes, later) = diff
        var text = ["The events from event \(position) on differ from the expected ones (- expected, + happened):"]
        for change in changes {
            switch change {
            case .same(let line): text.append("    \(line)")
            case .missing(let line): text.append("-   \(line)")
            case .extra(let line): text.append("+   \(line)")
            }
        }
        if unasserted.isEmpty { text.append("(no events left to assert)") }
        if later > 0 { text.append("(\(later) more event(s) not asserted yet)") }
        return text.joined(separator: "\n")
    }
}
