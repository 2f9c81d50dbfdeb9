import PopupKit

/// Every notice's lifecycle, followed event by event: `received`, then `queued` or
/// an immediate `discarded`, then exactly one terminal event with a reason, and
/// nothing after it but a new `received` of the same id. Screen instants
/// (`appeared`, `left`) are left out: they follow the decisions on their own clock.
///
/// The fuzz targets feed it every event as it is reported, so a broken lifecycle
/// is caught at the step that broke it, not only at the end.
public struct LifecycleLedger: Sendable {
    private struct Key: Hashable, Sendable {
        let id: NoticeID
        let lane: Lane
    }

    /// Events seen per live notice since its `received`.
    private var live: [Key: Int] = [:]
    /// How many notices were received.
    public private(set) var received = 0
    /// How many notices ended (a terminal event each).
    public private(set) var ended = 0

    /// A ledger that has seen nothing.
    public init() {}

    /// Records `events` in order; returns what broke the lifecycle, if anything.
    public mutating func record(_ events: [NoticeEvent]) -> [String] {
        var problems: [String] = []
        for event in events where !event.kind.isScreenInstant {
            let key = Key(id: event.id, lane: event.lane)
            let place = "\(event.time.seconds)s \(event.id) (\(event.lane.rawValue)) \(event.kind.name)"
            if event.kind == .received {
                if live[key] != nil { problems.append("\(place): received while still live") }
                live[key] = 0
                received += 1
                continue
            }
            guard let seen = live[key] else {
                problems.append("\(place): no live notice has this id (an event after its end?)")
                continue
            }
            if seen == 0 {
                switch event.kind {
                case .queued, .discarded: break
                default: problems.append("\(place): the first event after received must be queued or discarded")
                }
            }
            if event.isTerminal {
                if event.kind.reason == nil { problems.append("\(place): ended without a reason") }
                live[key] = nil
                ended += 1
            } else {
                live[key] = seen + 1
            }
        }
        return problems
    }

    /// The notices received that have not ended, as `id (lane)`, sorted.
    public var unended: [String] {
        live.keys.map { "\($0.id) (\($0.lane.rawValue))" }.sorted()
    }
}
