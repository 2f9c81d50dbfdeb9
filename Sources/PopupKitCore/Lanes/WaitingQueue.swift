import HeapModule

/// A place in a waiting queue. The smallest key is served first.
///
/// Both keys are bitwise complements (`~x`, which is `-x - 1`) where an order is
/// reversed: unlike negation, a complement never overflows, so every `Int`
/// priority (`Int.min` and `Int.max` included) and every serial has a key.
struct QueueEntry: Comparable {
    /// Lower first: `~priority` for priority strategies, else `~0`.
    let rank: Int64
    /// Lower first: the serial for FIFO ties, `~serial` for LIFO ties. Serials
    /// count up from 0 and stay below 2^63, so a FIFO key is never negative and a
    /// LIFO key always is: the serial is read back from it instead of being stored
    /// (a million queued notices, 8 MB less).
    let tieBreak: Int64
    /// The notice's queue generation when it entered; a mismatch means stale.
    let generation: UInt32

    static func < (lhs: QueueEntry, rhs: QueueEntry) -> Bool {
        (lhs.rank, lhs.tieBreak) < (rhs.rank, rhs.tieBreak)
    }

    static func == (lhs: QueueEntry, rhs: QueueEntry) -> Bool {
        lhs.rank == rhs.rank && lhs.tieBreak == rhs.tieBreak
    }

    /// The notice the entry stands for.
    var serial: UInt64 { UInt64(tieBreak >= 0 ? tieBreak : ~tieBreak) }

    /// The priority the entry was queued with (0 under FIFO and LIFO).
    var priority: Int64 { ~rank }

    /// The key of a notice in a queue of `strategy`.
    static func key(strategy: QueueStrategy, priority: Int, serial: UInt64,
                    generation: UInt32) -> QueueEntry {
        let rank = ~Int64(strategy.usesPriority ? priority : 0)
        let lifo = strategy == .lifo || strategy == .priorityLIFO
        precondition(serial < UInt64(Int64.max), "serials count up from 0 and stay below 2^63")
        let order = Int64(serial)
        return QueueEntry(rank: rank, tieBreak: lifo ? ~order : order, generation: generation)
    }
}

/// Notices waiting to show, in strategy order, with lazy removal.
///
/// A notice that leaves the queue early (dismissed, expired, updated to a new
/// priority) is not searched for: its entry goes stale and the engine drops it when
/// it reaches the front (``NoticeEngine/front(_:)``). Stale entries behind the
/// front would pile up while the lane cannot show (a popup re-prioritised a
/// million times behind a visible one), so once the queue has doubled since it was
/// last compacted, an insertion keeps only the live entries: the queue stays
/// O(live), and each entry is inserted and removed once, so every operation is
/// O(log n) amortized.
struct WaitingQueue {
    private var heap = Heap<QueueEntry>()
    /// The size at which the next insertion compacts: twice the live entries after
    /// the last compaction, at least ``minimumCompaction``.
    private var compactsAt = Self.minimumCompaction

    /// Below this size a queue is never compacted: scanning it would cost more than it frees.
    static let minimumCompaction = 16

    /// Adds an entry; drops every stale entry (those `isLive` rejects) when the
    /// queue has doubled since the last time.
    /// - Complexity: O(log n) amortized: a compaction of n entries follows at least
    ///   n / 2 insertions.
    mutating func insert(_ entry: QueueEntry, keeping isLive: (QueueEntry) -> Bool) {
        heap.insert(entry)
        guard heap.count >= compactsAt else { return }
        heap = Heap(heap.unordered.filter(isLive))
        compactsAt = max(Self.minimumCompaction, 2 * heap.count)
    }

    /// The first entry, live or stale.
    /// - Complexity: O(1).
    var first: QueueEntry? { heap.min }

    /// Removes the first entry.
    /// - Complexity: O(log n).
    mutating func removeFirst() {
        heap.removeMin()
    }

    /// Entries in the queue, stale ones included.
    var count: Int { heap.count }

    /// All entries in no particular order (for bulk operations such as `hideAll`).
    var unordered: [QueueEntry] { heap.unordered }
}

/// The name of one waiting queue.
enum QueueName: Hashable {
    case toast
    /// Toast-Swift's activity toast waits apart from the toast queue.
    case toastActivity
    case hud
    case bubble
    /// Banners wait per type (each type FIFO, all of one priority), so a type held
    /// back by its interval never hides an eligible type behind it.
    case banner(type: String)
    /// Popups wait per (condition, untriggered), each in strategy order, so the first
    /// popup whose condition holds is found among a few group fronts.
    case popup(PopupGroupKey)
}
