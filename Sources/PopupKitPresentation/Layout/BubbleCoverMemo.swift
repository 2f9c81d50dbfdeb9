import PopupKitCore

/// What a `Stage` remembers of its last look at covered bubbles, so it looks again
/// only at what could have changed.
///
/// The answer is a function of the notices on screen, the bubbles' requests, the
/// container, the styles and the measurer. While the screen is the same
/// (``NoticeEngine/screenRevision``) nothing is looked at. When it changed, the
/// bubbles on screen are decided again (there are few), but the hidden ones only
/// when an obstacle they were hidden among went away or moved, or a bubble's
/// request changed: a hidden bubble is covered among some obstacles, so it stays
/// covered among more (a target under one of them stays under it; with no free
/// side among them, none is free among more). Tips piling up hidden at one control
/// then cost nothing while other notices come and go over them.
struct BubbleCoverMemo {
    /// The screen revision the last look answered for.
    var screenRevision: UInt64?
    /// Obstacles every hidden bubble is known to be covered among, and the bubble
    /// revision then; `nil` until a full look.
    var hiddenAmong: (obstacles: Set<Rect>, bubbleRevision: UInt64)?

    /// The container, the styles or the measurer changed: everything is looked at again.
    mutating func forget() {
        self = BubbleCoverMemo()
    }

    /// Whether every hidden bubble is still covered among `obstacles`: they are at
    /// least the ones it was covered among, and no bubble's request changed since.
    func hiddenStayCovered(among obstacles: Set<Rect>, bubbleRevision: UInt64) -> Bool {
        guard let hiddenAmong, hiddenAmong.bubbleRevision == bubbleRevision else { return false }
        return hiddenAmong.obstacles.isSubset(of: obstacles)
    }
}
