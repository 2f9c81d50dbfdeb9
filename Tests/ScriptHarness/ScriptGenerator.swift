import PopupKitTesting

/// Switches that keep reported engine discrepancies out of the random scripts until
/// the engine is fixed. Each is `false` once its bug is fixed (then delete it).
enum GeneratorSwitches {
    /// Discrepancy 1: with `rejectUnknownTypes` and no rule named `"default"`, the
    /// engine accepts banners of type `"default"` (the document: `unknownType`).
    /// While `true`, such scripts submit no banner of type `"default"`.
    static let avoidDefaultTypeBannersWhenRejectingUnknownTypes = false
    /// Discrepancy 4: a rule with `maxCount: 0` makes the engine show a banner the
    /// document never finds eligible, then trap on the next one. While `true`, rules
    /// get `maxCount` ≥ 1 only.
    static let avoidZeroMaxCountRules = false
}

/// Random scripts from a seed: a random configuration and banner rules, then 10–80
/// inputs over small id pools, so that updates in place, duplicates, ended and unknown
/// ids happen often. Times, durations, expiries and delays lie on a grid of 0.1, 0.5
/// or 1 s per script, and a few values (a palette) recur, so that deadlines tie. Half
/// the scripts reweight the kinds of input at random (swarm testing).
public struct ScriptGenerator {
    private var random: SeededRandom
    private let seed: UInt64
    private var bannerTypes: [String] = []
    /// Whether banners of type `"default"` may be submitted (see ``GeneratorSwitches``).
    private var defaultTypeAllowed = true
    private var time: Int64 = 0
    /// The script's grid in tenths of a second (1, 5 or 10): a coarse grid makes
    /// deadlines tie more often.
    private var unit = 1
    /// A few seconds values the script reuses for durations, expiries and delays, so
    /// that deadlines tie and updates set the same value again.
    private var palette: [Double] = []
    /// How many ids of each lane's pool the script uses: a small pool means many
    /// updates in place.
    private var poolLimit = 100
    /// The last `expiresAfter` submitted per id.
    private var lastExpiresAfter: [NoticeID: Duration?] = [:]
    /// The weight of each kind of input in this script.
    private var weights: [(Int, Int)] = []
    /// Ids used so far (targets of dismiss, tap and touches are mostly these).
    private var usedIDs: [NoticeID] = []

