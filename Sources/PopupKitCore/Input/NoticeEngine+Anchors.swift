/// Bubbles on a moving view: the app (or its host, every display frame) says where
/// the view a bubble points at is now, or that it is gone.
extension NoticeEngine {
    /// The bubble `id`, shown or waiting, points at `target` from now on.
    ///
    /// A move is geometry, not a change of content: it emits no event, keeps the
    /// timeout running as it was (a bubble on a scrolling list must not stay
    /// longer because the list moved) and leaves the bubble's place in its queue.
    /// An unknown or ended id, or a notice of another lane, only warns (as
    /// `dismiss` does); a non-finite target warns and changes nothing.
    /// - Complexity: O(1).
    mutating func moveBubble(_ id: NoticeID, to target: Rect, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = liveBubble(id, call: "moveBubble") else { return }
        guard target.isFinite else { return warn(.targetNotFinite(id)) }
        guard case .notice(.bubble(var bubble)) = items[serial]?.payload else { return }
        bubble.target = target
        items[serial]?.payload = .notice(.bubble(bubble))
        screenRevision &+= 1
    }

    /// The view the bubble `id` points at left the screen: visible →
    /// `dismissed(.anchorGone)` (it fades out where it last pointed), waiting →
    /// `discarded(.anchorGone)`. An unknown or ended id, or a notice of another
    /// lane, only warns.
    /// - Complexity: O(log n).
    mutating func bubbleTargetGone(_ id: NoticeID, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = liveBubble(id, call: "bubbleTargetGone") else { return }
        remove(serial, visibleReason: .anchorGone, waitingReason: .anchorGone)
    }

    /// The serial of the live bubble `id`, or `nil` with a warning.
    private mutating func liveBubble(_ id: NoticeID, call: String) -> UInt64? {
        guard let serial = serialByID[id], let lane = items.read(serial, \.lane) else {
            warn(.unknownID(id, call: call))
            return nil
        }
        guard lane == .bubble else {
            warn(.notABubble(id, lane: lane, call: call))
            return nil
        }
        return serial
    }
}
