import PopupKitCore
import PopupKitTesting
import Testing

/// Priorities are plain `Int`s: every value, `Int.min` and `Int.max` included,
/// orders the queues without trapping.
@Suite("Engine: extreme priorities")
struct PriorityExtremesTests {
    /// The order in which popups of these priorities show, one after the other.
    static func showOrder(_ strategy: QueueStrategy, _ priorities: [(NoticeID, Int)]) -> [String] {
        var configuration = EngineConfiguration()
        configuration[.popup].strategy = strategy
        var timeline = VirtualTimeline(configuration: configuration)
        timeline.at(0) { engine, now in
            engine.send(.suspend(.popup), now: now)
            for (id, priority) in priorities {
                engine.send(.submit(Notice(id: id, .popup(Popup(title: id.rawValue, priority: priority)), duration: .seconds(1))), now: now)
            }
            engine.send(.resume(.popup), now: now)
        }
        let wentIdle = timeline.runUntilIdle()
        #expect(wentIdle)
        return timeline.log.filter { $0.kind == .shown }.map(\.id.rawValue)
    }

    /// The log without `received` and `queued` lines.
    static func milestones(_ timeline: VirtualTimeline) -> [String] {
        timeline.log.filter { $0.kind != .received && $0.kind != .queued }.map(EventLine.compact)
    }

    static let extremes: [(NoticeID, Int)] = [("min", .min), ("zero", 0), ("max", .max), ("min2", .min), ("max2", .max),
                                            ("minus1", -1)]

    @Test("Int.min and Int.max order popups under every strategy", arguments: [
        (QueueStrategy.priority, ["max", "max2", "zero", "minus1", "min", "min2"]),
        (.priorityLIFO, ["max2", "max", "zero", "minus1", "min2", "min"]),
        (.fifo, ["min", "zero", "max", "min2", "max2", "minus1"]),
        (.lifo, ["minus1", "max2", "min2", "max", "zero", "min"]),
    ])
    func popupOrder(_ strategy: QueueStrategy, _ expected: [String]) {
        #expect(Self.showOrder(strategy, Self.extremes) == expected)
    }

    @Test("A popup of priority Int.max switches out a visible Int.min one; Int.min never does")
    func switchAtTheExtremes() {
        var configuration = EngineConfiguration()
        configuration[.popup].strategy = .priority
        var timeline = VirtualTimeline(configuration: configuration)
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "low", .popup(Popup(title: "low", priority: .min, switchBehavior: .latent)))), now: now)
            engine.send(.submit(Notice(id: "lower", .popup(Popup(title: "lower", priority: .min)))), now: now)
        }
        timeline.at(1) { engine, now in
            engine.send(.submit(Notice(id: "high", .popup(Popup(title: "high", priority: .max, switchBehavior: .discard)))), now: now)
        }
        timeline.at(2) { engine, now in
            engine.send(.submit(Notice(id: "high2", .popup(Popup(title: "high2", priority: .max)))), now: now)
        }
        #expect(Self.milestones(timeline) == [
            "0.0 low shown", "1.0 low requeued", "1.2 high shown",
        ])
        #expect(timeline.engine.invariantViolations().isEmpty)
    }

    @Test("Banner rules of priority Int.min and Int.max preempt as any others")
    func bannerPriorities() {
        let rules = RuleBook([FrequencyRule(type: "low", priority: .min), FrequencyRule(type: "high", priority: .max)])
        var timeline = VirtualTimeline(rules: rules)
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "low", .banner(Banner(type: "low", title: "low")))), now: now)
            engine.send(.submit(Notice(id: "high", .banner(Banner(type: "high", title: "high")))), now: now)
        }
        timeline.at(1) { engine, now in
            engine.send(.submit(Notice(id: "high2", .banner(Banner(type: "high", title: "high2")))), now: now)
            engine.send(.submit(Notice(id: "low2", .banner(Banner(type: "low", title: "low2")))), now: now)
        }
        let wentIdle2 = timeline.runUntilIdle()
        #expect(wentIdle2)
        #expect(Self.milestones(timeline) == [
            "0.0 low shown", "0.0 low dismissed preempted", "0.2 high shown", "1.0 high dismissed preempted",
            "1.2 high2 shown", "6.2 high2 dismissed timeout", "6.4 low2 shown", "11.4 low2 dismissed timeout",
        ])
    }
}
