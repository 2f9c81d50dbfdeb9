import PopupKitCore

/// How one notice ended, set once by the center and awaited by every ticket of
/// the calls that acted on it (a HUD's hundred progress updates share one).
final class NoticeEnding: Sendable {
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

    /// Resumes `continuation` with the outcome, now if it is known, else when it is.
    func add(_ continuation: CheckedContinuation<Outcome, Never>) {
        let ready = state.withLock { state -> Outcome? in
            if let outcome = state.outcome { return outcome }
            state.waiters.append(continuation)
            return nil
        }
        if let ready { continuation.resume(returning: ready) }
    }
}
