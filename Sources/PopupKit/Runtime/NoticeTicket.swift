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

/// The outcome of one call, as its ticket sees it: the ending of the notice the
/// call acted on, once the call has run.
///
/// A ticket does not know its notice's ending when it is made (the call runs
/// later, on the main actor, and may find the notice ended and start a new one),
/// so it is bound then. The center keeps one ``NoticeEnding`` per notice, never
/// one per call: a ticket nobody awaits costs nothing once its call has run.
final class OutcomeSlot: Sendable {
    private struct State {
        var ending: NoticeEnding?
        /// Awaits made before the call ran, handed to the ending when it is bound.
        var early: [CheckedContinuation<Outcome, Never>] = []
    }

    private let state = Locked(State())

    var value: Outcome? { state.withLock { $0.ending }?.value }

    /// Binds the slot to the ending of the notice its call acted on; a second call
    /// does nothing.
    func bind(to ending: NoticeEnding) {
        let early = state.withLock { state -> [CheckedContinuation<Outcome, Never>] in
            guard state.ending == nil else { return [] }
            state.ending = ending
            defer { state.early = [] }
            return state.early
        }
        for continuation in early { ending.add(continuation) }
    }

    func wait() async -> Outcome {
        await withCheckedContinuation { continuation in
            let ending = state.withLock { state -> NoticeEnding? in
                if let ending = state.ending { return ending }
                state.early.append(continuation)
                return nil
            }
            ending?.add(continuation)
        }
    }
}
