/// The queue algorithms popular notice libraries use, written the way they use
/// them, so PopupKit's engine can be measured against them in the same run.

/// One queued message of a baseline: an arrival number and a priority.
public struct QueuedMessage {
    public var sequence: Int
    public var priority: Int

    public init(sequence: Int, priority: Int) {
        self.sequence = sequence
        self.priority = priority
    }
}

/// Toast-Swift, Drops and NotificationBanner keep an array and take the next
/// message with `removeFirst()` (`remove(at: 0)`): every dequeue moves the rest.
public struct ArrayQueue {
    private var items: [QueuedMessage] = []

    public init() {}

    public var count: Int { items.count }

    public mutating func enqueue(_ message: QueuedMessage) {
        items.append(message)
    }

    /// - Complexity: O(n): the remaining elements shift down.
    public mutating func dequeue() -> QueuedMessage? {
        items.isEmpty ? nil : items.removeFirst()
    }
}

/// SwiftMessages picks the next message by sorting its queue by priority on
/// every dequeue.
public struct SortOnDequeueQueue {
    private var items: [QueuedMessage] = []

    public init() {}

    public var count: Int { items.count }

    public mutating func enqueue(_ message: QueuedMessage) {
        items.append(message)
    }

    /// - Complexity: O(n log n) for the sort, then O(n) for the removal.
    public mutating func dequeue() -> QueuedMessage? {
        guard !items.isEmpty else { return nil }
        items.sort { ($0.priority, -$0.sequence) > ($1.priority, -$1.sequence) }
        return items.removeFirst()
    }
}

/// FGPopupScheduler keeps popups in a linked list and, on every dispatch, walks
/// it from the head to find the first popup of the highest priority whose
/// condition holds.
public final class LinkedListQueue {
    private final class Node {
        let message: QueuedMessage
        var next: Node?

        init(_ message: QueuedMessage) {
            self.message = message
        }
    }

    private var head: Node?
    private var tail: Node?
    public private(set) var count = 0

    public init() {}

    public func enqueue(_ message: QueuedMessage) {
        let node = Node(message)
        if let tail { tail.next = node } else { head = node }
        tail = node
        count += 1
    }

    /// - Complexity: O(n): a full walk to find the best node, then its unlinking.
    public func dequeue(condition: (QueuedMessage) -> Bool = { _ in true }) -> QueuedMessage? {
        var best: Node?
        var bestPrevious: Node?
        var previous: Node?
        var node = head
        while let current = node {
            if condition(current.message), best.map({ current.message.priority > $0.message.priority }) ?? true {
                best = current
                bestPrevious = previous
            }
            previous = current
            node = current.next
        }
        guard let best else { return nil }
        if let bestPrevious { bestPrevious.next = best.next } else { head = best.next }
        if tail === best { tail = bestPrevious }
        count -= 1
        return best.message
    }

    deinit {
        // Unlink iteratively: a long chain released recursively would overflow the stack.
        var node = head
        head = nil
        while let current = node {
            node = current.next
            current.next = nil
        }
    }
}
