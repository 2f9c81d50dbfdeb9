import PopupKitCore
import PopupKitPresentation
/// Bubbles that point at a view that moves or goes away.
extension PopupCenter {
    /// Points the bubble `id` at `target` from now on: the view it points at
    /// scrolled, rotated or was resized.
    ///
    /// The bubble and its arrow move together in the next frame, flipping to another
    /// side of the target when the preferred one has no room any more. A move is
    /// not a new bubble: its timeout keeps running as it was and it emits no
    /// event, so a host may call this on every display frame while the view moves.
    /// A waiting bubble shows at the last target it was given. An unknown or ended
    /// id, a notice of another lane or a target that is not finite only warns
    /// (``warningHandler``).
    /// - Parameters:
    ///   - id: the bubble's id (its ticket's ``NoticeTicket/id``).
    ///   - target: the view's frame now, in screen points.
    public nonisolated func moveBubble(_ id: NoticeID, to target: Rect) {
        send(.moveBubble(id, to: target))
    }

    /// Says that the view the bubble `id` points at left the screen (it left its
    /// window or was freed): a shown bubble is dismissed with
    /// ``DismissReason/anchorGone`` and fades out where it was, a waiting one is
    /// discarded with ``DiscardReason/anchorGone``. A tip pointing at nothing would
    /// mislead. An unknown or ended id only warns.
    public nonisolated func bubbleTargetGone(_ id: NoticeID) {
        send(.bubbleTargetGone(id))
    }
}
