/// The engine's projection onto the screen: what layout and the scene are
/// computed from.
extension NoticeRecord.Payload {
    var screenContent: ScreenContent {
        switch self {
        case .hud(let content): .hud(content)
        case .notice(.toast(let toast)): .toast(toast)
        case .notice(.banner(let banner)): .banner(banner)
        case .notice(.popup(let popup)): .popup(popup)
        case .notice(.bubble(let bubble)): .bubble(bubble)
        }
    }
}

extension NoticeEngine {
    /// Everything on screen now — visible notices and those fading out — in the
    /// order they were shown. A covered bubble (``isCovered(_:)``) is hidden, so
    /// it is not on screen.
    /// - Complexity: O(v log v) for v notices on screen.
    public var screen: [ScreenNotice] {
        // Read on every frame: one buffer, sized once (covered bubbles included), and
        // sorted in place.
        var count = fading.count
        for serials in visible.values { count += serials.count }
        var result: [ScreenNotice] = []
        result.reserveCapacity(count)
        for serials in visible.values {
            for serial in serials where !coveredSerials.contains(serial) {
                guard let record = items[serial] else { continue }
                result.append(ScreenNotice(id: record.id, lane: record.lane, content: record.payload.screenContent,
                                         shownAt: record.shownAt ?? now, showOrder: record.showOrder,
                                         state: .visible, tapToDismiss: record.tapToDismiss,
                                         transition: record.transition))
            }
        }
        for fade in fading.values {
            result.append(ScreenNotice(id: fade.id, lane: fade.lane, content: fade.payload.screenContent,
                                     shownAt: fade.shownAt, showOrder: fade.showOrder,
                                     state: .fadingOut(started: fade.startedAt, ends: fade.endsAt), tapToDismiss: false,
                                     transition: fade.transition))
        }
        // Show orders are unique: a notice shown again gets a new one.
        result.sort { $0.showOrder < $1.showOrder }
        return result
    }

    /// The visible notice `id` as the screen shows it, or `nil` when it is not
    /// live or still waiting: what a layer above needs about one notice without
    /// building the whole screen.
    /// - Complexity: O(1).
    public func visibleNotice(_ id: NoticeID) -> ScreenNotice? {
        guard let serial = serialByID[id], let record = items[serial], record.phase == .visible else { return nil }
        return ScreenNotice(id: record.id, lane: record.lane, content: record.payload.screenContent,
                            shownAt: record.shownAt ?? now, showOrder: record.showOrder, state: .visible,
                            tapToDismiss: record.tapToDismiss, transition: record.transition)
    }

    /// Where the notice `id` is now: waiting, visible, or leaving the screen after it
    /// ended; `nil` when no notice has this id or it has left the screen. A live
    /// notice with the id wins over an earlier one still fading out.
    /// - Complexity: O(1) for a live notice, else O(f) for f notices fading out.
    public func phase(of id: NoticeID) -> NoticePhase? {
        if let serial = serialByID[id], let record = items[serial] {
            return record.phase == .visible ? .visible : .waiting
        }
        return fading.values.contains { $0.id == id } ? .leaving : nil
    }
}
