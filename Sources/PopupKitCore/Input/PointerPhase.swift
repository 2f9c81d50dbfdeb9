/// One step of a single finger (or mouse button) on the screen, as a host reports
/// it: `Stage.Input.pointer(_:at:)`.
///
/// PopupKit follows one pointer at a time: a `down` on a notice (or a blocking
/// mask, a dim) starts a press, `move`s follow it, and an `up` or `cancel` ends
/// it; a `down` on nothing is only a tap outside the bubbles, and the rest of that
/// touch is the app's. From that sequence a `Stage` derives taps, the touch that
/// pauses a timeout, drags, swipes and taps outside bubbles.
public enum PointerPhase: String, Hashable, Sendable, CaseIterable {
    /// The finger touches (the mouse button goes down).
    case down
    /// The finger moves while down.
    case move
    /// The finger lifts: a tap, the end of a drag, or a swipe.
    case up
    /// The system took the touch away (an incoming call, a gesture of the app's):
    /// ends the press without a tap or a swipe.
    case cancel
}
