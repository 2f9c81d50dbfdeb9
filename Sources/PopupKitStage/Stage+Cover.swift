import PopupKitCore
import PopupKitPresentation

/// Bubbles never point through something: after every input and at every instant
/// the engine acts on its own, the stage lays out the screen and tells the engine
/// which bubbles are covered (`BubbleCover`). The engine hides those and stops
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
    /// Nothing to do (no layout) while no bubble is on screen or hidden, or while
    /// nothing the answer reads changed since the last check: the notices on
    /// screen (``NoticeEngine/screenRevision``), the container, the styles and the
    /// measurer. Inputs that only queue, and deadlines that only time, cost nothing.
    /// - Complexity: O(v log v) for v notices on screen, plus O(c log c) for c
    ///   hidden bubbles, when the screen changed.
    package mutating func updateBubbleCover() {
        guard engine.hasVisibleBubbles else { return }
        // Only when settling moved something besides the answer does it check again.
        for _ in 0..<3 where coverCheckedAt != engine.screenRevision {
            let revision = engine.screenRevision
            let changes = bubbleCoverFromScratch()
            let now = engine.now
            for (id, covered) in changes { engine.setBubbleCovered(id, covered, now: now) }
            // Each change made its one event and nothing else moved: the answer is
            // what a check now would give.
            if engine.screenRevision == revision &+ UInt64(changes.count) { coverCheckedAt = engine.screenRevision }
        }
    }
}

extension Stage {
    /// The bubbles whose coverage a look now would change: `(id, covered)`, empty
    /// while the stage's answer is current. Tests and the fuzzer check after every
    /// step that skipping looks while the screen stayed the same never kept an
    /// answer that no longer holds.
    package func bubbleCoverFromScratch() -> [(NoticeID, Bool)] {
        guard engine.hasVisibleBubbles else { return [] }
        let screen = engine.screen
        return BubbleCover(layout: layout).changes(screen: screen, placements: layout.layout(screen),
                                                   hidden: engine.coveredBubbles)
    }
}
