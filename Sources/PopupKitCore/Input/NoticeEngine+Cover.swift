/// Bubbles whose target is covered: the layer above the engine (a `Stage`) lays
/// out the screen, decides which bubbles cannot show clear of everything, and
/// says so here in time order. The engine never reads geometry: it only hides
/// the bubble, stops its time, and ends it if the cover stays too long.
extension NoticeEngine {
    /// How long a covered bubble waits hidden for its target before it ends with
    /// ``DismissReason/targetCovered``: 30 seconds, about what filling in a short
    /// form with the keyboard up takes. A tip that comes back later than that points
    /// at something the user has moved on from. (Apple's TipKit and the tip
    /// libraries without a wait drop the tip as soon as its view hides; waiting
    /// brings it back after a keyboard or a banner has gone.)
    public static let coveredBubbleWait: Duration = .seconds(30)

    /// The visible bubble `id` is covered (`true`) or clear again (`false`).
    ///
    /// Covered: it leaves ``screen`` at once (no fade: it is hidden, not ended),
    /// its timeout stops keeping what is left (as a touch does), and it emits
    /// `covered`; after ``coveredBubbleWait`` still covered it ends with
    /// `dismissed(.targetCovered)`. Clear: it is back on screen, its timeout runs
    /// on with what was left, and it emits `uncovered`. Saying what already holds,
    /// or naming anything but a visible bubble, changes nothing: the caller reports
    /// the whole screen's coverage each time.
    /// - Complexity: O(log n).
    package mutating func setBubbleCovered(_ id: NoticeID, _ covered: Bool, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = serialByID[id], let record = items[serial], record.lane == .bubble,
              record.phase == .visible, record.pausedByCover != covered else { return }
        let now = self.now
        _ = items.update(serial) { record in
            record.pausedByCover = covered
            record.coveredSince = covered ? now : nil
        }
        if covered { coveredSerials.insert(serial) } else { coveredSerials.remove(serial) }
        changedDuringDispatch = true
        if covered {
            pauseTimeout(serial, reports: false)
            emit(.covered, record)
            timers.schedule(.coverWait(serial: serial, since: now), at: now + TimeSpan(Self.coveredBubbleWait))
        } else {
            resumeTimeout(serial, reports: false)
            emit(.uncovered, record)
        }
    }

    /// Whether the visible bubble `id` is hidden because it is covered.
    /// - Complexity: O(1).
    public func isCovered(_ id: NoticeID) -> Bool {
        guard let serial = serialByID[id] else { return false }
        return coveredSerials.contains(serial)
    }

    /// A visible bubble that is covered: what the layer above needs to see whether
    /// it can come back.
    package struct CoveredBubble {
        package var id: NoticeID
        package var showOrder: UInt64
        package var bubble: Bubble

        package init(id: NoticeID, showOrder: UInt64, bubble: Bubble) {
            self.id = id
            self.showOrder = showOrder
            self.bubble = bubble
        }
    }

    /// The visible bubbles that are covered, in no particular order.
    /// - Complexity: O(c) for c covered bubbles.
    package var coveredBubbles: [CoveredBubble] {
        var result: [CoveredBubble] = []
        result.reserveCapacity(coveredSerials.count)
        for serial in coveredSerials {
            items.read(serial) { record in
                guard case .notice(.bubble(let bubble)) = record.payload else { return }
                result.append(CoveredBubble(id: record.id, showOrder: record.showOrder, bubble: bubble))
            }
        }
        return result
    }

    /// Whether any bubble is visible or covered: when none is, there is nothing
    /// to check for cover.
    /// - Complexity: O(1).
    package var hasVisibleBubbles: Bool {
        !visible[SlotKey(lane: .bubble, slot: .main)].isEmpty
    }
}

extension NoticeEngine {
    /// Whether inputs at the current instant are being gathered (``holdDispatch(at:)``):
    /// the layer above waits for ``releaseDispatch()`` before it checks the screen.
    package var isDispatchHeld: Bool { dispatchHeld }
}
