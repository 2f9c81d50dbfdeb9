import PopupKitCore
import Testing

/// Asserts that every received notice ended exactly once.
func expectEachEndsOnce(_ events: [NoticeEvent], sourceLocation: SourceLocation = #_sourceLocation) {
    var live: Set<String> = []
    var leaving: [String: Int] = [:]
    for event in events {
        let key = "\(event.lane.rawValue)/\(event.id)"
        if event.kind == .left {
            #expect(leaving[key, default: 0] > 0, "\(event) without a dismissal", sourceLocation: sourceLocation)
            leaving[key, default: 0] -= 1
            continue
        }
        if case .dismissed = event.kind { leaving[key, default: 0] += 1 }
        if event.kind == .requeued { leaving[key, default: 0] += 1 }
        if event.kind == .received {
            #expect(!live.contains(key), "\(key) received while live", sourceLocation: sourceLocation)
            live.insert(key)
        } else {
            #expect(live.contains(key), "\(event) for a notice that is not live", sourceLocation: sourceLocation)
        }
        if event.isTerminal { live.remove(key) }
    }
    #expect(live.isEmpty, "never ended: \(live.sorted())", sourceLocation: sourceLocation)
    // A log of decisions only (screen instants filtered out) has no `left` to check.
    if events.contains(where: { $0.kind.isScreenInstant }) {
        #expect(leaving.values.allSatisfy { $0 == 0 }, "never left the screen: \(leaving)", sourceLocation: sourceLocation)
    }
}
