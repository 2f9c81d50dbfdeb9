import PopupKit
import PopupKitScenario
@_spi(Tools) import PopupKitCore

/// What the scenario's requests say about each notice that its events do not:
/// its text, its row (region or scheduler), its banner type, and the rule books
/// in force, so that a refused banner can name the rule that refused it.
struct TimelineNotices {
    struct Info {
        var row: TimelineRow
        var label: String
        /// Everything the request said, for the bar's tooltip.
        var text: String?
        var bannerType: String?
        var condition: String?
        var expiresAfter: Duration?
    }

    private var submits: [NoticeID: [(at: Instant, info: Info)]] = [:]
    private var books: [(at: Instant, book: RuleBook)]

    init(scenario: Scenario) {
        books = [(.zero, scenario.rules)]
        // Rows split by region or scheduler only where a lane uses several.
        var parts: [Lane: Set<String?>] = [:]
        var requests: [(at: Instant, id: NoticeID, lane: Lane, part: String?, info: Info)] = []
        var generated: [Lane: Int] = [:]
        for event in scenario.events {
            switch event.action {
            case .engine(.submit(let notice)):
                let lane = notice.content.lane
                let id: NoticeID
                if let given = notice.id {
                    id = given
                } else {
                    // The engine numbers notices without an id per lane, in submit order.
                    generated[lane, default: 0] += 1
                    id = NoticeID.generated(lane, number: generated[lane, default: 0])
                }
                let described = Self.describe(notice)
                let part = described.part
                parts[lane, default: []].insert(part)
                let text = described.text
                let label = id.rawValue.contains("#") ? (text ?? id.rawValue) : id.rawValue
                requests.append((event.at, id, lane, part,
                                 Info(row: TimelineRow(lane: lane), label: label, text: text, bannerType: described.type,
                                      condition: described.condition, expiresAfter: notice.expiresAfter)))
            case .engine(.hud(let request)):
                let text = Self.hudStatus(request.command)
                requests.append((event.at, request.id, .hud, nil,
                                 Info(row: TimelineRow(lane: .hud), label: request.id.rawValue, text: text,
                                      expiresAfter: request.expiresAfter)))
            case .engine(.rules(let book)):
                books.append((event.at, book))
            default:
                break
            }
        }
        for request in requests {
            var info = request.info
            if (parts[request.lane]?.count ?? 0) > 1 {
                info.row.part = request.part ?? (request.lane == .popup ? "default" : "screen")
            }
            submits[request.id, default: []].append((request.at, info))
        }
    }

    /// What the latest request for `id` at or before `time` said; the id alone
    /// when no request names it.
    func info(for id: NoticeID, lane: Lane, at time: Instant) -> Info {
        let candidates = submits[id]?.filter { $0.info.row.lane == lane } ?? []
        if let latest = candidates.last(where: { $0.at <= time }) ?? candidates.first { return latest.info }
        return Info(row: TimelineRow(lane: lane), label: id.rawValue)
    }

    /// The rule that refused a notice, in words, when a rule did.
    func rule(refusing event: NoticeEvent, info: Info) -> String? {
        let book = books.last(where: { $0.at <= event.time })?.book ?? RuleBook()
        let rule = info.bannerType.flatMap { book.rules[$0] }
        switch event.kind {
        case .discarded(.rateLimited):
            guard let rule, let maxCount = rule.maxCount else { return nil }
            return "\(rule.type): at most \(maxCount) per \(seconds(rule.window))"
        case .discarded(.unknownType):
            return info.bannerType.map { "no rule for type \($0)" }
        case .discarded(.conditionFailed):
            return info.condition.map { "condition \($0) false" }
        case .expired:
            if let expiresAfter = info.expiresAfter { return "expires after \(seconds(expiresAfter))" }
            if let rule, let expiration = rule.expiration { return "\(rule.type): expires after \(seconds(expiration))" }
            return nil
        default:
            return nil
        }
    }

    private func seconds(_ duration: Duration) -> String { "\(Format.number(duration.inSeconds)) s" }

    private static func describe(_ notice: Notice) -> (text: String?, part: String?, type: String?, condition: String?) {
        func join(_ parts: String?...) -> String? {
            let text = parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
            return text.isEmpty ? nil : text
        }
        switch notice.content {
        case .toast(let toast):
            return (join(toast.title, toast.message) ?? (toast.isActivity ? "activity" : nil),
                    toast.region.map(TimelineRow.regionName), nil, nil)
        case .banner(let banner):
            return (join(banner.title, banner.subtitle), nil, banner.type, nil)
        case .popup(let popup):
            return (join(popup.title, popup.message), popup.scheduler, nil, popup.condition)
        case .bubble(let bubble):
            return (join(bubble.text), nil, nil, nil)
        }
    }

    private static func hudStatus(_ command: HUDCommand) -> String? {
        switch command {
        case .show(let status), .progress(_, let status), .success(let status), .error(let status),
             .info(let status), .image(_, let status):
            status
        case .popActivity, .dismiss:
            nil
        }
    }
}
