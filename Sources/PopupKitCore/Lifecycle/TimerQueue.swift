import HeapModule

/// What a timer does when it comes due.
enum TimerAction: Hashable {
    /// A visible notice's display time ran out (stale unless the generation matches).
    case timeout(serial: UInt64, generation: UInt64)
    /// A waiting notice's `expiresAfter` or rule expiration passed (stale unless
    /// the generation matches: an update that moves the expiry sets a new timer).
    case expiry(serial: UInt64, generation: UInt64)
    /// A fade-out ended and its slot frees: the notice has left the screen.
    case fadeEnd(serial: UInt64)
    /// A notice finished appearing (stale unless it is still visible in the same
    /// showing: a requeued popup shown again has a new show order).
    case appeared(serial: UInt64, showOrder: UInt64)
    /// A lane may be able to show something now (grace time, banner intervals).
    case wake(Lane)
    /// A HUD dismissal waiting for its delay or minimum show time (stale unless
    /// the generation matches: a content command cancels it).
    case hudDismiss(serial: UInt64, generation: UInt64)
    /// A bubble covered since `since` waited ``NoticeEngine/coveredBubbleWait`` for its
    /// target (stale unless it is still covered since then).
    case coverWait(serial: UInt64, since: Instant)
    /// An instant that ``NoticeEngine/settle()`` left unquiet after its round limit:
    /// the next advance settles it again.
    case resettle
}

/// One deadline. Ordered by time, then by the order timers were set.
struct TimerEntry: Comparable {
    let deadline: Instant
    let sequence: UInt64
    let action: TimerAction

    static func < (lhs: TimerEntry, rhs: TimerEntry) -> Bool {
        (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }

    static func == (lhs: TimerEntry, rhs: TimerEntry) -> Bool {
        lhs.deadline == rhs.deadline && lhs.sequence == rhs.sequence
    }
}

/// The engine's deadlines: a binary heap with lazy cancellation.
///
/// Cancelling a timer is free: the owner changes a generation number or state and
/// the entry is skipped when it reaches the top. That keeps re-arming a timeout
/// (pause, resume, update) at O(log n) without searching the heap. Cancelled
/// timers behind a live earlier one would pile up (a notice updated in place a
/// million times behind another's timeout), so the engine compacts the heap once
/// it has doubled since it was last compacted (``needsCompaction``): it stays
/// O(live), at O(1) amortized per timer.
struct TimerQueue {
    private var heap = Heap<TimerEntry>()
    private var nextSequence: UInt64 = 0
    /// The size from which ``needsCompaction``: twice the timers kept by the last
    /// compaction, at least 16.
    private var compactsAt = 16

    /// Whether the heap has doubled since it was last compacted.
    /// - Complexity: O(1).
    var needsCompaction: Bool { heap.count >= compactsAt }

    /// Keeps only the timers `isLive` accepts (their order is unchanged: entries
    /// keep their deadline and sequence).
    /// - Complexity: O(n) for n timers; called when ``needsCompaction``, so O(1)
    ///   amortized per timer set.
    mutating func compact(keeping isLive: (TimerAction) -> Bool) {
        heap = Heap(heap.unordered.filter { isLive($0.action) })
        compactsAt = max(16, 2 * heap.count)
    }

    /// Sets a timer.
    /// - Complexity: O(log n).
    mutating func schedule(_ action: TimerAction, at deadline: Instant) {
        heap.insert(TimerEntry(deadline: deadline, sequence: nextSequence, action: action))
        nextSequence &+= 1
    }

    /// The earliest timer, stale or not.
    /// - Complexity: O(1).
    var earliest: TimerEntry? { heap.min }

    /// Removes and returns the earliest timer.
    /// - Complexity: O(log n).
    mutating func popEarliest() -> TimerEntry? { heap.popMin() }

    /// Timers set and not yet fired, stale ones included.
    var count: Int { heap.count }
}