    public init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed)
    }

    // MARK: Random helpers

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[int(0...(values.count - 1))]
    }

    /// `k × 0.1` seconds for k in `range`, rounded up to the script's grid unit.
    private mutating func grid(_ range: ClosedRange<Int>) -> Double {
        Double(tenths(range)) / 10
    }

    /// A number of tenths of a second in `range`, rounded up to a multiple of the unit.
    private mutating func tenths(_ range: ClosedRange<Int>) -> Int {
        let value = int(range)
        return (value + unit - 1) / unit * unit
    }

    private mutating func span(_ seconds: [Double]) -> Duration {
        .seconds(pick(seconds))
    }

    // MARK: Script

    public mutating func script() -> Script {
        unit = pick([1, 1, 5, 10])
        palette = [grid(1...20), grid(1...20), grid(5...40)]
        weights = makeWeights()
        poolLimit = pick([1, 2, 100, 100])
        let configuration = makeConfiguration()
        let rules = makeRules()
        defaultTypeAllowed = !(GeneratorSwitches.avoidDefaultTypeBannersWhenRejectingUnknownTypes
            && configuration[.banner].rejectUnknownTypes && rules.rules[FrequencyRule.defaultType] == nil)
        var steps: [ScriptStep] = []
        for _ in 0..<int(10...80) {
            advanceTime()
            // Rarely a `now` earlier than the engine's time (taken as the engine's time).
            let stepTime = time > 0 && chance(0.02) ? max(0, time - Int64(tenths(1...20)) * 100_000) : time
            let action = action(configuration)
            switch action {
            case .submit(let notice): if let id = notice.id { usedIDs.append(id) }
            case .hud(let request): usedIDs.append(request.id)
            default: break
            }
            steps.append(ScriptStep(time: stepTime, action: action))
        }
        return Script(seed: seed, configuration: configuration, rules: rules, steps: steps)
    }

    private mutating func advanceTime() {
        switch int(0...19) {
        case 0...7: break
        case 8...15: time += Int64(tenths(1...10)) * 100_000
        case 16...18: time += Int64(tenths(10...50)) * 100_000
        default: time += Int64(tenths(50...200)) * 100_000
        }
    }

    private mutating func makeConfiguration() -> EngineConfiguration {
        var configuration = EngineConfiguration()
        for lane in Lane.allCases {
            configuration[lane].transition = NoticeTransition(appear: span([0, 0.1, 0.3]),
                                                        disappear: span([0, 0, 0.1, 0.2, 0.2, 0.5]))
            let minimum = pick([0.5, 1.0, 5.0])
            configuration[lane].minimumDismissTime = .seconds(minimum)
            configuration[lane].maximumDismissTime = chance(0.3) ? .seconds(minimum + pick([0, 0.5, 2])) : nil
            configuration[lane].pausesOnTouch = chance(0.8)
            configuration[lane].pausesInBackground = chance(0.8)
        }
        if chance(0.3) {
            for _ in 0..<int(1...2) {
                let lane = pick(Lane.allCases)
                let blocker = pick(Lane.allCases.filter { $0 != lane })
                configuration[lane].blockedBy.insert(blocker)
            }
        }
        configuration[.toast].queue = chance(0.5)
        configuration[.toast].maxVisible = int(1...3)
        configuration[.toast].minimumShowTime = span([0, 0.5, 1, 1])
        configuration[.toast].overflow = chance(0.25) ? .wait : .evictOldest
        configuration[.hud].graceTime = span([0, 0, 0.2, 0.5, 1])
        configuration[.hud].minimumShowTime = span([0, 0, 0.3, 1])
        configuration[.banner].maxVisible = pick([1, 1, 2])
        configuration[.banner].minGap = span([0, 0, 0.3, 1])
        configuration[.banner].rejectUnknownTypes = chance(0.3)
        configuration[.popup].strategy = pick(QueueStrategy.allCases + [.priority, .priorityLIFO])
        if chance(0.5) { configuration[.popup].schedulerStrategies["ads"] = pick(QueueStrategy.allCases) }
        if chance(0.15) {
            configuration.accessibility.voiceOver = true
            // Factors the engine must count as 1 too (only possible through the API).
            configuration.accessibility.voiceOverDurationFactor = pick([2, 1.5, 3, 1, 0.5, 0, .nan, .infinity])
        }
        return configuration
    }

    private mutating func makeRules() -> RuleBook {
        bannerTypes = Array(["news", "promo", "alert"].prefix(int(2...3)))
        var rules: [FrequencyRule] = []
        var ruled = bannerTypes.filter { _ in chance(0.85) }
        if chance(0.3) { ruled.append(FrequencyRule.defaultType) }
        for type in ruled {
            let counts = GeneratorSwitches.avoidZeroMaxCountRules ? [1, 1, 2, 3] : [0, 1, 1, 2, 3]
            let maxCount: Int? = chance(0.6) ? pick(counts) : nil
            rules.append(FrequencyRule(
                type: type, priority: int(0...2), minInterval: span([0, 0, 0.5, 2]),
                expiration: chance(0.3) ? span([1, 3, 8]) : nil, maxCount: maxCount, window: span([1, 3, 5, 10, 20]),
                onLimit: chance(0.5) ? .discard : .wait))
        }
        return RuleBook(rules)
    }

    // MARK: Inputs

    private static let texts = ["Hello", "Hi there!!", "Fifteen chars!!", "Twenty characters!!!"]
    private static let targets: [NoticeID] = ["t1", "t2", "t3", "toast#1", "toast#2", "b1", "b2", "banner#1", "p1",
                                            "p2", "p3", "popup#1", "u1", "bubble#1", "hud", "h2", "x", "nope"]

    /// The base weight of each kind of input (see ``action(_:)``).
    private static let baseWeights = [14, 14, 12, 5, 16, 8, 5, 3, 3, 5, 2, 3, 2, 2, 3, 2, 2, 2, 2, 4]

    /// Swarm testing: half the scripts keep the base weights; the others drop some kinds
    /// of input and boost others, so that rare interleavings come up more often.
    private mutating func makeWeights() -> [(Int, Int)] {
        let swarm = chance(0.5)
        var weights: [(Int, Int)] = []
        for (kind, base) in Self.baseWeights.enumerated() {
            let factor = swarm ? pick([0, 1, 1, 3]) : 1
            weights.append((kind, base * factor))
        }
        if weights.allSatisfy({ $0.1 == 0 }) { weights[0].1 = 1 }
        return weights
    }

    private mutating func action(_ configuration: EngineConfiguration) -> ScriptAction {
        var roll = int(0...(weights.map(\.1).reduce(0, +) - 1))
        var kind = 0
        for (candidate, weight) in weights {
            if roll < weight {
                kind = candidate
                break
            }
            roll -= weight
        }
        switch kind {
        case 0: return .submit(toast())
        case 1: return .submit(banner())
        case 2: return .submit(popup())
        case 3: return .submit(bubble())
        case 4: return hud()
        case 5: return .dismiss(target())
        case 6: return .tap(target())
        case 7: return .touchDown(target())
        case 8: return .touchUp(target())
        case 9: return .setCondition(pick(["a", "b"]), chance(0.6))
        case 10: return .suspend(pick(Lane.allCases))
        case 11: return .resume(pick(Lane.allCases))
        case 12: return .hideAll(pick(Lane.allCases), clearQueue: chance(0.7), includeActivity: chance(0.5))
        case 13: return .background
        case 14: return .foreground
        case 15: return .endScope(pick(["s1", "s2"]))
        case 16: return .swipe(target())
        case 17: return .bubbleTargetGone(target())
        case 18:
            let x = chance(0.05) ? Double.nan : Double(int(-50...450))
            return .moveBubble(target(), to: Rect(x: x, y: Double(int(0...900)), width: 44, height: 44))
        default: return nil
        }
    }

    /// Mostly an id used recently (live or ended), else any id, unknown ones included.
    private mutating func target() -> NoticeID {
        if !usedIDs.isEmpty && chance(0.75) {
            return usedIDs[max(0, usedIDs.count - int(1...6))]
        }
        return pick(Self.targets)
    }

    /// Mostly a short text (5–20 characters); rarely none, empty, or longer than the
    /// 10,000 characters the engine keeps.
    private mutating func text() -> String? {
        if chance(0.05) { return pick([nil, ""]) }
        if chance(0.01) { return String(repeating: "long ", count: 2_001 + int(0...3)) }
        return pick(Self.texts)
    }

    private mutating func duration() -> DisplayDuration? {
        switch int(0...19) {
        case 0...7: nil
        case 8...10: .fixed(.seconds(grid(1...40)))
        case 11...13: .fixed(.seconds(pick(palette)))
        case 14: .fixed(.zero)
        case 15...16: .forever
        case 17...18: .automatic
        default: .fixed(.seconds(chance(0.5) ? pick([-1, -1, -0.5, -0.000_001]) : grid(1...5)))
        }
    }

    private mutating func expiresAfter() -> Duration? {
        switch int(0...19) {
        case 0...11: nil
        case 12: .zero
        case 13...14: .seconds(grid(1...30))
        case 15...17: .seconds(pick(palette))
        default: .seconds(chance(0.2) ? pick([-1, -1, -0.5, -0.000_001]) : grid(1...10))
        }
    }

    private mutating func tap() -> Bool? {
        pick([nil, nil, true, false])
    }

    private mutating func scope() -> String? {
        pick([nil, nil, "s1", "s2"])
    }

    private mutating func notice(_ ids: [NoticeID?], _ content: Notice.Content) -> Notice {
        let id = pick(Array(ids.prefix(poolLimit)))
        var expiresAfter = expiresAfter()
        if let id {
            // Half the time an id submitted again keeps its expiry (an update in place
            // that re-arms the same instant).
            if let previous = lastExpiresAfter[id], chance(0.5) { expiresAfter = previous }
            lastExpiresAfter[id] = expiresAfter
        }
        // Now and then a notice brings its own transition.
        let transition = chance(0.1) ? NoticeTransition.fade(span([0, 0.1, 0.3])) : nil
        return Notice(id: id, content, scope: scope(), expiresAfter: expiresAfter, duration: duration(),
                      tapToDismiss: tap(), transition: transition)
    }

    private mutating func toast() -> Notice {
        let ids: [NoticeID?] = ["t1", "t2", "t3", nil, nil, "toast#1", "toast#2", "x", chance(0.05) ? "" : "t1"]
        if chance(0.15) {
            return notice(ids, .toast(.activity()))
        }
        let content = Toast(message: text(), title: chance(0.3) ? text() : nil,
                            image: chance(0.2) ? "star" : nil, position: position())
        return notice(ids, .toast(content))
    }

    private mutating func banner() -> Notice {
        let ids: [NoticeID?] = ["b1", "b2", "b3", nil, "banner#1", "x"]
        var types = bannerTypes + ["other"]
        if defaultTypeAllowed { types.append(FrequencyRule.defaultType) }
        let content = Banner(type: pick(types), title: text(), subtitle: chance(0.4) ? text() : nil)
        return notice(ids, .banner(content))
    }

    private mutating func popup() -> Notice {
        let ids: [NoticeID?] = ["p1", "p2", "p3", nil, "popup#1", "x"]
        let content = Popup(title: chance(0.8) ? pick(Self.texts) : nil, message: nil, priority: int(0...3),
                            condition: pick([nil, nil, "a", "b"]), untriggered: chance(0.5) ? .await : .discard,
                            switchBehavior: pick([.await, .latent, .discard]),
                            scheduler: chance(0.25) ? "ads" : nil)
        return notice(ids, .popup(content))
    }

    private mutating func bubble() -> Notice {
        let ids: [NoticeID?] = ["u1", "u2", nil, "bubble#1", "x"]
        var bubble = Bubble(text: chance(0.05) ? "" : text() ?? "Hello", edge: pick(BubbleEdge.allCases))
        if chance(0.2) {
            let bad = chance(0.2) ? Double.nan : 10
            bubble.target = Rect(x: 1, y: bad, width: 20, height: 20)
        }
        if chance(0.1) { bubble.maxWidth = pick([200, 0, -5, .infinity]) }
        return notice(ids, .bubble(bubble))
    }

    private mutating func position() -> ToastPosition {
        if chance(0.1) { return .point(x: 10, y: chance(0.2) ? .infinity : 20) }
        return pick([.top, .center, .bottom])
    }

    private mutating func hud() -> ScriptAction {
        let status: String? = chance(0.3) ? nil : text()
        let command: HUDCommand
        switch int(0...15) {
        case 0...3: command = .show(status: status)
        case 4...5: command = .progress(pick([-0.5, -1, 0, 0.3, 1, 1.5, chance(0.2) ? .nan : 0.5]), status: status)
        case 6: command = .success(status: status)
        case 7: command = .error(status: status)
        case 8: command = .info(status: status)
        case 9: command = .image("glyph", status: status)
        case 10...12: command = .popActivity
        default: command = .dismiss(delay: .seconds(chance(0.4) ? 0 : chance(0.5) ? pick(palette) : grid(1...20)))
        }
        let id: NoticeID = pick(["hud", "hud", "hud", "h2", "x"])
        let duration: DisplayDuration? = chance(0.8) ? nil : self.duration()
        let expiresAfter: Duration? = chance(0.8) ? nil : self.expiresAfter()
        return .hud(command, id: id, scope: scope(), expiresAfter: expiresAfter, duration: duration)
    }
}
