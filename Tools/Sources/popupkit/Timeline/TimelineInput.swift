import PopupKit
import PopupKitScenario
@_spi(Tools) import PopupKitCore
import PopupKitHost

/// One tick on the timeline's bottom row: an input that is not itself a notice
/// (a tap, a swipe, the keyboard, the appearance, a condition such as logged-in),
/// so a bar that ended early can be read against what caused it.
struct TimelineInput {
    var at: Instant
    /// A short word for the tick (`tap chat`, `keyboard 300`).
    var label: String

    /// The ticks of a scenario's inputs, in time order. Requests (toasts, banners,
    /// HUD commands…) are left out: they are the bars. A pointer's moves are left
    /// out too: a drag is its `down` and `up`.
    static func ticks(in scenario: Scenario) -> [TimelineInput] {
        scenario.events.compactMap { event in
            label(for: event.action).map { TimelineInput(at: event.at, label: $0) }
        }
    }

    private static func label(for input: Stage.Input) -> String? {
        switch input {
        case .engine(let input): label(for: input)
        case .pointer(.move, _): nil
        case .pointer(let phase, let point): "pointer \(phase) \(Format.number(point.x)),\(Format.number(point.y))"
        case .tapAt(let point): "tap \(Format.number(point.x)),\(Format.number(point.y))"
        case .keyboard(let height, _): height > 0 ? "keyboard \(Format.number(height))" : "keyboard hidden"
        case .container(let size, _, _): "screen \(size)"
        case .contentInsets(let insets): "bars \(Format.number(insets.top))/\(Format.number(insets.bottom))"
        case .appearance(let appearance): "\(appearance)"
        case .escape: "escape"
        }
    }

    private static func label(for input: NoticeEngine.Input) -> String? {
        switch input {
        case .submit, .hud, .rules, .bannerShows, .configuration, .moveBubble, .moveRegion: nil
        case .dismiss(let id): "dismiss \(id)"
        case .hideAll(let lane, _, _): "hideAll \(lane.rawValue)"
        case .endScope(let scope): "end scope \(scope)"
        case .bubbleTargetGone(let id): "target gone \(id)"
        case .regionGone(let id): "view gone \(id)"
        case .tap(let id): "tap \(id)"
        case .action(let id, let action): "action \(action) on \(id)"
        case .tapOutsideBubbles: "tap outside"
        case .touchDown(let id): "touch \(id)"
        case .touchUp(let id): "release \(id)"
        case .swipe(let id): "swipe \(id)"
        case .setCondition(let name, let value): "\(name) \(value ? "on" : "off")"
        case .suspend(let lane): "suspend \(lane.rawValue)"
        case .resume(let lane): "resume \(lane.rawValue)"
        case .suspendScheduler(let scheduler): "suspend \(scheduler ?? "popups")"
        case .resumeScheduler(let scheduler): "resume \(scheduler ?? "popups")"
        case .hideAllPopups(let scheduler, _): "hideAll \(scheduler ?? "popups")"
        case .background: "background"
        case .foreground: "foreground"
        case .accessibility: "accessibility"
        }
    }
}
