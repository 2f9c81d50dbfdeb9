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

/// A ticket's slot and completion, waiting for its notice's terminal event.
struct Waiter {
    var slot: OutcomeSlot
    /// Runs once the notice is off the screen.
    var completion: PopupCenter.Completion?
    /// Runs when the outcome is decided.
    var decided: PopupCenter.Completion? = nil
    var key: NoticeKey
}

/// A dismissed notice fading out, with the completions for when it has left.
struct Leaving {
    var outcome: Outcome
    var completions: [PopupCenter.Completion]
}
