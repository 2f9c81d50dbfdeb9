import PopupKitCore
import PopupKitPresentation

/// A log of banner pushes replayed against a rule book in virtual time: what a
/// product person tuning the book wants to know per type — how many arrived,
/// showed, were rate-limited, expired or preempted, and the longest wait.
///
/// The pushes become banner notices of a ``Scenario`` (title: the push's id) that
/// ``ScenarioRunner`` plays as `simulate` does, so the replay decides exactly what
/// an app with this book would: the same engine, the same banner history (a saved
/// one continues it, as `--state` does for `simulate`).
public struct PushReplay {
    /// One type's counts. A push arrives when the replay reaches its time; every
    /// push that arrived either showed, or was refused
    /// (`rateLimited`, `expired`, `otherwiseRefused`), or still waits when the
    /// replay stops, so those add up to `arrived`; `preempted` counts shown banners
    /// cut short by a more important one.
    public struct TypeSummary: Hashable, Sendable {
        public var type: String
        public var arrived = 0
        public var showed = 0
        public var rateLimited = 0
        public var expired = 0
        public var preempted = 0
        /// Never shown for another reason (an unknown type, a duplicate id…).
        public var otherwiseRefused = 0
        /// Never shown and still waiting when the replay stopped (a replay with
        /// `until` stops before the queues run dry).
        public var stillWaiting = 0
        /// The longest time from arrival to showing, among those shown.
        public var longestWait: Duration = .zero
        /// Pushes whose `priority` differs from the book's for this type.
        public var priorityDisagreements = 0

        public init(type: String) {
            self.type = type
        }
    }

    /// What a replay found.
    public struct Report {
        /// Per type, by type name.
        public var types: [TypeSummary]
        /// The start of the whole hour (from the log's start) with the most arrivals.
        public var busiestHour: Instant?
        /// The run itself, for a timeline.
        public var result: ScenarioRunner.Result
        /// The scenario the pushes became.
        public var scenario: Scenario
    }

    public var log: PushLog
    public var rules: RuleBook
    public var container: Container

    public init(log: PushLog, rules: RuleBook, container: Container = Container()) {
        self.log = log
        self.rules = rules
        self.container = container
    }

    /// The scenario the pushes make: one banner per push, the book as its rules.
    public var scenario: Scenario {
        var scenario = Scenario(container: container, rules: rules)
        scenario.events.reserveCapacity(log.pushes.count)
        for (index, push) in log.pushes.enumerated() {
            let banner = Banner(type: push.type, title: push.id)
            let notice = Notice(id: NoticeID(push.id), .banner(banner), expiresAfter: push.expiration)
            scenario.events.append(ScenarioEvent(at: push.at, index: index, action: .engine(.submit(notice))))
        }
        return scenario
    }

    /// Replays every push until nothing more is due; `prepare` may change the
    /// scenario first (a saved banner history restored into it).
    public func run(until: Instant? = nil, prepare: (inout Scenario) -> Void = { _ in }) -> Report {
        var scenario = scenario
        prepare(&scenario)
        let result = ScenarioRunner(scenario).run(until: until)
        return Report(types: Self.summaries(of: result.events, log: log, rules: rules),
                      busiestHour: Self.busiestHour(log), result: result, scenario: scenario)
    }

    /// Counts each push's outcome by its type.
    static func summaries(of events: [NoticeEvent], log: PushLog, rules: RuleBook) -> [TypeSummary] {
        var byType: [String: TypeSummary] = [:]
        var pushByID: [NoticeID: PushLog.Push] = [:]
        var arrival: [NoticeID: Instant] = [:]
        var ended: Set<NoticeID> = []
        for push in log.pushes {
            pushByID[NoticeID(push.id)] = push
            if byType[push.type] == nil { byType[push.type] = TypeSummary(type: push.type) }
        }
        var shownAt: [NoticeID: Instant] = [:]
        for event in events {
            guard let push = pushByID[event.id] else { continue }
            let type = push.type
            switch event.kind {
            case .received:
                arrival[event.id] = event.time
                byType[type]?.arrived += 1
                if let priority = push.priority, let rule = rules.rule(for: type, rejectingUnknown: false),
                   priority != rule.priority {
                    byType[type]?.priorityDisagreements += 1
                }
            case .shown where shownAt[event.id] == nil:
                shownAt[event.id] = event.time
                byType[type]?.showed += 1
                let wait = (event.time - (arrival[event.id] ?? event.time)).duration
                if wait > byType[type]?.longestWait ?? .zero { byType[type]?.longestWait = wait }
            case .dismissed(.preempted):
                byType[type]?.preempted += 1
                ended.insert(event.id)
            case .discarded(.rateLimited):
                byType[type]?.rateLimited += 1
                ended.insert(event.id)
            case .expired:
                byType[type]?.expired += 1
                ended.insert(event.id)
            case .discarded:
                byType[type]?.otherwiseRefused += 1
                ended.insert(event.id)
            case .dismissed:
                ended.insert(event.id)
            default:
                break
            }
        }
        for id in arrival.keys where !ended.contains(id) && shownAt[id] == nil {
            if let type = pushByID[id]?.type { byType[type]?.stillWaiting += 1 }
        }
        return byType.values.sorted { $0.type < $1.type }
    }

    /// The whole hour with the most arrivals (the earliest of equals).
    static func busiestHour(_ log: PushLog) -> Instant? {
        var counts: [Int64: Int] = [:]
        for push in log.pushes { counts[push.at.microseconds / 3_600_000_000, default: 0] += 1 }
        guard let best = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }) else { return nil }
        return Instant(microseconds: best.key * 3_600_000_000)
    }
}
