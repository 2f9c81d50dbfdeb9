import PopupKitCore


/// A notice by lane and id: ids are unique per lane among live notices.
struct NoticeKey: Hashable {
    var lane: Lane
    var id: NoticeID

    init(lane: Lane, id: NoticeID) {
        self.lane = lane
        self.id = id
    }

    init(_ ticket: NoticeTicket) {
        self.init(lane: ticket.lane, id: ticket.id)
    }
}

/// A call that waits for its notice to end: its ticket's slot and its callbacks.
struct Waiter {
    var slot: OutcomeSlot
    /// Runs once the notice is off the screen.
    var completion: PopupCenter.Completion?
    /// Runs when the outcome is decided.
    var decided: PopupCenter.Completion? = nil
    var key: NoticeKey
}

/// What waits for one notice to end: one ending that every ticket of its calls is
/// bound to, and only the callbacks calls gave. A call with no callback adds
/// nothing, so a notice updated in place a million times keeps one entry.
struct NoticeWaiting {
    let ending = NoticeEnding()
    var callbacks: [Callbacks] = []

    /// One call's completion and decision handler (at least one of them set).
    struct Callbacks {
        var completion: PopupCenter.Completion?
        var decided: PopupCenter.Completion?
    }

    /// Binds the call's ticket to this ending and keeps its callbacks, if any.
    mutating func register(_ waiter: Waiter) {
        waiter.slot.bind(to: ending)
        guard waiter.completion != nil || waiter.decided != nil else { return }
        callbacks.append(Callbacks(completion: waiter.completion, decided: waiter.decided))
    }
}

/// A dismissed notice fading out, with the completions for when it has left.
struct Leaving {
    var outcome: Outcome
    var completions: [PopupCenter.Completion]
}
