import PopupKit

/// The engine set up the way each benchmark needs it.
public enum EngineWorkloads {
    /// Banner types and their rules: four priorities, no intervals.
    public static let bannerRules = RuleBook((0..<4).map { FrequencyRule(type: "type\($0)", priority: $0) })

    /// Submits `count` banners of the four types at time zero.
    public static func bannersSubmitted(_ count: Int) -> NoticeEngine {
        var engine = NoticeEngine(rules: bannerRules)
        for index in 0..<count {
            let banner = Banner(type: "type\(index & 3)", title: "Banner")
            engine.send(.submit(Notice(id: NoticeID(index), .banner(banner), duration: .seconds(1))), now: .zero)
        }
        return engine
    }

    /// An engine whose popup lane uses `strategy`.
    public static func popupEngine(_ strategy: QueueStrategy, fade: Duration = .milliseconds(200)) -> NoticeEngine {
        var configuration = EngineConfiguration()
        configuration[.popup].strategy = strategy
        configuration[.popup].transition = .fade(fade)
        return NoticeEngine(configuration: configuration)
    }

    /// Submits `count` popups with priorities 0…7 at time zero.
    public static func popupsSubmitted(_ count: Int, strategy: QueueStrategy) -> NoticeEngine {
        var engine = popupEngine(strategy)
        for index in 0..<count {
            engine.send(.submit(Notice(id: NoticeID(index), .popup(Popup(title: "Popup", priority: index & 7)), duration: .seconds(1))), now: .zero)
        }
        return engine
    }

    /// Fires every deadline until nothing is due; returns how many events there were.
    public static func drain(_ engine: inout NoticeEngine) -> Int {
        var events = 0
        while let deadline = engine.nextDeadline {
            engine.advance(to: deadline)
            events += engine.takeEvents().count
        }
        return events
    }

    /// A popup lane with one popup visible and `pending` waiting (priority strategy,
    /// no fade, so a dismissal shows the next one at once).
    public static func pendingPopups(_ pending: Int) -> NoticeEngine {
        var engine = popupEngine(.priority, fade: .zero)
        for index in 0...pending {
            engine.send(.submit(Notice(id: NoticeID(index), .popup(Popup(title: "Popup", priority: index & 7)))), now: .zero)
        }
        _ = engine.takeEvents()
        return engine
    }
}

extension NoticeID {
    /// A benchmark id from a number.
    public init(_ number: Int) {
        self.init("n\(number)")
    }
}
