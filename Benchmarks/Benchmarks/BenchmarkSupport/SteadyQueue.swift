import PopupKit

/// One step of the queue workload: with `pending` messages waiting, the visible
/// one goes, the next by priority shows, and a new one arrives.
///
/// The same step for PopupKit's engine and for each baseline, so their times per
/// step compare like for like.
public struct PopupKitSteadyQueue {
    private var engine: NoticeEngine
    private var visible: NoticeID
    private var next: Int
    private var now = Instant.zero

    public init(pending: Int) {
        engine = EngineWorkloads.pendingPopups(pending)
        visible = NoticeID(0)
        next = pending + 1
        visible = shownID() ?? NoticeID(0)
    }

    /// Dismisses the visible popup (the next shows) and submits a new one.
    public mutating func step() {
        engine.send(.dismiss(visible), now: now)
        engine.send(.submit(Notice(id: NoticeID(next), .popup(Popup(title: "Popup", priority: next & 7)))), now: now)
        next += 1
        if let shown = shownID() { visible = shown }
    }

    private mutating func shownID() -> NoticeID? {
        engine.takeEvents().last { $0.kind == .shown }?.id
    }
}

/// The same step for a baseline queue.
public struct BaselineSteadyQueue<Queue> {
    private var queue: Queue
    private let enqueue: (inout Queue, QueuedMessage) -> Void
    private let dequeue: (inout Queue) -> QueuedMessage?
    private var next: Int

    public init(pending: Int, empty: Queue, enqueue: @escaping (inout Queue, QueuedMessage) -> Void,
                dequeue: @escaping (inout Queue) -> QueuedMessage?) {
        queue = empty
        self.enqueue = enqueue
        self.dequeue = dequeue
        for index in 0..<pending { enqueue(&queue, QueuedMessage(sequence: index, priority: index & 7)) }
        next = pending
    }

    /// Takes the next message and queues a new one; returns the message taken.
    public mutating func step() -> Int {
        let taken = dequeue(&queue)?.sequence ?? -1
        enqueue(&queue, QueuedMessage(sequence: next, priority: next & 7))
        next += 1
        return taken
    }
}
