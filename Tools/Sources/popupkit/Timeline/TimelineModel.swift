import PopupKit
import PopupKitScenario

/// What a timeline shows, read from a run's events and the scenario's inputs,
/// before anything is placed: the time on screen of every notice, where the ones
/// that never showed were refused, and the inputs.
///
/// It is built from the same events `simulate` prints, so a bar's start, end and
/// reason are the `shown`, `dismissed` (or `requeued`) and reason of those lines;
/// the scenario only adds what the events do not carry (text, region, scheduler,
/// banner type and its rule).
struct TimelineModel {
    /// One stretch on screen: from `shown` to `dismissed`, or to `requeued` for a
    /// popup sent back to its queue (it shows again as a second bar).
    struct Bar {
        var id: NoticeID
        var lane: Lane
        var row: TimelineRow
        var label: String
        /// The request's text (title, message, status), for the tooltip.
        var text: String?
        /// Since when it waited (received or requeued), when it waited at all.
        var waitingSince: Instant?
        var start: Instant
        /// `nil`: still on screen when the run stopped.
        var end: Instant?
        /// The `dismissed` event's reason, `"requeued"`, or `nil` while open.
        var reason: String?
        /// The action a popup was answered with (`dismissed` with reason `action`).
        var detail: String?
    }

    /// A notice that never showed: where it was discarded or expired.
    struct Refusal {
        var id: NoticeID
        var lane: Lane
        var row: TimelineRow
        var label: String
        var waitingSince: Instant?
        var at: Instant
        /// The terminal event's reason (`rateLimited`, `expired`, …).
        var reason: String
        /// The rule that refused it, in words (`promo: at most 3 per 60 s`), or the
        /// event's detail.
        var rule: String?
    }

    /// A notice still waiting when the run stopped: it neither showed nor was refused.
    struct Waiting {
        var id: NoticeID
        var lane: Lane
        var row: TimelineRow
        var label: String
        var since: Instant
    }

    var bars: [Bar] = []
    var waiting: [Waiting] = []
    var refusals: [Refusal] = []
    var inputs: [TimelineInput] = []
    /// Rows in drawing order, top to bottom.
    var rows: [TimelineRow] = []
    /// The last instant anything happened (an event or an input).
    var lastInstant: Instant = .zero

    /// Reads `events` (a run of `scenario`) into bars, refusals and input ticks.
    init(events: [NoticeEvent], scenario: Scenario) {
        let notices = TimelineNotices(scenario: scenario)
        var open: [NoticeID: (bar: Int?, waitingSince: Instant?)] = [:]
        var rowOf: [NoticeID: (lane: Lane, row: TimelineRow, label: String)] = [:]
        var used = Set<TimelineRow>()
        for event in events {
            lastInstant = max(lastInstant, event.time)
            let info = notices.info(for: event.id, lane: event.lane, at: event.time)
            let row = info.row
            rowOf[event.id] = (event.lane, row, info.label)
            switch event.kind {
            case .received:
                open[event.id] = (nil, event.time)
            case .requeued:
                if let index = open[event.id]?.bar {
                    bars[index].end = event.time
                    bars[index].reason = "requeued"
                }
                open[event.id] = (nil, event.time)
            case .shown:
                let since = open[event.id]?.waitingSince
                bars.append(Bar(id: event.id, lane: event.lane, row: row, label: info.label, text: info.text,
                                waitingSince: since.flatMap { $0 < event.time ? $0 : nil }, start: event.time))
                open[event.id] = (bars.count - 1, nil)
                used.insert(row)
            case .dismissed(let reason):
                if let index = open[event.id]?.bar {
                    bars[index].end = event.time
                    bars[index].reason = reason.rawValue
                    bars[index].detail = event.detail
                }
                open[event.id] = nil
            case .expired, .discarded:
                let since = open[event.id]?.waitingSince
                refusals.append(Refusal(id: event.id, lane: event.lane, row: row, label: info.label,
                                        waitingSince: since.flatMap { $0 < event.time ? $0 : nil }, at: event.time,
                                        reason: event.kind.reason ?? event.kind.name,
                                        rule: notices.rule(refusing: event, info: info) ?? event.detail))
                open[event.id] = nil
                used.insert(row)
            case .queued, .appeared, .updated, .paused, .resumed, .covered, .uncovered, .left:
                break
            }
        }
        for (id, state) in open where state.bar == nil {
            guard let since = state.waitingSince, let where_ = rowOf[id] else { continue }
            waiting.append(Waiting(id: id, lane: where_.lane, row: where_.row, label: where_.label, since: since))
            used.insert(where_.row)
        }
        waiting.sort { ($0.since, $0.id.rawValue) < ($1.since, $1.id.rawValue) }
        inputs = TimelineInput.ticks(in: scenario)
        lastInstant = max(lastInstant, inputs.last?.at ?? .zero)
        rows = TimelineRow.ordered(used)
    }
}
