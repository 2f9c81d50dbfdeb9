import PopupKitTesting
@_spi(Tools) import PopupKitCore

/// One step of a test script: an input of PopupKit's input vocabulary, or `nil`
/// when the step only moves time (`advance(to:)`).
public typealias ScriptAction = NoticeEngine.Input?

/// An input at an instant (microseconds).
public struct ScriptStep: Hashable, Sendable {
    public var time: Int64
    public var action: ScriptAction

    public init(time: Int64, action: ScriptAction) {
        self.time = time
        self.action = action
    }
}

/// A configuration, rules and inputs; both the engine and the model run it.
public struct Script: Sendable {
    public var seed: UInt64
    public var configuration: EngineConfiguration
    public var rules: RuleBook
    public var steps: [ScriptStep]

    public init(seed: UInt64, configuration: EngineConfiguration, rules: RuleBook, steps: [ScriptStep]) {
        self.seed = seed
        self.configuration = configuration
        self.rules = rules
        self.steps = steps
    }

    /// When the teardown (`hideAll` of every lane) happens, after draining.
    public var teardownTime: Int64 { (steps.last?.time ?? 0) + 3_600_000_000 }
}

// MARK: - Text forms (for failure reports)

public enum ScriptText {
    public static func seconds(_ micros: Int64) -> String {
        let whole = micros / 1_000_000
        let fraction = micros % 1_000_000
        if fraction == 0 { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    public static func duration(_ duration: DisplayDuration?) -> String {
        switch duration {
        case nil: "nil"
        case .forever?: "forever"
        case .automatic?: "automatic"
        case .fixed(let value)?: "\(value.inSeconds)"
        }
    }

    public static func text(_ text: String?) -> String {
        guard let text else { return "nil" }
        if text.count > 40 { return "\"\(text.prefix(10))…\"(\(text.count) characters)" }
        return "\"\(text)\""
    }

    public static func notice(_ notice: Notice) -> String {
        var parts: [String] = []
        switch notice.content {
        case .toast(let toast):
            parts.append(toast.isActivity ? "toast(activity)" : "toast")
            parts.append("msg=\(text(toast.message)) title=\(text(toast.title)) image=\(text(toast.image))")
        case .banner(let banner):
            parts.append("banner type=\(banner.type) title=\(text(banner.title)) sub=\(text(banner.subtitle))")
        case .popup(let popup):
            parts.append("popup prio=\(popup.priority) cond=\(popup.condition ?? "nil") "
                + "untriggered=\(popup.untriggered.rawValue) switch=\(popup.switchBehavior.rawValue) "
                + "title=\(text(popup.title))")
        case .bubble(let bubble):
            parts.append("bubble text=\(text(bubble.text))")
        }
        parts.append("id=\(notice.id.map { "\"\($0)\"" } ?? "generated")")
        parts.append("duration=\(duration(notice.duration))")
        parts.append("expiresAfter=\(notice.expiresAfter.map { "\($0)" } ?? "nil")")
        parts.append("tap=\(notice.tapToDismiss.map { "\($0)" } ?? "nil")")
        parts.append("scope=\(notice.scope ?? "nil")")
        return parts.joined(separator: " ")
    }

    public static func hudCommand(_ command: HUDCommand) -> String {
        switch command {
        case .show(let status): "show(\(text(status)))"
        case .progress(let value, let status): "progress(\(value), \(text(status)))"
        case .success(let status): "success(\(text(status)))"
        case .error(let status): "error(\(text(status)))"
        case .info(let status): "info(\(text(status)))"
        case .image(let name, let status): "image(\(name), \(text(status)))"
        case .popActivity: "popActivity"
        case .dismiss(let delay): "dismiss(delay: \(delay))"
        }
    }

    public static func action(_ action: ScriptAction) -> String {
        switch action {
        case .submit(let notice): "submit " + Self.notice(notice)
        case .hud(let request):
            "hud \(hudCommand(request.command)) id=\"\(request.id)\" scope=\(request.scope ?? "nil") "
                + "expiresAfter=\(request.expiresAfter.map { "\($0)" } ?? "nil") duration=\(Self.duration(request.duration))"
        case .dismiss(let id): "dismiss \"\(id)\""
        case .tap(let id): "tap \"\(id)\""
        case .touchDown(let id): "touchDown \"\(id)\""
        case .touchUp(let id): "touchUp \"\(id)\""
        case .swipe(let id): "swipe \"\(id)\""
        case .setCondition(let name, let value): "setCondition \(name)=\(value)"
        case .suspend(let lane): "suspend \(lane.rawValue)"
        case .resume(let lane): "resume \(lane.rawValue)"
        case .hideAll(let lane, let clearQueue, let includeActivity):
            "hideAll \(lane.rawValue) clearQueue=\(clearQueue) includeActivity=\(includeActivity)"
        case .background: "background"
        case .foreground: "foreground"
        case .endScope(let scope): "endScope \(scope)"
        case nil: "advance"
        case .some(let other): "\(other)"
        }
    }

    public static func configuration(_ configuration: EngineConfiguration) -> [String] {
        var lines: [String] = []
        for lane in Lane.allCases {
            let c = configuration[lane]
            var fields = ["appear=\(seconds(TimeSpan(c.transition.appear).microseconds))",
                          "disappear=\(seconds(TimeSpan(c.transition.disappear).microseconds))"]
            if !c.blockedBy.isEmpty { fields.append("blockedBy=\(c.blockedBy.map(\.rawValue).sorted())") }
            fields.append("minDismiss=\(seconds(c.minimumDismissTime.micros))")
            if let maximum = c.maximumDismissTime { fields.append("maxDismiss=\(seconds(maximum.micros))") }
            switch lane {
            case .toast: fields += ["queue=\(c.queue)", "maxVisible=\(c.maxVisible)"]
            case .hud:
                fields += ["grace=\(seconds(c.graceTime.micros))",
                           "minimumShowTime=\(seconds(c.minimumShowTime.micros))"]
            case .banner:
                fields += ["maxVisible=\(c.maxVisible)", "minGap=\(seconds(c.minGap.micros))",
                           "rejectUnknownTypes=\(c.rejectUnknownTypes)"]
            case .popup: fields.append("strategy=\(c.strategy.rawValue)")
            case .bubble: break
            }
            lines.append("config.\(lane.rawValue): " + fields.joined(separator: " "))
        }
        let accessibility = configuration.accessibility
        if accessibility.voiceOver {
            lines.append("config.accessibility: voiceOver factor=\(accessibility.voiceOverDurationFactor)")
        }
        return lines
    }

    public static func rules(_ rules: RuleBook) -> [String] {
        rules.rules.values.sorted { $0.type < $1.type }.map { rule in
            let expiration = rule.expiration.map { seconds($0.micros) } ?? "nil"
            let maxCount = rule.maxCount.map { "\($0)" } ?? "nil"
            return "rule \(rule.type): priority=\(rule.priority) minInterval=\(seconds(rule.minInterval.micros)) "
                + "expiration=\(expiration) maxCount=\(maxCount) window=\(seconds(rule.window.micros)) "
                + "onLimit=\(rule.onLimit.rawValue)"
        }
    }

    public static func script(_ script: Script) -> String {
        var lines = ["seed \(script.seed)"] + configuration(script.configuration) + rules(script.rules)
        for (index, step) in script.steps.enumerated() {
            lines.append("  [\(index)] \(seconds(step.time)) \(action(step.action))")
        }
        return lines.joined(separator: "\n")
    }

    /// An event as compared: time, id, lane, kind and reason, and whether it has a
    /// detail (the document fixes no detail text).
    public static func event(_ event: NoticeEvent) -> String {
        var text = "\(seconds(event.time.microseconds)) \(event.id) \(event.lane.rawValue) \(event.kind.name)"
        if let reason = event.kind.displayReason { text += " \(reason)" }
        if event.detail != nil { text += " +detail" }
        return text
    }
}

extension Duration {
    /// Whole microseconds, as the engine counts (and as the reference model keeps time).
    public var micros: Int64 { TimeSpan(self).microseconds }
}
