import PopupKitPresentation
@_spi(Tools) import PopupKitCore
import PopupKitStage

/// A moment of a scenario worth a picture: what happened in a short burst of
/// time, and when the screen shows its result.
public struct KeyMoment: Hashable, Sendable {
    /// When the burst began.
    public var start: Instant
    /// When the burst's last step happened.
    public var end: Instant
    /// When to draw it: after the last step's animations settle, before the next moment.
    public var frameTime: Instant
    /// What happened, in order, one short phrase per step (`banner sale dismissed (preempted)`).
    public var happenings: [Happening]

    public init(start: Instant, end: Instant, frameTime: Instant, happenings: [Happening]) {
        self.start = start
        self.end = end
        self.frameTime = frameTime
        self.happenings = happenings
    }

    /// One step of a moment: an input of the scenario or an event of the engine.
    public struct Happening: Hashable, Sendable, CustomStringConvertible {
        public var time: Instant
        public var text: String

        public init(time: Instant, text: String) {
            self.time = time
            self.text = text
        }

        public var description: String { "\(KeyMoments.seconds(time)) s  \(text)" }
    }
}

/// Picks the moments of a scenario run that change what a user sees, so a tour
/// of the scenario can show one picture per moment.
///
/// Every scenario input and every engine event except `received` is a step
/// (`queued` only when the notice did not show at the same instant). Steps less
/// than `mergeWindow` apart form one moment, drawn `settle` after its last step
/// (when fades and slides are done) or just before the next moment begins.
public enum KeyMoments {
    /// The moments of a run, in time order.
    /// - Parameters:
    ///   - scenario: the inputs (their phrases come from here).
    ///   - events: what the engine reported for them (`ScenarioRunner.Result.events`).
    ///   - mergeWindow: steps closer than this share a picture.
    ///   - settle: how long after a moment's last step its picture is taken.
    public static func of(_ scenario: Scenario, events: [NoticeEvent],
                          mergeWindow: TimeSpan = .seconds(0.25), settle: TimeSpan = .seconds(0.35)) -> [KeyMoment] {
        let steps = happenings(scenario, events: events)
        var groups: [[KeyMoment.Happening]] = []
        for step in steps {
            if let last = groups.last?.last, step.time - last.time < mergeWindow {
                groups[groups.count - 1].append(step)
            } else {
                groups.append([step])
            }
        }
        return groups.indices.map { index in
            let group = groups[index]
            let end = group[group.count - 1].time
            var frameTime = end + settle
            if index + 1 < groups.count {
                frameTime = min(frameTime, Instant(microseconds: groups[index + 1][0].time.microseconds - 1_000))
            }
            return KeyMoment(start: group[0].time, end: end, frameTime: max(end, frameTime), happenings: group)
        }
    }

    /// Every step of a run as a phrase, in time order (inputs before the engine's
    /// events of the same instant).
    public static func happenings(_ scenario: Scenario, events: [NoticeEvent]) -> [KeyMoment.Happening] {
        let inputs = scenario.events.compactMap { event in
            phrase(for: event.action).map { KeyMoment.Happening(time: event.at, text: $0) }
        }
        let shownAt = Set(events.filter { $0.kind == .shown }.map { ShownKey(id: $0.id, time: $0.time) })
        let outputs = events.compactMap { event -> KeyMoment.Happening? in
            switch event.kind {
            // A moment is drawn after its changes settle, so the end of a fade is
            // already in it: the screen instants add no moment of their own.
            case .received, .appeared, .left: return nil
            case .queued where shownAt.contains(ShownKey(id: event.id, time: event.time)): return nil
            default: return KeyMoment.Happening(time: event.time, text: phrase(for: event))
            }
        }
        // A stable merge: inputs first at equal times, each side keeps its order.
        var merged: [KeyMoment.Happening] = []
        merged.reserveCapacity(inputs.count + outputs.count)
        var input = 0
        var output = 0
        while input < inputs.count || output < outputs.count {
            if output == outputs.count || (input < inputs.count && inputs[input].time <= outputs[output].time) {
                merged.append(inputs[input])
                input += 1
            } else {
                merged.append(outputs[output])
                output += 1
            }
        }
        return merged
    }

    private struct ShownKey: Hashable {
        var id: NoticeID
        var time: Instant
    }

