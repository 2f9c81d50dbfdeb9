import PopupKit
@_spi(Tools) import PopupKitCore

/// What a test left behind when it ended with ``VirtualTimeline/finish(allowing:)``:
/// events it never asserted, notices still live and a pending deadline.
///
/// Thrown, like swift-nio's `EmbeddedChannel.finish()` reports `.leftOvers`, so an
/// end that nobody checked cannot pass silently: a toast that never timed out, a
/// popup still waiting for its condition, a timer still set. A test that means to
/// leave something says so with ``Kinds`` and gets the allowed leftovers back.
public struct Leftovers: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of leftover a test may allow.
    public struct Kinds: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Events no `expect` consumed.
        public static let events = Kinds(rawValue: 1 << 0)
        /// Notices that have not ended (shown or waiting).
        public static let liveNotices = Kinds(rawValue: 1 << 1)
        /// A deadline the engine still has (a timeout, expiry, grace time or fade).
        public static let pendingDeadlines = Kinds(rawValue: 1 << 2)
        /// Every kind: the check is off.
        public static let all: Kinds = [.events, .liveNotices, .pendingDeadlines]
    }

    /// A notice that has not ended.
    public struct LiveNotice: Hashable, Sendable, CustomStringConvertible {
        public var id: NoticeID
        public var lane: Lane
        /// On screen; `false` while it waits in its lane's queue.
        public var isVisible: Bool

        public init(id: NoticeID, lane: Lane, isVisible: Bool) {
            self.id = id
            self.lane = lane
            self.isVisible = isVisible
        }

        /// `"t1 (toast, visible)"`.
        public var description: String { "\(id) (\(lane.rawValue), \(isVisible ? "visible" : "waiting"))" }
    }

    /// Events never asserted, in order.
    public var events: [NoticeEvent]
    /// Notices that have not ended, in the order they arrived.
    public var liveNotices: [LiveNotice]
    /// The engine's next deadline, if it has one (``NoticeEngine/nextDeadline``).
    public var nextDeadline: Instant?

    public init(events: [NoticeEvent] = [], liveNotices: [LiveNotice] = [], nextDeadline: Instant? = nil) {
        self.events = events
        self.liveNotices = liveNotices
        self.nextDeadline = nextDeadline
    }

    /// Nothing was left.
    public var isEmpty: Bool { events.isEmpty && liveNotices.isEmpty && nextDeadline == nil }

    /// The kinds present.
    public var kinds: Kinds {
        var kinds: Kinds = []
        if !events.isEmpty { kinds.insert(.events) }
        if !liveNotices.isEmpty { kinds.insert(.liveNotices) }
        if nextDeadline != nil { kinds.insert(.pendingDeadlines) }
        return kinds
    }

    /// These leftovers without the kinds in `allowed`.
    func excluding(_ allowed: Kinds) -> Leftovers {
        Leftovers(events: allowed.contains(.events) ? [] : events,
                  liveNotices: allowed.contains(.liveNotices) ? [] : liveNotices,
                  nextDeadline: allowed.contains(.pendingDeadlines) ? nil : nextDeadline)
    }

    /// Every leftover on its own line, then how to resolve them.
    public var description: String {
        guard !isEmpty else { return "no leftovers" }
        var text = ["The test ended with leftovers:"]
        if !events.isEmpty {
            text.append("  \(events.count) unasserted event(s):")
            text += events.map { "    \(EventLine.compact($0))" }
        }
        if !liveNotices.isEmpty {
            text.append("  \(liveNotices.count) live notice(s): " + liveNotices.map(\.description).joined(separator: ", "))
        }
        if let nextDeadline {
            text.append("  a pending deadline at \(Format.seconds(nextDeadline)) s")
        }
        text.append("Assert the events with expect(_:), run the timeline until the notices end, "
            + "or allow them: finish(allowing: \(kinds.names)).")
        return text.joined(separator: "\n")
    }
}

extension Leftovers.Kinds {
    /// `"[.events, .liveNotices]"`, as a caller writes it.
    var names: String {
        let all: [(Leftovers.Kinds, String)] = [(.events, ".events"), (.liveNotices, ".liveNotices"),
                                                (.pendingDeadlines, ".pendingDeadlines")]
        return "[" + all.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
