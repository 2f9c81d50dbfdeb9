import PopupKitCore

/// Bubbles never point through something: after every input and at every instant
/// the engine acts on its own, the stage lays out the screen and tells the engine
/// which bubbles are covered (``BubbleCover``). The engine hides those and stops
/// their time, and ends one still covered after ``NoticeEngine/coveredBubbleWait``
/// with ``DismissReason/targetCovered``.
extension Stage {
    /// Moves to `time` instant by instant: at each deadline the engine fires what is
    /// due and then the stage checks which bubbles are covered, so a banner that
    /// shows at 2.0 hides the tip under it at 2.0, not at the caller's next input.
    /// Use it rather than `engine.advance(to:)` whenever bubbles may show.
    /// - Complexity: O(k (log n + v log v)) for k deadlines up to `time` while
    ///   bubbles show, v notices on screen.
    public mutating func advance(to time: Instant) {
        while let next = engine.nextDeadline, next <= time {
            engine.advance(to: next)
            updateBubbleCover()
            // A deadline the engine left due (its settle round limit) is its own to
            // carry on: never spin on it here.
            if engine.nextDeadline.map({ $0 <= next }) ?? false { break }
        }
        engine.advance(to: time)
        updateBubbleCover()
    }

    /// Tells the engine, at its current time, which bubbles are covered now.
    /// Nothing to do (no layout) while no bubble is on screen or hidden.
    package mutating func updateBubbleCover() {
        guard engine.hasVisibleBubbles else { return }
        let screen = engine.screen
        let placements = layout.layout(screen)
        let changes = BubbleCover(layout: layout).changes(screen: screen, placements: placements,
                                                          covered: engine.coveredBubbles)
        let now = engine.now
        for (id, covered) in changes {
            engine.setBubbleCovered(id, covered, now: now)
        }
    }
}
