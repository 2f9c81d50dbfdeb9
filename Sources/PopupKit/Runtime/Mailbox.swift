import PopupKitCore
import PopupKitPresentation
import DequeModule

/// Work for the main actor, posted from any thread and run in the order posted.
///
/// Tasks started from different calls are not ordered among themselves, so calls
/// from one thread could overtake each other if each hopped on its own. The
/// mailbox keeps one FIFO queue instead, drained on the main actor. Every call
/// waits its turn, even one made on the main actor: whether code runs on the main
/// actor cannot be asked portably, and a call that sometimes ran at once and
/// sometimes later would be harder to reason about than one that always hops.
final class Mailbox: Sendable {
    typealias Work = @Sendable @MainActor () -> Void

    private struct State {
        var queue = Deque<Work>()
        var draining = false
        /// Work is running now (on the main actor): the queue is not run again from inside it.
        var running = false
    }

    private let state = Locked(State())

    /// Runs `work` on the main actor after everything posted before it.
    /// - Complexity: O(1) amortized.
    func post(_ work: @escaping Work) {
        let startDrain = state.withLock { state -> Bool in
            state.queue.append(work)
            defer { state.draining = true }
            return !state.draining
        }
        if startDrain {
            Task { @MainActor in self.drain() }
        }
    }

    /// Whether work is queued behind what runs now (the center holds its settling
    /// until the last call of a burst).
    /// - Complexity: O(1).
    var hasQueuedWork: Bool {
        state.withLock { !$0.queue.isEmpty }
    }

    /// Runs the work queued now at once, on the caller's turn, instead of on the
    /// drain's later turn: for input that must meet the screen every earlier call
    /// made (a pointer `down` decided and applied in one step). Called from inside
    /// queued work (a center callback), it does nothing: running the rest of the
    /// queue there would interleave it with the work still running.
    /// - Complexity: O(1) per item.
    @MainActor
    func runQueued() {
        drain()
    }

    /// Runs the queued work in order until the queue is empty; work posted
    /// meanwhile (also by the work itself) joins the end of the queue.
    /// - Complexity: O(1) per item.
    @MainActor
    private func drain() {
        let nested = state.withLock { state -> Bool in
            defer { state.running = true }
            return state.running
        }
        guard !nested else { return }
        defer { state.withLock { $0.running = false } }
        while let work = state.withLock({ state -> Work? in
            if let work = state.queue.popFirst() { return work }
            state.draining = false
            return nil
        }) {
            work()
        }
    }
}
