/// Every waiting queue by name.
///
/// The four fixed queues (toasts, activity toasts, HUDs, bubbles) sit in an array
/// indexed by name; only banner types and popup groups need a dictionary. Looking
/// at a lane's front is then an index, not a hash of a ``QueueName``.
struct QueueTable {
    private var fixed = [WaitingQueue](repeating: WaitingQueue(), count: 4)
    private var banners: [String: WaitingQueue] = [:]
    private var popups: [PopupGroupKey: WaitingQueue] = [:]

    /// One queue (empty if it never held anything).
    ///
    /// A plain getter, not a `_read` coroutine: a coroutine whose frame does not
    /// fit the caller's small buffer is allocated on the heap, once per access, and
    /// the engine reads these counts on every input.
    /// - Complexity: O(1).
    subscript(name: QueueName) -> WaitingQueue {
        switch name {
        case .toast: fixed[0]
        case .toastActivity: fixed[1]
        case .hud: fixed[2]
        case .bubble: fixed[3]
        case .banner(let type): banners[type] ?? WaitingQueue()
        case .popup(let group): popups[group] ?? WaitingQueue()
        }
    }

    /// Changes one queue in place (creating a banner type's or popup group's).
    /// A closure, not a `_modify` coroutine, for the reason given at ``subscript(name:)``.
    private mutating func change<Result>(_ name: QueueName, _ body: (inout WaitingQueue) -> Result) -> Result {
        switch name {
        case .toast: body(&fixed[0])
        case .toastActivity: body(&fixed[1])
        case .hud: body(&fixed[2])
        case .bubble: body(&fixed[3])
        case .banner(let type): body(&banners[type, default: WaitingQueue()])
        case .popup(let group): body(&popups[group, default: WaitingQueue()])
        }
    }

    /// Every queue with its name (for bulk operations such as `hideAll`).
    var all: [(name: QueueName, queue: WaitingQueue)] {
        [(QueueName.toast, fixed[0]), (.toastActivity, fixed[1]), (.hud, fixed[2]), (.bubble, fixed[3])]
            + banners.map { (QueueName.banner(type: $0.key), $0.value) }
            + popups.map { (QueueName.popup($0.key), $0.value) }
    }

    /// Entries in every queue, stale ones included (for tests of memory).
    /// - Complexity: O(q) for q queues.
    var entryCount: Int {
        fixed.reduce(0) { $0 + $1.count } + banners.values.reduce(0) { $0 + $1.count }
            + popups.values.reduce(0) { $0 + $1.count }
    }

    /// Banner-type and popup-group queues held, empty ones included (for tests of memory).
    var slotCount: Int { banners.count + popups.count }

    /// Adds an entry for a waiting notice of `items` (stale entries of that queue
    /// are compacted away once they outnumber the live ones).
    /// - Complexity: O(log n) amortized.
    mutating func insert(_ entry: QueueEntry, into name: QueueName, items: NoticeTable) {
        change(name) { $0.insert(entry) { $0.isLive(in: items) } }
    }

    /// The first live entry of a queue, dropping stale entries on the way; a banner
    /// type's or popup group's queue found empty is forgotten.
    /// - Complexity: O(log n) amortized.
    mutating func front(_ name: QueueName, items: NoticeTable) -> QueueEntry? {
        let entry = change(name) { Self.front(of: &$0, items: items) }
        if entry == nil { forgetIfEmpty(name) }
        return entry
    }

    /// Removes the front entry of a queue (after ``front(_:items:)`` returned it).
    /// - Complexity: O(log n).
    mutating func removeFront(_ name: QueueName) {
        change(name) { $0.removeFirst() }
        forgetIfEmpty(name)
    }

    /// Drops the queue of a banner type or popup group once it is empty: names are
    /// unbounded (a type per message, a condition per popup), queues must not be.
    /// - Complexity: O(1).
    private mutating func forgetIfEmpty(_ name: QueueName) {
        switch name {
        case .banner(let type): if banners[type]?.count == 0 { banners[type] = nil }
        case .popup(let group): if popups[group]?.count == 0 { popups[group] = nil }
        case .toast, .toastActivity, .hud, .bubble: break
        }
    }

    private static func front(of queue: inout WaitingQueue, items: NoticeTable) -> QueueEntry? {
        while let first = queue.first {
            if first.isLive(in: items) { return first }
            queue.removeFirst()
        }
        return nil
    }
}

extension QueueEntry {
    /// Whether the entry still stands for a waiting notice.
    func isLive(in items: NoticeTable) -> Bool {
        items.read(serial) { $0.phase == .waiting && $0.queueGeneration == generation } ?? false
    }
}
