import PopupKitTesting
import ScriptHarness

/// The screen instants of an engine log, checked against the decisions around
/// them: `appeared` exactly `appear` after each `shown` that lasted that long, and
/// one `left` exactly `disappear` after each `dismissed` or `requeued`.
///
/// The reference model decides; the instants follow from its decisions and the
/// lanes' transitions, so they are checked here rather than modelled twice.
enum ScreenInstantCheck {
    private struct Key: Hashable {
        let id: NoticeID
        let lane: Lane
    }

    /// The first broken rule, or `nil`. `events` is the engine's whole log.
    static func violation(_ events: [NoticeEvent], script: Script) -> String? {
        // Notices that bring their own transition are checked for order only.
        // (A notice with a generated id is found by its lane.)
        var own: Set<Key> = []
        var ownWithoutID: Set<Lane> = []
        for step in script.steps {
            guard case .submit(let notice)? = step.action, notice.transition != nil else { continue }
            if let id = notice.id {
                own.insert(Key(id: id, lane: notice.content.lane))
            } else {
                ownWithoutID.insert(notice.content.lane)
            }
        }
        var showing: [Key: (shownAt: Instant, appeared: Bool)] = [:]
        var leaving: [Key: [Instant]] = [:]
        for (index, event) in events.enumerated() {
            let key = Key(id: event.id, lane: event.lane)
            let place = "event \(index) \"\(ScriptText.event(event))\""
            let transition = script.configuration[event.lane].transition
            let generated = event.id.rawValue.hasPrefix("\(event.lane.rawValue)#")
            let timed = !own.contains(key) && !(generated && ownWithoutID.contains(event.lane))
            switch event.kind {
            case .shown:
                showing[key] = (event.time, false)
            case .appeared:
                guard let shown = showing[key], !shown.appeared else { return "\(place): appeared without a showing" }
                if timed, event.time != shown.shownAt + transition.appearSpan {
                    return "\(place): appeared at \(event.time), expected shown + \(transition.appearSpan)"
                }
                showing[key]?.appeared = true
            case .dismissed, .requeued:
                if let shown = showing.removeValue(forKey: key), timed {
                    let due = shown.shownAt + transition.appearSpan
                    if shown.appeared != (event.time > due) && event.time != due {
                        return "\(place): left its showing at \(event.time), appeared \(shown.appeared), due \(due)"
                    }
                }
                leaving[key, default: []].append(event.time)
            case .left:
                guard var queue = leaving[key], !queue.isEmpty else { return "\(place): left without leaving" }
                let started = queue.removeFirst()
                leaving[key] = queue.isEmpty ? nil : queue
                if timed, event.time != started + transition.disappearSpan {
                    return "\(place): left at \(event.time), expected \(started) + \(transition.disappearSpan)"
                }
            default:
                break
            }
        }
        if let key = leaving.keys.sorted(by: { $0.id < $1.id }).first {
            return "\(key.id) (\(key.lane.rawValue)) never left the screen"
        }
        return nil
    }
}
