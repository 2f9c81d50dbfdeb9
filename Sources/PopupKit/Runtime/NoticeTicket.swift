import PopupKitCore
import PopupKitPresentation
/// What a ``PopupCenter`` call returns: the notice's id, to dismiss or update it
/// later, and its outcome, to await.
///
/// ```swift
/// let saved = center.toast("Saved")          // fire and forget
/// center.dismiss(saved.id)
/// let outcome = await center.toast("Undo?").outcome
/// if outcome.didTap { undo() }
/// ```
///
/// The outcome is awaited on the ticket rather than returned by an `async`
/// overload: Swift prefers `async` overloads inside async code, which would make
/// every fire-and-forget call there wait for its notice to end.
public struct NoticeTicket: Hashable, Sendable {
    /// The notice's id (generated as `<lane>#<n>` when the call gave none).
    public let id: NoticeID
    /// The notice's lane.
    public let lane: Lane
    let slot: OutcomeSlot

    init(id: NoticeID, lane: Lane, slot: OutcomeSlot = OutcomeSlot()) {
        self.id = id
        self.lane = lane
        self.slot = slot
    }

    /// How the notice ended; waits until it does. Every notice ends exactly once,
    /// so this always returns (after `dismiss`, `hideAll`, `endScope`… at the latest).
    public var outcome: Outcome {
        get async { await slot.wait() }
    }

    /// The outcome if the notice has ended, else `nil`.
    public var endedOutcome: Outcome? { slot.value }

    public static func == (lhs: NoticeTicket, rhs: NoticeTicket) -> Bool { lhs.slot === rhs.slot }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(slot)) }
}

/// The outcome of one call, set once by the center and awaited by its ticket.
final class OutcomeSlot: Sendable {
    private struct State {
        var outcome: Outcome?
        var waiters: [CheckedContinuation<Outcome, Never>] = []
    }

    private let state = Locked(State())

    var value: Outcome? { state.withLock { $0.outcome } }

    /// Sets the outcome and wakes every waiter; a second call does nothing.
    /// - Returns: whether this call set it.
    @discardableResult
    func resolve(_ outcome: Outcome) -> Bool {
        let waiters = state.withLock { state -> [CheckedContinuation<Outcome, Never>]? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return false }
        for waiter in waiters { waiter.resume(returning: outcome) }
        return true
    }

    func wait() async -> Outcome {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Outcome? in
                if let outcome = state.outcome { return outcome }
                state.waiters.append(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
