/// Values the engine clamps instead of refusing. Each clamp is reported as an
/// ``EngineWarning/Kind/valueClamped(_:id:from:to:)`` warning, so a value the app
/// did not mean never changes behaviour silently.
extension NoticeEngine {
    /// The content with every text bounded (``TextBounds``: at most 16 scalars per
    /// character, 10,000 characters, 20,000 scalars), warning once per cut.
    mutating func clampedTexts(_ content: Notice.Content, id: NoticeID) -> Notice.Content {
        var cuts: [TextBounds.TextCut] = []
        let clamped = Validation.clamped(content, cuts: &cuts)
        warn(cuts, id: id)
        return clamped
    }

    /// A HUD status cut as ``clampedTexts(_:id:)`` cuts a notice's texts.
    mutating func clampedStatus(_ status: String?, id: NoticeID) -> String? {
        var cuts: [TextBounds.TextCut] = []
        let clamped = Validation.clamped(status, field: "status", cuts: &cuts)
        warn(cuts, id: id)
        return clamped
    }

    private mutating func warn(_ cuts: [TextBounds.TextCut], id: NoticeID) {
        for cut in cuts {
            let value: EngineWarning.ClampedValue = switch cut.kind {
            case .scalarsPerCharacter: .combiningMarks(field: cut.field)
            case .characters: .textLength(field: cut.field)
            case .scalars: .textScalars(field: cut.field)
            }
            warn(.valueClamped(value, id: id, from: Double(cut.before), to: Double(cut.limit)))
        }
    }

    /// Warns when a HUD progress outside 0…1 is about to be clamped (by
    /// `HUDContent.apply`); NaN never gets here (it is invalid).
    mutating func warnIfClamped(_ command: HUDCommand, id: NoticeID) {
        guard case .progress(let value, _) = command, !value.isNaN, !(0...1).contains(value),
              value != HUDCommand.undefinedProgress else { return }
        warn(.valueClamped(.progress, id: id, from: value, to: min(1, max(0, value))))
    }

    /// A time of a valid request (≥ 0) clamped to ``Validation/largestSeconds``.
    mutating func clamped(_ time: Duration, field: String, id: NoticeID) -> Duration {
        guard time.inSeconds > Validation.largestSeconds else { return time }
        warn(.valueClamped(.seconds(field: field), id: id, from: time.inSeconds, to: Validation.largestSeconds))
        return .seconds(Validation.largestSeconds)
    }

    /// A valid duration with its time clamped (see ``clamped(_:field:id:)``).
    mutating func clampedDuration(_ duration: DisplayDuration?, id: NoticeID) -> DisplayDuration? {
        guard case .fixed(let time) = duration else { return duration }
        return .fixed(clamped(time, field: "duration", id: id))
    }

    /// A valid notice with its texts, duration and expiry clamped.
    mutating func clamped(_ notice: Notice, id: NoticeID) -> Notice {
        var notice = notice
        notice.content = clampedTexts(notice.content, id: id)
        notice.duration = clampedDuration(notice.duration, id: id)
        notice.expiresAfter = notice.expiresAfter.map { clamped($0, field: "expiresAfter", id: id) }
        return notice
    }

    /// The configuration with values the engine cannot use clamped: `maxVisible`
    /// below 1 (toasts, banners) to 1; a negative lane time to 0; a lane's default
    /// `duration` in seconds into 0…``Validation/largestSeconds`` (NaN to 0); a
    /// `voiceOverDurationFactor` that is not a finite number ≥ 1 to 1.
    mutating func checked(_ configuration: EngineConfiguration) -> EngineConfiguration {
        var result = configuration
        for lane in Lane.allCases {
            var settings = result[lane]
            if lane == .toast || lane == .banner, settings.maxVisible < 1 {
                warn(.valueClamped(.laneSetting(lane, field: "maxVisible"), id: nil,
                                   from: Double(settings.maxVisible), to: 1))
                settings.maxVisible = 1
            }
            let times: [(String, WritableKeyPath<LaneConfiguration, Duration>)] = [
                ("minimumDismissTime", \.minimumDismissTime),
                ("graceTime", \.graceTime), ("minimumShowTime", \.minimumShowTime), ("minGap", \.minGap),
            ]
            for (field, keyPath) in times where settings[keyPath: keyPath] < .zero {
                warn(.valueClamped(.laneSetting(lane, field: field), id: nil, from: settings[keyPath: keyPath].inSeconds, to: 0))
                settings[keyPath: keyPath] = .zero
            }
            for (way, duration) in [("appear", settings.transition.appear), ("disappear", settings.transition.disappear)]
            where duration < .zero {
                warn(.valueClamped(.laneSetting(lane, field: "transition.\(way)"), id: nil,
                                   from: duration.inSeconds, to: 0))
            }
            settings.transition = NoticeTransition(appear: max(.zero, settings.transition.appear),
                                             disappear: max(.zero, settings.transition.disappear))
            if let maximum = settings.maximumDismissTime, maximum < .zero {
                warn(.valueClamped(.laneSetting(lane, field: "maximumDismissTime"), id: nil, from: maximum.inSeconds, to: 0))
                settings.maximumDismissTime = .zero
            }
            if case .fixed(let time) = settings.defaultDuration, !(0...Validation.largestSeconds).contains(time.inSeconds) {
                let clamped = time > .zero ? Validation.largestSeconds : 0
                warn(.valueClamped(.laneSetting(lane, field: "duration"), id: nil, from: time.inSeconds, to: clamped))
                settings.defaultDuration = .fixed(.seconds(clamped))
            }
            result[lane] = settings
        }
        let factor = result.accessibility.voiceOverDurationFactor
        if !(factor.isFinite && factor >= 1) {
            warn(.valueClamped(.voiceOverDurationFactor, id: nil, from: factor, to: 1))
            result.accessibility.voiceOverDurationFactor = 1
        }
        return result
    }

    /// The rules with negative times (`minInterval`, `expiration`, `window`) clamped
    /// to 0, in type order.
    mutating func checked(_ rules: RuleBook) -> RuleBook {
        var changed = false
        var result: [FrequencyRule] = []
        for var rule in rules.rules.values.sorted(by: { $0.type < $1.type }) {
            if rule.minInterval < .zero {
                warn(.valueClamped(.ruleTime(type: rule.type, field: "minInterval"), id: nil, from: rule.minInterval.inSeconds, to: 0))
                rule.minInterval = .zero
                changed = true
            }
            if let expiration = rule.expiration, expiration < .zero {
                warn(.valueClamped(.ruleTime(type: rule.type, field: "expiration"), id: nil, from: expiration.inSeconds, to: 0))
                rule.expiration = .zero
                changed = true
            }
            if rule.window < .zero {
                warn(.valueClamped(.ruleTime(type: rule.type, field: "window"), id: nil, from: rule.window.inSeconds, to: 0))
                rule.window = .zero
                changed = true
            }
            result.append(rule)
        }
        return changed ? RuleBook(result) : rules
    }
}
