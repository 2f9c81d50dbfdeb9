/// Where a notice is in its life now, as ``NoticeEngine/phase(of:)`` tells it.
///
/// A notice waits, shows, ends exactly once and then leaves the screen; each step
/// is also a ``NoticeEvent``. A notice rejected on arrival (invalid, a duplicate, over
/// a frequency rule) ends at once and never has a phase.
public enum NoticePhase: Hashable, Sendable {
    /// Received, not on screen yet: in its lane's queue, behind the notices its
    /// lane already shows, in a HUD's grace time, held by a popup condition that is
    /// false or by a suspended lane or scheduler.
    case waiting
    /// On screen. Its timeout runs, or is paused (a finger on it, the app in the
    /// background); an update in place keeps it visible.
    case visible
    /// Dismissed and fading out: it has ended (its terminal event is reported) but is
    /// still drawn until its ``NoticeTransition/disappear`` span is over; then it has no
    /// phase. Its id may already belong to a new notice, whose phase is reported
    /// instead.
    case leaving
}
