import PopupKitJSON
@_spi(Tools) import PopupKitCore

/// One field of a lane's `config` entry in the scenario format: its name, the
/// lanes that accept it, and how it is read into a ``LaneConfiguration``.
///
/// The table below is the one list of the fields: the reader reads what it says,
/// rejects every other name, and the format's documentation is checked against
/// it, so a new field is one entry.
struct LaneField: Sendable {
    typealias Read = @Sendable (inout JSONObjectReader, inout LaneConfiguration) throws(ScenarioError) -> Void

    let name: String
    /// The lanes that accept it; `nil` for every lane.
    let lanes: Set<Lane>?
    let read: Read

    init(_ name: String, lanes: Set<Lane>? = nil, read: @escaping Read) {
        self.name = name
        self.lanes = lanes
        self.read = read
    }

    /// A field read elsewhere with the lane's entry (its style's parts): accepted
    /// here, read by the style reader.
    init(readWithStyle name: String, lanes: Set<Lane>? = nil) {
        self.init(name, lanes: lanes) { _, _ throws(ScenarioError) in }
    }

    /// Whether `lane`'s entry accepts it.
    func accepted(by lane: Lane) -> Bool { lanes?.contains(lane) ?? true }
}

extension LaneField {
    /// Every lane field, lane-specific ones first, in the order they are read
    /// (and listed when a name is unknown).
    static let all: [LaneField] = own + common

    /// The fields only some lanes accept.
    static let own: [LaneField] = [
        LaneField("queue", lanes: [.toast]) { reader, config throws(ScenarioError) in
            config.queue = try reader.bool("queue") ?? config.queue
        },
        LaneField("maxVisible", lanes: [.toast, .banner]) { reader, config throws(ScenarioError) in
            config.maxVisible = try reader.integer("maxVisible", minimum: 1) ?? config.maxVisible
        },
        LaneField("graceTime", lanes: [.hud]) { reader, config throws(ScenarioError) in
            config.graceTime = try reader.time("graceTime") ?? .zero
        },
        LaneField("minimumShowTime", lanes: [.toast, .hud]) { reader, config throws(ScenarioError) in
            config.minimumShowTime = try reader.time("minimumShowTime") ?? config.minimumShowTime
        },
        LaneField("overflow", lanes: [.toast]) { reader, config throws(ScenarioError) in
            let policies = Dictionary(uniqueKeysWithValues: OverflowPolicy.allCases.map { ($0.rawValue, $0) })
            config.overflow = try reader.choice("overflow", policies) ?? config.overflow
        },
        LaneField(readWithStyle: "mask", lanes: [.hud]),
        LaneField("minGap", lanes: [.banner]) { reader, config throws(ScenarioError) in
            config.minGap = try reader.time("minGap") ?? .zero
        },
        LaneField("rejectUnknownTypes", lanes: [.banner]) { reader, config throws(ScenarioError) in
            config.rejectUnknownTypes = try reader.bool("rejectUnknownTypes") ?? false
        },
        LaneField("strategy", lanes: [.popup]) { reader, config throws(ScenarioError) in
            config.strategy = try reader.choice("strategy", strategies) ?? .fifo
        },
        LaneField("schedulers", lanes: [.popup]) { reader, config throws(ScenarioError) in
            guard var schedulers = try reader.object("schedulers") else { return }
            for name in schedulers.keys {
                config.schedulerStrategies[name] = try schedulers.choice(name, strategies)
            }
            try schedulers.rejectUnknownFields(allowed: "scheduler names")
        },
    ]

    /// The fields every lane accepts.
    static let common: [LaneField] = [
        LaneField("fadeDuration") { reader, config throws(ScenarioError) in
            if reader.has("fadeDuration") && reader.has("transition") {
                throw reader.error("transition", "give either fadeDuration or transition, not both")
            }
            if let fade = try reader.transition("fadeDuration", base: config.transition) { config.transition = fade }
        },
        LaneField("transition") { reader, config throws(ScenarioError) in
            if let transition = try reader.transition("transition", base: config.transition) { config.transition = transition }
        },
        LaneField("blockedBy") { reader, config throws(ScenarioError) in
            if let blockers = reader.value("blockedBy") {
                config.blockedBy = try ScenarioParser.laneList(blockers, path: reader.fieldPath("blockedBy"))
            }
        },
        LaneField("tapToDismiss") { reader, config throws(ScenarioError) in
            config.tapToDismiss = try reader.bool("tapToDismiss") ?? config.tapToDismiss
        },
        LaneField("duration") { reader, config throws(ScenarioError) in
            config.defaultDuration = try reader.duration("duration") ?? config.defaultDuration
        },
        LaneField("minimumDismissTime") { reader, config throws(ScenarioError) in
            config.minimumDismissTime = try reader.time("minimumDismissTime") ?? config.minimumDismissTime
        },
        // After minimumDismissTime, which it is checked against.
        LaneField("maximumDismissTime") { reader, config throws(ScenarioError) in
            guard let maximum = try reader.time("maximumDismissTime") else { return }
            guard maximum >= config.minimumDismissTime else {
                throw reader.error("maximumDismissTime",
                                   "must be ≥ minimumDismissTime (\(config.minimumDismissTime.inSeconds)), got \(maximum.inSeconds)")
            }
            config.maximumDismissTime = maximum
        },
        LaneField("pauseOnTouch") { reader, config throws(ScenarioError) in
            config.pausesOnTouch = try reader.bool("pauseOnTouch") ?? config.pausesOnTouch
        },
        LaneField("pauseInBackground") { reader, config throws(ScenarioError) in
            config.pausesInBackground = try reader.bool("pauseInBackground") ?? config.pausesInBackground
        },
        LaneField(readWithStyle: "style"),
        LaneField(readWithStyle: "swipe"),
        LaneField("haptics") { reader, config throws(ScenarioError) in
            config.haptics = try reader.bool("haptics") ?? config.haptics
        },
    ]

    /// The popup lane's strategy names.
    private static let strategies = Dictionary(uniqueKeysWithValues: QueueStrategy.allCases.map { ($0.rawValue, $0) })
}
