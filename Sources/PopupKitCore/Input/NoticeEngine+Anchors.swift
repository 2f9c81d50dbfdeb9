/// Notices on a moving view: the app (or its host, every display frame) says
/// where the view a bubble points at, or the view a toast was made for, is now,
/// or that it is gone.
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
        guard let serial = live(id, in: .bubble, call: "moveBubble") else { return }
        guard target.isFinite else { return warn(.targetNotFinite(id, call: "moveBubble")) }
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
        guard let serial = live(id, in: .bubble, call: "bubbleTargetGone") else { return }
        remove(serial, visibleReason: .anchorGone, waitingReason: .anchorGone)
    }

    /// The toast `id`, shown or waiting, lives in `region` from now on
    /// (Toast-Swift's toasts are subviews of the view they were made for: they
    /// scroll and rotate with it). A toast at a point (``ToastPosition/point(x:y:)``)
    /// that had a region moves by as much as the region's origin did, so it stays
    /// at the same place of its view. As for a bubble's move: no event, the
    /// timeout runs on, the queue is untouched; an unknown or ended id or a notice
    /// of another lane warns, a non-finite region warns and changes nothing.
    /// - Complexity: O(1).
    mutating func moveRegion(_ id: NoticeID, to region: Rect, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = live(id, in: .toast, call: "moveRegion") else { return }
        guard region.isFinite else { return warn(.targetNotFinite(id, call: "moveRegion")) }
        guard case .notice(.toast(var toast)) = items[serial]?.payload else { return }
        if case .point(let x, let y) = toast.position, let old = toast.region {
            toast.position = .point(x: x + region.minX - old.minX, y: y + region.minY - old.minY)
        }
        toast.region = region
        toast.regionFollowsView = true
        items[serial]?.payload = .notice(.toast(toast))
        screenRevision &+= 1
    }

    /// The view the toast `id` was made for left its window (its screen was
    /// popped or closed): the toast goes with it, as a subview goes with its
    /// superview — visible → `dismissed(.scopeEnded)`, waiting →
    /// `discarded(.scopeEnded)`. An unknown or ended id, or a notice of another
    /// lane, only warns.
    /// - Complexity: O(log n).
    mutating func regionGone(_ id: NoticeID, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = live(id, in: .toast, call: "regionGone") else { return }
        remove(serial, visibleReason: .scopeEnded, waitingReason: .scopeEnded)
    }

    /// The serial of the live notice `id` of `lane`, or `nil` with a warning.
    private mutating func live(_ id: NoticeID, in expected: Lane, call: String) -> UInt64? {
        guard let serial = serialByID[id], let lane = items.read(serial, \.lane) else {
            warn(.unknownID(id, call: call))
            return nil
        }
        guard lane == expected else {
            warn(.wrongLane(id, lane: lane, expected: expected, call: call))
            return nil
        }
        return serial
    }
}