    /// `banner sale dismissed (preempted)`; `hud shown` for the HUD's default id.
    static func phrase(for event: NoticeEvent) -> String {
        let subject = event.id.rawValue == event.lane.rawValue ? event.lane.rawValue : "\(event.lane.rawValue) \(event.id)"
        var text = "\(subject) \(event.kind.name)"
        if let reason = event.kind.displayReason { text += " (\(reason))" }
        return text
    }

    /// A short phrase for an input, or `nil` for submissions (their engine events say more).
    static func phrase(for action: Stage.Input) -> String? {
        switch action {
        case .engine(let input): phrase(for: input)
        case .tapAt(let point): "tap at \(point)"
        case let .pointer(phase, point): "pointer \(phase.rawValue) at \(point)"
        case .keyboard(let height, _): height > 0 ? "keyboard up (\(Format.number(height)) pt)" : "keyboard down"
        case .container(let size, _, _): "screen becomes \(size)"
        case .contentInsets(let insets):
            "app bars: top \(Format.number(insets.top)) pt, bottom \(Format.number(insets.bottom)) pt"
        case .appearance(let appearance): "screen turns \(appearance.rawValue)"
        case .escape: "escape"
        }
    }

    /// A short phrase for an engine input, or `nil` for submissions.
    static func phrase(for action: NoticeEngine.Input) -> String? {
        switch action {
        case .submit: nil
        case .hud(let request):
            request.id == NoticeEngine.hudID
                ? "hud \(phrase(for: request.command))" : "hud \(request.id): \(phrase(for: request.command))"
        case .dismiss(let id): "dismiss \(id)"
        case .tap(let id): "tap \(id)"
        case let .action(id, action): "tap \(id)'s \(action)"
        case .touchDown(let id): "touch down on \(id)"
        case .touchUp(let id): "touch up on \(id)"
        case .swipe(let id): "swipe \(id) away"
        case let .setCondition(name, value): "condition \(name) = \(value)"
        case .suspend(let lane): "suspend \(lane.rawValue)"
        case .resume(let lane): "resume \(lane.rawValue)"
        case .suspendScheduler(let scheduler): "suspend popup scheduler \(scheduler ?? "default")"
        case .resumeScheduler(let scheduler): "resume popup scheduler \(scheduler ?? "default")"
        case let .hideAllPopups(scheduler, clearQueue):
            "hide the popups of scheduler \(scheduler ?? "default")" + (clearQueue ? " and its queue" : "")
        case let .hideAll(lane, clearQueue, includeActivity):
            "hide all \(lane.rawValue)s" + (clearQueue ? ", clear queue" : "") + (includeActivity ? ", with activity" : "")
        case .background: "app enters background"
        case .foreground: "app enters foreground"
        case .endScope(let scope): "scope \(scope) ends"
        case let .moveBubble(id, target): "bubble \(id) points at \(target)"
        case .bubbleTargetGone(let id): "the view of bubble \(id) is gone"
        case let .moveRegion(id, region): "toast \(id) lives in \(region)"
        case .regionGone(let id): "the view of toast \(id) is gone"
        case .tapOutsideBubbles: "tap outside the bubbles"
        case .accessibility(let settings):
            "accessibility: VoiceOver \(settings.voiceOver ? "on" : "off"), Reduce Motion \(settings.reduceMotion ? "on" : "off")"
        case .configuration: "configuration changes"
        case .rules: "rules change"
        case .bannerShows(let log): "\(log.shows.count) earlier banner shows restored"
        }
    }

    /// A time as seconds with two decimals (`4.50`), as tours label their moments.
    public static func seconds(_ time: Instant) -> String {
        let hundredths = (time.microseconds + 5_000) / 10_000
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func phrase(for command: HUDCommand) -> String {
        func quoted(_ status: String?) -> String { status.map { " “\($0)”" } ?? "" }
        switch command {
        case .show(let status): return "show" + quoted(status)
        case let .progress(value, status): return "progress \(Format.number((value * 100).rounded())) %" + quoted(status)
        case .success(let status): return "success" + quoted(status)
        case .error(let status): return "error" + quoted(status)
        case .info(let status): return "info" + quoted(status)
        case let .image(name, status): return "image \(name)" + quoted(status)
        case .popActivity: return "pop activity"
        case .dismiss(let delay): return delay > .zero ? "dismiss after \(Format.number(delay.inSeconds)) s" : "dismiss"
        }
    }
}
