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
    /// Nothing to do (no layout) while no bubble is on screen or hidden, or while
    /// nothing the answer reads changed since the last check (``BubbleCoverMemo``):
    /// inputs that only queue, and deadlines that only time, cost nothing, and
    /// hidden bubbles are looked at only when something they were hidden among left.
    /// - Complexity: O(v log v) for v notices on screen, plus O(c) for c hidden
    ///   bubbles when an obstacle left or moved.
    package mutating func updateBubbleCover() {
        guard engine.hasVisibleBubbles else { return }
        // One pass decides the bubbles in show order, each against what the ones
        // before it left, so what it hides and shows is its own answer. Only when
        // settling moved something else does it check again.
        for _ in 0..<3 where coverMemo.screenRevision != engine.screenRevision {
            let revision = engine.screenRevision
            let screen = engine.screen
            let cover = BubbleCover(layout: layout)
            var (covered, obstacles) = cover.decideShown(screen: screen, placements: layout.layout(screen))
            var back: [NoticeID] = []
            if coverMemo.hiddenStayCovered(among: Set(obstacles), bubbleRevision: engine.bubbleRevision) {
                // Those just covered were covered among some of these obstacles.
                coverMemo.hiddenAmong?.obstacles = Set(obstacles)
            } else {
                back = cover.decideHidden(engine.coveredBubbles, obstacles: &obstacles)
                coverMemo.hiddenAmong = (Set(obstacles), engine.bubbleRevision)
            }
            let now = engine.now
            for id in covered { engine.setBubbleCovered(id, true, now: now) }
            for id in back { engine.setBubbleCovered(id, false, now: now) }
            // Each change made its one event and nothing else moved: the answer is
            // what a check now would give.
            let changes = UInt64(covered.count + back.count)
            if engine.screenRevision == revision &+ changes { coverMemo.screenRevision = engine.screenRevision }
        }
    }
}

extension Stage {
    /// The bubbles whose coverage a look from scratch, remembering nothing, would
    /// change: `(id, covered)`, empty while the stage's answer is current. Tests
    /// and the fuzzer check after every step that ``BubbleCoverMemo`` never kept
    /// an answer that no longer holds.
    package func bubbleCoverFromScratch() -> [(NoticeID, Bool)] {
        guard engine.hasVisibleBubbles else { return [] }
        let screen = engine.screen
        let cover = BubbleCover(layout: layout)
        var (covered, obstacles) = cover.decideShown(screen: screen, placements: layout.layout(screen))
        let back = cover.decideHidden(engine.coveredBubbles, obstacles: &obstacles)
        return covered.map { ($0, true) } + back.map { ($0, false) }
    }
}
